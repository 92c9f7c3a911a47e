import { scratchDatabase } from "./databases.mjs";
import { serverProcesses } from "./server-processes.mjs";
import { ACCESS_KEY } from "./shop-api.mjs";

/**
 * Starts the store for a load run on `database`: a scratch PostgreSQL database of its own
 * (dropped by the `cleanups` pushed here) or a fresh PGlite folder, the bench access key, and
 * load shedding off (a shed 503 would count as a failure, not a slower answer). `settings`
 * adds environment variables (the page cache's, for one).
 */
export async function startStore(servers, database, name, cleanups, settings = {}) {
  const env = {
    ...settings,
    ACCESS_KEYS: ACCESS_KEY,
    SHED_MAX_IN_FLIGHT: "0",
    // Every bag's card is typed from this one address.
    CARD_FRAME_TOKENS_PER_ADDRESS: "100000",
  };
  if (database === "postgres") {
    const scratch = await scratchDatabase(process.env["TEST_DATABASE_URL"], `ridgeline_${name}`);
    cleanups.push(scratch.drop);
    env.DATABASE_URL = scratch.url;
  } else {
    env.DATA_DIR = servers.dataDir(`ridgeline-${name}-`);
  }
  return servers.start(env, database);
}

/**
 * Runs `measure(base)` against a fresh store on each database in turn (one server at a time,
 * stopped before the next starts) and answers `{ [database]: result }`; every server and
 * scratch database is gone afterwards, also when a measure throws.
 */
export async function measureOnEach(databases, name, measure) {
  const servers = serverProcesses();
  const cleanups = [];
  const results = {};
  try {
    for (const database of databases) {
      console.error(`bench: starting the store on ${database}`);
      const server = await startStore(servers, database, name, cleanups);
      results[database] = await measure(server.base);
      await servers.stop(server);
    }
  } finally {
    servers.killAll();
    for (const cleanup of cleanups) await cleanup().catch(() => undefined);
  }
  return results;
}
