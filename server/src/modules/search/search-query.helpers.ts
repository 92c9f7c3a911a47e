import { NO_PRICE, type MemoryIndex } from "./search-memory.helpers";
import { textMatches } from "./search-text.helpers";
import type { SEARCH_SORTS } from "@ridgeline/contract";

export type SearchSort = (typeof SEARCH_SORTS)[number];
export type FacetKey = "gender" | "color" | "size" | "price" | "rating" | "onSale" | "inStock";

/** What the shopper has selected, in the units of the request (prices in major units). */
export interface FacetSelection {
  genders: readonly string[];
  colors: readonly string[];
  sizes: readonly string[];
  priceMin: number | null;
  priceMax: number | null;
  rating: number | null;
  onSale: boolean;
  inStock: boolean;
}

/** A facet value's count of distinct styles (and the size order, for sizes). */
export interface FacetRow {
  facet: FacetKey | "total";
  value: string;
  n: number;
  ord: number;
}

/** What narrows a search: the shopper's selection (prices in minor units here) and more. */
export interface EngineQuery extends FacetSelection {
  /** 0-based position of the site currency in contract CURRENCIES. */
  currency: number;
  /** Leaf and inner categories whose styles count; null for the whole catalogue. */
  categoryIds: readonly string[] | null;
  /** Words of the search text (search.helpers searchWords); null without a text. */
  words: readonly string[] | null;
  /** Per size entry: held for pickup at the chosen store; null without a store. */
  storeMask: Uint8Array | null;
}

export interface EngineResult {
  total: number;
  counts: FacetRow[];
  /** Matching styles in index order, with the best text score of each (0 without text). */
  styles: Int32Array;
  scores: Float32Array;
  /**
   * Per matching style, the colour row to show: its default colour when that one passes every
   * filter, otherwise its first colour that does (the colour the filter matched).
   */
  rows: Int32Array;
}

/** Upper bounds (minor units) of the price-range facet's buckets; the last one is open. */
export const PRICE_BUCKETS = [2500, 5000, 10000, 20000] as const;

// One bit per filter a colour row fails; a facet counts rows failing nothing but itself.
const GENDER = 1;
const COLOR = 2;
const SIZE = 4;
const PRICE = 8;
const RATING = 16;
const ON_SALE = 32;
const IN_STOCK = 64;
const STORE = 128;
const RATINGS = [4, 3, 2, 1];
const [BUCKET_0, BUCKET_1, BUCKET_2, BUCKET_3] = PRICE_BUCKETS;

/** Adds one to the count of each value whose bit is set in `words`, then clears them. */
function countBits(counts: Int32Array, first: number, words: Uint32Array): void {
  for (let w = 0; w < words.length; w += 1) {
    let bits = words[w] as number;
    while (bits !== 0) {
      const low = bits & -bits;
      const slot = first + w * 32 + (31 - Math.clz32(low));
      counts[slot] = (counts[slot] as number) + 1;
      bits ^= low;
    }
    words[w] = 0;
  }
}

/** Bit words with the listed values' bits set, or null when none is selected. */
function selectedBits(all: readonly string[], picked: readonly string[]): Uint32Array | null {
  if (picked.length === 0) return null;
  const words = new Uint32Array(Math.max(1, Math.ceil(all.length / 32)));
  for (const value of picked) {
    const position = all.indexOf(value);
    if (position >= 0)
      words[position >>> 5] = (words[position >>> 5] as number) | (1 << (position & 31));
  }
  return words;
}

/** Marks the listed values of a list of distinct values, or null when none is selected. */
function selection(all: readonly string[], picked: readonly string[]): Uint8Array | null {
  if (picked.length === 0) return null;
  const marks = new Uint8Array(all.length + 1);
  for (const value of picked) {
    const position = all.indexOf(value);
    if (position >= 0) marks[position] = 1;
  }
  return marks;
}

/** The row ranges of the categories (each a leaf or inner category's own styles). */
function rowRanges(index: MemoryIndex, categoryIds: readonly string[] | null): [number, number][] {
  if (!categoryIds) return [[0, index.rowCount]];
  const ranges: [number, number][] = [];
  for (const id of categoryIds) {
    const styles = index.categoryStyles.get(id);
    if (styles)
      ranges.push([
        index.styleRowStart[styles[0]] as number,
        index.styleRowStart[styles[1]] as number,
      ]);
  }
  return ranges.sort((a, b) => a[0] - b[0]);
}

let found = { styles: new Int32Array(0), scores: new Float32Array(0), rows: new Int32Array(0) };
let rangeRows = new Int32Array(0);

