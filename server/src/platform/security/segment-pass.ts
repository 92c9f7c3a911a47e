import { SEGMENT_PASS_SECONDS, SEGMENTS, type SegmentId } from "@ridgeline/contract";
import { readClaims, signClaims } from "./signed-claims";

/**
 * A signed-in shopper's segment pass (issue 29): their account's segments, signed with the
 * store's secret for half an hour, so the decision point reads them from a cookie without a
 * database call, and no shopper can write themselves into a segment.
 */
const PURPOSE = "segments";

export function signSegmentPass(
  secret: string,
  consumerNo: string,
  segments: readonly SegmentId[],
  now = Date.now(),
  /** The visitor id the store linked with this pass, which the page server reads back. */
  visitor: string | null = null,
): string {
  return signClaims(
    secret,
    PURPOSE,
    { c: consumerNo, s: segments.join(","), ...(visitor ? { v: visitor } : {}) },
    SEGMENT_PASS_SECONDS,
    SEGMENT_PASS_SECONDS,
    now,
  );
}

/** The segments of a valid, unexpired pass; null for none (forged, expired, malformed). */
export function readSegmentPass(
  secret: string,
  pass: string | null | undefined,
  now = Date.now(),
): SegmentId[] | null {
  const claims = readClaims(secret, PURPOSE, pass, SEGMENT_PASS_SECONDS, now);
  if (!claims || typeof claims["s"] !== "string") return null;
  const named = new Set(claims["s"].split(","));
  return SEGMENTS.filter((id) => named.has(id));
}
