import { loadConfig } from "../platform/config";
import { migrate } from "../platform/database/migrate";
import { openDatabase } from "../platform/database/open-database";

/** `npm run migrate`: applies pending SQL migrations to the configured database. */
const config = loadConfig();
const db = await openDatabase(config.database);
try {
  const applied = await migrate(db);
  console.warn(applied.length > 0 ? `Applied: ${applied.join(", ")}` : "Database is up to date.");
} finally {
  await db.close();
}
