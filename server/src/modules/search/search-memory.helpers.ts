import { CURRENCIES } from "@ridgeline/contract";
import type { StockFlagsRow, StyleRow, VariantRow } from "./search-index.tables";
import { compareSizes } from "./search.helpers";
import { createTextIndexBuilder, type TextIndex } from "./search-text.helpers";

/** Number of currencies in every price array (contract CURRENCIES order). */
export const CURRENCY_COUNT = CURRENCIES.length;
/** The language of the catalogue's own texts (names, descriptions, colour names). */
const ENGLISH = "en";
/** A price the style or colour does not have in that currency. */
export const NO_PRICE = -1;

/**
 * The search index in memory, column by column. Styles are ordered by category, so a
 * category's styles, and their colour rows, are contiguous; each style's rows are in its
 * colour order. A row's sizes ("entries") are contiguous too, in size order.
 */
export interface MemoryIndex {
  generation: number;
  /** Bumped by every change of stock flags applied in place, so cached answers expire. */
  stockVersion: number;
  styleIds: string[];
  styleOf: Map<string, number>;
  /** English names; `localNames` has them per other language (English where missing). */
  names: string[];
  localNames: Map<string, string[]>;
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
  localColorNames: Map<string, string[]>;
  hexes: string[];
  isDefault: Uint8Array;
  families: string[];
  familyOf: Uint16Array;
  /**
   * Per currency × row (one currency's prices contiguous, so a search in one currency reads
   * a dense column), NO_PRICE when the colour is not sold in that currency.
   */
  current: Int32Array;
  original: Int32Array;
  entryStart: Int32Array;
  entrySize: Uint16Array;
  entryStock: Uint8Array;
  /** UPCs as numbers (they are 12–14 digits); a UPC that is not one is in `otherUpcs`. */
  entryUpc: Float64Array;
  otherUpcs: Map<string, number[]>;
  sizes: string[];
  /** 32-bit words per row in rowSizes and rowStock. */
  sizeWords: number;
  /** Per row, a bit per size it is offered in, and per size in stock online. */
  rowSizes: Uint32Array;
  rowStock: Uint32Array;
  /** Each size's place in size order (XS before S before M; shoe sizes by number). */
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

/**
 * A text per row in every language some row is translated into; an empty or missing
 * translation falls back to the English.
 */
function perLanguage<Row>(
  rows: readonly Row[],
  languagesOf: (row: Row) => string[],
  local: (row: Row, language: string) => string | undefined,
  english: (row: Row) => string,
  keep: (text: string) => string = (text) => text,
): Map<string, string[]> {
  const languages = new Set(rows.flatMap(languagesOf));
  return new Map(
    [...languages].map((language) => [
      language,
      rows.map((row) => keep(local(row, language) || english(row))),
    ]),
  );
}

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
    const names: Record<string, string> = { [ENGLISH]: row.name };
    const descriptions: Record<string, string> = { [ENGLISH]: row.description };
    for (const [language, copy] of Object.entries(row.translations)) {
      if (copy?.name) names[language] = `${names[language] ?? ""} ${copy.name}`;
      if (copy?.description)
        descriptions[language] = `${descriptions[language] ?? ""} ${copy.description}`;
    }
    text.addStyle(s, { names, category: row.category_words, descriptions });
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
  const entryCount = ordered.reduce((sum, row) => sum + row.sizes.length, 0);
  const strings = new Map<string, string>();
  const shared = (value: string) => {
    const known = strings.get(value);
    if (known !== undefined) return known;
    strings.set(value, value);
    return value;
  };
  const index: MemoryIndex = {
    generation,
    stockVersion: 0,
    styleIds: styleRows.map((row) => row.style_id),
    styleOf,
    names: styleRows.map((row) => row.name),
    localNames: perLanguage(
      styleRows,
      (row) => Object.keys(row.translations),
      (row, language) => row.translations[language]?.name,
      (row) => row.name,
    ),
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
    // Interned: 158,000 colours share a few hundred names and hex codes.
    colorNames: ordered.map((row) => shared(row.color_name)),
    localColorNames: perLanguage(
      ordered,
      (row) => Object.keys(row.color_names),
      (row, language) => row.color_names[language],
      (row) => row.color_name,
      shared,
    ),
    hexes: ordered.map((row) => shared(row.hex)),
    isDefault: new Uint8Array(rowCount),
    families,
    familyOf: new Uint16Array(rowCount),
    current: new Int32Array(rowCount * CURRENCY_COUNT),
    original: new Int32Array(rowCount * CURRENCY_COUNT),
    entryStart: new Int32Array(rowCount + 1),
    entrySize: new Uint16Array(entryCount),
    entryStock: new Uint8Array(entryCount),
    entryUpc: new Float64Array(entryCount),
    otherUpcs: new Map(),
    sizes,
    sizeWords: 0,
    rowSizes: new Uint32Array(0),
    rowStock: new Uint32Array(0),
    sizeOrder: new Int32Array(0),
    text: {
      words: [],
      postings: [],
      uses: new Int32Array(0),
      stems: new Map(),
      languages: [],
      languageMask: new Int32Array(0),
    },
  };
  let entry = 0;
  ordered.forEach((row, r) => {
    index.rowStyle[r] = styleOf.get(row.style_id) as number;
    index.isDefault[r] = row.is_default ? 1 : 0;
    index.familyOf[r] = family(row.color_family);
    for (let c = 0; c < CURRENCY_COUNT; c += 1) {
      index.current[c * rowCount + r] = price(row.current_minor[c]);
      index.original[c * rowCount + r] = price(row.original_minor[c]);
    }
    index.entryStart[r] = entry;
    const inStock = new Set(row.stock_sizes);
    row.sizes.forEach((code, position) => {
      const sizeIndex = size(code);
      index.entrySize[entry] = sizeIndex;
      index.entryStock[entry] = inStock.has(code) ? 1 : 0;
      const upc = row.upcs[position] ?? "";
      index.entryUpc[entry] = numericUpc(upc);
      if (Number.isNaN(index.entryUpc[entry]))
        index.otherUpcs.set(upc, [...(index.otherUpcs.get(upc) ?? []), entry]);
      entry += 1;
    });
    text.addLanguage(ENGLISH, row.color_name);
    for (const [language, name] of Object.entries(row.color_names))
      text.addLanguage(language, name ?? "");
    text.addRow(r, [row.color_name, row.color_family, ...Object.values(row.color_names)].join(" "));
  });
  index.entryStart[rowCount] = entry;
  index.sizeOrder = new Int32Array(sizes.length);
  [...sizes.keys()]
    .sort((a, b) => compareSizes(sizes[a] as string, sizes[b] as string))
    .forEach((size, place) => (index.sizeOrder[size] = place));
  index.sizeWords = Math.max(1, Math.ceil(sizes.length / 32));
  index.rowSizes = new Uint32Array(rowCount * index.sizeWords);
  index.rowStock = new Uint32Array(rowCount * index.sizeWords);
  for (let r = 0; r < rowCount; r += 1) sizeBits(index, r);
  index.text = text.build();
  return index;
}

