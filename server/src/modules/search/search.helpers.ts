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

const NON_ASCII = /[^\x00-\x7f]/;

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

/**
 * Where a size code sorts in a size facet: letter sizes from XXXS to 4XL first, then numeric
 * sizes by value (half sizes between, "8.5" or "8½"), then anything else (one size last).
 * Returns [group, value] to compare in order.
 */
export function sizeRank(code: string): [number, number] {
  const upper = code.trim().toUpperCase();
  const numbered = NUMBERED_LETTER.exec(upper);
  // 2XL is XXL, 3XL is XXXL.
  const letter = LETTER_SIZES.indexOf(numbered ? `${"X".repeat(Number(numbered[1]))}L` : upper);
  if (letter >= 0) return [0, letter];
  const numeric = NUMERIC_SIZE.exec(upper);
  if (numeric)
    return [1, Number((numeric[1] as string).replace(",", ".")) + (numeric[2] ? 0.5 : 0)];
  return [2, 0];
}

/** Size codes compared in size order (sizeRank), then by code. */
export function compareSizes(a: string, b: string): number {
  const [groupA, valueA] = sizeRank(a);
  const [groupB, valueB] = sizeRank(b);
  return groupA - groupB || valueA - valueB || (a < b ? -1 : a > b ? 1 : 0);
}
