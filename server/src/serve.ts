import cluster from "node:cluster";
import type { FastifyInstance } from "fastify";
import { seedOnFirstStart } from "../../seed/seed-loader";
import { buildApp } from "./app";
import { ConfigError, loadConfig, type AppConfig } from "./platform/config";
import type { Db } from "./platform/database/db.types";
import { openDatabase } from "./platform/database/open-database";
import { prepareDatabase } from "./platform/database/prepare-database";
import { shopEnv } from "./platform/production-builds";
import { runPrimary } from "./platform/server-processes";
import { loadWebBuild } from "./platform/web-build";

/** SEED_ON_START: the demo data goes into a database that has no catalogue yet. */
const firstStartSeed = (config: AppConfig) => (config.seedOnStart ? seedOnFirstStart : null);

/** One server process: the whole store, listening; a worker leaves the database to its primary. */
async function serve(config: AppConfig): Promise<void> {
  let app: FastifyInstance | null = null;
  let db: Db | null = null;
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    const log = app?.log ?? { info: console.warn, error: console.error };
    log.info({ signal }, "stopping: finishing in-flight requests");
    const timer = setTimeout(() => {
      log.error({ signal }, "shutdown timed out");
      process.exit(1);
    }, config.shutdownTimeoutMs);
    try {
      await app?.close();
      await db?.close();
      clearTimeout(timer);
      process.exit(0);
    } catch (error) {
      log.error({ err: error }, "shutdown failed");
      process.exit(1);
    }
  };
  // Set before anything starts: a server told to stop while it starts has nothing to finish.
  process.on("SIGTERM", () => void stop("SIGTERM"));
  process.on("SIGINT", () => void stop("SIGINT"));
  // A worker whose primary is gone (killed outright) must not serve on, unsupervised.
  if (cluster.isWorker) process.on("disconnect", () => void stop("primary gone"));

  db = await openDatabase(config.database);
  const prepared = cluster.isPrimary
    ? await prepareDatabase(db, { seed: firstStartSeed(config) })
    : { migrations: [], seeded: null };
  const web = await loadWebBuild(config.webBuildDir);
  app = await buildApp({ config, db, web, logger: { level: config.logLevel } });
  app.log.info(
    {
      database: db.kind,
      migrations: prepared.migrations,
      seeded: prepared.seeded,
      pages: Boolean(web),
    },
    "database ready",
  );
  if (!web)
    app.log.warn(`no web build in ${config.webBuildDir}: serving the API only (run npm run build)`);
  // Ready means ready: the caches load and the code runs once before the first request can
  // arrive, so /readyz and the first page answer only once nothing of the start holds the
  // event loop (decision 0080).
  await app.ready();
  const warm = await app.warmUp();
  app.log.info(warm, "warmed up");
  if (stopping) return;
  await app.listen({ host: config.host, port: config.port });
}

async function main(): Promise<void> {
  // main.ts switched NODE_ENV to the libraries' production builds; the shop keeps its own mode.
  const config = loadConfig(shopEnv());
  // WEB_CONCURRENCY=N: this process prepares the database once and runs N servers.
  if (config.webConcurrency > 1 && cluster.isPrimary)
    return runPrimary(config, firstStartSeed(config));
  return serve(config);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error("Ridgeline could not start:", error);
  }
  process.exit(1);
});
