import type { Queryable } from "../database/db.types";

/**
 * A process's cache of something that is the same for every shopper (product documents, the
 * category tree, the sites), kept correct across processes by a version in the database
 * (`cache_versions`, bumped by triggers on the owner's tables in the same transaction as the
 * change; decision 0045). The version is read at most once per `checkEveryMs` (0: on every
 * read, as tests do); when it moved, everything cached goes. A process's own writes call
 * `clear()` and see their change at once; other processes see it within `checkEveryMs`.
 * Shoppers' own data (bag, favourites, session) never goes in one of these.
 */
export interface SharedCache<V> {
  /** The value of `key`, loaded once (concurrent callers share the load) until the version moves. */
  get(key: string, load: () => Promise<V>): Promise<V>;
  /** Forgets everything now and rereads the version on the next get. */
  clear(): void;
}

export function createSharedCache<V>(options: {
  db: Queryable;
  /** The name the owner's triggers bump (`bump_cache_version('catalog')`). */
  name: string;
  checkEveryMs: number;
  /** Past this many entries the least recently used go (a catalogue may be large). */
  maxEntries: number;
}): SharedCache<V> {
  const { db, name, checkEveryMs, maxEntries } = options;
  let entries = new Map<string, Promise<V>>();
  let version: string | null = null;
  let checkedAt = -Infinity;
  let checking: Promise<void> | null = null;

  async function readVersion(): Promise<string> {
    const rows = await db.query<{ version: string | number }>(
      "select version from cache_versions where name = $1",
      [name],
    );
    return String(rows[0]?.version ?? 0);
  }

  function check(): Promise<void> {
    checking ??= (async () => {
      try {
        const now = Date.now();
        const current = await readVersion();
        if (current !== version) {
          version = current;
          entries = new Map();
        }
        checkedAt = now;
      } finally {
        checking = null;
      }
    })();
    return checking;
  }

  return {
    async get(key, load) {
      // A clock set back (negative elapsed time) counts as time to check too.
      const elapsed = Date.now() - checkedAt;
      if (checkEveryMs === 0 || elapsed >= checkEveryMs || elapsed < 0) await check();
      const held = entries.get(key);
      if (held) {
        // Most recently used goes last: the first key is the one to drop.
        entries.delete(key);
        entries.set(key, held);
        return held;
      }
      const map = entries;
      const loading = load();
      map.set(key, loading);
      // A failed load is not remembered; the next caller tries again.
      loading.catch(() => {
        if (map.get(key) === loading) map.delete(key);
      });
      if (map.size > maxEntries) {
        const oldest = map.keys().next().value;
        if (oldest !== undefined) map.delete(oldest);
      }
      return loading;
    },
    clear() {
      entries = new Map();
      checkedAt = -Infinity;
    },
  };
}
