import { loadDemoAccounts } from "../../../../seed/demo-accounts";
import { isSeeded, loadSeed, type SeedCounts } from "../../../../seed/seed-loader";
import type { Db } from "./db.types";
import { migrate } from "./migrate";

/** Migrates the database and, on first start, loads the demo data. */
export async function prepareDatabase(
  db: Db,
  options: { seed: boolean },
): Promise<{ migrations: string[]; seeded: SeedCounts | null }> {
  const migrations = await migrate(db);
  const seeded = options.seed && !(await isSeeded(db)) ? await loadSeed(db) : null;
  // The demo accounts of README.md come with the first demo seed (never with test databases).
  if (seeded) await loadDemoAccounts(db);
  return { migrations, seeded };
}
