import { randomBytes } from "node:crypto";
import {
  CONSENT_COOKIES,
  consentDecisionOf,
  cookieName,
  cookieValue,
  DECISION_NAMES,
  isLocale,
  type DecisionName,
  type PageRender,
  segmentsDecision,
  GUEST_SEGMENTS,
  TEST_CONTEXT_COOKIE,
  testSegmentOf,
  VISITOR_ID,
} from "@ridgeline/contract";
import { readSegmentPass } from "../security/segment-pass";

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

/** The page's locale: its path's first segment, when it has the spec's form. */
function siteOf(path: string): string {
  const first = path.split("/")[1] ?? "";
  return isLocale(first) ? first : "";
}

/**
 * The `segments` decision (001 §6): a signed-in shopper's from their signed pass, else a
 * guest's; the bag's from the cookie of its lines; and a test context's segment.
 */
function decideSegments(cookie: string | undefined, secure: boolean, secret: string | null) {
  const pass = cookieValue(cookie, cookieName("segments", secure));
  const account = (secret ? readSegmentPass(secret, pass) : null) ?? GUEST_SEGMENTS;
  const bagLines = cookieValue(cookie, cookieName("bagLines", secure));
  const bag = bagLines ? "bag-not-empty" : "bag-empty";
  return segmentsDecision(
    [...account.filter((id) => !id.startsWith("bag-")), bag],
    testSegmentOf(cookieValue(cookie, TEST_CONTEXT_COOKIE)),
  );
}

/** Decides for one page request. Malformed input decides the default, never an error. */
export function decide(request: {
  path: string;
  cookie: string | undefined;
  secure: boolean;
  /** The secret segment passes are signed with; none: every shopper a guest's segments. */
  segmentSecret?: string | null;
}): Decisions {
  const store = cookieValue(request.cookie, cookieName("store", request.secure)) ?? "";
  const site = siteOf(request.path);
  return {
    site,
    store: STORE_VALUE.test(store) ? store : "",
    // A cookie that cannot be read is no choice: the region's default holds. A choice made is
    // named too (its page hides the banner, script or not).
    consent: consentDecisionOf(
      site,
      cookieValue(request.cookie, CONSENT_COOKIES.consent),
      cookieValue(request.cookie, CONSENT_COOKIES.closed),
    ),
    // Filled in by `decideExperiments` where the store runs experiments.
    experiments: "",
    segments: decideSegments(request.cookie, request.secure, request.segmentSecret ?? null),
  };
}

/** The experiments decision of a visitor id on a site (`en-gb`): the experiments area's. */
export type ExperimentsDecider = (visitorId: string, site: string) => string;

/** The store's experiments as the page server uses them (issue 29). */
export interface VisitorExperiments {
  decide: ExperimentsDecider;
  /** A visitor id the shopper's choice no longer allows: what the store linked to it ends. */
  forget(visitorId: string): void;
}

/** How long the visitor id is kept (the SDKs keep theirs for months). */
const VISITOR_MAX_AGE_SECONDS = 180 * 86_400;

/** A new visitor id: `vuid_` and 27 random id characters, 32 in all (001 §9). */
export function newVisitorId(): string {
  return `vuid_${pooledRandomBytes(21).toString("base64url").slice(0, 27)}`;
}

/**
 * The system's random bytes taken 4 KiB at a time and handed out once each, in order: a kept
 * page for a first visit mints an id on every request, and one `getrandom` call for each was 7 %
 * of the kept home page's CPU under load (bench/README.md, kept pages). Node pools `randomUUID` the
 * same way.
 */
const POOL_BYTES = 4096;
let pool = Buffer.alloc(0);
let poolAt = 0;

export function pooledRandomBytes(size: number): Buffer {
  if (size > POOL_BYTES) return randomBytes(size);
  if (poolAt + size > pool.length) {
    pool = randomBytes(POOL_BYTES);
    poolAt = 0;
  }
  const bytes = Buffer.from(pool.subarray(poolAt, poolAt + size));
  poolAt += size;
  return bytes;
}

/**
 * The `experiments` decision (issue 29): only with targeting consent (C0004, 001 §6) is a
 * visitor bucketed, under the id their cookie holds, or a new one the answer sets; without it
 * there is no decision, and a visitor id the shopper's choice no longer allows is removed.
 * A kept page is kept under the variations, never under the id.
 */
export function decideExperiments(
  request: {
    cookie: string | undefined;
    secure: boolean;
    /**
     * Whether this request may give a new visitor an id: a page's document, not its data or
     * a form's post, which the browser may send before it has stored the document's cookie
     * (a second id would replace the first, and the visitor's variation with it).
     */
    document: boolean;
  },
  decisions: Decisions,
  decider: ExperimentsDecider | null,
  mint: () => string = newVisitorId,
): {
  decisions: Decisions;
  setCookie: string | null;
  /** The id is new: its cookie is worth setting only on a page that used `experiments`. */
  minted: boolean;
  /** The well-formed id the answer removes because targeting consent was withdrawn. */
  withdrawn?: string;
} {
  const name = cookieName("visitor", request.secure);
  const held = cookieValue(request.cookie, name);
  // HttpOnly as every cookie of the store's: the page reports exposures through the store,
  // which reads the id itself (scripts never need it).
  const attributes = `Path=/; HttpOnly; SameSite=Lax${request.secure ? "; Secure" : ""}`;
  // Only a site's page decides (its consent is the site's); other paths leave the id alone.
  if (!decisions.site) return { decisions, setCookie: null, minted: false };
  if (!decisions.consent.split(",").includes("C0004")) {
    const setCookie = held === null ? null : `${name}=; Max-Age=0; ${attributes}`;
    const withdrawn = held !== null && VISITOR_ID.test(held) ? { withdrawn: held } : {};
    return { decisions, setCookie, minted: false, ...withdrawn };
  }
  const known = held !== null && VISITOR_ID.test(held) ? held : null;
  if (known === null && !request.document) return { decisions, setCookie: null, minted: false };
  const id = known ?? mint();
  const setCookie =
    id === held ? null : `${name}=${id}; Max-Age=${VISITOR_MAX_AGE_SECONDS}; ${attributes}`;
  const experiments = decider ? decider(id, decisions.site) : "";
  return { decisions: { ...decisions, experiments }, setCookie, minted: known === null };
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
    (role) => cookieValue(request.cookie, cookieName(role, request.secure)) !== null,
  );
}
