/**
 * Ridgeline's benchmark: start-up, a bounded load per scenario, memory and shutdown.
 *
 *   npm run build && node bench/run-bench.mjs                  # embedded PGlite (default)
 *   node scripts/with-postgres.mjs node bench/run-bench.mjs --database=postgres
 *
 * It builds nothing: it measures the production build that is on disk, so a stale build is
 * reported rather than silently rebuilt. Everything runs on loopback (127.0.0.1), every loop is
 * bounded in count and in time, and the server it starts is always killed, also on error or
 * Ctrl-C. Results go to bench/results/<timestamp>-<database>.json and a Markdown summary to
 * stdout. Exit codes: 0 all good, 1 a request failed or a target in bench/targets.json was
 * missed (or the run broke), 2 the run could not begin (usage, no build, no database URL).
 * bench/README.md explains the scenarios and how to read the numbers.
 *
 * The scenarios are in run/scenarios.mjs, the load in run/load.mjs, targets and the summary in
 * run/report.mjs; lib/ holds what every benchmark shares.
 */
import { relative } from "node:path";
import { performance } from "node:perf_hooks";
import { ROOT, checkBuild } from "./lib/build.mjs";
import { databaseOption, databaseUrlOption, envInt, runMain } from "./lib/options.mjs";
import { gitInfo, machine, round, writeResult } from "./lib/report.mjs";
import { dirSizeKiB, mib, readMemory, startMemorySampler } from "./lib/resource-usage.mjs";
import { NO_SHEDDING, STOP_TIMEOUT_MS, serverProcesses } from "./lib/server-processes.mjs";
import { ACCESS_KEY } from "./lib/shop-api.mjs";
import { apiJson, runScenario } from "./run/load.mjs";
import { checkTargets, loadTargets, markdown } from "./run/report.mjs";
import { LINES_PER_CART, prepareFixtures, scenarios } from "./run/scenarios.mjs";

const DEFAULT_REQUESTS = 400;
const DEFAULT_CONCURRENCY = 8;
const RSS_SAMPLE_MS = 50;

function usage() {
  return [
    "usage: node bench/run-bench.mjs [--database=pglite|postgres]",
    "",
    "  --database=pglite    embedded PGlite in a fresh temp DATA_DIR (default)",
    "  --database=postgres  the database in TEST_DATABASE_URL, e.g. via",
    "                       node scripts/with-postgres.mjs node bench/run-bench.mjs --database=postgres",
    "",
    "environment: BENCH_REQUESTS (default 400), BENCH_CONCURRENCY (default 8),",
    "             BENCH_WARMUP (default 50), BENCH_TIMEOUT_MS (default 600000)",
  ].join("\n");
}

function parseOptions(argv) {
  const database = databaseOption(argv, usage());
  const requests = envInt("BENCH_REQUESTS", DEFAULT_REQUESTS, 1, 100_000);
  const concurrency = envInt("BENCH_CONCURRENCY", DEFAULT_CONCURRENCY, 1, 256);
  return {
    database,
    requests,
    concurrency,
    warmup: envInt("BENCH_WARMUP", Math.min(50, requests), 0, 100_000),
    timeoutMs: envInt("BENCH_TIMEOUT_MS", 600_000, 10_000, 3_600_000),
    databaseUrl: databaseUrlOption(database, "run-bench.mjs"),
  };
}

/** The server this script starts; whatever way the run ends, it is killed. */
const servers = serverProcesses();

/** The settings of the server under test (lib/server-processes adds the production ones). */
function serverEnv(options) {
  return {
    ACCESS_KEYS: ACCESS_KEY,
    ...NO_SHEDDING,
    ...(options.databaseUrl
      ? { DATABASE_URL: options.databaseUrl }
      : { DATA_DIR: options.dataDir }),
  };
}

