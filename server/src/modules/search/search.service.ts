import {
  CURRENCIES,
  productPath,
  toMajor,
  toMinor,
  type AutoSuggestResult,
  type CategoryNode,
  type ProductSearchQuery,
  type ProductSearchResult,
  type ProductTile,
} from "@ridgeline/contract";
import type { Db } from "../../platform/database/db.types";
import { AppError } from "../../platform/errors/app-error";
import type { SiteScope } from "../../platform/http/request-scope";
import type { CatalogService } from "../catalog/catalog.service";
import { productImage } from "../catalog/product-tile.helpers";
import { descendantIds, findCategoryPath } from "../catalog/category-tree.helpers";
import type { InventoryService } from "../inventory/inventory.service";
import { buildFacets } from "./search-facets.helpers";
import { rebuildSearchTables } from "./search-index.tables";
import { searchWords, toTsquery } from "./search.helpers";
import {
  PRICE_BUCKETS,
  selectClosestTerms,
  selectFacetCounts,
  selectHits,
  selectSizeCodes,
  selectTermsStartingWith,
  selectTileColors,
  termExists,
  type FacetRow,
  type HitRow,
  type SearchFilter,
} from "./search.tables";

export interface SearchService {
  search(query: ProductSearchQuery, site: SiteScope): Promise<ProductSearchResult>;
  autoSuggest(q: string, count: number, site: SiteScope): Promise<AutoSuggestResult>;
  /** Rebuilds the search tables from the catalogue (after a seed load). */
  rebuild(): Promise<void>;
}

/** The indexing job: refills the search tables from the catalogue in one transaction. */
export async function rebuildSearchIndex(db: Db): Promise<void> {
  await db.transaction((tx) => rebuildSearchTables(tx));
}

interface SearchRun {
  counts: FacetRow[];
  total: number;
  hits: HitRow[];
}

type CategoryLink = { id: string; name: string; url: string };
const SIZE_CACHE_MS = 60_000;
/**
 * Answers are kept this long, at most RESULT_CACHE_SIZE of them: category pages and popular
 * texts repeat, and the index only changes when it is rebuilt (which clears them).
 */
const RESULT_CACHE_MS = 60_000;
const RESULT_CACHE_SIZE = 500;
const NO_SUGGESTIONS = { queries: [], categories: [] };

function flatten(nodes: readonly CategoryNode[]): CategoryNode[] {
  return nodes.flatMap((node) => [node, ...flatten(node.children)]);
}

/** Categories whose name has a word starting with one of `words`, deepest first. */
function matchingCategories(tree: readonly CategoryNode[], words: readonly string[]) {
  return flatten(tree)
    .filter((node) => searchWords(node.name).some((w) => words.some((word) => w.startsWith(word))))
    .sort((a, b) => b.level - a.level)
    .map((node): CategoryLink => ({ id: node.id, name: node.name, url: node.url }));
}

