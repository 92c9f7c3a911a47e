import { buildApp } from "./app";
import { ConfigError, loadConfig } from "./platform/config";
import { openDatabase } from "./platform/database/open-database";
import { prepareDatabase } from "./platform/database/prepare-database";
import { loadWebBuild } from "./platform/web-build";

async function main(): Promise<void> {
  const config = loadConfig();
  const db = await openDatabase(config.database);
  const prepared = await prepareDatabase(db, { seed: config.seedOnStart });
  const web = await loadWebBuild(config.webBuildDir);
  const app = await buildApp({ config, db, web, logger: { level: config.logLevel } });
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

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, "stopping: finishing in-flight requests");
    const timer = setTimeout(() => {
      app.log.error("shutdown timed out");
      process.exit(1);
    }, config.shutdownTimeoutMs);
    try {
      await app.close();
      await db.close();
      clearTimeout(timer);
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, "shutdown failed");
      process.exit(1);
    }
  };
  process.on("SIGTERM", () => void stop("SIGTERM"));
  process.on("SIGINT", () => void stop("SIGINT"));

  await app.listen({ host: config.host, port: config.port });
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error("Ridgeline could not start:", error);
  }
  process.exit(1);
});
