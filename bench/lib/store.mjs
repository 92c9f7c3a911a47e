import { scratchDatabase } from "./databases.mjs";
import { ACCESS_KEY } from "./shop-api.mjs";

/**
 * Starts the store for a load run on `database`: a scratch PostgreSQL database of its own
 * (dropped by the `cleanups` pushed here) or a fresh PGlite folder, the bench access key, and
 * load shedding off (a shed 503 would count as a failure, not a slower answer).
 */
export async function startStore(servers, database, name, cleanups) {
  const env = {
    ACCESS_KEYS: ACCESS_KEY,
    SHED_MAX_LOOP_DELAY_MS: "0",
    SHED_MAX_DATABASE_WAITING: "0",
    SHED_MAX_IN_FLIGHT: "0",
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
