import { createHmac, randomInt, timingSafeEqual } from "node:crypto";

/** A member id: "RL" and 10 digits, the first not 0 (printed on the account page). */
export function newMemberId(): string {
  return `RL${randomInt(1, 10)}${String(randomInt(0, 1_000_000_000)).padStart(9, "0")}`;
}

// No 0/O or 1/I/L: a code read aloud or typed from a receipt is not mistaken.
const CODE_ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";

/** A welcome promo code: "WELCOME-" and 8 characters (31^8 ≈ 8.5e11 codes). */
export function newPromoCode(): string {
  let code = "";
  for (let index = 0; index < 8; index += 1) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return `WELCOME-${code}`;
}

export interface Tier {
  points: number;
  amountMinor: number;
  active: boolean;
}

/** The highest active tier whose threshold the balance meets (000 §9), or null. */
export function offeredTier<T extends Tier>(tiers: readonly T[], balance: number): T | null {
  let best: T | null = null;
  for (const tier of tiers) {
    if (tier.active && tier.points <= balance && (!best || tier.points > best.points)) best = tier;
  }
  return best;
}

export interface LoyaltyTokenClaims {
  memberId: string;
  consumerNo: string;
  usid: string | null;
  referralCode: string | null;
  source: string | null;
  /** Expiry, seconds since the epoch. */
  exp: number;
}

const sign = (key: Buffer, payload: string) =>
  createHmac("sha256", key).update(payload).digest("base64url");

/** `base64url(JSON claims).base64url(HMAC-SHA-256)`: short, self-contained and tamper-evident. */
export function signLoyaltyToken(key: Buffer, claims: LoyaltyTokenClaims): string {
  const payload = Buffer.from(JSON.stringify(claims)).toString("base64url");
  return `${payload}.${sign(key, payload)}`;
}

/** The claims of a token this key signed and that has not expired at `nowSeconds`; else null. */
export function verifyLoyaltyToken(
  key: Buffer,
  token: string,
  nowSeconds: number,
): LoyaltyTokenClaims | null {
  const [payload, signature, extra] = token.split(".");
  if (!payload || !signature || extra !== undefined) return null;
  const expected = Buffer.from(sign(key, payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const claims = JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as unknown;
    if (
      typeof claims !== "object" ||
      claims === null ||
      !("exp" in claims) ||
      typeof claims.exp !== "number" ||
      claims.exp <= nowSeconds
    )
      return null;
    return claims as LoyaltyTokenClaims;
  } catch {
    return null;
  }
}

/**
 * The points a member earns for an order: one per whole unit of the order's total (dollar,
 * pound, euro). At the 5-cent value a point pays with (decision 0068), that gives 5% back.
 */
export function pointsEarned(totalMinor: number): number {
  return Number.isSafeInteger(totalMinor) && totalMinor > 0 ? Math.floor(totalMinor / 100) : 0;
}
