import type { ContentScope } from "../block-context";

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

/** The first social gallery's provider (001 §7): a widget created by container id. */
export interface OlapicProviderConfig extends ScriptProviderConfig {
  /** The global the provider's script defines (`create({ containerId, … })`). */
  globalName: string;
}

/**
 * The second social gallery's provider (001 §7): one script per widget, from the configured
 * base URL (`origin` + `scriptPath`) with the container id, the locale and, on product pages,
 * the style's tag.
 */
export interface WidgetGalleryProviderConfig extends ScriptProviderConfig {
  /** The provider's locale per site locale (`"fr-ca": "fr_CA"`); others take `defaultLocale`. */
  locales?: Readonly<Record<string, string>>;
  defaultLocale: string;
}

/** The hosted video player (001 §9): its library, and its stylesheet on the same origin. */
export interface HostedVideoProviderConfig extends ScriptProviderConfig {
  stylePath?: string;
  /** The global the library defines (`videoPlayer(element, options)`). */
  globalName: string;
}

/** Every outside service of the blocks; one left out is off (the built-in one serves). */
export interface ProviderConfig {
  olapic?: OlapicProviderConfig;
  widgetGallery?: WidgetGalleryProviderConfig;
  hostedVideo?: HostedVideoProviderConfig;
}

/** No provider configured: every block runs on its built-in implementation. */
export const NO_PROVIDERS: ProviderConfig = {};

/** The hosted player's feature flag (001 §9). */
export const HOSTED_VIDEO_FLAG = "enableCloudinaryVideoPlayer";

/**
 * The providers of this page. The scope does not carry a `providers` map yet (the lead adds
 * it); until then every provider is off. Read here only, so the blocks never look elsewhere.
 */
export function providerConfigOf(scope: ContentScope): ProviderConfig {
  const withProviders = scope as ContentScope & { providers?: ProviderConfig };
  return withProviders.providers ?? NO_PROVIDERS;
}

/** True when the page's flags turn the hosted video player on (001 §9). */
export function hostedVideoFlagOn(scope: ContentScope): boolean {
  return scope.flags[HOSTED_VIDEO_FLAG] === true;
}

/**
 * Whether the shopper allowed a consent category. Issue 29 wires consent here (the request's
 * consent decision, read from the content scope, with 001 §6's regional rules and the preview
 * exception): until then no category is allowed, so no outside script is ever loaded.
 */
export function consentAllows(category: ConsentCategory): boolean {
  void category;
  return false;
}
