import { generateCatalog } from "../../../seed/catalog-generator";
import { loadDemoData, loadSeed } from "../../../seed/seed-loader";
import { loadConfig } from "../platform/config";
import { migrate } from "../platform/database/migrate";
import { openDatabase } from "../platform/database/open-database";
import { createEdgePurger } from "../platform/page-cache/edge-purge";
import { ALL_PAGES_TAG, createPagePurge } from "../platform/page-cache/page-purge";

/**
 * `npm run seed`: (re)loads the demo catalogue, stores and stock. Carts are kept.
 * `npm run seed -- --styles=50000` (or SEED_STYLES=50000) loads a bigger catalogue for load tests.
 */
function styleCount(): number | undefined {
  const flag = process.argv.find((arg) => arg.startsWith("--styles="))?.slice("--styles=".length);
  const raw = flag ?? process.env["SEED_STYLES"];
  if (raw === undefined || raw === "") return undefined;
  const styles = Number(raw);
  if (!Number.isInteger(styles) || styles < 100 || styles > 500_000)
    throw new Error(`--styles / SEED_STYLES must be a whole number from 100 to 500000, not ${raw}`);
  return styles;
}

const styles = styleCount();
const config = loadConfig();
const db = await openDatabase(config.database);
try {
  await migrate(db);
  const started = Date.now();
  const catalog = generateCatalog(styles === undefined ? {} : { styles });
  const generated = Date.now();
  // One transaction: a running store sees the old demo data or the new, never a mix.
  const counts = await db.transaction(async (tx) => {
    const loaded = await loadSeed(tx, catalog);
    await loadDemoData(tx);
    return loaded;
  });
  // A running shop's kept pages all show the catalogue: every one of them goes (decision 0088).
  const edge = createEdgePurger({ urls: config.edgePurgeUrls, timeoutMs: 2000, log: console });
  await createPagePurge({ cache: null, db, edge, warn: (error) => console.warn(error) }).purge([
    ALL_PAGES_TAG,
  ]);
  console.warn(
    `Demo data loaded: ${JSON.stringify(counts)} (generated in ${generated - started} ms, loaded in ${Date.now() - generated} ms)`,
  );
} finally {
  await db.close();
}
