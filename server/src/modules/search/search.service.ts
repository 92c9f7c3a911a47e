import {
  CURRENCIES,
  toMajor,
  toMinor,
  type AutoSuggestResult,
  type CategoryNode,
  type ProductSearchQuery,
  type ProductSearchResult,
} from "@ridgeline/contract";
import type { Db, Queryable } from "../../platform/database/db.types";
import { AppError } from "../../platform/errors/app-error";
import type { SiteScope } from "../../platform/http/request-scope";
import { shareAnswer } from "../../platform/http/shared-answer";
import type { CatalogService } from "../catalog";
import { descendantIds, findCategoryPath } from "../catalog";
import type { InventoryService } from "../inventory";
import type { StoresService } from "../stores";
import { buildFacets } from "./search-facets.helpers";
import {
  rebuildSearchTables,
  refreshStockFlags,
  refreshStylePrices,
  selectChangedStock,
  selectDbNow,
  selectGeneration,
  selectIndexStyles,
  selectIndexVariants,
} from "./search-index.tables";
import {
  applyStockFlags,
  buildMemoryIndex,
  storeEntryMask,
  type MemoryIndex,
} from "./search-memory.helpers";
import { pageOf, similarStyles, topSellers } from "./search-order.helpers";
import {
  PRICE_BUCKETS,
  runQuery,
  type EngineQuery,
  type EngineResult,
} from "./search-query.helpers";
import { tilesOf } from "./search-tiles.helpers";
import { closestWords, completions, knowsWord, languageWords } from "./search-text.helpers";
import { searchWords, tokenize } from "./search.helpers";

export interface SearchService {
  search(query: ProductSearchQuery, site: SiteScope): Promise<ProductSearchResult>;
  autoSuggest(q: string, count: number, site: SiteScope): Promise<AutoSuggestResult>;
  /** Rebuilds the search tables from the catalogue (after a seed load) and reloads the index. */
  rebuild(): Promise<void>;
  /** Loads the index ahead of the first search (at server start). */
  warm(): Promise<void>;
  /** Re-reads the online stock flags of the colours holding these UPCs (after a stock change). */
  refreshStock(upcs: readonly string[]): Promise<void>;
  /** Copies some styles' new prices into the index; this process answers with them at once. */
  refreshPrices(styleIds: readonly string[]): Promise<void>;
  /** Styles like this one (same leaf category, nearest price) priced on the site. */
  similarStyleIds(styleId: string, site: SiteScope, count: number): Promise<string[]>;
  /** The most popular styles priced on the site. */
  topSellerIds(site: SiteScope, count: number): Promise<string[]>;
}

/** The indexing job: refills the search tables from the catalogue in one transaction. */
export async function rebuildSearchIndex(
  db: Db,
  options: { onlyIfNeverBuilt?: boolean } = {},
): Promise<void> {
  await db.transaction((tx) => rebuildSearchTables(tx, options));
}

/**
 * The indexing job in the transaction that bulk-loaded the catalogue (the demo seed), so the
 * index commits with what it indexes. Freshly loaded tables have no statistics until autovacuum
 * comes by; without them the rebuild's plan nests a million-SKU aggregate in a loop (minutes
 * instead of seconds), so they are analysed first.
 */
export async function rebuildSearchIndexAfterLoad(tx: Queryable): Promise<void> {
  await tx.query("analyze");
  await rebuildSearchTables(tx);
}

type CategoryLink = { id: string; name: string; url: string };
const NO_SUGGESTIONS = { queries: [], categories: [] };
/**
 * Stock changes are stamped with their transaction's start; one that commits later than a
 * check is caught by the next checks as long as it took less than this.
 */