export function createSearchService(deps: {
  db: Db;
  catalog: CatalogService;
  inventory: InventoryService;
}): SearchService {
  const { db } = deps;
  let sizeCodes: { codes: Set<string>; at: number } | null = null;
  const results = new Map<string, { at: number; value: Promise<SearchRun> }>();

  /** A cached search run; a failed run is forgotten so the next request tries again. */
  function cachedRun(key: string, run: () => Promise<SearchRun>): Promise<SearchRun> {
    const hit = results.get(key);
    results.delete(key);
    if (hit && Date.now() - hit.at < RESULT_CACHE_MS) {
      results.set(key, hit);
      return hit.value;
    }
    const value = run();
    value.catch(() => results.delete(key));
    results.set(key, { at: Date.now(), value });
    const oldest = results.keys().next();
    if (results.size > RESULT_CACHE_SIZE && !oldest.done) results.delete(oldest.value);
    return value;
  }

  async function knownSizes(): Promise<Set<string>> {
    if (!sizeCodes || Date.now() - sizeCodes.at > SIZE_CACHE_MS)
      sizeCodes = { codes: new Set(await selectSizeCodes(db)), at: Date.now() };
    return sizeCodes.codes;
  }

  /** Each word kept when the index knows it, otherwise swapped for the closest indexed word. */
  async function correct(words: readonly string[]): Promise<string[]> {
    const fixed: string[] = [];
    for (const word of words) {
      if (await termExists(db, word)) fixed.push(word);
      else fixed.push((await selectClosestTerms(db, word, 1))[0]?.term ?? word);
    }
    return fixed;
  }

  async function tiles(rows: readonly HitRow[], site: SiteScope): Promise<ProductTile[]> {
    const colors = await selectTileColors(
      db,
      rows.map((row) => row.style_id),
      CURRENCIES.indexOf(site.currency) + 1,
    );
    const money = (minor: number) => toMajor(minor, site.currency);
    return rows.map((row): ProductTile => {
      const own = colors.filter((color) => color.style_id === row.style_id);
      const first = own.find((color) => color.is_default) ?? own[0];
      return {
        productId: row.style_id,
        name: row.name,
        url: productPath(site.locale, row.slug, row.style_id),
        image: productImage(first?.color_variant_id ?? row.style_id, row.name),
        colors: own.map((color) => ({
          colorVariantId: color.color_variant_id,
          label: color.color_name,
          hex: color.hex,
          image: productImage(color.color_variant_id, `${row.name} in ${color.color_name}`),
        })),
        price: {
          currency: site.currency,
          lowCurrent: money(row.low_current),
          highCurrent: money(row.high_current),
          lowOriginal: money(row.low_original),
          highOriginal: money(row.high_original),
        },
        rating: { score: row.rating_score, reviewsCount: row.reviews_count },
        badge: row.badge,
      };
    });
  }

  async function resolveCategory(categoryId: string | undefined, site: SiteScope) {
    if (!categoryId) return { ids: null, category: null };
    const path = findCategoryPath(await deps.catalog.categoryTree(site), categoryId);
    const node = path.at(-1);
    if (!node)
      throw new AppError("PLP400", {
        field: "categoryId",
        message: "This category does not exist.",
      });
    const breadcrumbs = path.map((step) => ({ id: step.id, name: step.name, url: step.url }));
    return {
      ids: descendantIds(node),
      category: { id: node.id, name: node.name, breadcrumbs },
    };
  }

  async function checkedFilter(query: ProductSearchQuery, site: SiteScope, ids: string[] | null) {
    const { priceMin, priceMax, size = [] } = query;
    if (priceMin !== undefined && priceMax !== undefined && priceMin > priceMax)
      throw new AppError("VAL400", {
        field: "priceMin",
        message: "priceMin must not be above priceMax.",
      });
    const sizes = await knownSizes();
    const unknown = size.find((code) => !sizes.has(code));
    if (unknown !== undefined)
      throw new AppError("VAL400", { field: "size", message: `size ${unknown} does not exist.` });
    let storeUpcs: string[] | null = null;
    if (query.storeId) {
      storeUpcs = await deps.inventory.pickupUpcs(query.storeId);
      if (!storeUpcs)
        throw new AppError("VAL400", {
          field: "storeId",
          message: `Store ${query.storeId} does not exist.`,
        });
    }
    const filter: Omit<SearchFilter, "tsquery"> = {
      currencyIndex: CURRENCIES.indexOf(site.currency) + 1,
      categoryIds: ids,
      genders: query.gender ?? [],
      colors: query.color ?? [],
      sizes: size,
      priceMin: priceMin === undefined ? null : toMinor(priceMin, site.currency),
      priceMax: priceMax === undefined ? null : toMinor(priceMax, site.currency),
      rating: query.rating ?? null,
      onSale: query.onSale ?? false,
      inStock: query.inStock ?? false,
      storeUpcs,
    };
    return filter;
  }

  async function noResultSuggestions(words: readonly string[], site: SiteScope) {
    const queries = new Set<string>();
    for (const word of words)
      for (const { term } of await selectClosestTerms(db, word, 3))
        queries.add(words.map((w) => (w === word ? term : w)).join(" "));
    const tree = await deps.catalog.categoryTree(site);
    const related = matchingCategories(tree, [...queries].flatMap(searchWords));
    const categories = related.length > 0 ? related : tree.map((node) => node);
    return {
      queries: [...queries].slice(0, 5),
      categories: categories
        .slice(0, 5)
        .map((node) => ({ id: node.id, name: node.name, url: node.url })),
    };
  }

  return {
    async search(query, site) {
      const { ids, category } = await resolveCategory(query.categoryId, site);
      const base = await checkedFilter(query, site, ids);
      const q = query.q ? query.q : null;
      let words = q ? searchWords(q) : [];
      let corrected: string | null = null;
      const page = { sort: query.sort, start: query.start, count: query.count };
      const run = (tsquery: string | null) => {
        const filter = { ...base, tsquery };
        const key = JSON.stringify({ ...filter, storeUpcs: query.storeId ?? null, page });
        return cachedRun(key, async () => {
          const counts = await selectFacetCounts(db, filter);
          const total = counts.find((row) => row.facet === "total")?.n ?? 0;
          const hits = total > query.start ? await selectHits(db, filter, page) : [];
          return { counts, total, hits };
        });
      };
      // A text with no searchable word (only punctuation) matches nothing rather than everything.
      let result: SearchRun =
        q && words.length === 0 ? { counts: [], total: 0, hits: [] } : await run(toTsquery(words));
      if (q && result.total === 0 && words.length > 0) {
        const fixed = await correct(words);
        if (fixed.join(" ") !== words.join(" ")) {
          const retry = await run(toTsquery(fixed));
          if (retry.total > 0) {
            result = retry;
            corrected = fixed.join(" ");
            words = fixed;
          }
        }
      }
      const facets = buildFacets(
        result.counts,
        { ...base, priceMin: query.priceMin ?? null, priceMax: query.priceMax ?? null },
        { priceLimitsMinor: PRICE_BUCKETS, toMajor: (minor) => toMajor(minor, site.currency) },
      );
      const products = await tiles(result.hits, site);
      return {
        total: result.total,
        start: query.start,
        count: products.length,
        sort: query.sort,
        category,
        products,
        facets,
        query: { q, corrected },
        suggestions:
          q && result.total === 0 ? await noResultSuggestions(words, site) : NO_SUGGESTIONS,
      };
    },

    async autoSuggest(q, count, site) {
      const words = searchWords(q);
      const last = words.at(-1);
      if (!last) return { q, corrected: null, completions: [], products: [], categories: [] };
      const head = words.slice(0, -1);
      let terms = await selectTermsStartingWith(db, last, count);
      let typed = words;
      let corrected: string | null = null;
      if (terms.length === 0) {
        const fixed = await correct(words);
        terms = (await selectClosestTerms(db, last, count)).map((row) => row.term);
        if (fixed.join(" ") !== words.join(" ")) {
          typed = fixed;
          corrected = fixed.join(" ");
        }
      }
      const tree = await deps.catalog.categoryTree(site);
      const categories = matchingCategories(tree, typed.slice(-1)).slice(0, count);
      const completions = [
        ...new Set([
          ...terms.map((term) => [...head, term].join(" ")),
          ...categories.map((node) => node.name),
        ]),
      ].slice(0, count);
      const filter = {
        ...(await checkedFilter({ sort: "relevance", start: 0, count: 4 }, site, null)),
        tsquery: toTsquery(typed),
      };
      const page = { sort: "relevance", start: 0, count: 4 } as const;
      const { hits } = await cachedRun(
        `suggest:${JSON.stringify({ ...filter, page })}`,
        async () => {
          const rows = await selectHits(db, filter, page);
          return { counts: [], total: rows.length, hits: rows };
        },
      );
      return { q, corrected, completions, products: await tiles(hits, site), categories };
    },

    async rebuild() {
      await rebuildSearchIndex(db);
      sizeCodes = null;
      results.clear();
    },
  };
}
