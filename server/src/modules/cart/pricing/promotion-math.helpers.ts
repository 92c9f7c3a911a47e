/**
 * Integer money arithmetic for the promotions engine (decision 0055). Every amount is in minor
 * units and every result is an integer: products are taken in BigInt so a large cart cannot
 * lose precision past 2^53, and the only rounding is the explicit half-up below.
 */

const BASIS_POINTS = 10_000n;

/**
 * A percentage (0–100, at most two decimals, e.g. 12.5) in basis points, or null when it is
 * outside that range: a promotion with such a reward never applies rather than guessing.
 */
export function percentToBasisPoints(percent: number): bigint | null {
  if (!Number.isFinite(percent) || percent < 0 || percent > 100) return null;
  const basisPoints = Math.round(percent * 100);
  if (Math.abs(basisPoints - percent * 100) > 1e-6) return null;
  return BigInt(basisPoints);
}

/**
 * `percent` of `amountMinor × numerator / denominator`, rounded half up to the minor unit once.
 * Half up (not banker's) because it is what shoppers check with a calculator; once, on the whole
 * amount, so rounding is never compounded per unit. 100% of an amount is exactly that amount.
 */
export function percentOfMinor(
  amountMinor: number,
  basisPoints: bigint,
  numerator = 1,
  denominator = 1,
): number {
  if (amountMinor <= 0 || numerator <= 0) return 0;
  const scaled = BigInt(amountMinor) * BigInt(numerator) * basisPoints;
  const divisor = BigInt(denominator) * BASIS_POINTS;
  return Number((scaled * 2n + divisor) / (divisor * 2n));
}

/**
 * Splits `totalMinor` over weights in proportion by the largest-remainder rule: each share is
 * floored, then the minor units left over go one each to the largest remainders; equal
 * remainders go to the earlier index (callers pass their lines in the engine's line order).
 * The shares sum exactly to `totalMinor`; a share never exceeds its weight when
 * `totalMinor ≤ Σ weights`, because only a line with a positive remainder gets a leftover unit,
 * so its floored share was strictly below its weight.
 */
export function spreadByLargestRemainder(totalMinor: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((acc, weight) => acc + weight, 0);
  if (totalMinor <= 0 || sum <= 0) return weights.map(() => 0);
  const total = BigInt(totalMinor);
  const divisor = BigInt(sum);
  const parts = weights.map((weight, index) => {
    const product = total * BigInt(Math.max(weight, 0));
    return { index, share: product / divisor, remainder: product % divisor };
  });
  let leftover = total - parts.reduce((acc, part) => acc + part.share, 0n);
  const byRemainder = [...parts].sort((a, b) =>
    a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1,
  );
  for (const part of byRemainder) {
    if (leftover <= 0n) break;
    part.share += 1n;
    leftover -= 1n;
  }
  return parts.map((part) => Number(part.share));
}
