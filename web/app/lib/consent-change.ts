import type { ConsentCategoryId } from "@ridgeline/contract";

/**
 * How a consent choice reaches the page (issue 29, decision 0103): `window.__rlConsent` holds the
 * categories allowed now (the head script's, then the banner's), `CONSENT_EVENT` says they
 * changed, and `<html data-consent-chosen>` hides the banner. Never part of a page's first
 * screen: only the banner's code and the blocks that consent gates import it (vite.config.ts);
 * the tag-manager pushes, which every first screen carries, read the global in place.
 */
export const CONSENT_GLOBAL = "__rlConsent";
/** The window event a choice sends; its `detail` is the allowed categories. */
export const CONSENT_EVENT = "rl:consent";
/** Marks `<html>` once the shopper has chosen: the banner's stylesheet hides it then. */
export const CONSENT_CHOSEN_ATTRIBUTE = "data-consent-chosen";

declare global {
  // On `window` in the browser; `var` so `globalThis.__rlConsent` reads it anywhere.
  var __rlConsent: readonly ConsentCategoryId[] | undefined;
}

/** The categories allowed in this page now (C0001 only before the head script has run). */
export function consentNow(): readonly ConsentCategoryId[] {
  return (typeof window === "undefined" ? undefined : window[CONSENT_GLOBAL]) ?? ["C0001"];
}

/** Whether a category is allowed in this page now. */
export function consentAllowsNow(category: ConsentCategoryId): boolean {
  return consentNow().includes(category);
}

/** Google Consent Mode v2's storage types, as the store's categories decide them. */
export type ConsentModeState = Record<
  "ad_storage" | "ad_user_data" | "ad_personalization" | "analytics_storage",
  "granted" | "denied"
>;

/** C0002 (analytics) → `analytics_storage`; C0004 (targeting) → the three `ad_*` types. */
export function consentModeOf(allowed: readonly ConsentCategoryId[]): ConsentModeState {
  const state = (id: ConsentCategoryId) => (allowed.includes(id) ? "granted" : "denied");
  return {
    ad_storage: state("C0004"),
    ad_user_data: state("C0004"),
    ad_personalization: state("C0004"),
    analytics_storage: state("C0002"),
  };
}