async function bench(options, result) {
  const overallDeadline = performance.now() + options.timeoutMs;
  if (options.database === "pglite") options.dataDir = servers.dataDir("ridgeline-bench-");

  console.error(`bench: cold start (${options.database}) …`);
  const cold = await servers.start(serverEnv(options), "cold start");
  result.summary.coldStartMs = round(cold.readyMs);
  const idleStop = await servers.stop(cold);
  result.summary.idleShutdownMs = idleStop.ms;
  if (options.dataDir) result.summary.dataDirMiB = mib(dirSizeKiB(options.dataDir));

  console.error("bench: warm start …");
  const server = await servers.start(serverEnv(options), "warm start");
  result.summary.warmStartMs = round(server.readyMs);
  result.summary.readyRssMiB = mib(readMemory(server.pid).rssKiB);
  const sampler = startMemorySampler(server.pid, RSS_SAMPLE_MS);
  try {
    console.error("bench: preparing guests, carts and product ids …");
    const call = (path, init) => apiJson(server.base, path, init);
    const fixtures = await prepareFixtures(call, options);
    for (const scenario of scenarios(fixtures)) {
      if (performance.now() > overallDeadline) throw new Error("overall time budget spent");
      console.error(`bench: ${scenario.name} …`);
      result.scenarios.push(await runScenario(server, scenario, options, sampler, overallDeadline));
    }
  } finally {
    sampler.stop();
  }
  const { hwmKiB } = readMemory(server.pid);
  result.summary.peakRssMiB = mib(Math.max(sampler.state.peakKiB, hwmKiB ?? 0) || null);

  console.error("bench: graceful shutdown …");
  const stop = await servers.stop(server);
  result.summary.shutdownMs = stop.ms;
  result.summary.shutdownExitCode = stop.exitCode;
  result.serverWarnings.push(...cold.log.warnings, ...server.log.warnings);
  if (stop.timedOut || stop.exitCode !== 0) {
    throw new Error(`graceful shutdown failed: ${JSON.stringify(stop)}\n${server.log.tail()}`);
  }
}

async function main() {
  const options = parseOptions(process.argv.slice(2));
  const staleSources = checkBuild();
  const targets = loadTargets();

  // A hard ceiling for the whole run, even if something below hangs without a timeout.
  const hardStop = setTimeout(() => {
    console.error(`bench: the run exceeded ${options.timeoutMs} ms; killing the server`);
    servers.killAll();
    process.exit(1);
  }, options.timeoutMs + STOP_TIMEOUT_MS);
  hardStop.unref();

  const startedAt = new Date();
  const result = {
    date: startedAt.toISOString(),
    database: options.database,
    settings: {
      requests: options.requests,
      concurrency: options.concurrency,
      warmup: options.warmup,
      linesPerCart: LINES_PER_CART,
    },
    machine: machine(),
    // HEAD may be newer than the build on disk when others commit during the run.
    git: { ...gitInfo(), sourcesNewerThanBuild: staleSources },
    summary: {
      coldStartMs: null,
      warmStartMs: null,
      idleShutdownMs: null,
      shutdownMs: null,
      shutdownExitCode: null,
      readyRssMiB: null,
      peakRssMiB: null,
      dataDirMiB: null,
    },
    scenarios: [],
    targets: [],
    targetsNote: null,
    serverWarnings: [],
    error: null,
    ok: false,
  };

  try {
    await bench(options, result);
  } catch (error) {
    result.error = error instanceof Error ? error.message : String(error);
    result.serverWarnings.push(...servers.warnings());
  } finally {
    servers.killAll();
    clearTimeout(hardStop);
  }

  result.summary.errors = result.scenarios.reduce((sum, s) => sum + s.errors, 0);
  result.targets = result.error ? [] : checkTargets(targets.targets, result);
  // Latency depends on the load: targets only mean something at the settings they were set for.
  const expected = targets.settings;
  if (
    expected &&
    (expected.requests !== options.requests || expected.concurrency !== options.concurrency)
  ) {
    result.targetsNote =
      `targets were set for ${expected.requests} requests at concurrency ` +
      `${expected.concurrency}; this run used ${options.requests} at ${options.concurrency}`;
  }
  result.ok = !result.error && result.summary.errors === 0 && result.targets.every((t) => t.ok);

  const file = writeResult(startedAt, options.database, result);
  console.log(markdown(result));
  console.log("");
  console.log(`Result: ${relative(ROOT, file)} (${result.ok ? "all good" : "FAILED"})`);
  return result.ok ? 0 : 1;
}

runMain(main, () => servers.killAll());
