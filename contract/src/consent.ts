/**
 * Consent (001 §6, issue 29): the four categories, kept in the first-party cookies a OneTrust
 * banner writes (`OptanonConsent` with `groups=C0001:1,C0002:0,…`, and `OptanonAlertBoxClosed`),
 * so a brand that runs that platform's banner keeps it, and the store's own banner writes the same.
 * On an EMEA site every category but C0001 is off until the shopper says yes; elsewhere all are
 * on until they say no.
 */

/** C0001 required, C0002 performance and analytics, C0003 functional, C0004 targeting. */
export const CONSENT_CATEGORIES = ["C0001", "C0002", "C0003", "C0004"] as const;
export type ConsentCategoryId = (typeof CONSENT_CATEGORIES)[number];

/**
 * The token the `consent` decision ends with once the shopper has chosen (both cookies hold a
 * readable choice): a page for them carries the banner hidden, so it is gone without a script
 * too, and is kept apart from the page of a shopper not yet asked.
 */
export const CONSENT_CHOSEN_TOKEN = "chosen";

/** The cookies, by the names the consent platform uses (no `__Host-` prefix: it reads them). */
export const CONSENT_COOKIES = {
  consent: "OptanonConsent",
  closed: "OptanonAlertBoxClosed",
} as const;

/**
 * Europe, the Middle East and Africa by ISO 3166-1 alpha-2 code: a site whose locale's country is
 * one of them asks before anything but C0001 runs (the UK, French and German sites, and any EMEA
 * site a brand adds).
 */
const EMEA = new Set(
  (
    "AD AE AL AM AO AT AZ BA BE BF BG BH BI BJ BW BY CD CF CG CH CI CM CV CY CZ DE DJ DK DZ EE EG " +
    "EH ER ES ET FI FO FR GA GB GE GG GH GI GL GM GN GQ GR GW HR HU IE IL IM IQ IR IS IT JE JO KE " +
    "KM KW LB LI LR LS LT LU LV LY MA MC MD ME MG MK ML MR MT MU MW MZ NA NE NG NL NO OM PL PS PT " +
    "QA RE RO RS RU RW SA SC SD SE SI SJ SK SL SM SN SO SS ST SY SZ TD TG TN TR TZ UA UG VA YE YT " +
    "ZA ZM ZW"
  ).split(" "),
);

/** Whether a site (by its locale, `en-gb`) asks for consent before anything non-essential. */
export function needsConsent(locale: string): boolean {
  const country = locale.split("-")[1]?.toUpperCase() ?? "";
  return EMEA.has(country);
}

/** The categories allowed when `isOn` says which optional ones are: C0001 always, in order. */
export function consentCategoriesOf(isOn: (id: ConsentCategoryId) => boolean): ConsentCategoryId[] {
  return CONSENT_CATEGORIES.filter((id) => id === "C0001" || isOn(id));
}

/**
 * The shopper's recorded choice from the consent cookie's value (`…&groups=C0001:1,C0002:0&…`),
 * or null when there is none that can be read. Unknown groups are ignored; C0001 is always on.
 */
export function consentChoiceOf(cookie: string | null | undefined): Set<ConsentCategoryId> | null {
  if (!cookie || cookie.length > 4096) return null;
  let groups: string | null;
  try {
    groups = new URLSearchParams(cookie).get("groups");
  } catch {
    return null;
  }
  if (!groups) return null;
  const allowed = new Set<ConsentCategoryId>(["C0001"]);
  let known = 0;
  for (const entry of groups.split(",")) {
    const [id, value] = entry.split(":");
    if (!(CONSENT_CATEGORIES as readonly string[]).includes(id ?? "")) continue;
    if (value !== "0" && value !== "1") return null;
    known += 1;
    if (value === "1") allowed.add(id as ConsentCategoryId);
  }
  return known > 0 ? allowed : null;
}

/**
 * The categories allowed for a page of this site with this cookie: the shopper's choice when
 * there is one, else the region's default (EMEA: C0001 only; elsewhere: all).
 */
export function allowedConsent(
  locale: string,
  cookie: string | null | undefined,
): ConsentCategoryId[] {
  return allowedBy(locale, consentChoiceOf(cookie));
}

function allowedBy(locale: string, choice: Set<ConsentCategoryId> | null): ConsentCategoryId[] {
  if (choice) return consentCategoriesOf((id) => choice.has(id));
  return needsConsent(locale) ? ["C0001"] : [...CONSENT_CATEGORIES];
}

/**
 * A page's `consent` decision (`C0001,C0004`): the categories allowed, then
 * CONSENT_CHOSEN_TOKEN when the shopper has chosen (a readable choice and the banner closed,
 * as the page's head reads them). The consent cookie is read once.
 */
export function consentDecisionOf(
  locale: string,
  cookie: string | null | undefined,
  closed: string | null | undefined,
): string {
  const choice = consentChoiceOf(cookie);
  const chosen = choice !== null && closed != null ? [CONSENT_CHOSEN_TOKEN] : [];
  return [...allowedBy(locale, choice), ...chosen].join(",");
}

/**
 * The cookie value the store's banner writes for a choice (the fields a OneTrust banner reads;
 * `datestamp` and `version` say when and under which banner text it was given).
 */
export function consentCookieValue(
  allowed: Iterable<ConsentCategoryId>,
  given: Date,
  bannerVersion: string,
): string {
  const chosen = new Set(allowed);
  const on = new Set(consentCategoriesOf((id) => chosen.has(id)));
  const groups = CONSENT_CATEGORIES.map((id) => `${id}:${on.has(id) ? 1 : 0}`);
  return new URLSearchParams({
    isGpcEnabled: "0",
    datestamp: given.toISOString(),
    version: bannerVersion,
    isIABGlobal: "false",
    interactionCount: "1",
    groups: groups.join(","),
  }).toString();
}
