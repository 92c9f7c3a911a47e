/** Most words of a search text that take part in the query; the rest are ignored. */
export const MAX_QUERY_WORDS = 8;
const MAX_WORD_LENGTH = 40;

/**
 * The words of a search text, lower-cased with accents removed, keeping only letters and
 * digits: SQL, regex and tsquery metacharacters never reach the database as syntax.
 */
export function searchWords(text: string): string[] {
  return tokenize(text)
    .map((word) => word.slice(0, MAX_WORD_LENGTH))
    .slice(0, MAX_QUERY_WORDS);
}

const NON_ASCII = /[^ -~\t\n\r]/;

/** Every word of a text as the index keeps it: lower-case, no accents, letters and digits. */
export function tokenize(text: string): string[] {
  // Most product text is plain ASCII: no accents to take off (a third of an index build).
  const folded = NON_ASCII.test(text) ? text.normalize("NFKD").replace(/\p{M}/gu, "") : text;
  return folded
    .toLowerCase()
    .replace(/ß/g, "ss")
    .split(/[^a-z0-9]+/)
    .filter((word) => word.length >= 2);
}

export interface PriceBucket {
  value: string;
  /** Inclusive bounds in major units; `max` is null for the open last bucket. */
  min: number;
  max: number | null;
}

/** The price-range facet's buckets from their upper bounds in minor units. */
export function priceBuckets(limitsMinor: readonly number[], toMajor: (minor: number) => number) {
  const bounds = limitsMinor.map(toMajor);
  return [...bounds, null].map((max, index): PriceBucket => {
    const min = index === 0 ? 0 : (bounds[index - 1] ?? 0);
    return { value: max === null ? `${min}-` : `${min}-${max}`, min, max };
  });
}

/** "Jackets" → "Jackets"; a colour family or size code shown as a facet label. */
export function titleCase(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

const LETTER_SIZES = ["XXXS", "XXS", "XS", "S", "M", "L", "XL", "XXL", "XXXL", "XXXXL"];
const NUMBERED_LETTER = /^([2-5])XL$/;
const NUMERIC_SIZE = /^(\d+(?:[.,]\d+)?)(½)?$/;
const KIDS_SHOE = /^(\d+(?:\.5)?)([CY])$/;
const ONE_SIZE = new Set(["OS", "ONE SIZE", "O/S"]);

/**
 * Where a size code sorts in a size facet: letter sizes from XXXS to 4XL first (a double size
 * such as S/M between its two), then numeric sizes by value (half sizes between, "8.5" or
 * "8½"), then children's shoe sizes (10C–13C, then 1Y–6Y), then anything else, one size last.
 * Returns [group, value] to compare in order.
 */
export function sizeRank(code: string): [number, number] {
  const upper = code.trim().toUpperCase();
  const letter = letterRank(upper);
  if (letter !== null) return [0, letter];
  const [first, second] = upper.split("/");
  if (second !== undefined) {
    const a = letterRank(first ?? "");
    const b = letterRank(second);
    if (a !== null && b !== null) return [0, (a + b) / 2];
  }
  const numeric = NUMERIC_SIZE.exec(upper);
  if (numeric)
    return [1, Number((numeric[1] as string).replace(",", ".")) + (numeric[2] ? 0.5 : 0)];
  const kids = KIDS_SHOE.exec(upper);
  if (kids) return [2, Number(kids[1]) + (kids[2] === "Y" ? 100 : 0)];
  return ONE_SIZE.has(upper) ? [4, 0] : [3, 0];
}

/** A letter size's place (2XL is XXL, 3XL is XXXL), or null. */
function letterRank(upper: string): number | null {
  const numbered = NUMBERED_LETTER.exec(upper);
  const letter = LETTER_SIZES.indexOf(numbered ? `${"X".repeat(Number(numbered[1]))}L` : upper);
  return letter >= 0 ? letter : null;
}

/** Size codes compared in size order (sizeRank), then by code. */
export function compareSizes(a: string, b: string): number {
  const [groupA, valueA] = sizeRank(a);
  const [groupB, valueB] = sizeRank(b);
  return groupA - groupB || valueA - valueB || (a < b ? -1 : a > b ? 1 : 0);
}
