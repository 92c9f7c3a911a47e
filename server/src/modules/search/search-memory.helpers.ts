import { CURRENCIES } from "@ridgeline/contract";
import type { StockFlagsRow, StyleRow, VariantRow } from "./search-index.tables";
import { createTextIndexBuilder, type TextIndex } from "./search-text.helpers";

/** Number of currencies in every price array (contract CURRENCIES order). */
export const CURRENCY_COUNT = CURRENCIES.length;
/** A price the style or colour does not have in that currency. */
export const NO_PRICE = -1;

/**
 * The search index in memory, column by column. Styles are ordered by category, so a
 * category's styles, and their colour rows, are contiguous; each style's rows are in its
 * colour order. A row's sizes ("entries") are contiguous too, in size order.
 */
export interface MemoryIndex {
  generation: number;
  styleIds: string[];
  styleOf: Map<string, number>;
  names: string[];
  slugs: string[];
  badges: (string | null)[];
  genders: string[];
  genderOf: Uint8Array;
  rating: Float64Array;
  reviews: Int32Array;
  created: Float64Array;
  /** Per style × currency, NO_PRICE when absent. */
  lowCurrent: Int32Array;
  highCurrent: Int32Array;
  lowOriginal: Int32Array;
  highOriginal: Int32Array;
  /** Rows of style s: styleRowStart[s] ≤ row < styleRowStart[s + 1]. */
  styleRowStart: Int32Array;
  /** Styles of a leaf category: [first, end). */
  categoryStyles: Map<string, [number, number]>;
  rowCount: number;
  rowStyle: Int32Array;
  variantIds: string[];
  rowOf: Map<string, number>;
  colorNames: string[];
  hexes: string[];
  isDefault: Uint8Array;
  families: string[];
  familyOf: Uint16Array;
  /** Per row × currency, NO_PRICE when the colour is not sold in that currency. */
  current: Int32Array;
  original: Int32Array;
  entryStart: Int32Array;
  entrySize: Uint16Array;
  entryStock: Uint8Array;
  entryUpc: string[];
  sizes: string[];
  /** Lowest position a size takes in any colour's size list, to show sizes in order. */
  sizeOrder: Int32Array;
  text: TextIndex;
}

/** Adds `value` to a list of distinct values and answers its position. */
function interner(values: string[]) {
  const positions = new Map<string, number>(values.map((value, index) => [value, index]));
  return (value: string) => {
    let position = positions.get(value);
    if (position === undefined) {
      position = values.length;
      values.push(value);
      positions.set(value, position);
    }
    return position;
  };
}

const price = (value: number | null | undefined) => value ?? NO_PRICE;

