import {
  allowedConsent,
  CONSENT_COOKIES,
  cookieName,
  DECISION_NAMES,
  isLocale,
  type DecisionName,
  type PageRender,
} from "@ridgeline/contract";

/**
 * The one decision point (issue 27, decision 0088): everything that changes what a page shows
 * for a group of shoppers is decided here, once per request, from the request alone. Pages and
 * components read the result from their render (`PageRender.decision`), never a cookie or a
 * header, so a page can say exactly which decisions it used and be cached under those only.
 * The consent, segment and experiment issues add their decisions here.
 */
export type Decisions = Readonly<Record<DecisionName, string>>;

/** A chosen store as the store cookie holds it: a store id, then the name shown for it. */
// eslint-disable-next-line no-control-regex -- control characters are what it refuses
const STORE_VALUE = /^[A-Za-z0-9_-]{1,40}\|[^|\u0000-\u001f]{0,80}$/;

/** One cookie's value from a `Cookie` header (the decision point runs before cookies are parsed). */
function cookieIn(header: string | undefined, name: string): string | null {
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

/** The page's locale: its path's first segment, when it has the spec's form. */
function siteOf(path: string): string {
  const first = path.split("/")[1] ?? "";
  return isLocale(first) ? first : "";
}

/** Decides for one page request. Malformed input decides the default, never an error. */
export function decide(request: {
  path: string;
  cookie: string | undefined;
  secure: boolean;
}): Decisions {
  const store = cookieIn(request.cookie, cookieName("store", request.secure)) ?? "";
  const site = siteOf(request.path);
  return {
    site,
    store: STORE_VALUE.test(store) ? store : "",
    // A cookie that cannot be read is no choice: the region's default holds.
    consent: allowedConsent(site, cookieIn(request.cookie, CONSENT_COOKIES.consent)).join(","),
  };
}

/** The render's view of the decisions, noting each one read. */
export function recordingDecisions(decisions: Decisions): {
  page: (shared: boolean) => PageRender;
  used: () => DecisionName[];
} {
  const used = new Set<DecisionName>();
  return {
    page: (shared) => ({
      shared,
      decision(name) {
        if (!DECISION_NAMES.includes(name)) throw new Error(`unknown decision ${String(name)}`);
        used.add(name);
        return decisions[name];
      },
    }),
    used: () => [...used].sort(),
  };
}

/**
 * Cookies of a state whose page must show from the first paint, which no shared page can: an
 * associate's buy-in-store session (its bar sits above the header) and an employee's pending
 * discount terms (a dialog). Pages for such a request are rendered for it, never kept.
 */
const FIRST_PAINT_STATES = ["storeSession", "employeeTerms"] as const;

/** Whether this request's pages are its own because of such a state (decision 0088). */
export function needsOwnPage(request: { cookie: string | undefined; secure: boolean }): boolean {
  return FIRST_PAINT_STATES.some(
    (role) => cookieIn(request.cookie, cookieName(role, request.secure)) !== null,
  );
}
