import type { ContentLanguage, ContentProviders, ResolvedBlocks } from "@ridgeline/contract";

/**
 * What the layout's loader gives every page of the site's content (issue 28): the chrome every
 * page shows (menu, footer, bars, pop-ups) and how content is being read (publish, or an
 * editor's preview). Below the features, as shell-data.ts is (decision 0087).
 */
export interface SiteContent {
  /** The mode pages read content in; preview only with a valid token, never kept. */
  mode: "publish" | "preview";
  language: ContentLanguage;
  /** Null when the site has none (or it is invalid): the header falls back to the catalogue. */
  menu: ResolvedBlocks["menu"] | null;
  footer: ResolvedBlocks["footer"] | null;
  promoBar: ResolvedBlocks["promoBar"] | null;
  benefitBar: ResolvedBlocks["benefitBar"] | null;
  /** The blocks of the fixed page (001 §7) this path is, shown under the page's own. */
  fixed: ResolvedBlocks["page"]["blocks"];
  /** The blocks of the fixed page `error-4xx`, shown under the not-found page. */
  notFound: ResolvedBlocks["page"]["blocks"];
  /** Feature flags of 001 §9 the blocks read. */
  flags: Readonly<Record<string, boolean>>;
  /** The blocks' outside services the operator configured (`CONTENT_PROVIDERS`). */
  providers: ContentProviders;
}

/** The flags of 001 §9 and their values in this store (issue 29 makes them per experiment). */
export const CONTENT_FLAGS = {
  showShopAllL3sOnMobile: true,
  enableCloudinaryVideoPlayer: false,
} as const;

/** The fixed pages of 001 §7 the store's own pages are, by path after the locale. */
export const FIXED_PAGE_PATHS: Readonly<Record<string, string>> = {
  "/account": "account",
  "/account/profile": "account-profile",
  "/cart": "cart",
  "/checkout/shipping": "checkout",
  "/checkout/billing": "checkout",
  "/checkout/summary": "checkout",
  "/help/contact-us": "contact-us",
  "/gift-card": "gift-card",
  "/order-confirmation": "order-confirmation",
  "/search": "search",
  "/sign-up": "sign-up",
  "/stores": "store-locator",
};
