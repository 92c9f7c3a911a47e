import cluster, { type Worker } from "node:cluster";
import { randomBytes } from "node:crypto";
import type { AppConfig } from "./config";
import { openDatabase } from "./database/open-database";
import { prepareDatabase, type Seeder } from "./database/prepare-database";
import { redactSecrets } from "./security/log-redaction";

/** A worker that dies sooner than this after its start counts as failing to start. */
const QUICK_DEATH_MS = 10_000;
/** Restarts after quick deaths wait 1 s, 2 s, 4 s … up to this. */
const MAX_RESTART_DELAY_MS = 30_000;
/** pino's level numbers, so the primary's lines read like the servers' own. */
const LEVELS = { trace: 10, debug: 20, info: 30, warn: 40, error: 50, fatal: 60, silent: 99 };

/** One JSON line on stdout, as the servers' logger writes them. */
function primaryLogger(level: AppConfig["logLevel"]) {
  const write = (at: keyof typeof LEVELS) => (fields: object, msg: string) => {
    if (LEVELS[at] < LEVELS[level]) return;
    const line = { level: LEVELS[at], time: Date.now(), pid: process.pid, role: "primary" };
    // The same redaction as the servers' logger (decision 0077): no line quotes a link's secret.
    process.stdout.write(`${redactSecrets(JSON.stringify({ ...line, ...fields, msg }))}\n`);
  };
  return { info: write("info"), warn: write("warn"), error: write("error") };
}

/**
 * The primary of WEB_CONCURRENCY server processes (node:cluster). It migrates and seeds the
 * database once, then forks the servers, which each build the app and listen on the same port
 * (the primary hands connections round). A server that dies is replaced, after a growing
 * pause when it keeps dying at start. SIGTERM or SIGINT drains every server (each finishes its
 * requests) and exits 0 when all did. Outside production, where BOT_SECRET may be unset, the
 * primary makes one and gives it to every server, so they accept each other's bot checks and
 * loyalty tokens. `seed` loads the first start's data (main.ts hands it the demo seed).
 */
export async function runPrimary(config: AppConfig, seed: Seeder<unknown> | null): Promise<void> {
  const log = primaryLogger(config.logLevel);
  const db = await openDatabase(config.database);
  try {
    const prepared = await prepareDatabase(db, { seed });
    log.info(
      { database: db.kind, migrations: prepared.migrations, seeded: prepared.seeded },
      "database ready",
    );
  } finally {
    // The primary serves nothing: the servers open their own pools.
    await db.close();
  }

  const env = config.botSecret ? {} : { BOT_SECRET: randomBytes(32).toString("base64url") };
  // Each live server: when it was forked, and whether it listens yet.
  const live = new Map<Worker, { startedAt: number; listening: boolean }>();
  let quickDeaths = 0;
  let stopping = false;
  let failedStop = false;

  const fork = () => {
    if (stopping) return;
    live.set(cluster.fork(env), { startedAt: Date.now(), listening: false });
  };
  cluster.on("listening", (worker, address) => {
    const state = live.get(worker);
    if (state) state.listening = true;
    log.info({ worker: worker.process.pid, port: address.port }, "server process listening");
  });
  cluster.on("exit", (worker, code, signal) => {
    const { startedAt, listening } = live.get(worker) ?? { startedAt: 0, listening: true };
    live.delete(worker);
    if (stopping) {
      // One still loading its code when told to stop had nothing to finish.
      if (code !== 0 && (listening || signal !== "SIGTERM")) failedStop = true;
      if (live.size === 0) {
        log.info({}, "every server process stopped");
        process.exit(failedStop ? 1 : 0);
      }
      return;
    }
    quickDeaths = Date.now() - startedAt < QUICK_DEATH_MS ? quickDeaths + 1 : 0;
    const delay =
      quickDeaths === 0 ? 0 : Math.min(MAX_RESTART_DELAY_MS, 1000 * 2 ** (quickDeaths - 1));
    log.error(
      { worker: worker.process.pid, code, signal, restartInMs: delay },
      "a server process died: starting another",
    );
    setTimeout(fork, delay);
  });

  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal, servers: live.size }, "stopping: every server finishes its requests");
    if (live.size === 0) process.exit(0);
    for (const worker of live.keys()) worker.process.kill("SIGTERM");
    // Each server gives up after SHUTDOWN_TIMEOUT_MS itself; this is for one that hangs.
    setTimeout(() => {
      log.error({ servers: live.size }, "shutdown timed out");
      for (const worker of live.keys()) worker.process.kill("SIGKILL");
      process.exit(1);
    }, config.shutdownTimeoutMs + 2000).unref();
  };
  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));

  for (let i = 0; i < config.webConcurrency; i += 1) fork();
}
