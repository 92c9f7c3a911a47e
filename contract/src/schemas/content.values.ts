/**
 * The constants of the content half of the product (spec 001 §9), shared by the content area,
 * its command line and the blocks, so a limit is stated once.
 */

/** The languages content is written in; a document's text falls back to its site's language. */
export const CONTENT_LANGUAGES = ["en", "fr", "de"] as const;
export type ContentLanguage = (typeof CONTENT_LANGUAGES)[number];

/** The screen sizes a block chooses its layout for (`lg` is where the mega menu appears). */
export const BREAKPOINTS = ["sm", "md", "lg"] as const;
export type Breakpoint = (typeof BREAKPOINTS)[number];

/** The mode of a content call: what is live, or what an editor is about to publish. */
export const CONTENT_MODES = ["publish", "preview"] as const;
export type ContentMode = (typeof CONTENT_MODES)[number];

/** The fixed pages of 001 §7, each an `augmentedpage`. */
export const FIXED_PAGES = [
  "account",
  "account-profile",
  "basecamp",
  "cart",
  "checkout",
  "contact-us",
  "error-4xx",
  "gift-card",
  "loyalty-modal",
  "order-confirmation",
  "promotions",
  "search",
  "sign-in-modal",
  "sign-up",
  "sign-up-modal",
  "store-locator",
  "westend",
] as const;
export type FixedPage = (typeof FIXED_PAGES)[number];

/** The internal components of 001 §7 served from content (`/fapi/components/{component}`). */
export const CONTENT_COMPONENTS = [
  "collections",
  "footer",
  "foot-sizes",
  "search-hub",
  "utility",
] as const;
export type ContentComponent = (typeof CONTENT_COMPONENTS)[number];

export const CONTENT_LIMITS = {
  /** Longest plain text field (titles, labels). */
  textMax: 300,
  /** Longest rich text field, in characters of HTML. */
  richTextMax: 20000,
  /** Longest URL a document may hold. */
  urlMax: 2000,
  /** Most children one list of a document may hold. */
  childrenMax: 60,
  /** Deepest chain of references an answer resolves (a circle is refused before this). */
  depthMax: 12,
  /** A document id: lowercase words joined by dashes. */
  idMax: 80,
} as const;

/** The preview page's limits (001 §9). */
export const PREVIEW_LIMITS = [10, 20, 50] as const;
export const PREVIEW_LIMIT_DEFAULT = 20;
/** A preview token lives at most this long (issue 28). */
export const PREVIEW_TOKEN_MAX_SECONDS = 3600;
/** The header a preview call carries its token in (001 §7: "special headers"). */
export const PREVIEW_TOKEN_HEADER = "x-preview-token";
/** Scheduled publishing takes effect within this many seconds in publish mode (issue 28). */
export const SCHEDULE_EFFECT_SECONDS = 60;

/** Gradient heights behind overlay text (001 §9): full 35 %, focused 50 %, off 0. */
export const GRADIENT_HEIGHTS = { full: 35, focused: 50, off: 0 } as const;

export const ARTICLE_GRID = {
  /** Page size when rowsToLoad × the small grid size is 0. */
  defaultPageSize: 3,
  /** Facets shown before "see more", per breakpoint. */
  facetsShown: { sm: 4, md: 10, lg: 20 },
  relatedArticles: 4,
  skeletonCards: 16,
  /** Most articles one search call answers. */
  limitMax: 48,
} as const;

export const UPSELL_STACKED_DEFAULT = 3;
/** Recommendation impressions report at most this many items (001 §9). */
export const RECOMMENDATION_IMPRESSIONS_MAX = 24;
/** Cards across on a large screen per recommendation variant. */
export const RECOMMENDATION_CARDS = { "3-cards": 3, "5-cards": 5, "6-cards": 6 } as const;
/** Espot grid columns per breakpoint. */
export const ESPOT_COLUMNS = { sm: 2, md: 3, lg: 4 } as const;

export const POPUP = {
  delayDefaultMs: 2000,
  logoHeightRem: { small: 1.125, large: 1.625, expanded: 1.5 },
} as const;

export const PROMO_BAR = {
  maxWidthPx: 548,
  /** Most messages a bar shows (001 §9: "from configuration"): the bar's own `maxMessages` wins. */
  maxMessagesDefault: 5,
  autorotateDefaultSeconds: 6,
} as const;

export const MEGA_MENU = { barHeightRem: 2.35, columnFraction: 1 / 6 } as const;
export const BADGE_SIZE_UNITS = 14;
export const GALLERY_CREATE_DELAY_MS = 500;

/** Where a closed benefit bar, a closed promo bar and dismissed pop-ups are remembered. */
export const CONTENT_STORAGE_KEYS = {
  promoBarClosed: "promoBarClosed",
  benefitBarClosed: "benefitBarClosed",
  dismissedPopups: "dismissedPopups",
} as const;

/** The design system's named colours a document may use besides `#rgb` / `#rrggbb`. */
export const CONTENT_COLOR_TOKENS = [
  "ink",
  "paper",
  "brand",
  "signal",
  "stone",
  "mist",
  "slate",
  "white",
  "black",
  "transparent",
] as const;

/**
 * The fields that hold rich text (HTML) in any content type: sanitised when saved and again
 * when answered. content-blocks.schema.test.ts checks the list against the schemas.
 */
export const RICH_TEXT_FIELDS = [
  "richText",
  "titleHtml",
  "subtitleHtml",
  "disclaimer",
  "policyText",
] as const;
