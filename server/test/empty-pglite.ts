import { openPglite, type PgliteDb } from "../src/platform/database/pglite.adapter";

/** This worker's empty database, dumped once: its files, before any migration. */
let emptyDump: Promise<Blob> | undefined;

/**
 * A new, empty PGlite database, as `openPglite({})` gives, for tests of migrations and of the
 * adapter. A fresh one runs PostgreSQL's initdb, about 3.5 CPU-seconds on the CI machine; the
 * first call of a worker does that and keeps a dump, and every later one opens a copy of the
 * dump (about 0.5), the way API files open theirs from the seeded template.
 */
export async function openEmptyPglite(): Promise<PgliteDb> {
  emptyDump ??= (async () => {
    const first = await openPglite({});
    const dump = await first.dump();
    await first.close();
    return dump;
  })().catch((error: unknown) => {
    emptyDump = undefined;
    throw error;
  });
  return openPglite({ loadDataDir: await emptyDump });
}
