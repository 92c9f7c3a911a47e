/**
 * Overload benchmark: product pages and add-to-cart from 200 connections at once for 15 s,
 * against the production build, while a separate connection polls /healthz every 100 ms.
 *
 *   npm run build && node bench/overload-bench.mjs                        # embedded PGlite
 *   node scripts/with-postgres.mjs node bench/overload-bench.mjs --database=postgres
 *
 * It counts what the server answered (2xx/3xx), shed (503) and failed (any other status, a
 * timeout or a broken connection), the latency of the answered ones, the health check's
 * latency during the run, and "late writes": cart lines the server wrote for an add-to-cart
 * whose client had already given up (counted after the run by reading every cart used).
 * Everything runs on 127.0.0.1, every loop is bounded in count and in time, and the server it
 * starts is always killed. Results: Markdown on stdout and
 * bench/results/<timestamp>-overload-<database>.json. Exit codes: 0 the run finished (whatever
 * the figures), 1 it broke, 2 it could not begin. bench/README.md explains the figures.
 *
 * The load is in overload/load.mjs, its HTTP client in overload/http.mjs, the summary in
 * overload/report.mjs; lib/ holds what every benchmark shares.
 */
import { Agent } from "node:http";
import os from "node:os";
import { relative } from "node:path";
import { ROOT, checkBuild } from "./lib/build.mjs";
import { UsageError, databaseOption, databaseUrlOption, envInt, runMain } from "./lib/options.mjs";
import { gitInfo, machine, round, writeResult } from "./lib/report.mjs";
import { serverProcesses } from "./lib/server-processes.mjs";
import {
  ACCESS_KEY,
  TOKEN_COOKIE,
  catalogueFixtures,
  guestToken,
  mapLimit,
  newCart,
} from "./lib/shop-api.mjs";
import { REQUEST_TIMEOUT_MS, apiJson, send } from "./overload/http.mjs";
import { LINES_PER_CART, overload } from "./overload/load.mjs";
import { markdown } from "./overload/report.mjs";

/** Empty carts prepared per writer: what a writer fills in 15 s when the server keeps up. */
const CARTS_PER_WRITER = 12;

function usage() {
  return [
    "usage: node bench/overload-bench.mjs [--database=pglite|postgres]",
    "",
    "environment: BENCH_CONNECTIONS (default 200), BENCH_WRITERS (of them, adding to carts;",
    "             default 40), BENCH_DURATION_S (default 15), BENCH_AFTER_503 (retry-after:",
    "             a shed client waits Retry-After, at most 1 s, default; immediate: it asks",
    "             again at once), BENCH_SERVER_ENV (extra server settings, NAME=value,…)",
  ].join("\n");
}

function parseOptions(argv) {
  const database = databaseOption(argv, usage());
  const connections = envInt("BENCH_CONNECTIONS", 200, 2, 1000);
  const writers = envInt("BENCH_WRITERS", 40, 0, connections - 1);
  const after503 = process.env.BENCH_AFTER_503 || "retry-after";
  if (!["retry-after", "immediate"].includes(after503))
    throw new UsageError(`BENCH_AFTER_503 must be retry-after or immediate, got "${after503}"`);
  const serverEnv = Object.fromEntries(
    (process.env.BENCH_SERVER_ENV ?? "")
      .split(",")
      .filter(Boolean)
      .map((pair) => {
        const at = pair.indexOf("=");
        if (at < 1) throw new UsageError(`BENCH_SERVER_ENV: "${pair}" is not NAME=value`);
        return [pair.slice(0, at), pair.slice(at + 1)];
      }),
  );
  return {
    database,
    databaseUrl: databaseUrlOption(database, "overload-bench.mjs"),
    connections,
    writers,
    durationMs: envInt("BENCH_DURATION_S", 15, 1, 300) * 1000,
    after503,
    serverEnv,
  };
}

/** Product URLs, in-stock sizes, returning browsers' tokens and empty carts, before the clock. */
async function prepareFixtures(agent, base, options) {
  const call = (path, init) => apiJson(agent, base, path, init);
  const { products, variants } = await catalogueFixtures(call, LINES_PER_CART);
  // Returning shoppers' browsers carry a token cookie: their pages read and never insert.
  const browserTokens = await mapLimit(Array.from({ length: 20 }), 4, () => guestToken(call));
  // Empty carts made before the clock runs, so that during the load adds are the writes (a
  // writer that uses them all up makes more as it goes).
  const carts = await mapLimit(
    Array.from({ length: options.writers * CARTS_PER_WRITER }),
    4,
    async () => ({ ...(await newCart(call)), answered: 0 }),
  );
  return {
    productUrls: products.map((product) => product.url),
    variants,
    browserTokens,
    carts,
  };
}

async function main() {
  const options = parseOptions(process.argv.slice(2));
  checkBuild();
  const servers = serverProcesses();
  const startedAt = new Date();
  const result = {
    date: startedAt.toISOString(),
    database: options.database,
    settings: {
      connections: options.connections,
      writers: options.writers,
      durationMs: options.durationMs,
      after503: options.after503,
      serverEnv: options.serverEnv,
      requestTimeoutMs: REQUEST_TIMEOUT_MS,
    },
    machine: machine(),
    git: gitInfo(),
    loadAverage: { before: round(os.loadavg()[0], 2), after: null },
    run: null,
    serverWarnings: [],
    error: null,
  };
  try {
    const dataDir = options.databaseUrl ? undefined : servers.dataDir("ridgeline-overload-");
    console.error(`bench: starting the server (${options.database}) …`);
    const server = await servers.start({
      ACCESS_KEYS: ACCESS_KEY,
      ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : { DATA_DIR: dataDir }),
      ...options.serverEnv,
    });
    const setupAgent = new Agent({ keepAlive: true, maxSockets: 4 });
    console.error("bench: preparing guests and product ids …");
    const fx = await prepareFixtures(setupAgent, server.base, options);
    // A short warm-up fills the JIT and caches, so the first second is not all compilation.
    await mapLimit(Array.from({ length: 80 }), 8, (_, i) =>
      send(setupAgent, server.base, {
        path: fx.productUrls[i % fx.productUrls.length],
        headers: { accept: "text/html", cookie: `${TOKEN_COOKIE}=${fx.browserTokens[0]}` },
      }),
    );
    setupAgent.destroy();
    console.error(`bench: ${options.connections} connections for ${options.durationMs / 1000} s …`);
    result.run = await overload(server.base, fx, options);
    result.loadAverage.after = round(os.loadavg()[0], 2);
    const stop = await servers.stop(server);
    result.shutdown = stop;
    result.serverWarnings.push(...server.log.warnings);
  } catch (error) {
    result.error = error instanceof Error ? error.message : String(error);
    result.serverWarnings.push(...servers.warnings());
  } finally {
    servers.killAll();
  }
  const file = writeResult(startedAt, `overload-${options.database}`, result);
  if (result.run) console.log(markdown(result));
  if (result.error) console.log(`\nRun failed: ${result.error}`);
  console.log(`\nResult: ${relative(ROOT, file)}`);
  return result.error ? 1 : 0;
}

runMain(main);
