import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * Claims signed with a secret (HMAC-SHA256) for one purpose, with an expiry: `payload.sig`,
 * both base64url. What staff tokens (staff-tokens.ts) and the shopper's segment pass
 * (segment-pass.ts) are made of. A token of another purpose, forged, expired, or claiming a
 * longer life than `maxSeconds` allows is no token.
 */
const b64 = (data: Buffer | string) => Buffer.from(data).toString("base64url");

function signature(secret: string, purpose: string, payload: string): Buffer {
  return createHmac("sha256", secret).update(`ridgeline-${purpose}.${payload}`).digest();
}

export function signClaims(
  secret: string,
  purpose: string,
  claims: Record<string, unknown>,
  seconds: number,
  maxSeconds: number,
  now = Date.now(),
): string {
  const lifetime = Math.max(1, Math.min(maxSeconds, Math.floor(seconds)));
  const payload = b64(JSON.stringify({ ...claims, exp: Math.floor(now / 1000) + lifetime }));
  return `${payload}.${b64(signature(secret, purpose, payload))}`;
}

/** The claims of a valid, unexpired token of `purpose` (with its `exp`), else null. */
export function readClaims(
  secret: string,
  purpose: string,
  token: string | undefined | null,
  maxSeconds: number,
  now = Date.now(),
): (Record<string, unknown> & { exp: number }) | null {
  if (!token || token.length > 2000) return null;
  const [payload, sig, extra] = token.split(".");
  if (!payload || !sig || extra !== undefined) return null;
  const expected = signature(secret, purpose, payload);
  const given = Buffer.from(sig, "base64url");
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  let claims: unknown;
  try {
    claims = JSON.parse(Buffer.from(payload, "base64url").toString("utf8"));
  } catch {
    return null;
  }
  if (typeof claims !== "object" || claims === null || Array.isArray(claims)) return null;
  const { exp } = claims as { exp?: unknown };
  const nowSeconds = Math.floor(now / 1000);
  // Expired, or claiming a longer life than any this purpose signs.
  if (typeof exp !== "number" || exp <= nowSeconds || exp > nowSeconds + maxSeconds + 60)
    return null;
  return claims as Record<string, unknown> & { exp: number };
}
