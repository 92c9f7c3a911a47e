import fc from "fast-check";
import { stemmer } from "stemmer";
import { describe, expect, it } from "vitest";
import type { StyleRow, VariantRow } from "./search-index.tables";
import { CURRENCY_COUNT, buildMemoryIndex } from "./search-memory.helpers";
import { bayesianRatings, pageOf } from "./search-order.helpers";
import { PRICE_BUCKETS, runQuery, type EngineQuery, type SearchSort } from "./search-query.helpers";
import { tokenize } from "./search.helpers";
import { runs } from "../../../../scripts/fast-check-runs.mjs";

// The engine (posting lists, precomputed sort orders, bit sets, page windows) against a plain
// reference that checks every row of every style, over generated catalogues and queries.

const WORDS = ["alpine", "rain", "jacket", "jackets", "trail", "boot", "boots", "hiking", "hike"];
const COLORS = [
  ["Navy", "blue"],
  ["Chestnut", "brown"],
  ["Coal", "black"],
  ["Rust", "red"],
] as const;
const SIZES = ["XS", "S", "M", "L", "9", "9.5", "10"];
const GENDERS = ["men", "women", "kids"];
const CATEGORIES = ["100", "200", "300"];
const SORTS: SearchSort[] = ["relevance", "newest", "price-asc", "price-desc", "top-rated"];
const prices = (value: number | null) =>
  Array.from({ length: CURRENCY_COUNT }, (_, c) => (c === 0 ? value : null));

const variantArb = fc.record({
  color: fc.integer({ min: 0, max: COLORS.length - 1 }),
  sizes: fc.subarray(SIZES, { minLength: 1 }),
  stock: fc.array(fc.boolean(), { minLength: SIZES.length, maxLength: SIZES.length }),
  current: fc.option(fc.integer({ min: 500, max: 30_000 }), { nil: null, freq: 6 }),
  markdown: fc.integer({ min: 0, max: 2 }),
  isDefault: fc.boolean(),
});
const styleArb = fc.record({
  name: fc.array(fc.constantFrom(...WORDS), { minLength: 1, maxLength: 3 }),
  description: fc.array(fc.constantFrom(...WORDS), { maxLength: 3 }),
  category: fc.constantFrom(...CATEGORIES),
  gender: fc.constantFrom(...GENDERS),
  rating: fc.constantFrom(0, 2.5, 3, 4, 4.5, 5),
  reviews: fc.integer({ min: 0, max: 40 }),
  created: fc.integer({ min: 0, max: 20 }),
  variants: fc.array(variantArb, { minLength: 1, maxLength: 3 }),
});

/** What an arbitrary generates. */
type Drafted<A> = A extends fc.Arbitrary<infer T> ? T : never;

function catalogue(drafts: Drafted<typeof styleArb>[]) {
  const styles: StyleRow[] = [];
  const variants: VariantRow[] = [];
  drafts.forEach((draft, s) => {
    const styleId = `S${String(s).padStart(7, "0")}`;
    const rows = draft.variants.map((v, i): VariantRow => {
      const [colorName, family] = COLORS[v.color] as readonly [string, string];
      const current = v.current;
      return {
        color_variant_id: `${styleId}${i}`,
        style_id: styleId,
        color_name: colorName,
        color_family: family,
        hex: "#000000",
        is_default: v.isDefault,
        sizes: v.sizes,
        upcs: v.sizes.map((_, k) => String(10_000 + s * 100 + i * 10 + k)),
        stock_sizes: v.sizes.filter((size) => v.stock[SIZES.indexOf(size)]),
        current_minor: prices(current),
        original_minor: prices(current === null ? null : current + v.markdown * 500),
        color_names: {},
      };
    });
    variants.push(...rows);
    const priced = rows.map((r) => r.current_minor[0]).filter((p): p is number => p !== null);
    const originals = rows.map((r) => r.original_minor[0]).filter((p): p is number => p !== null);
    const lowest = (list: number[], pick: "min" | "max") =>
      list.length > 0 ? Math[pick](...list) : null;
    styles.push({
      style_id: styleId,
      name: draft.name.join(" "),
      slug: "s",
      badge: null,
      category_id: draft.category,
      gender: draft.gender,
      rating_score: draft.rating,
      reviews_count: draft.reviews,
      created_epoch: draft.created,
      low_current: prices(lowest(priced, "min")),
      high_current: prices(lowest(priced, "max")),
      low_original: prices(lowest(originals, "min")),
      high_original: prices(lowest(originals, "max")),
      category_words: `cat${draft.category}`,
      description: draft.description.join(" "),
      translations: {},
    });
  });
  // The index keeps styles grouped by category, as the table query orders them.
  styles.sort(
    (a, b) => a.category_id.localeCompare(b.category_id) || a.style_id.localeCompare(b.style_id),
  );
  return { styles, variants };
}

