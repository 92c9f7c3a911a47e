import { randomUUID } from "node:crypto";
import type { Db } from "../database/db.types";
import type { PageCache, PageCacheStats } from "./page-cache";

/**
 * How a change reaches every copy of the pages that show it (issue 27, decision 0088): this
 * process's cache at once, every other process of the shop through PostgreSQL's NOTIFY, and a
 * proxy or CDN in front through its adapter. Areas call `purge` after their change commits,
 * with the ids the pages were tagged with (`product:M1234567`).
 */
export interface PagePurge {
  purge(tags: readonly string[]): Promise<void>;
  /** Starts hearing other processes' purges (PostgreSQL); a no-op on PGlite. */
  start(): Promise<void>;
  stop(): Promise<void>;
  /** This process's cache's counters (null with the cache off), for tests and benches. */
  stats(): PageCacheStats | null;
}

/** A proxy or CDN's purge by tag (`edge-purge.ts` for Varnish's xkey). */
export interface EdgePurger {
  purge(tags: readonly string[]): Promise<void>;
}

import { DATA_REFRESH_MS } from "./page-tags";

export const PURGE_CHANNEL = "ridgeline_page_purge";

/**
 * How long after a purge it is purged again. The data a page is rendered from is itself kept
 * for up to `DATA_REFRESH_MS` per process (the catalogue's version check, a style's stock:
 * decision 0045), so a page rendered just after a purge may show the data from before the
 * change; the second purge drops such a page once those caches have caught up: within a
 * second of the change in the worst case (issue 27).
 */
export const PURGE_SETTLE_MS = DATA_REFRESH_MS + 300;

/** Every kept page reads the sites (the shell does): purging their tag purges all pages. */
export const ALL_PAGES_TAG = "api:/fapi/sites";

/** NOTIFY's payload is at most 8000 bytes: tags go in batches well under it. */
const BATCH_BYTES = 6000;

function batches(tags: readonly string[]): string[][] {
  const out: string[][] = [];
  let current: string[] = [];
  let size = 0;
  for (const tag of tags) {
    if (size + tag.length + 3 > BATCH_BYTES && current.length > 0) {
      out.push(current);
      current = [];
      size = 0;
    }
    current.push(tag);
    size += tag.length + 3;
  }
  if (current.length > 0) out.push(current);
  return out;
}

export function createPagePurge(deps: {
  cache: PageCache | null;
  db: Db;
  edge?: EdgePurger | null;
  warn: (error: unknown, message: string) => void;
  /** The second purge's delay (`PURGE_SETTLE_MS`); 0 for none (tests read data uncached). */
  settleMs?: number;
}): PagePurge {
  const self = randomUUID();
  let stopListening: (() => Promise<void>) | null = null;
  const settling = new Set<NodeJS.Timeout>();

  /** Purges the tags again once the data caches have caught up (this process, and the edge). */
  function settle(tags: readonly string[], edge: EdgePurger | null): void {
    if (!deps.settleMs) return;
    const timer = setTimeout(() => {
      settling.delete(timer);
      deps.cache?.purge(tags);
      edge
        ?.purge(tags)
        .catch((error: unknown) => deps.warn(error, "a page purge was not passed on"));
    }, deps.settleMs);
    timer.unref();
    settling.add(timer);
  }

  function heard(payload: string): void {
    try {
      const message = JSON.parse(payload) as { from?: unknown; tags?: unknown };
      if (message.from === self || !Array.isArray(message.tags)) return;
      const tags = message.tags.filter((tag): tag is string => typeof tag === "string");
      deps.cache?.purge(tags);
      settle(tags, null);
    } catch (error) {
      deps.warn(error, "a page purge message could not be read");
    }
  }

  return {
    async purge(tags) {
      const unique = [...new Set(tags)];
      if (unique.length === 0) return;
      deps.cache?.purge(unique);
      const told: Promise<unknown>[] = [];
      if (deps.db.listen) {
        for (const batch of batches(unique)) {
          told.push(
            deps.db.query("select pg_notify($1, $2)", [
              PURGE_CHANNEL,
              JSON.stringify({ from: self, tags: batch }),
            ]),
          );
        }
      }
      if (deps.edge) told.push(deps.edge.purge(unique));
      settle(unique, deps.edge ?? null);
      const results = await Promise.allSettled(told);
      for (const result of results) {
        if (result.status === "rejected")
          deps.warn(result.reason, "a page purge was not passed on");
      }
    },
    async start() {
      if (!deps.db.listen || !deps.cache || stopListening) return;
      const cache = deps.cache;
      // Messages missed while the connection was down may have named any page.
      stopListening = await deps.db.listen(PURGE_CHANNEL, heard, () => cache.clear());
    },
    async stop() {
      await stopListening?.();
      stopListening = null;
      for (const timer of settling) clearTimeout(timer);
      settling.clear();
    },
    stats: () => deps.cache?.stats() ?? null,
  };
}
