import type { Db } from "./db.types";
import { migrate } from "./migrate";

/**
 * What loads data into a migrated database, and what it answers about it (for the start's log);
 * null answers that there was nothing to load. The demo seed is one (seed/seed-loader.ts
 * seedOnFirstStart); platform code is handed it and never imports it.
 */
export type Seeder<Counts> = (db: Db) => Promise<Counts | null>;

/** Migrates the database, then seeds it with `options.seed` when it is given. */
export async function prepareDatabase<Counts>(
  db: Db,
  options: { seed: Seeder<Counts> | null },
): Promise<{ migrations: string[]; seeded: Counts | null }> {
  const migrations = await migrate(db);
  const seeded = options.seed ? await options.seed(db) : null;
  return { migrations, seeded };
}
