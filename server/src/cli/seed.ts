import { loadSeed } from "../../../seed/seed-loader";
import { loadConfig } from "../platform/config";
import { migrate } from "../platform/database/migrate";
import { openDatabase } from "../platform/database/open-database";

/** `npm run seed`: (re)loads the demo catalogue, stores and stock. Carts are kept. */
const config = loadConfig();
const db = await openDatabase(config.database);
try {
  await migrate(db);
  const counts = await loadSeed(db);
  console.warn(`Demo data loaded: ${JSON.stringify(counts)}`);
} finally {
  await db.close();
}
