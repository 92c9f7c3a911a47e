import type { RateLimits } from "../rate-limit/rate-limits";

/** The window of the per-address limits of sign-in-like calls (their size is configured). */
export const ADDRESS_WINDOW_MS = 10 * 60 * 1000;

/**
 * A per-network-address limit of sign-in-like calls (sign-in, associate login, the enrolment
 * look-up): a call beyond `limit` within `windowMs` answers AUT441. The counters are the shop's
 * (rate limits in the database), so every process counts against the same allowance.
 */
export function createAddressLimiter(
  limits: RateLimits,
  options: { name: string; limit: number; windowMs: number; message: string },
): (address: string) => Promise<void> {
  const rule = { ...options, errorId: "AUT441" as const };
  return (address) => limits.check(rule, address);
}