/** A UPC as a number, or NaN when it is not all digits (or too long to be exact). */
function numericUpc(upc: string): number {
  return /^\d{1,15}$/.test(upc) ? Number(upc) : Number.NaN;
}

/** Sets a row's size and stock bits from its entries. */
function sizeBits(index: MemoryIndex, row: number): void {
  const at = row * index.sizeWords;
  index.rowSizes.fill(0, at, at + index.sizeWords);
  index.rowStock.fill(0, at, at + index.sizeWords);
  for (let e = index.entryStart[row] as number; e < (index.entryStart[row + 1] as number); e += 1) {
    const size = index.entrySize[e] as number;
    const word = at + (size >>> 5);
    const bit = 1 << (size & 31);
    index.rowSizes[word] = (index.rowSizes[word] as number) | bit;
    if (index.entryStock[e] === 1) index.rowStock[word] = (index.rowStock[word] as number) | bit;
  }
}

/** Applies changed online stock flags to the index in place. */
export function applyStockFlags(index: MemoryIndex, rows: readonly StockFlagsRow[]): void {
  if (rows.length > 0) index.stockVersion += 1;
  for (const row of rows) {
    const r = index.rowOf.get(row.color_variant_id);
    if (r === undefined) continue;
    const inStock = new Set(row.stock_sizes);
    for (let e = index.entryStart[r] as number; e < (index.entryStart[r + 1] as number); e += 1)
      index.entryStock[e] = inStock.has(index.sizes[index.entrySize[e] as number] as string)
        ? 1
        : 0;
    sizeBits(index, r);
  }
}

/** One flag per size entry: the store holds that UPC for pickup. */
export function storeEntryMask(index: MemoryIndex, upcs: readonly string[]): Uint8Array {
  const held = new Set<number>();
  const mask = new Uint8Array(index.entryUpc.length);
  for (const upc of upcs) {
    const number = numericUpc(upc);
    if (!Number.isNaN(number)) held.add(number);
    else for (const e of index.otherUpcs.get(upc) ?? []) mask[e] = 1;
  }
  for (let e = 0; e < mask.length; e += 1) if (held.has(index.entryUpc[e] as number)) mask[e] = 1;
  return mask;
}
