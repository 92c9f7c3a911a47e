import { expect } from "vitest";
import type { Db, Queryable } from "../src/platform/database/db.types";
import { createTestApp, type TestApp } from "./test-app";

/**
 * One app and database per worker for the API files that only read the seed (decision 0084):
 * building a fresh app and database per file costs more than most such files' tests. A file
 * joins with `// app: shared` among its first lines (the `api-shared` project, `isolate: false`:
 * one worker process runs many files) and takes the app with `sharedTestApp()`.
 *
 * What one file does must not change what the next one reads, so every statement that changes
 * a table is recorded, and the file's `close()` fails naming it. Only the tables below may be
 * written: each row there belongs to the one caller who made it (a guest's session, an
 * address's request counter) and no other file can read it.
 */
export const SHARED_WRITABLE_TABLES: ReadonlySet<string> = new Set([
  "shopper_sessions",
  "rate_limit_counters",
  "bot_challenges_used",
]);

const WRITE =
  /\b(insert\s+into|update|delete\s+from|truncate(?:\s+table)?|merge\s+into|alter\s+table|drop\s+table|create\s+table)\s+(?:only\s+)?"?([a-z_][\w.]*)"?/gi;

/** The tables a statement changes: `select … for update` locks, it does not write. */
export function tablesWrittenBy(sql: string): string[] {
  const tables: string[] = [];
  const text = sql.replace(/--[^\n]*/g, "").replace(/'(?:[^']|'')*'/g, "''");
  for (const match of text.matchAll(WRITE)) {
    const verb = (match[1] ?? "").toLowerCase();
    const table = (match[2] ?? "").toLowerCase();
    // `for update` / `for no key update` / `on conflict … do update set`: no table follows.
    if (
      verb === "update" &&
      (table === "set" || /\bfor\s+(no\s+key\s+)?$/i.test(text.slice(0, match.index)))
    )
      continue;
    tables.push(table.replace(/^public\./, ""));
  }
  return tables;
}

/** A handle that notes each write's tables and statement before running it. */
function recording(db: Db, writes: { table: string; sql: string }[]): Db {
  const note = (sql: string) => {
    for (const table of tablesWrittenBy(sql)) writes.push({ table, sql: sql.trim().slice(0, 200) });
  };
  const wrap = (q: Queryable): Queryable => ({
    query(sql, params) {
      note(sql);
      return q.query(sql, params);
    },
  });
  return {
    ...wrap(db),
    kind: db.kind,
    transaction: (work) => db.transaction((tx) => work(wrap(tx))),
    exec(sql) {
      note(sql);
      return db.exec(sql);
    },
    close: () => db.close(),
    ...(db.waiting ? { waiting: () => db.waiting?.() ?? 0 } : {}),
    ...(db.runAlone ? { runAlone: db.runAlone.bind(db) } : {}),
  };
}

interface Shared {
  /** The app, with `db` the recording handle its services use. */
  app: Promise<TestApp>;
  writes: { table: string; sql: string }[];
}

const KEY = Symbol.for("ridgeline.sharedTestApp");
const holder = globalThis as { [KEY]?: Shared };

/**
 * The worker's shared app. Its `close()` keeps the app for the next file and fails when this
 * file wrote to a table outside SHARED_WRITABLE_TABLES.
 */
export async function sharedTestApp(): Promise<TestApp> {
  if (process.env["RIDGELINE_SHARED_APP"] !== "1") {
    throw new Error(
      "sharedTestApp() serves files of the api-shared project: mark the file `// app: shared`",
    );
  }
  const writes: Shared["writes"] = [];
  const shared = (holder[KEY] ??= {
    writes,
    app: (async () => {
      let recorded: Db | undefined;
      const t = await createTestApp({}, { wrapDb: (db) => (recorded = recording(db, writes)) });
      // The file's own queries through `t.db` are recorded too.
      return { ...t, db: recorded ?? t.db };
    })(),
  });
  const t = await shared.app;
  shared.writes.length = 0;
  return {
    ...t,
    async close() {
      const changed = shared.writes.filter((w) => !SHARED_WRITABLE_TABLES.has(w.table));
      shared.writes.length = 0;
      expect(
        changed,
        "a file of the shared app (`// app: shared`) changed data other files read: " +
          "give it an app of its own (remove the marker, call createTestApp())",
      ).toEqual([]);
    },
  };
}
