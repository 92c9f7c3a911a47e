import { createHash } from "node:crypto";
import { promisify } from "node:util";
import { brotliCompress, constants as zlibConstants, gzip } from "node:zlib";

/**
 * The page cache (issue 27, decision 0088): a shared page rendered once, kept in each process's
 * memory under exactly the decisions it used, until something it shows changes (a purge by
 * tag), its time is up (then served stale while one render refreshes it) or it is the least
 * recently used one past the cache's bounds. Platform code: it knows URLs, decisions, tags and
 * bytes, never what a page shows.
 */

/** What one shopper's request decided (decision name → value), from the one decision point. */
export type DecisionValues = Readonly<Record<string, string>>;

/** A page as a render produced it, before it is kept. */
export interface RenderedPage {
  status: number;
  /** Headers to send with every copy (content type, policy…); never `set-cookie`. */
  headers: Readonly<Record<string, string>>;
  body: Buffer;
  /** The ids of what the page shows (`product:M123`): a purge of any of them drops it. */
  tags: readonly string[];
  /** The decisions the render read: the page is kept under their values only. */
  used: readonly string[];
  /** How long the page is fresh, then how long it may still be served while refreshed. */
  maxAgeMs: number;
  staleMs: number;
}

/** A kept page, in every encoding it is sent in. */
export interface CachedPage {
  readonly status: number;
  readonly headers: Readonly<Record<string, string>>;
  readonly identity: Buffer;
  /** Null when the page is too small to be worth compressing. */
  readonly gzip: Buffer | null;
  readonly br: Buffer | null;
  /** A weak validator of the page's content, the same whatever the encoding. */
  readonly etag: string;
  readonly tags: readonly string[];
  readonly used: readonly string[];
  readonly storedAt: number;
  readonly freshUntil: number;
  readonly staleUntil: number;
  readonly bytes: number;
}

/** How a lookup was answered: for the `x-page-cache` header and the benches. */
export type CacheState = "hit" | "stale" | "miss";

/**
 * What a render gave back: a page to keep, or one answer that must not be kept (an error, a
 * page that turned out personal), which goes only to the requests that waited for it.
 */
export type RenderOutcome = { keep: RenderedPage } | { once: RenderedPage };

export interface PageCacheOptions {
  maxEntries: number;
  maxBytes: number;
  now?: () => number;
  /** Told of a refresh in the background that failed (the stale page stays until its end). */
  onError?: (error: unknown) => void;
}

export interface PageCacheStats {
  entries: number;
  bytes: number;
  hits: number;
  stale: number;
  misses: number;
  renders: number;
  purged: number;
  evicted: number;
}

/** Pages smaller than this go out as they are: compressing them saves less than it costs. */
const MIN_COMPRESSED_BYTES = 1024;
/**
 * Brotli's quality for kept pages. Measured on a 90 kB product page: quality 9 took 13 ms of
 * CPU for 18,658 bytes, quality 6 1.2 ms for 18,842 (1 % more); with a change every second
 * purging the popular pages, quality 9's compressions were the largest cost of the traffic mix
 * (a profile of `bench/page-mix-bench.mjs` at 200 req/s), so a copy is made at 6.
 */
const BROTLI_QUALITY = 6;

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/** The key of one copy: the URL, then each used decision with its value, in name order. */
export function variantKey(
  url: string,
  used: readonly string[],
  decisions: DecisionValues,
): string {
  const parts = [...used].sort().map((name) => `${name}=${decisions[name] ?? ""}`);
  return `${url}\n${parts.join("\n")}`;
}

/** Every decision's value, for requests that may share one render before the used set is known. */
function allDecisionsKey(url: string, decisions: DecisionValues): string {
  return variantKey(url, Object.keys(decisions), decisions);
}

