/** Header names and constants of the request context (spec 000 §7 preamble). */
export const HEADERS = {
  accessKey: "x-api-key",
  correlationId: "x-correlation-id",
  transactionId: "x-transaction-id",
  channel: "x-channel",
  /**
   * On a page's data request right after one of its form actions (React Router's revalidation):
   * the data that completes the shopper's write, admitted ahead of browsing (decision 0080).
   */
  afterAction: "x-ridgeline-after-action",
} as const;

export const CHANNELS = ["ECOMM", "MAPP"] as const;
export type Channel = (typeof CHANNELS)[number];
export const DEFAULT_CHANNEL: Channel = "ECOMM";

/** Path prefixes served by the REST API; everything else is a page or an asset. */
export const API_PREFIXES = [
  "/token/",
  "/cart/",
  "/consumers-v3/",
  "/products/",
  "/wishlists/",
  "/stores/",
  "/fapi/",
  "/editor/",
  // The experimentation service (issue 29): the SDKs' datafile, events and audience calls.
  "/datafiles/",
  "/v1/",
  "/v2/",
  "/v3/",
  // The personalisation engine (issue 29).
  "/api/engine/",
] as const;

/**
 * API paths the store's client key does not guard: the experimentation SDKs fetch the
 * datafile by its SDK key and send events as they would to Optimizely, with no key of ours;
 * the audience calls carry the project's own public key, which their handlers check. The
 * performance beacon is a `navigator.sendBeacon` as the page is hidden, which can carry no
 * header, from a browser that holds no key (decision 0105).
 */
export const KEYLESS_API_PREFIXES = [
  "/datafiles/",
  "/v1/events",
  "/v2/zaius.gif",
  "/v3/",
  "/fapi/performance/ingest",
] as const;

/** The content calls: `/{mode}/caas/…` (001 §7), whatever the mode segment holds. */
const CONTENT_API = /^(?:\/[^/]*)?\/caas(?:\/|$)/;

/** True when `path` (without query) belongs to the REST API. */
export function isApiPath(path: string): boolean {
  return (
    API_PREFIXES.some((prefix) => path.startsWith(prefix) || `${path}/` === prefix) ||
    CONTENT_API.test(path)
  );
}

/** Every cookie the store sets (API and web app), by role; write and read them by `cookieName`. */
export const COOKIES = {
  accessToken: "rl_token",
  /** The refresh token (httpOnly, SameSite=Strict). */
  refreshToken: "rl_refresh",
  basketId: "rl_basket",
  /** A buy-in-store session of an associate's device (programs area). */
  storeSession: "rl_instore",
  /** `ask` while a signed-in employee has not answered the discount terms. */
  employeeTerms: "rl_emp_terms",
  /** The store the shopper chose for store stock (`storeId|name`). */
  store: "rl_store",
  /**
   * What the bag held (`productId.upc.qty~…`), so a bag lost with its cart or token can be made
   * again (000 §4 "cart not found: a new cart is created and the items re-added").
   */
  bagLines: "rl_bag_lines",
  /** The e-mail an enrolment carries from step to step, never in the URL (decision 0050). */
  enrolEmail: "rl_enrol",
  /**
   * The e-mail a guest typed into a form that needs an account (a newsletter block without
   * JavaScript), for the sign-in page to show filled in; read once, never in the URL.
   */
  signInEmail: "rl_signin_email",
  /**
   * What checkout carries from step to step for one bag: a guest's e-mail and the tender chosen
   * at billing (a vault token or a saved card's id, never a card number).
   */
  checkoutState: "rl_checkout",
  /**
   * The visitor id experiments bucket by (`vuid_…`, at most 32 characters, 001 §9): set only
   * once targeting (C0004) is allowed, removed when it is withdrawn. HttpOnly like the others:
   * the store attaches it to the exposures and conversions a page reports.
   */
  visitor: "rl_vuid",
  /**
   * A signed-in shopper's segments (001 §6), signed by the store for half an hour and renewed
   * while they browse: the decision point reads them without a database call (segments.ts).
   */
  segments: "rl_segments",
} as const;

export type CookieRole = keyof typeof COOKIES;

/**
 * A cookie's name where cookies are Secure (`__Host-rl_token`), or as it is on plain HTTP
 * (`rl_token`). The `__Host-` prefix makes browsers refuse the cookie unless it is Secure, has
 * Path=/ and no Domain, so no subdomain or plain-HTTP page can plant or overwrite it.
 */
export function cookieName(role: CookieRole, secure: boolean): string {
  return secure ? `__Host-${COOKIES[role]}` : COOKIES[role];
}

/** Default and maximum quantities (spec 000 §9). */
export const DEFAULT_QUANTITY = 1;
export const DEFAULT_MAX_QUANTITY = 999999;

/**
 * One cookie's value from a `Cookie` header, decoded; null when it is absent or cannot be
 * decoded (the decision point and the web app's server read cookies before any parser).
 */
export function cookieValue(header: string | null | undefined, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(";")) {
    const at = part.indexOf("=");
    if (at < 0 || part.slice(0, at).trim() !== name) continue;
    try {
      return decodeURIComponent(part.slice(at + 1).trim());
    } catch {
      return null;
    }
  }
  return null;
}
