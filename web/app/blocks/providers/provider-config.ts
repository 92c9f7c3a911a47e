import type { ContentProviders } from "@ridgeline/contract";
import type { ContentScope } from "../block-context";
import { consentAllowsNow } from "../../lib/consent-change";

/**
 * The consent category an outside service needs (001 §3 "Consent categories"): C0003
 * functional, C0004 targeting. C0001 (required) and C0002 (analytics) never load a provider.
 */
export type ConsentCategory = "C0003" | "C0004";

/** What every outside service needs before a script of it may run on a page. */
export interface ScriptProviderConfig {
  /** The provider's https origin (`https://widgets.example.com`): scripts come from it only. */
  origin: string;
  /** The consent category it needs; without it the built-in implementation stays. */
  consentCategory: ConsentCategory;
  /** The script's path on the origin (`/v2/widget.js`). */
  scriptPath: string;
}

/**
 * Every outside service of the blocks, as the operator configured them (`CONTENT_PROVIDERS`,
 * validated by the contract's `contentProvidersSchema`); one left out is off (the built-in one
 * serves).
 */
export type ProviderConfig = ContentProviders;
/** The first social gallery's provider (001 §7): a widget created by container id. */
export type OlapicProviderConfig = NonNullable<ContentProviders["olapic"]>;
/**
 * The second social gallery's provider (001 §7): one script per widget, from the configured
 * base URL (`origin` + `scriptPath`) with the container id, the locale and, on product pages,
 * the style's tag.
 */
export type WidgetGalleryProviderConfig = NonNullable<ContentProviders["widgetGallery"]>;
/** The hosted video player (001 §9): its library, and its stylesheet on the same origin. */
export type HostedVideoProviderConfig = NonNullable<ContentProviders["hostedVideo"]>;

/** No provider configured: every block runs on its built-in implementation. */
export const NO_PROVIDERS: ProviderConfig = {};

/** The hosted player's feature flag (001 §9). */
export const HOSTED_VIDEO_FLAG = "enableCloudinaryVideoPlayer";

/** The providers of this page (the server's `CONTENT_PROVIDERS`), read here only. */
export function providerConfigOf(scope: ContentScope): ProviderConfig {
  return scope.providers ?? NO_PROVIDERS;
}

/** True when the page's flags turn the hosted video player on (001 §9). */
export function hostedVideoFlagOn(scope: ContentScope): boolean {
  return scope.flags[HOSTED_VIDEO_FLAG] === true;
}

/**
 * Whether the shopper allows a consent category in this page now (issue 29): the server's
 * decision (the shopper's choice, else the region's default, all in preview) as the page's head
 * gave it, or the choice made since in the banner. Never on the server: a block decides its
 * provider in render with `useConsentAllows`, from its scope.
 */
export function consentAllows(category: ConsentCategory): boolean {
  return consentAllowsNow(category);
}