/**
 * The rows to look at: every row of the category ranges, or, with a text, only the rows the
 * words' postings name within those ranges (both ascending).
 */
function candidateRows(ranges: [number, number][], textRows: Int32Array | null): Int32Array {
  if (textRows === null) {
    const length = ranges.reduce((sum, [first, end]) => sum + end - first, 0);
    if (rangeRows.length < length) rangeRows = new Int32Array(length);
    let k = 0;
    for (const [first, end] of ranges)
      for (let row = first; row < end; row += 1) rangeRows[k++] = row;
    return rangeRows.subarray(0, k);
  }
  const rows = new Int32Array(textRows.length);
  let k = 0;
  let r = 0;
  for (const row of textRows) {
    while (r < ranges.length && row >= (ranges[r] as [number, number])[1]) r += 1;
    if (r === ranges.length) break;
    if (row >= (ranges[r] as [number, number])[0]) rows[k++] = row;
  }
  return rows.subarray(0, k);
}

/**
 * Every matching style and every facet count in one pass over the candidate colour rows. A
 * style matches when one of its colours passes every filter; each facet is counted with every
 * selection but its own (multi-select), in distinct styles.
 */
export function runQuery(index: MemoryIndex, query: EngineQuery): EngineResult {
  const { currency } = query;
  const text = query.words ? textMatches(index.text, query.words, index) : null;
  const score = text ? text.score : null;
  const genders = selection(index.genders, query.genders);
  const colors = selection(index.families, query.colors);
  const sizes = selectedBits(index.sizes, query.sizes);
  const { storeMask, inStock, onSale, rating, priceMin, priceMax } = query;
  const { entryStart, entrySize, rowStyle, genderOf, familyOf, rowSizes, rowStock, sizeWords } =
    index;

  // Every facet value has a slot in one array, facet after facet.
  const slots = { total: 0, gender: 1, rating: 0, sale: 0, stock: 0, color: 0, price: 0, size: 0 };
  slots.rating = slots.gender + index.genders.length;
  slots.sale = slots.rating + RATINGS.length;
  slots.stock = slots.sale + 1;
  slots.color = slots.stock + 1;
  slots.price = slots.color + index.families.length;
  slots.size = slots.price + PRICE_BUCKETS.length + 1;
  const counts = new Int32Array(slots.size + index.sizes.length);
  const candidates = candidateRows(rowRanges(index, query.categoryIds), text ? text.rows : null);
  const { current: currentPrices, original: originalPrices, rating: ratings, isDefault } = index;
  const priceBase = currency * index.rowCount;
  // Kept between calls (a search runs synchronously to the end); the answer gets copies.
  if (found.styles.length !== index.styleIds.length)
    found = {
      styles: new Int32Array(index.styleIds.length),
      scores: new Float32Array(index.styleIds.length),
      rows: new Int32Array(index.styleIds.length),
    };
  const { styles: matched, scores, rows: shown } = found;
  let total = 0;
  const { gender: genderSlot, rating: ratingSlot, sale: saleSlot, stock: stockSlot } = slots;
  const { color: colorSlot, price: priceSlot, size: sizeSlot } = slots;

  // What the current style's rows have shown so far; counted once when the style ends, which
  // makes every count a count of distinct styles (a style's rows are adjacent). All of it is
  // local to this loop (no closure), so it stays in registers.
  let style = -1;
  let best = 0;
  let pick = -1;
  let anyMatch = false;
  let byGender = false;
  let byRating = false;
  let bySale = false;
  let byStock = false;
  const colorBits = new Uint32Array(Math.max(1, Math.ceil(index.families.length / 32)));
  const priceBits = new Uint32Array(1);
  const sizeBits = new Uint32Array(sizeWords);
  // One step past the last row ends the last style.
  for (let k = 0; k <= candidates.length; k += 1) {
    const row = k < candidates.length ? (candidates[k] as number) : -1;
    const rowStyleIndex = row < 0 ? -1 : (rowStyle[row] as number);
    if (rowStyleIndex !== style) {
      if (style >= 0) {
        if (anyMatch) {
          matched[total] = style;
          scores[total] = best;
          shown[total] = pick;
          total += 1;
        }
        if (byGender) {
          const slot = genderSlot + (genderOf[style] as number);
          counts[slot] = (counts[slot] as number) + 1;
        }
        if (byRating) {
          const styleRating = ratings[style] as number;
          for (let r = 0; r < RATINGS.length; r += 1)
            if (styleRating >= (RATINGS[r] as number))
              counts[ratingSlot + r] = (counts[ratingSlot + r] as number) + 1;
        }
        if (bySale) counts[saleSlot] = (counts[saleSlot] as number) + 1;
        if (byStock) counts[stockSlot] = (counts[stockSlot] as number) + 1;
        countBits(counts, colorSlot, colorBits);
        if (priceBits[0] !== 0) countBits(counts, priceSlot, priceBits);
        countBits(counts, sizeSlot, sizeBits);
        best = 0;
        pick = -1;
        anyMatch = byGender = byRating = bySale = byStock = false;
      }
      style = rowStyleIndex;
    }
    if (row < 0) break;
    const current = currentPrices[priceBase + row] as number;
    if (current === NO_PRICE) continue;
    const rowScore = score ? (score[row] as number) : 0;
    const original = originalPrices[priceBase + row] as number;
    const family = familyOf[row] as number;
    const styleRating = ratings[style] as number;

    const at = row * sizeWords;
    let anySize = sizes === null;
    let anyStock = false;
    for (let w = 0; w < sizeWords; w += 1) {
      const wanted = sizes === null ? -1 : (sizes[w] as number);
      if (((rowSizes[at + w] as number) & wanted) !== 0) anySize = true;
      if (((rowStock[at + w] as number) & wanted) !== 0) anyStock = true;
    }
    let atStore = false;
    if (storeMask !== null)
      for (let e = entryStart[row] as number; e < (entryStart[row + 1] as number); e += 1) {
        const size = entrySize[e] as number;
        const wanted = sizes === null || ((sizes[size >>> 5] as number) & (1 << (size & 31))) !== 0;
        if (wanted && storeMask[e] === 1) atStore = true;
      }
    const onSaleRow = current < original;
    let failed = 0;
    if (genders !== null && genders[genderOf[style] as number] !== 1) failed |= GENDER;
    if (colors !== null && colors[family] !== 1) failed |= COLOR;
    if (!anySize) failed |= SIZE;
    if ((priceMin !== null && current < priceMin) || (priceMax !== null && current > priceMax))
      failed |= PRICE;
    if (rating !== null && styleRating < rating) failed |= RATING;
    if (onSale && !onSaleRow) failed |= ON_SALE;
    if (inStock && !anyStock) failed |= IN_STOCK;
    if (storeMask !== null && !atStore) failed |= STORE;

    if (failed === 0) {
      anyMatch = true;
      if (rowScore > best) best = rowScore;
      if (pick < 0 || (isDefault[row] === 1 && isDefault[pick] !== 1)) pick = row;
    }
    if ((failed & ~GENDER) === 0) byGender = true;
    if ((failed & ~RATING) === 0) byRating = true;
    if (onSaleRow && (failed & ~ON_SALE) === 0) bySale = true;
    if (anyStock && (failed & ~IN_STOCK) === 0) byStock = true;
    if ((failed & ~COLOR) === 0)
      colorBits[family >>> 5] = (colorBits[family >>> 5] as number) | (1 << (family & 31));
    if ((failed & ~PRICE) === 0) {
      const bucket =
        current <= BUCKET_0
          ? 0
          : current <= BUCKET_1
            ? 1
            : current <= BUCKET_2
              ? 2
              : current <= BUCKET_3
                ? 3
                : 4;
      priceBits[0] = (priceBits[0] as number) | (1 << bucket);
    }
    // Sizes count the sizes offered, or the sizes in stock when the stock filter is on.
    if ((failed & ~SIZE) === 0)
      for (let w = 0; w < sizeWords; w += 1)
        sizeBits[w] =
          (sizeBits[w] as number) | ((inStock ? rowStock[at + w] : rowSizes[at + w]) as number);
  }

  const rows: FacetRow[] = [{ facet: "total", value: "", n: total, ord: 0 }];
  const push = (facet: FacetKey, from: number, values: readonly string[], ord?: Int32Array) =>
    values.forEach((value, position) => {
      const n = counts[from + position] as number;
      if (n > 0) rows.push({ facet, value, n, ord: ord?.[position] ?? 0 });
    });
  push("gender", slots.gender, index.genders);
  push("rating", slots.rating, RATINGS.map(String));
  push("onSale", slots.sale, ["true"]);
  push("inStock", slots.stock, ["true"]);
  push("color", slots.color, index.families);
  push(
    "price",
    slots.price,
    Array.from({ length: PRICE_BUCKETS.length + 1 }, (_, i) => String(i)),
  );
  push("size", slots.size, index.sizes, index.sizeOrder);
  return {
    total,
    counts: rows,
    styles: matched.slice(0, total),
    scores: scores.slice(0, total),
    rows: shown.slice(0, total),
  };
}
