import { mkdir } from "node:fs/promises";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { unaccent } from "@electric-sql/pglite/contrib/unaccent";
import type { Db, Queryable } from "./db.types";

export interface PgliteDb extends Db {
  /**
   * A snapshot of the data directory after a checkpoint, to start test databases from a
   * migrated, seeded copy that opens without recovery.
   */
  dump(): Promise<Blob>;
  waiting(): number;
  runAlone<T>(name: string, work: () => Promise<T>): Promise<T | null>;
}

/**
 * The embedded database: PostgreSQL compiled to WebAssembly, one connection per process.
 * Queries run one at a time, so transactions are kept short (docs/known-issues.md).
 */
export async function openPglite(options: {
  dataDir?: string;
  loadDataDir?: Blob;
}): Promise<PgliteDb> {
  if (options.dataDir) await mkdir(options.dataDir, { recursive: true });
  const pg = await PGlite.create({
    // Search (migration 0002) uses trigram similarity and accent folding.
    extensions: { pg_trgm, unaccent },
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
  });
  const run = async <Row>(
    target: Pick<PGlite, "query">,
    sql: string,
    params?: readonly unknown[],
  ) => (await target.query<Row>(sql, params ? [...params] : undefined)).rows;
  // Queries and transactions asked for and not finished: all but one wait for the connection.
  // They take turns here, first come first served, with a turn of the event loop between two
  // of them: PGlite hands its connection on in a microtask, so a queue of queries would
  // otherwise run back to back, and no request, health check or timer would get a look in
  // until it drained.
  let pending = 0;
  let last: Promise<unknown> = Promise.resolve();
  const inTurn = <T>(work: () => Promise<T>): Promise<T> => {
    const queued = pending > 0;
    pending += 1;
    const previous = last;
    const turn = (async () => {
      await previous;
      if (queued) await new Promise((resolve) => setImmediate(resolve));
      return work();
    })().finally(() => {
      pending -= 1;
    });
    last = turn.catch(() => undefined);
    return turn;
  };
  const running = new Set<string>();

  return {
    kind: "pglite",
    query: (sql, params) => inTurn(() => run(pg, sql, params)),
    async exec(sql) {
      await inTurn(() => pg.exec(sql));
    },
    transaction: (work) =>
      inTurn(() =>
        pg.transaction((tx) => {
          const scoped: Queryable = { query: (sql, params) => run(tx, sql, params) };
          return work(scoped);
        }),
      ),
    async close() {
      if (!pg.closed) await pg.close();
    },
    // After a checkpoint: a copy opened from a dump taken without one replays the WAL since the
    // last (the seed's, ~64 MB), which doubled the time every test database took to open.
    dump: () =>
      inTurn(async () => {
        await pg.exec("checkpoint");
        return pg.dumpDataDir("none");
      }),
    waiting: () => Math.max(0, pending - 1),
    // One process opens a PGlite directory, so "another process" is this one's other timer.
    async runAlone(name, work) {
      if (running.has(name)) return null;
      running.add(name);
      try {
        return await work();
      } finally {
        running.delete(name);
      }
    },
  };
}