async function compressed(body: Buffer): Promise<{ gzip: Buffer | null; br: Buffer | null }> {
  if (body.length < MIN_COMPRESSED_BYTES) return { gzip: null, br: null };
  const [gz, br] = await Promise.all([
    gzipAsync(body, { level: 6 }),
    brotliAsync(body, {
      params: {
        [zlibConstants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
        [zlibConstants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
  ]);
  return { gzip: gz, br };
}

export function etagOf(body: Buffer): string {
  return `W/"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`;
}

export interface PageCache {
  /**
   * The page for `url` and this request's decisions: a fresh copy, a stale one (a refresh is
   * started, once), or `render`'s page on a miss, rendered once for every request with the
   * same decisions that asks meanwhile. `once` answers are passed on, never kept.
   */
  get(
    url: string,
    decisions: DecisionValues,
    render: () => Promise<RenderOutcome>,
  ): Promise<{ page: CachedPage; state: CacheState; kept: boolean }>;
  /** A fresh copy for `url` and these decisions, or null (then `get` decides what to do). */
  peek(url: string, decisions: DecisionValues): CachedPage | null;
  /** Drops every copy that shows any of `tags`; answers how many went. */
  purge(tags: readonly string[]): number;
  clear(): void;
  stats(): PageCacheStats;
}

export function createPageCache(options: PageCacheOptions): PageCache {
  const now = options.now ?? Date.now;
  /** Copies by variant key; a Map keeps insertion order, which is used as recency. */
  const entries = new Map<string, CachedPage>();
  /** The decisions the last kept render of each URL used: how a lookup builds its key. */
  const usedByUrl = new Map<string, readonly string[]>();
  const keysByTag = new Map<string, Set<string>>();
  /** Renders in flight, by URL and every decision's value. */
  const rendering = new Map<string, Promise<{ page: CachedPage; kept: boolean }>>();
  /** Refreshes of stale copies in flight, by variant key. */
  const refreshing = new Set<string>();
  /** A purge's sequence number per tag: a render that began before it is not kept. */
  const purgedAt = new Map<string, number>();
  let purgeSeq = 0;
  /** Renders that have ended: when all have, no purge mark is needed any more. */
  let settled = 0;
  let bytes = 0;
  const counts = { hits: 0, stale: 0, misses: 0, renders: 0, purged: 0, evicted: 0 };

  function drop(key: string): void {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    bytes -= entry.bytes;
    for (const tag of entry.tags) {
      const keys = keysByTag.get(tag);
      keys?.delete(key);
      if (keys && keys.size === 0) keysByTag.delete(tag);
    }
  }

  function touch(key: string, entry: CachedPage): void {
    entries.delete(key);
    entries.set(key, entry);
  }

  function evictToBounds(): void {
    for (const key of entries.keys()) {
      if (entries.size <= options.maxEntries && bytes <= options.maxBytes) return;
      drop(key);
      counts.evicted += 1;
    }
  }

  function keep(url: string, decisions: DecisionValues, page: CachedPage): void {
    const key = variantKey(url, page.used, decisions);
    drop(key);
    if (page.bytes > options.maxBytes) return;
    entries.set(key, page);
    bytes += page.bytes;
    usedByUrl.set(url, page.used);
    for (const tag of page.tags) {
      let keys = keysByTag.get(tag);
      if (!keys) keysByTag.set(tag, (keys = new Set()));
      keys.add(key);
    }
    evictToBounds();
  }

  async function build(rendered: RenderedPage): Promise<CachedPage> {
    const at = now();
    const { gzip: gz, br } = await compressed(rendered.body);
    return {
      status: rendered.status,
      headers: rendered.headers,
      identity: rendered.body,
      gzip: gz,
      br,
      etag: etagOf(rendered.body),
      tags: [...new Set(rendered.tags)],
      used: [...new Set(rendered.used)].sort(),
      storedAt: at,
      freshUntil: at + rendered.maxAgeMs,
      staleUntil: at + rendered.maxAgeMs + rendered.staleMs,
      bytes: rendered.body.length + (gz?.length ?? 0) + (br?.length ?? 0),
    };
  }

  /** Renders and keeps the page, unless a purge of something it shows came meanwhile. */
  async function renderAndKeep(
    url: string,
    decisions: DecisionValues,
    render: () => Promise<RenderOutcome>,
  ): Promise<{ page: CachedPage; kept: boolean }> {
    const startedAt = purgeSeq;
    counts.renders += 1;
    const outcome = await render().finally(() => (settled += 1));
    if ("once" in outcome) return { page: await build(outcome.once), kept: false };
    const page = await build(outcome.keep);
    const overtaken = page.tags.some((tag) => (purgedAt.get(tag) ?? -1) > startedAt);
    if (overtaken) return { page, kept: false };
    keep(url, decisions, page);
    return { page, kept: true };
  }

  function coalesced(
    url: string,
    decisions: DecisionValues,
    render: () => Promise<RenderOutcome>,
  ): Promise<{ page: CachedPage; kept: boolean }> {
    const key = allDecisionsKey(url, decisions);
    const running = rendering.get(key);
    if (running) return running;
    const started = renderAndKeep(url, decisions, render).finally(() => {
      if (rendering.get(key) === started) rendering.delete(key);
    });
    rendering.set(key, started);
    return started;
  }

  return {
    async get(url, decisions, render) {
      const used = usedByUrl.get(url);
      const key = used ? variantKey(url, used, decisions) : null;
      const entry = key ? entries.get(key) : undefined;
      const at = now();
      if (key && entry && at < entry.staleUntil) {
        touch(key, entry);
        if (at < entry.freshUntil) {
          counts.hits += 1;
          return { page: entry, state: "hit", kept: true };
        }
        counts.stale += 1;
        if (!refreshing.has(key)) {
          refreshing.add(key);
          void coalesced(url, decisions, render)
            .catch((error: unknown) => options.onError?.(error))
            .finally(() => refreshing.delete(key));
        }
        return { page: entry, state: "stale", kept: true };
      }
      if (key && entry) drop(key);
      counts.misses += 1;
      const { page, kept } = await coalesced(url, decisions, render);
      return { page, state: "miss", kept };
    },

    peek(url, decisions) {
      const used = usedByUrl.get(url);
      if (!used) return null;
      const key = variantKey(url, used, decisions);
      const entry = entries.get(key);
      if (!entry || now() >= entry.freshUntil) return null;
      touch(key, entry);
      counts.hits += 1;
      return entry;
    },

    purge(tags) {
      purgeSeq += 1;
      let dropped = 0;
      for (const tag of tags) {
        purgedAt.set(tag, purgeSeq);
        for (const key of [...(keysByTag.get(tag) ?? [])]) {
          drop(key);
          dropped += 1;
        }
      }
      // A render already running may show what changed: later requests start their own.
      rendering.clear();
      // The purge marks only matter to renders that began before them.
      if (refreshing.size === 0 && counts.renders === settled) purgedAt.clear();
      counts.purged += dropped;
      return dropped;
    },

    clear() {
      for (const key of [...entries.keys()]) drop(key);
      usedByUrl.clear();
    },

    stats: () => ({ entries: entries.size, bytes, ...counts }),
  };
}
