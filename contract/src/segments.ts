/**
 * The shopper segments of 001 §6, each with its "non" counterpart, as content names them in a
 * segmentation block (`{ "id": "loyalty-member", "targets": […] }`) and as the audience-data
 * query answers them. Decided on the server from what the store knows of the shopper (issue
 * 29); a segment of the bag is only known for a page's own request.
 */
export const SEGMENTS = [
  "signed-out",
  "signed-in",
  "loyalty-member",
  "non-loyalty-signed-in",
  "employee",
  "non-employee",
  "bag-empty",
  "bag-not-empty",
  // The two professional programmes (000 §1: WRANX and IPA), their union, and athletes.
  "wranx",
  "non-wranx",
  "ipa",
  "non-ipa",
  "prosumer",
  "non-prosumer",
  "athlete",
  "non-athlete",
] as const;
export type SegmentId = (typeof SEGMENTS)[number];

/** What the segments are decided from. */
export interface ShopperState {
  signedIn: boolean;
  loyaltyMember: boolean;
  employee: boolean;
  wranx: boolean;
  ipa: boolean;
  athlete: boolean;
  /** Whether the bag is empty; null where no bag is at hand (an audience query). */
  bagEmpty: boolean | null;
}

/**
 * The segments that hold for a shopper, in the order of `SEGMENTS`: each condition or its
 * "non" counterpart. A guest belongs to no programme, so the "non" of each programme holds for
 * them; "non-loyalty-signed-in" is a signed-in shopper who is not a member (001 §6).
 */
export function segmentsOf(state: ShopperState): SegmentId[] {
  const { signedIn } = state;
  const holds: Record<SegmentId, boolean> = {
    "signed-out": !signedIn,
    "signed-in": signedIn,
    "loyalty-member": signedIn && state.loyaltyMember,
    "non-loyalty-signed-in": signedIn && !state.loyaltyMember,
    employee: signedIn && state.employee,
    "non-employee": !(signedIn && state.employee),
    "bag-empty": state.bagEmpty === true,
    "bag-not-empty": state.bagEmpty === false,
    wranx: signedIn && state.wranx,
    "non-wranx": !(signedIn && state.wranx),
    ipa: signedIn && state.ipa,
    "non-ipa": !(signedIn && state.ipa),
    prosumer: signedIn && (state.wranx || state.ipa),
    "non-prosumer": !(signedIn && (state.wranx || state.ipa)),
    athlete: signedIn && state.athlete,
    "non-athlete": !(signedIn && state.athlete),
  };
  return SEGMENTS.filter((id) => holds[id]);
}

/** A guest's segments (signed out, in no programme), without the bag's. */
export const GUEST_SEGMENTS: readonly SegmentId[] = segmentsOf({
  signedIn: false,
  loyaltyMember: false,
  employee: false,
  wranx: false,
  ipa: false,
  athlete: false,
  bagEmpty: null,
});

/** How long a segment pass holds, and when the page server renews it (seconds). */
export const SEGMENT_PASS_SECONDS = 1800;
export const SEGMENT_PASS_RENEW_SECONDS = 900;

/** The test context cookie (001 §6): `{"segmentId": "…"}` overrides a segmentation's choice. */
export const TEST_CONTEXT_COOKIE = "p13n_testcontext";

/** A segment id as content writes one. */
export const SEGMENT_ID = /^[a-zA-Z][\w-]{0,60}$/;

/** The segment a test context cookie asks for, or null (anything malformed is none). */
export function testSegmentOf(cookie: string | null | undefined): string | null {
  if (!cookie || cookie.length > 500) return null;
  try {
    const parsed: unknown = JSON.parse(cookie);
    const id = (parsed as { segmentId?: unknown } | null)?.segmentId;
    return typeof id === "string" && SEGMENT_ID.test(id) ? id : null;
  } catch {
    return null;
  }
}

/** A page's `segments` decision: the segments that hold, then `test:<id>` for a test context. */
export function segmentsDecision(holding: readonly string[], testSegment: string | null): string {
  return [...holding, ...(testSegment ? [`test:${testSegment}`] : [])].join(",");
}

/** The segments that hold and the test context's segment, from a page's `segments` decision. */
export function readSegmentsDecision(decision: string): {
  segments: string[];
  testSegment: string | null;
} {
  const parts = decision ? decision.split(",") : [];
  const test = parts.find((part) => part.startsWith("test:"));
  return {
    segments: parts.filter((part) => !part.startsWith("test:")),
    testSegment: test ? test.slice("test:".length) : null,
  };
}