const queryArb = fc.record({
  words: fc.option(
    fc.array(
      fc.constantFrom(
        "jack",
        "jackets",
        "rain",
        "boot",
        "hiking",
        "navy",
        "brown",
        "cat100",
        "zzz",
      ),
      { minLength: 1, maxLength: 2 },
    ),
    { nil: null },
  ),
  categoryIds: fc.option(fc.subarray(CATEGORIES, { minLength: 1 }), { nil: null }),
  genders: fc.subarray(GENDERS),
  colors: fc.subarray(["blue", "brown", "black", "red"]),
  sizes: fc.subarray(SIZES, { maxLength: 2 }),
  priceMin: fc.option(fc.integer({ min: 0, max: 20_000 }), { nil: null }),
  priceMax: fc.option(fc.integer({ min: 0, max: 30_000 }), { nil: null }),
  rating: fc.option(fc.constantFrom(1, 2, 3, 4), { nil: null }),
  onSale: fc.boolean(),
  inStock: fc.boolean(),
  sort: fc.constantFrom(...SORTS),
  start: fc.integer({ min: 0, max: 6 }),
  count: fc.integer({ min: 1, max: 8 }),
});

const WEIGHT_RANK = [0, 0.2, 0.4, 1];

/** The reference: every row checked against every filter, and sorted per request. */
function reference(data: ReturnType<typeof catalogue>, q: Drafted<typeof queryArb>) {
  const { styles, variants } = data;
  const wordWeight = (row: VariantRow, style: StyleRow, word: string) => {
    const matches = (token: string) => token.startsWith(word) || stemmer(token) === stemmer(word);
    let best = 0;
    for (const [text, weight] of [
      [style.description, 1],
      [style.category_words, 2],
      [`${row.color_name} ${row.color_family}`, 2],
      [style.name, 3],
    ] as const)
      if (tokenize(text).some(matches)) best = Math.max(best, weight);
    return best;
  };
  const bucket = (p: number) => PRICE_BUCKETS.findIndex((limit) => p <= limit);
  const facts = (style: StyleRow, row: VariantRow) => {
    const current = row.current_minor[0] as number;
    const original = row.original_minor[0] as number;
    const wanted = q.sizes.length > 0 ? q.sizes : row.sizes;
    const fails = new Set<string>();
    if (q.genders.length > 0 && !q.genders.includes(style.gender)) fails.add("gender");
    if (q.colors.length > 0 && !q.colors.includes(row.color_family)) fails.add("color");
    if (q.sizes.length > 0 && !row.sizes.some((s) => q.sizes.includes(s))) fails.add("size");
    if (
      (q.priceMin !== null && current < q.priceMin) ||
      (q.priceMax !== null && current > q.priceMax)
    )
      fails.add("price");
    if (q.rating !== null && style.rating_score < q.rating) fails.add("rating");
    const onSale = current < original;
    if (q.onSale && !onSale) fails.add("onSale");
    const anyStock = row.stock_sizes.some((s) => wanted.includes(s));
    if (q.inStock && !anyStock) fails.add("inStock");
    return { fails, onSale, anyStock, current };
  };
  const only = (fails: Set<string>, own: string) => [...fails].every((f) => f === own);

  const counts = new Map<string, Set<string>>();
  const add = (facet: string, value: string, styleId: string) => {
    const key = `${facet}:${value}`;
    if (!counts.has(key)) counts.set(key, new Set());
    counts.get(key)?.add(styleId);
  };
  const matched: { style: StyleRow; score: number }[] = [];
  for (const style of styles) {
    if (q.categoryIds && !q.categoryIds.includes(style.category_id)) continue;
    let best = -1;
    for (const row of variants.filter((v) => v.style_id === style.style_id)) {
      if (row.current_minor[0] === null) continue;
      let score = 0;
      if (q.words) {
        const weights = q.words.map((w) => wordWeight(row, style, w));
        if (weights.some((w) => w === 0)) continue;
        for (const w of weights) score = Math.fround(score + (WEIGHT_RANK[w] as number));
      }
      const { fails, onSale, anyStock, current } = facts(style, row);
      const id = style.style_id;
      if (fails.size === 0) best = Math.max(best, score);
      if (only(fails, "gender")) add("gender", style.gender, id);
      if (only(fails, "rating"))
        for (const r of [4, 3, 2, 1]) if (style.rating_score >= r) add("rating", String(r), id);
      if (onSale && only(fails, "onSale")) add("onSale", "true", id);
      if (anyStock && only(fails, "inStock")) add("inStock", "true", id);
      if (only(fails, "color")) add("color", row.color_family, id);
      if (only(fails, "price")) add("price", String(bucket(current) < 0 ? 4 : bucket(current)), id);
      if (only(fails, "size"))
        for (const s of q.inStock ? row.stock_sizes : row.sizes) add("size", s, id);
    }
    if (best >= 0) matched.push({ style, score: best });
  }
  const index = new Map(styles.map((s, i) => [s.style_id, i]));
  const rated = bayesianRatings({
    rating: Float64Array.from(styles, (s) => s.rating_score),
    reviews: Int32Array.from(styles, (s) => s.reviews_count),
  });
  const price = (value: number | null, missing: number) => value ?? missing;
  const compare = (
    a: { style: StyleRow; score: number },
    b: { style: StyleRow; score: number },
  ) => {
    const x = a.style;
    const y = b.style;
    const bySort = {
      relevance: () => (q.words ? b.score - a.score : 0) || y.reviews_count - x.reviews_count,
      newest: () => y.created_epoch - x.created_epoch,
      "price-asc": () =>
        price(x.low_current[0] ?? null, Infinity) - price(y.low_current[0] ?? null, Infinity),
      "price-desc": () =>
        price(y.high_current[0] ?? null, -Infinity) - price(x.high_current[0] ?? null, -Infinity),
      "top-rated": () =>
        (rated[index.get(y.style_id) as number] as number) -
          (rated[index.get(x.style_id) as number] as number) || y.reviews_count - x.reviews_count,
    }[q.sort]();
    return bySort || (x.style_id < y.style_id ? -1 : 1);
  };
  const ordered = matched.sort(compare).map((m) => m.style.style_id);
  const facetCounts = new Map([...counts].map(([key, ids]) => [key, ids.size]));
  return { total: matched.length, page: ordered.slice(q.start, q.start + q.count), facetCounts };
}

