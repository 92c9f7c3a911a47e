import {
  CONSENT_CATEGORIES,
  CONSENT_COOKIES,
  consentCategoriesOf,
  consentCookieValue,
  type ConsentCategoryId,
} from "@ridgeline/contract";
import {
  CONSENT_CHOSEN_ATTRIBUTE,
  CONSENT_EVENT,
  CONSENT_GLOBAL,
  consentModeOf,
} from "../../lib/consent-change";

/**
 * What a shopper's choice does (issue 29): the two cookies a OneTrust banner would write, the
 * page's consent replaced and announced (lib/consent-change.ts) so what it gates starts or stops
 * without a reload, Google Consent Mode's update, and for a signed-in shopper the proof of
 * consent (the `/{locale}/consent` action records it through the API).
 */

/** The banner text's version a choice is given under: change it when the banner's words change. */
export const CONSENT_BANNER_VERSION = "2026-12";

/** How long a choice is kept: a year, then the banner asks again. */
export const CONSENT_MAX_AGE_SECONDS = 60 * 60 * 24 * 365;

/** Every category: "accept all". */
export const ALL_CATEGORIES: readonly ConsentCategoryId[] = CONSENT_CATEGORIES;
/** The required one only: "reject all". */
export const REQUIRED_ONLY: readonly ConsentCategoryId[] = ["C0001"];

/**
 * The cookies of a choice, as `Set-Cookie` values (and `document.cookie` assignments): Path=/,
 * a year, SameSite=Lax, Secure on https; not httpOnly, since the consent platform's script and
 * the page's head read them.
 */
export function consentCookies(
  allowed: Iterable<ConsentCategoryId>,
  given: Date,
  secure: boolean,
): [string, string] {
  const attributes = `; Path=/; Max-Age=${CONSENT_MAX_AGE_SECONDS}; SameSite=Lax${secure ? "; Secure" : ""}`;
  const value = consentCookieValue(allowed, given, CONSENT_BANNER_VERSION);
  return [
    `${CONSENT_COOKIES.consent}=${value}${attributes}`,
    `${CONSENT_COOKIES.closed}=${given.toISOString()}${attributes}`,
  ];
}

/** The allowed categories of a form the banner or the centre sent (`choice`, else a box each). */
export function choiceOfForm(form: { get(name: string): unknown }): ConsentCategoryId[] {
  const choice = form.get("choice");
  if (choice === "accept") return [...ALL_CATEGORIES];
  if (choice === "reject") return [...REQUIRED_ONLY];
  return consentCategoriesOf((id) => form.get(id) === "1" || form.get(id) === "on");
}

/** The body of the proof of consent's form: each optional category as 1 or 0. */
export function recordForm(allowed: readonly ConsentCategoryId[]): URLSearchParams {
  const form = new URLSearchParams({ respond: "json" });
  for (const id of CONSENT_CATEGORIES)
    if (id !== "C0001") form.set(id, allowed.includes(id) ? "1" : "0");
  return form;
}

declare global {
  interface Window {
    gtag?: (...args: unknown[]) => void;
  }
}

/** Google Consent Mode v2's update for a choice, through the head's `gtag` (or as it would). */
export function pushConsentUpdate(allowed: readonly ConsentCategoryId[]): void {
  const update = consentModeOf(allowed);
  if (typeof window.gtag === "function") {
    window.gtag("consent", "update", update);
    return;
  }
  window.dataLayer ??= [];
  // gtag pushes its arguments object, which the tag manager tells from an event by its shape.
  (function gtag(..._args: unknown[]) {
    // eslint-disable-next-line prefer-rest-params -- the tag manager reads an arguments object
    window.dataLayer?.push(arguments);
  })("consent", "update", update);
}

/**
 * Applies a choice in this page: cookies written, the banner hidden, the page's consent
 * replaced and announced, Consent Mode updated; then, for a signed-in shopper, recorded.
 */
export function applyConsent(
  allowed: readonly ConsentCategoryId[],
  options: { locale: string; signedIn: boolean; now?: Date },
): Promise<void> {
  const chosen = consentCategoriesOf((id) => allowed.includes(id));
  for (const cookie of consentCookies(
    chosen,
    options.now ?? new Date(),
    window.location.protocol === "https:",
  ))
    document.cookie = cookie;
  window[CONSENT_GLOBAL] = chosen;
  document.documentElement.setAttribute(CONSENT_CHOSEN_ATTRIBUTE, "");
  pushConsentUpdate(chosen);
  window.dispatchEvent(new CustomEvent(CONSENT_EVENT, { detail: chosen }));
  if (!options.signedIn) return Promise.resolve();
  return fetch(`/${options.locale}/consent`, {
    method: "POST",
    body: recordForm(chosen),
    headers: { accept: "application/json" },
  }).then(
    (answer) => {
      if (!answer.ok) console.warn(`consent: the choice was not recorded (${answer.status})`);
    },
    (error: unknown) => console.warn("consent: the choice was not recorded", error),
  );
}
