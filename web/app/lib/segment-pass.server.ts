import {
  allowedConsent,
  ApiError,
  CONSENT_COOKIES,
  cookieValue,
  GET_SEGMENT_PASS,
  isLocale,
  SEGMENT_PASS_RENEW_SECONDS,
  VISITOR_ID,
} from "@ridgeline/contract";
import type { ShopperSession } from "./context";
import { readCookie, serializeCookie } from "./cookies";

/**
 * What a pass says (unverified: the store verifies it): the seconds it has left and the visitor
 * id it linked.
 */
function passOf(pass: string, now: number): { secondsLeft: number; visitor: unknown } {
  try {
    const payload = JSON.parse(
      Buffer.from(pass.split(".")[0] ?? "", "base64url").toString("utf8"),
    ) as { exp?: unknown; v?: unknown } | null;
    const exp = payload?.exp;
    return {
      secondsLeft: typeof exp === "number" ? exp - Math.floor(now / 1000) : 0,
      visitor: payload?.v,
    };
  } catch {
    return { secondsLeft: 0, visitor: undefined };
  }
}

/**
 * The shopper's visitor id when their choice on this page's site allows targeting (C0004): the
 * id the store may link to them. A path of no site says nothing about consent: no id.
 */
function consentedVisitor(
  cookieHeader: string | null,
  path: string,
  secure: boolean,
): string | null {
  const site = path.split("/")[1] ?? "";
  if (!isLocale(site)) return null;
  const visitor = readCookie(cookieHeader, "visitor", secure);
  if (visitor === null || !VISITOR_ID.test(visitor)) return null;
  const consent = cookieValue(cookieHeader ?? undefined, CONSENT_COOKIES.consent);
  return allowedConsent(site, consent).includes("C0004") ? visitor : null;
}

/**
 * Keeps a signed-in shopper's segment pass (issue 29) in the `rl_segments` cookie, renewed once
 * it has less than a quarter of an hour left (so a membership joined shows within that), and
 * removes it once the shopper is signed out. The decision point reads it without a database
 * call; it is never the shopper's to write (the store signs it). With targeting consent, the
 * pass also links the shopper's visitor id to them (audience data), and is renewed when the
 * browser's visitor id is not the one it linked.
 */
export async function keepSegmentPass(
  session: ShopperSession,
  cookieHeader: string | null,
  secure: boolean,
  path: string,
  now = Date.now(),
): Promise<void> {
  const held = readCookie(cookieHeader, "segments", secure);
  if (!session.signedIn) {
    if (held !== null) session.setCookies.push(serializeCookie("segments", "", 0, secure));
    return;
  }
  const visitor = consentedVisitor(cookieHeader, path, secure);
  if (held !== null) {
    const pass = passOf(held, now);
    const linked = visitor === null || pass.visitor === visitor;
    if (pass.secondsLeft > SEGMENT_PASS_RENEW_SECONDS && linked) return;
  }
  try {
    const { pass, maxAge } = await session.api.call(GET_SEGMENT_PASS, {
      query: visitor === null ? {} : { visitor },
    });
    session.setCookies.push(serializeCookie("segments", pass, maxAge, secure));
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    console.warn(`segments: no pass (${error.errorId})`);
  }
}
