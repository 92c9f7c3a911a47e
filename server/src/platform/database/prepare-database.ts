import type { Db, Queryable } from "./db.types";
import { migrate } from "./migrate";

/**
 * What loads data into a migrated database, in the transaction it is given, and what it answers
 * about it (for the start's log); null answers that there was nothing to load. The demo seed is
 * one (seed/seed-loader.ts seedOnFirstStart): platform code is handed it, never imports it.
 */
export type Seeder<Counts> = (tx: Queryable) => Promise<Counts | null>;

/**
 * Migrates the database, then runs `options.seed` when it is given, in one transaction: a start
 * that fails half-way through the seed leaves no half-loaded shop behind.
 */
export async function prepareDatabase<Counts>(
  db: Db,
  options: { seed: Seeder<Counts> | null },
): Promise<{ migrations: string[]; seeded: Counts | null }> {
  const migrations = await migrate(db);
  const seed = options.seed;
  const seeded = seed ? await db.transaction((tx) => seed(tx)) : null;
  return { migrations, seeded };
}
