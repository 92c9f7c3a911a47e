import { ApiError, GET_SEGMENT_PASS, SEGMENT_PASS_RENEW_SECONDS } from "@ridgeline/contract";
import type { ShopperSession } from "./context";
import { readCookie, serializeCookie } from "./cookies";

/** Seconds a pass has left, read from its (unverified: the store verifies) payload. */
function secondsLeft(pass: string, now: number): number {
  try {
    const payload: unknown = JSON.parse(
      Buffer.from(pass.split(".")[0] ?? "", "base64url").toString("utf8"),
    );
    const exp = (payload as { exp?: unknown } | null)?.exp;
    return typeof exp === "number" ? exp - Math.floor(now / 1000) : 0;
  } catch {
    return 0;
  }
}

/**
 * Keeps a signed-in shopper's segment pass (issue 29) in the `rl_segments` cookie, renewed once
 * it has less than a quarter of an hour left (so a membership joined shows within that), and
 * removes it once the shopper is signed out. The decision point reads it without a database
 * call; it is never the shopper's to write (the store signs it).
 */
export async function keepSegmentPass(
  session: ShopperSession,
  cookieHeader: string | null,
  secure: boolean,
  now = Date.now(),
): Promise<void> {
  const held = readCookie(cookieHeader, "segments", secure);
  if (!session.signedIn) {
    if (held !== null) session.setCookies.push(serializeCookie("segments", "", 0, secure));
    return;
  }
  if (held !== null && secondsLeft(held, now) > SEGMENT_PASS_RENEW_SECONDS) return;
  try {
    const { pass, maxAge } = await session.api.call(GET_SEGMENT_PASS);
    session.setCookies.push(serializeCookie("segments", pass, maxAge, secure));
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    console.warn(`segments: no pass (${error.errorId})`);
  }
}