/** Builds the index from the search tables' rows (styles in category order). */
export function buildMemoryIndex(
  generation: number,
  styleRows: readonly StyleRow[],
  variantRows: readonly VariantRow[],
): MemoryIndex {
  const styleCount = styleRows.length;
  const styleOf = new Map(styleRows.map((row, index) => [row.style_id, index]));
  const genders: string[] = [];
  const gender = interner(genders);
  const genderOf = new Uint8Array(styleCount);
  const rating = new Float64Array(styleCount);
  const reviews = new Int32Array(styleCount);
  const created = new Float64Array(styleCount);
  const stylePrices = [0, 0, 0, 0].map(() => new Int32Array(styleCount * CURRENCY_COUNT));
  const categoryStyles = new Map<string, [number, number]>();
  const text = createTextIndexBuilder();
  styleRows.forEach((row, s) => {
    genderOf[s] = gender(row.gender);
    rating[s] = row.rating_score;
    reviews[s] = row.reviews_count;
    created[s] = row.created_epoch;
    [row.low_current, row.high_current, row.low_original, row.high_original].forEach(
      (values, which) => {
        for (let c = 0; c < CURRENCY_COUNT; c += 1)
          (stylePrices[which] as Int32Array)[s * CURRENCY_COUNT + c] = price(values[c]);
      },
    );
    const range = categoryStyles.get(row.category_id);
    if (range) range[1] = s + 1;
    else categoryStyles.set(row.category_id, [s, s + 1]);
    text.addStyle(s, {
      name: row.name,
      category: row.category_words,
      description: row.description,
    });
  });

  // Rows grouped by style in index order; within a style they keep their colour order.
  const variants = variantRows.filter((row) => styleOf.has(row.style_id));
  const styleRowStart = new Int32Array(styleCount + 1);
  for (const row of variants) {
    const after = (styleOf.get(row.style_id) as number) + 1;
    styleRowStart[after] = (styleRowStart[after] as number) + 1;
  }
  for (let s = 0; s < styleCount; s += 1)
    styleRowStart[s + 1] = (styleRowStart[s + 1] as number) + (styleRowStart[s] as number);
  const next = Int32Array.from(styleRowStart.subarray(0, styleCount));
  const ordered = new Array<VariantRow>(variants.length);
  for (const row of variants) {
    const s = styleOf.get(row.style_id) as number;
    ordered[next[s] as number] = row;
    next[s] = (next[s] as number) + 1;
  }

  const rowCount = ordered.length;
  const families: string[] = [];
  const family = interner(families);
  const sizes: string[] = [];
  const size = interner(sizes);
  const sizeOrder: number[] = [];
  const entryCount = ordered.reduce((sum, row) => sum + row.sizes.length, 0);
  const index: MemoryIndex = {
    generation,
    styleIds: styleRows.map((row) => row.style_id),
    styleOf,
    names: styleRows.map((row) => row.name),
    slugs: styleRows.map((row) => row.slug),
    badges: styleRows.map((row) => row.badge),
    genders,
    genderOf,
    rating,
    reviews,
    created,
    lowCurrent: stylePrices[0] as Int32Array,
    highCurrent: stylePrices[1] as Int32Array,
    lowOriginal: stylePrices[2] as Int32Array,
    highOriginal: stylePrices[3] as Int32Array,
    styleRowStart,
    categoryStyles,
    rowCount,
    rowStyle: new Int32Array(rowCount),
    variantIds: ordered.map((row) => row.color_variant_id),
    rowOf: new Map(ordered.map((row, r) => [row.color_variant_id, r])),
    colorNames: ordered.map((row) => row.color_name),
    hexes: ordered.map((row) => row.hex),
    isDefault: new Uint8Array(rowCount),
    families,
    familyOf: new Uint16Array(rowCount),
    current: new Int32Array(rowCount * CURRENCY_COUNT),
    original: new Int32Array(rowCount * CURRENCY_COUNT),
    entryStart: new Int32Array(rowCount + 1),
    entrySize: new Uint16Array(entryCount),
    entryStock: new Uint8Array(entryCount),
    entryUpc: new Array<string>(entryCount),
    sizes,
    sizeOrder: new Int32Array(0),
    text: { words: [], postings: [], uses: new Int32Array(0), stems: new Map() },
  };
  let entry = 0;
  ordered.forEach((row, r) => {
    index.rowStyle[r] = styleOf.get(row.style_id) as number;
    index.isDefault[r] = row.is_default ? 1 : 0;
    index.familyOf[r] = family(row.color_family);
    for (let c = 0; c < CURRENCY_COUNT; c += 1) {
      index.current[r * CURRENCY_COUNT + c] = price(row.current_minor[c]);
      index.original[r * CURRENCY_COUNT + c] = price(row.original_minor[c]);
    }
    index.entryStart[r] = entry;
    const inStock = new Set(row.stock_sizes);
    row.sizes.forEach((code, position) => {
      const sizeIndex = size(code);
      sizeOrder[sizeIndex] = Math.min(sizeOrder[sizeIndex] ?? position, position);
      index.entrySize[entry] = sizeIndex;
      index.entryStock[entry] = inStock.has(code) ? 1 : 0;
      index.entryUpc[entry] = row.upcs[position] ?? "";
      entry += 1;
    });
    text.addRow(r, `${row.color_name} ${row.color_family}`);
  });
  index.entryStart[rowCount] = entry;
  index.sizeOrder = Int32Array.from(sizeOrder);
  index.text = text.build();
  return index;
}

/** Applies changed online stock flags to the index in place. */
export function applyStockFlags(index: MemoryIndex, rows: readonly StockFlagsRow[]): void {
  for (const row of rows) {
    const r = index.rowOf.get(row.color_variant_id);
    if (r === undefined) continue;
    const inStock = new Set(row.stock_sizes);
    for (let e = index.entryStart[r] as number; e < (index.entryStart[r + 1] as number); e += 1)
      index.entryStock[e] = inStock.has(index.sizes[index.entrySize[e] as number] as string)
        ? 1
        : 0;
  }
}

/** One flag per size entry: the store holds that UPC for pickup. */
export function storeEntryMask(index: MemoryIndex, upcs: readonly string[]): Uint8Array {
  const held = new Set(upcs);
  const mask = new Uint8Array(index.entryUpc.length);
  for (let e = 0; e < mask.length; e += 1) if (held.has(index.entryUpc[e] as string)) mask[e] = 1;
  return mask;
}