describe("the search engine against a reference that checks every row", () => {
  it("finds the same styles, in the same order, with the same facet counts", () => {
    fc.assert(
      fc.property(fc.array(styleArb, { minLength: 1, maxLength: 40 }), queryArb, (drafts, q) => {
        const data = catalogue(drafts);
        const index = buildMemoryIndex(1, data.styles, data.variants);
        const query: EngineQuery = {
          ...q,
          currency: 0,
          storeMask: null,
        };
        const result = runQuery(index, query);
        const expected = reference(data, q);
        expect(result.total).toBe(expected.total);
        for (const pick of ["sort", "walk"] as const) {
          const page = pageOf(index, result, {
            sort: q.sort,
            start: q.start,
            count: q.count,
            currency: 0,
            text: q.words !== null,
            pick,
          });
          expect(page.map((i) => index.styleIds[result.styles[i] as number])).toEqual(
            expected.page,
          );
        }
        const counts = new Map(
          result.counts
            .filter((row) => row.facet !== "total")
            .map((row) => [`${row.facet}:${row.value}`, row.n]),
        );
        expect(counts).toEqual(expected.facetCounts);
        // The row shown for each match passes the colour filter (the tile's colour).
        for (let i = 0; i < result.styles.length; i += 1) {
          const row = result.rows[i] as number;
          expect(index.rowStyle[row]).toBe(result.styles[i]);
          if (q.colors.length > 0)
            expect(q.colors).toContain(index.families[index.familyOf[row] as number]);
        }
      }),
      { numRuns: runs(300) },
    );
  });
});
