// Pieces only a catalogue larger than the 360-style demo needs (generateCatalog({ styles })).

/** How many 13-digit codes scaledUpc can make. */
export const SCALED_UPC_CAPACITY = 10_000_000;
const EAN_PREFIX = "86051";

/** A GTIN's check digit: weights 3 and 1 alternate from the rightmost data digit. */
export function gtinCheckDigit(data: string): number {
  let sum = 0;
  for (let i = 0; i < data.length; i++)
    sum += Number(data[data.length - 1 - i]) * (i % 2 === 0 ? 3 : 1);
  return (10 - (sum % 10)) % 10;
}

/**
 * The n-th 13-digit EAN for SKUs past the 100,000 UPC-A codes. Multiplying by a number coprime
 * to 10^7 permutes the item references, so codes look scattered yet never repeat.
 */
export function scaledUpc(n: number): string {
  if (n < 0 || n >= SCALED_UPC_CAPACITY) throw new Error(`seed data: no scaled UPC number ${n}`);
  const itemRef = String((n * 7919 + 40213) % SCALED_UPC_CAPACITY).padStart(7, "0");
  const data = `${EAN_PREFIX}${itemRef}`;
  return `${data}${gtinCheckDigit(data)}`;
}

/** `base` with the first number from 2 up that `isFree` accepts ("Summit Jacket 7"). */
export function suffixedName(base: string, isFree: (name: string) => boolean): string {
  for (let n = 2; ; n++) {
    const name = `${base} ${n}`;
    if (isFree(name)) return name;
  }
}