const CHANGE_OVERLAP_MS = 10_000;
/** Stores' pickup stock is re-read at most this often per store. */
const STORE_CACHE_MS = 30_000;
const STORE_CACHE_SIZE = 100;
const EMPTY: EngineResult = {
  total: 0,
  counts: [],
  styles: new Int32Array(0),
  scores: new Float32Array(0),
  rows: new Int32Array(0),
};
/** Computed answers kept per index state (generation and stock version). */
const ANSWER_CACHE_SIZE = 500;

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
  stores: StoresService;
  /** How often to ask whether another process rebuilt the index or changed stock. */
  syncIntervalMs?: number;
  /** Answers kept for repeated searches (0: every answer computed, as the bench's "fresh"). */
  answerCacheSize?: number;
}): SearchService {
  const { db, syncIntervalMs = 1_000, answerCacheSize = ANSWER_CACHE_SIZE } = deps;
  let current: MemoryIndex | null = null;
  let loading: Promise<MemoryIndex> | null = null;
  let checking: Promise<void> | null = null;
  let checkedAt = 0;
  let stockSince = new Date(0);
  const storeMasks = new Map<string, { at: number; index: MemoryIndex; mask: Uint8Array }>();
  // Answers are the same for every shopper of a site until the index or its stock changes.
  let answers = { index: null as MemoryIndex | null, stockVersion: -1 };
  const answerCache = new Map<string, ProductSearchResult>();
  const suggestable = new Map<string, { index: MemoryIndex; words: Uint8Array }>();

  function cachedAnswer(index: MemoryIndex, key: string): ProductSearchResult | undefined {
    if (answers.index !== index || answers.stockVersion !== index.stockVersion) {
      answerCache.clear();
      answers = { index, stockVersion: index.stockVersion };
    }
    const found = answerCache.get(key);
    if (found) {
      answerCache.delete(key);
      answerCache.set(key, found);
    }
    return found;
  }

  function keepAnswer(key: string, answer: ProductSearchResult): void {
    if (answerCacheSize <= 0) return;
    answerCache.set(key, answer);
    const oldest = answerCache.keys().next();
    if (answerCache.size > answerCacheSize && !oldest.done) answerCache.delete(oldest.value);
  }

  /** Which indexed words the site's language may suggest (its texts and category names). */
  async function suggestableWords(index: MemoryIndex, site: SiteScope) {
    const cached = suggestable.get(site.language);
    if (cached && cached.index === index) return cached.words;
    const tree = await deps.catalog.categoryTree(site);
    const categoryWords = new Set(flatten(tree).flatMap((node) => tokenize(node.name)));
    const words = languageWords(index.text, site.language, categoryWords);
    suggestable.set(site.language, { index, words });
    return words;
  }

  /** Reads the whole index; the first load builds the tables when they were never built. */
  function load(): Promise<MemoryIndex> {
    loading ??= (async () => {
      if ((await selectGeneration(db)) === 0)
        await rebuildSearchIndex(db, { onlyIfNeverBuilt: true });
      const since = new Date((await selectDbNow(db)).getTime() - CHANGE_OVERLAP_MS);
      const generation = await selectGeneration(db);
      const styles = await selectIndexStyles(db);
      const variants = await selectIndexVariants(db);
      current = buildMemoryIndex(generation, styles, variants);
      stockSince = since;
      checkedAt = Date.now();
      storeMasks.clear();
      return current;
    })().finally(() => {
      loading = null;
    });
    return loading;
  }

  /** Picks up another process's rebuild (a reload) or stock changes (applied in place). */
  async function check(index: MemoryIndex): Promise<void> {
    if ((await selectGeneration(db)) !== index.generation) {
      // The old index keeps answering until the new one is ready.
      void load().catch(() => undefined);
      return;
    }
    const now = await selectDbNow(db);
    applyStockFlags(index, await selectChangedStock(db, stockSince));
    stockSince = new Date(now.getTime() - CHANGE_OVERLAP_MS);
  }

  async function freshIndex(): Promise<MemoryIndex> {
    const index = current ?? (await load());
    if (Date.now() - checkedAt >= syncIntervalMs && !loading) {
      checkedAt = Date.now();
      checking ??= check(index).finally(() => {
        checking = null;
      });
      await checking;
    }
    return current ?? index;
  }

  /** Which size entries the store holds for pickup (re-read every STORE_CACHE_MS). */
  async function storeMask(index: MemoryIndex, storeId: string): Promise<Uint8Array> {
    const cached = storeMasks.get(storeId);
    if (cached && cached.index === index && Date.now() - cached.at < STORE_CACHE_MS)
      return cached.mask;
    const store = (await deps.stores.deliveryStores([storeId])).get(storeId);
    if (!store)
      throw new AppError("VAL400", {
        field: "storeId",
        message: `Store ${storeId} does not exist.`,
      });
    // A store with pickup switched off holds nothing for pickup, whatever its stock.
    const upcs = store.pickupEnabled ? await deps.inventory.upcsInStockAt(storeId) : [];
    const mask = storeEntryMask(index, upcs);
    storeMasks.delete(storeId);
    storeMasks.set(storeId, { at: Date.now(), index, mask });
    const oldest = storeMasks.keys().next();
    if (storeMasks.size > STORE_CACHE_SIZE && !oldest.done) storeMasks.delete(oldest.value);
    return mask;
  }

  /**
   * Each word kept when the index knows it, otherwise swapped for the closest indexed word of
   * the page's language (`allowed`).
   */
  function correct(index: MemoryIndex, words: readonly string[], allowed: Uint8Array): string[] {
    return words.map((word) =>
      knowsWord(index.text, word)
        ? word
        : (closestWords(index.text, word, 1, (p) => allowed[p] === 1)[0] ?? word),
    );
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

  async function checkedFilter(
    index: MemoryIndex,
    query: ProductSearchQuery,
    site: SiteScope,
    ids: string[] | null,
  ): Promise<Omit<EngineQuery, "words">> {
    const { priceMin, priceMax, size = [] } = query;
    if (priceMin !== undefined && priceMax !== undefined && priceMin > priceMax)
      throw new AppError("VAL400", {
        field: "priceMin",
        message: "priceMin must not be above priceMax.",
      });
    const unknown = size.find((code) => !index.sizes.includes(code));
    if (unknown !== undefined)
      throw new AppError("VAL400", { field: "size", message: `size ${unknown} does not exist.` });
    return {
      currency: CURRENCIES.indexOf(site.currency),
      categoryIds: ids,
      genders: query.gender ?? [],
      colors: query.color ?? [],
      sizes: size,
      priceMin: priceMin === undefined ? null : toMinor(priceMin, site.currency),
      priceMax: priceMax === undefined ? null : toMinor(priceMax, site.currency),
      rating: query.rating ?? null,
      onSale: query.onSale ?? false,
      inStock: query.inStock ?? false,
      storeMask: query.storeId ? await storeMask(index, query.storeId) : null,
    };
  }

  async function noResultSuggestions(
    index: MemoryIndex,
    words: readonly string[],
    site: SiteScope,
  ) {
    const allowed = await suggestableWords(index, site);
    const queries = new Set<string>();
    for (const word of words)
      for (const term of closestWords(index.text, word, 3, (p) => allowed[p] === 1))
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
      const index = await freshIndex();
      // A store's pickup stock is re-read on its own clock, so those answers are not kept.
      const key = query.storeId
        ? null
        : JSON.stringify([site.locale, site.currency, site.language, query]);
      const cached = key === null ? undefined : cachedAnswer(index, key);
      if (cached) return cached;
      const { ids, category } = await resolveCategory(query.categoryId, site);
      const base = await checkedFilter(index, query, site, ids);
      const q = query.q ? query.q : null;
      let words = q ? searchWords(q) : [];
      let corrected: string | null = null;
      const run = (typed: readonly string[]) =>
        runQuery(index, { ...base, words: typed.length > 0 ? typed : null });
      // A text with no searchable word (only punctuation) matches nothing rather than everything.
      let result = q && words.length === 0 ? EMPTY : run(words);
      if (q && result.total === 0 && words.length > 0) {
        const fixed = correct(index, words, await suggestableWords(index, site));
        if (fixed.join(" ") !== words.join(" ")) {
          const retry = run(fixed);
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
      const page = pageOf(index, result, {
        sort: query.sort,
        start: query.start,
        count: query.count,
        currency: base.currency,
        text: words.length > 0,
      });
      const products = tilesOf(
        index,
        page.map((i) => result.styles[i] as number),
        site,
        page.map((i) => result.rows[i] as number),
        base.colors.length > 0,
      );
      const answer: ProductSearchResult = {
        total: result.total,
        start: query.start,
        count: products.length,
        sort: query.sort,
        category,
        products,
        facets,
        query: { q, corrected },
        suggestions:
          q && result.total === 0 ? await noResultSuggestions(index, words, site) : NO_SUGGESTIONS,
      };
      if (key === null) return answer;
      // Kept and the same for every shopper: frozen, its JSON written once (decision 0051).
      keepAnswer(key, shareAnswer(answer));
      return answer;
    },

    async autoSuggest(q, count, site) {
      const index = await freshIndex();
      const words = searchWords(q);
      const last = words.at(-1);
      if (!last) return { q, corrected: null, completions: [], products: [], categories: [] };
      const head = words.slice(0, -1);
      const allowed = await suggestableWords(index, site);
      const isAllowed = (position: number) => allowed[position] === 1;
      let terms = completions(index.text, last, count, isAllowed);
      let typed = words;
      let corrected: string | null = null;
      if (terms.length === 0) {
        const fixed = correct(index, words, allowed);
        terms = closestWords(index.text, last, count, isAllowed);
        if (fixed.join(" ") !== words.join(" ")) {
          typed = fixed;
          corrected = fixed.join(" ");
        }
      }
      const tree = await deps.catalog.categoryTree(site);
      const categories = matchingCategories(tree, typed.slice(-1)).slice(0, count);
      const suggestions = [
        ...new Set([
          ...terms.map((term) => [...head, term].join(" ")),
          ...categories.map((node) => node.name),
        ]),
      ].slice(0, count);
      const base = await checkedFilter(
        index,
        { sort: "relevance", start: 0, count: 4 },
        site,
        null,
      );
      const result = runQuery(index, { ...base, words: typed });
      const page = pageOf(index, result, {
        sort: "relevance",
        start: 0,
        count: 4,
        currency: base.currency,
        text: true,
      });
      return {
        q,
        corrected,
        completions: suggestions,
        products: tilesOf(
          index,
          page.map((i) => result.styles[i] as number),
          site,
        ),
        categories,
      };
    },

    async rebuild() {
      await rebuildSearchIndex(db);
      await load();
    },

    async warm() {
      await freshIndex();
      if (loading) await loading;
    },

    async similarStyleIds(styleId, site, count) {
      const index = await freshIndex();
      const style = index.styleOf.get(styleId);
      if (style === undefined) return [];
      return similarStyles(index, style, CURRENCIES.indexOf(site.currency), count).map(
        (s) => index.styleIds[s] as string,
      );
    },

    async topSellerIds(site, count) {
      const index = await freshIndex();
      return topSellers(index, CURRENCIES.indexOf(site.currency), count).map(
        (s) => index.styleIds[s] as string,
      );
    },

    async refreshPrices(styleIds) {
      await db.transaction((tx) => refreshStylePrices(tx, styleIds));
      // A new index: the answers kept for the old one go with it (cachedAnswer).
      await load();
    },

    async refreshStock(upcs) {
      const rows = await refreshStockFlags(db, upcs);
      if (current) applyStockFlags(current, rows);
    },
  };
}
