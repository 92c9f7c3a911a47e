import { CURRENCY_COUNT, NO_PRICE, type MemoryIndex } from "./search-memory.helpers";
import type { FacetSelection } from "./search-facets.helpers";
import { scoreRows } from "./search-text.helpers";
import type { SEARCH_SORTS } from "@ridgeline/contract";

export type SearchSort = (typeof SEARCH_SORTS)[number];
export type FacetKey = "gender" | "color" | "size" | "price" | "rating" | "onSale" | "inStock";

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
}

/** Upper bounds (minor units) of the price-range facet's buckets; the last one is open. */
export const PRICE_BUCKETS = [2500, 5000, 10000, 20000] as const;

// One bit per filter a colour row fails; a facet counts rows failing nothing but itself.
const BIT: Record<FacetKey | "store", number> = {
  gender: 1,
  color: 2,
  size: 4,
  price: 8,
  rating: 16,
  onSale: 32,
  inStock: 64,
  store: 128,
};
const RATINGS = [4, 3, 2, 1];

/** Counts distinct styles per value; a style's rows come one after another. */
function styleCounter(values: number) {
  const counts = new Int32Array(values);
  const last = new Int32Array(values).fill(-1);
  return {
    counts,
    add(value: number, style: number) {
      if (last[value] !== style) {
        last[value] = style;
        counts[value] = (counts[value] as number) + 1;
      }
    },
  };
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

/**
 * Every matching style and every facet count in one pass over the candidate colour rows. A
 * style matches when one of its colours passes every filter; each facet is counted with every
 * selection but its own (multi-select), in distinct styles.
 */
export function runQuery(index: MemoryIndex, query: EngineQuery): EngineResult {
  const { currency } = query;
  const score = query.words ? scoreRows(index.text, query.words, index) : null;
  const genders = selection(index.genders, query.genders);
  const colors = selection(index.families, query.colors);
  const sizes = selection(index.sizes, query.sizes);
  const { storeMask, inStock, onSale, rating, priceMin, priceMax } = query;

  const total = styleCounter(1);
  const byGender = styleCounter(index.genders.length);
  const byRating = styleCounter(RATINGS.length);
  const sale = styleCounter(1);
  const stock = styleCounter(1);
  const byColor = styleCounter(index.families.length);
  const byPrice = styleCounter(PRICE_BUCKETS.length + 1);
  const bySize = styleCounter(index.sizes.length);
  const matched: number[] = [];
  const scores: number[] = [];

  for (const [first, end] of rowRanges(index, query.categoryIds)) {
    for (let row = first; row < end; row += 1) {
      const rowScore = score ? (score[row] as number) : 0;
      if (score && rowScore === 0) continue;
      const current = index.current[row * CURRENCY_COUNT + currency] as number;
      if (current === NO_PRICE) continue;
      const original = index.original[row * CURRENCY_COUNT + currency] as number;
      const style = index.rowStyle[row] as number;
      const gender = index.genderOf[style] as number;
      const family = index.familyOf[row] as number;
      const styleRating = index.rating[style] as number;

      let anySize = false;
      let anyStock = false;
      let atStore = false;
      const entryEnd = index.entryStart[row + 1] as number;
      for (let e = index.entryStart[row] as number; e < entryEnd; e += 1) {
        const chosen = sizes === null || sizes[index.entrySize[e] as number] === 1;
        if (!chosen) continue;
        anySize = true;
        if (index.entryStock[e] === 1) anyStock = true;
        if (storeMask && storeMask[e] === 1) atStore = true;
      }
      const onSaleRow = current < original;
      let failed = 0;
      if (genders && genders[gender] !== 1) failed |= BIT.gender;
      if (colors && colors[family] !== 1) failed |= BIT.color;
      if (sizes && !anySize) failed |= BIT.size;
      if ((priceMin !== null && current < priceMin) || (priceMax !== null && current > priceMax))
        failed |= BIT.price;
      if (rating !== null && styleRating < rating) failed |= BIT.rating;
      if (onSale && !onSaleRow) failed |= BIT.onSale;
      if (inStock && !anyStock) failed |= BIT.inStock;
      if (storeMask && !atStore) failed |= BIT.store;

      if (failed === 0) {
        if (matched.at(-1) === style) {
          const last = scores.length - 1;
          scores[last] = Math.max(scores[last] as number, rowScore);
        } else {
          matched.push(style);
          scores.push(rowScore);
        }
        total.add(0, style);
      }
      const passesBut = (bit: number) => (failed & ~bit) === 0;
      if (passesBut(BIT.gender)) byGender.add(gender, style);
      if (passesBut(BIT.rating))
        RATINGS.forEach((min, position) => {
          if (styleRating >= min) byRating.add(position, style);
        });
      if (onSaleRow && passesBut(BIT.onSale)) sale.add(0, style);
      if (anyStock && passesBut(BIT.inStock)) stock.add(0, style);
      if (passesBut(BIT.color)) byColor.add(family, style);
      if (passesBut(BIT.price)) {
        const bucket = PRICE_BUCKETS.findIndex((limit) => current <= limit);
        byPrice.add(bucket === -1 ? PRICE_BUCKETS.length : bucket, style);
      }
      if (passesBut(BIT.size))
        for (let e = index.entryStart[row] as number; e < entryEnd; e += 1)
          if (!inStock || index.entryStock[e] === 1)
            bySize.add(index.entrySize[e] as number, style);
    }
  }

  const counts: FacetRow[] = [{ facet: "total", value: "", n: total.counts[0] as number, ord: 0 }];
  const push = (facet: FacetKey, values: readonly string[], n: Int32Array, ord?: Int32Array) =>
    n.forEach((count, position) => {
      if (count > 0)
        counts.push({
          facet,
          value: values[position] as string,
          n: count,
          ord: ord?.[position] ?? 0,
        });
    });
  push("gender", index.genders, byGender.counts);
  push("rating", RATINGS.map(String), byRating.counts);
  push("onSale", ["true"], sale.counts);
  push("inStock", ["true"], stock.counts);
  push("color", index.families, byColor.counts);
  push(
    "price",
    [...PRICE_BUCKETS, PRICE_BUCKETS.length].map((_, i) => String(i)),
    byPrice.counts,
  );
  push("size", index.sizes, bySize.counts, index.sizeOrder);
  return {
    total: total.counts[0] as number,
    counts,
    styles: Int32Array.from(matched),
    scores: Float32Array.from(scores),
  };
}

interface SortOrder {
  /** The styles in sort order. */
  order: Int32Array;
  /** Each style's place in `order`. */
  positions: Int32Array;
}

const sortCache = new WeakMap<MemoryIndex, Map<string, SortOrder>>();

/** The whole catalogue under a sort (ties broken by style id), computed once per index. */
function sortOrder(index: MemoryIndex, sort: SearchSort, currency: number): SortOrder {
  const key = sort.startsWith("price") ? `${sort}:${currency}` : sort;
  let cache = sortCache.get(index);
  if (!cache) sortCache.set(index, (cache = new Map()));
  const cached = cache.get(key);
  if (cached) return cached;
  const at = (prices: Int32Array, s: number, missing: number) => {
    const value = prices[s * CURRENCY_COUNT + currency] as number;
    return value === NO_PRICE ? missing : value;
  };
  const compare: Record<SearchSort, (a: number, b: number) => number> = {
    relevance: (a, b) => (index.reviews[b] as number) - (index.reviews[a] as number),
    newest: (a, b) => (index.created[b] as number) - (index.created[a] as number),
    "price-asc": (a, b) => at(index.lowCurrent, a, Infinity) - at(index.lowCurrent, b, Infinity),
    "price-desc": (a, b) =>
      at(index.highCurrent, b, -Infinity) - at(index.highCurrent, a, -Infinity),
    "top-rated": (a, b) =>
      (index.rating[b] as number) - (index.rating[a] as number) ||
      (index.reviews[b] as number) - (index.reviews[a] as number),
  };
  const byId = (a: number, b: number) => {
    const idA = index.styleIds[a] as string;
    const idB = index.styleIds[b] as string;
    return idA < idB ? -1 : idA > idB ? 1 : 0;
  };
  const order = Int32Array.from({ length: index.styleIds.length }, (_, s) => s).sort(
    (a, b) => compare[sort](a, b) || byId(a, b),
  );
  const positions = new Int32Array(order.length);
  order.forEach((style, position) => (positions[style] = position));
  const sorted = { order, positions };
  cache.set(key, sorted);
  return sorted;
}

/**
 * One page of the matching styles under a sort. Each style's sort key is a number (its place
 * in the sorted catalogue, after its text score under relevance), so the page comes from a
 * native numeric sort rather than a comparator per pair.
 */
export function pageOf(
  index: MemoryIndex,
  result: EngineResult,
  page: { sort: SearchSort; start: number; count: number; currency: number; text: boolean },
): number[] {
  if (page.start >= result.styles.length) return [];
  const { order, positions } = sortOrder(index, page.sort, page.currency);
  const styleCount = order.length;
  const byScore = page.sort === "relevance" && page.text;
  // Scores are sums of 1, 0.4 and 0.2 over at most 8 words: tenths from 0 to 80.
  const keys = Float64Array.from(result.styles, (style, i) => {
    const place = positions[style] as number;
    return byScore
      ? (100 - Math.round((result.scores[i] as number) * 10)) * styleCount + place
      : place;
  }).sort();
  return Array.from(keys.subarray(page.start, page.start + page.count), (key) => {
    return order[key % styleCount] as number;
  });
}
