/**
 * The order of the catalogue under each sort and the page taken from it, and the lists built on
 * those orders (top sellers, similar styles); `runQuery` in search-query.helpers.ts finds which
 * styles match.
 */
import { CURRENCY_COUNT, NO_PRICE, type MemoryIndex } from "./search-memory.helpers";
import type { EngineResult, SearchSort } from "./search-query.helpers";

/** Reviews at the catalogue's mean rating that every style's rating is blended with. */
export const PRIOR_REVIEWS = 5;

/**
 * Each style's rating as a Bayesian average: its reviews plus PRIOR_REVIEWS reviews at the
 * catalogue's mean rating per review, so a 5.0 from one review does not outrank a 4.8 from
 * two hundred.
 */
export function bayesianRatings(index: Pick<MemoryIndex, "rating" | "reviews">): Float64Array {
  let sum = 0;
  let reviews = 0;
  for (let s = 0; s < index.rating.length; s += 1) {
    sum += (index.rating[s] as number) * (index.reviews[s] as number);
    reviews += index.reviews[s] as number;
  }
  const mean = reviews > 0 ? sum / reviews : 0;
  return Float64Array.from(
    index.rating,
    (rating, s) =>
      (PRIOR_REVIEWS * mean + rating * (index.reviews[s] as number)) /
      (PRIOR_REVIEWS + (index.reviews[s] as number)),
  );
}

interface SortOrder {
  /** The styles in sort order. */
  order: Int32Array;
  /** Each style's place in `order`. */
  positions: Int32Array;
}

const sortCache = new WeakMap<MemoryIndex, Map<string, SortOrder>>();

/** The whole catalogue under a sort (ties broken by style id), computed once per index. */
function sortOrder(
  index: MemoryIndex,
  sort: SearchSort | "top-sellers",
  currency: number,
): SortOrder {
  const key = sort.startsWith("price") ? `${sort}:${currency}` : sort;
  let cache = sortCache.get(index);
  if (!cache) sortCache.set(index, (cache = new Map()));
  const cached = cache.get(key);
  if (cached) return cached;
  const at = (prices: Int32Array, s: number, missing: number) => {
    const value = prices[s * CURRENCY_COUNT + currency] as number;
    return value === NO_PRICE ? missing : value;
  };
  const rated = sort === "top-rated" ? bayesianRatings(index) : index.rating;
  const compare: Record<SearchSort | "top-sellers", (a: number, b: number) => number> = {
    relevance: (a, b) => (index.reviews[b] as number) - (index.reviews[a] as number),
    newest: (a, b) => (index.created[b] as number) - (index.created[a] as number),
    "price-asc": (a, b) => at(index.lowCurrent, a, Infinity) - at(index.lowCurrent, b, Infinity),
    "price-desc": (a, b) =>
      at(index.highCurrent, b, -Infinity) - at(index.highCurrent, a, -Infinity),
    "top-rated": (a, b) =>
      (rated[b] as number) - (rated[a] as number) ||
      (index.reviews[b] as number) - (index.reviews[a] as number),
    // The most reviewed, then the best rated: the popularity we have until orders exist.
    "top-sellers": (a, b) =>
      (index.reviews[b] as number) - (index.reviews[a] as number) ||
      (index.rating[b] as number) - (index.rating[a] as number),
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

/** Matching styles fewer than 1/SPARSE of the catalogue are sorted; more are picked by a walk. */
const SPARSE = 16;
/** Room for a style's place in the catalogue order in a sort key (2^22 > 4 million styles). */
const PLACE = 4_194_304;
let marks = new Int32Array(0);

/**
 * One page of the matching styles under a sort, as positions in `result` (its styles, scores
 * and rows). The catalogue's order under each sort is computed once per index build. Few
 * matches are sorted by their place in that order (a native numeric sort of one key each);
 * many are picked by walking the order, stopping as soon as the page is full. Under text
 * relevance the better score comes first, then the catalogue order.
 */
export function pageOf(
  index: MemoryIndex,
  result: EngineResult,
  page: {
    sort: SearchSort;
    start: number;
    count: number;
    currency: number;
    text: boolean;
    /** Forces one way of picking a page (tests check both). */
    pick?: "sort" | "walk";
  },
): number[] {
  const matches = result.styles.length;
  const wanted = Math.min(matches, page.start + page.count);
  if (page.start >= wanted) return [];
  const { order, positions } = sortOrder(index, page.sort, page.currency);
  const byScore = page.sort === "relevance" && page.text;
  let levels: number[] = [0];
  if (byScore) levels = [...new Set(result.scores)].sort((a, b) => b - a);
  const pick = page.pick ?? (matches * SPARSE < order.length ? "sort" : "walk");
  // A walk follows one order, so several text scores are always sorted.
  if (levels.length > 1 || pick === "sort") {
    const level = new Map(levels.map((value, rank) => [value, rank]));
    const keys = new Float64Array(matches);
    for (let i = 0; i < matches; i += 1)
      keys[i] =
        (byScore ? (level.get(result.scores[i] as number) as number) : 0) * PLACE +
        (positions[result.styles[i] as number] as number);
    keys.sort();
    // Each matching style's position in the result, in the array the walk uses too.
    if (marks.length !== order.length) marks = new Int32Array(order.length);
    result.styles.forEach((style, i) => (marks[style] = i + 1));
    const picked: number[] = [];
    for (let i = page.start; i < wanted; i += 1)
      picked.push((marks[order[(keys[i] as number) % PLACE] as number] as number) - 1);
    for (const style of result.styles) marks[style] = 0;
    return picked;
  }
  // Each style's position in the result + 1 (0: not matching), in an array kept between calls.
  if (marks.length !== order.length) marks = new Int32Array(order.length);
  result.styles.forEach((style, i) => (marks[style] = i + 1));
  const picked: number[] = [];
  let seen = 0;
  for (let i = 0; i < order.length && seen < wanted; i += 1) {
    const mark = marks[order[i] as number] as number;
    if (mark === 0) continue;
    if (seen >= page.start) picked.push(mark - 1);
    seen += 1;
  }
  for (const style of result.styles) marks[style] = 0;
  return picked;
}

const priced = (index: MemoryIndex, style: number, currency: number) =>
  index.lowCurrent[style * CURRENCY_COUNT + currency] !== NO_PRICE;

/** The most popular styles priced in the currency. */
export function topSellers(index: MemoryIndex, currency: number, count: number): number[] {
  const { order } = sortOrder(index, "top-sellers", currency);
  const picked: number[] = [];
  for (let i = 0; i < order.length && picked.length < count; i += 1)
    if (priced(index, order[i] as number, currency)) picked.push(order[i] as number);
  return picked;
}

/** Styles of the same leaf category priced in the currency, nearest in lowest price first. */
export function similarStyles(
  index: MemoryIndex,
  style: number,
  currency: number,
  count: number,
): number[] {
  const range = [...index.categoryStyles.values()].find(([a, b]) => style >= a && style < b);
  if (!range) return [];
  const price = (s: number) => index.lowCurrent[s * CURRENCY_COUNT + currency] as number;
  const own = priced(index, style, currency) ? price(style) : null;
  const candidates: number[] = [];
  for (let s = range[0]; s < range[1]; s += 1)
    if (s !== style && priced(index, s, currency)) candidates.push(s);
  const id = (s: number) => index.styleIds[s] as string;
  return candidates
    .sort(
      (a, b) =>
        Math.abs(price(a) - (own ?? price(a))) - Math.abs(price(b) - (own ?? price(b))) ||
        (id(a) < id(b) ? -1 : 1),
    )
    .slice(0, count);
}
