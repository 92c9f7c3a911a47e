/**
 * Pieces the benchmarks share: options, percentiles, tables, the machine and commit, and the
 * server processes a run starts (on 127.0.0.1, always killed when the run ends, also on error
 * or Ctrl-C).
 */
import { execFileSync, spawn } from "node:child_process";
import { existsSync, readdirSync, rmSync, statSync } from "node:fs";
import { createServer } from "node:net";
import os from "node:os";
import { dirname, join, relative } from "node:path";
import { performance } from "node:perf_hooks";
import { fileURLToPath } from "node:url";

export const ROOT = dirname(dirname(fileURLToPath(import.meta.url)));
export const SERVER_ENTRY = join(ROOT, "server", "dist", "main.js");
export const WEB_ENTRY = join(ROOT, "web", "build", "server", "index.js");
export const RESULTS_DIR = join(ROOT, "bench", "results");
/** The access key the benchmarks start their servers with. */
export const ACCESS_KEY = "bench-access-key";
export const LOCALE = "en-us";
/** Men: the demo catalogue's largest top-level category. */
export const CATEGORY_ID = "1000";
/** Cookie names the web app reads (contract/src/request-context.ts, COOKIES). */
export const TOKEN_COOKIE = "rl_token";
export const BASKET_COOKIE = "rl_basket";
/** Cold start migrates and seeds; 2 minutes is far beyond what it needs on a laptop. */
const START_TIMEOUT_MS = 120_000;
/** The server's own SHUTDOWN_TIMEOUT_MS is 10 s; past this we stop waiting and SIGKILL. */
export const STOP_TIMEOUT_MS = 20_000;

/** A run that cannot begin (bad option, no build, no database): exit code 2. */
export class UsageError extends Error {}

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
export const round = (value, digits = 1) =>
  value === null || value === undefined ? null : Number(value.toFixed(digits));

/** Reads a whole number from the environment; a typo must not silently mean "default". */
export function envInt(name, fallback, min, max) {
  const raw = process.env[name];
  if (raw === undefined || raw === "") return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new UsageError(`${name} must be a whole number from ${min} to ${max}, got "${raw}"`);
  }
  return value;
}

/** `--database=pglite|postgres` (pglite when absent); `--help` prints the usage and leaves. */
export function databaseOption(argv, usage) {
  let database = "pglite";
  for (const arg of argv) {
    if (arg === "--help" || arg === "-h") {
      console.log(usage);
      process.exit(0);
    }
    const match = /^--database=(pglite|postgres)$/.exec(arg);
    if (!match) throw new UsageError(`unknown argument "${arg}"\n\n${usage}`);
    database = match[1];
  }
  return database;
}

/** Binding port 0 lets the kernel pick a port that is free right now. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/** Nearest-rank percentile: always a latency that was really measured, never interpolated. */
export function percentile(sorted, p) {
  if (sorted.length === 0) return null;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

/** Runs fn over items with at most `limit` in flight: setup must not be a load test itself. */
export async function mapLimit(items, limit, fn) {
  const out = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      out[index] = await fn(items[index], index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return out;
}

export function gitInfo() {
  try {
    const run = (args) => execFileSync("git", args, { cwd: ROOT, encoding: "utf8" }).trim();
    const commit = run(["rev-parse", "--short", "HEAD"]);
    // Others edit the tree while we measure: say whether the build may include their edits.
    const dirty = run(["status", "--porcelain", "--", "server", "web", "contract", "seed"]) !== "";
    return { commit, dirty };
  } catch {
    return { commit: null, dirty: null };
  }
}

export function machine() {
  return {
    node: process.version,
    cpus: os.availableParallelism?.() ?? os.cpus().length,
    cpuModel: os.cpus()[0]?.model?.trim() ?? "unknown",
    memoryGiB: round(os.totalmem() / 1024 ** 3, 1),
    platform: `${os.platform()} ${os.release()}`,
  };
}

/** Newest modification time under a folder, to warn when the build is older than the code. */
function newestMtime(dir, budget = { files: 20_000 }) {
  let newest = 0;
  if (!existsSync(dir)) return newest;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (budget.files-- <= 0) break;
    if (entry.name === "node_modules" || entry.name.startsWith(".")) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, newestMtime(path, budget));
    else if (entry.isFile()) newest = Math.max(newest, statSync(path).mtimeMs);
  }
  return newest;
}

/** Throws UsageError without a build; warns and names the folders newer than the build. */
export function checkBuild() {
  const missing = [SERVER_ENTRY, WEB_ENTRY].filter((file) => !existsSync(file));
  if (missing.length > 0) {
    throw new UsageError(
      `no production build (${missing.map((f) => relative(ROOT, f)).join(", ")} missing).\n` +
        "Run `npm run build` in the repository root first; the benchmark measures the build " +
        "on disk and does not build anything itself.",
    );
  }
  const built = Math.min(statSync(SERVER_ENTRY).mtimeMs, statSync(WEB_ENTRY).mtimeMs);
  const sources = ["server/src", "web/app", "contract/src", "seed"].map((d) => join(ROOT, d));
  const stale = sources.filter((dir) => newestMtime(dir) > built);
  if (stale.length > 0) {
    console.warn(
      `bench: warning: ${stale.map((d) => relative(ROOT, d)).join(", ")} changed after the ` +
        "last build; the figures are for the build on disk (run `npm run build` to refresh).",
    );
  }
  return stale.map((dir) => relative(ROOT, dir));
}

/** Keeps the last lines of the server's output for error messages, and its warnings. */
export function collectLog(child) {
  const tail = [];
  const warnings = [];
  let partial = "";
  const onData = (chunk) => {
    const lines = (partial + chunk.toString("utf8")).split("\n");
    partial = lines.pop() ?? "";
    for (const line of lines) {
      if (!line.trim()) continue;
      tail.push(line);
      if (tail.length > 40) tail.shift();
      // LOG_LEVEL=warn: anything the server writes is a warning, an error or a crash.
      if (warnings.length < 20) warnings.push(line.slice(0, 500));
    }
  };
  child.stdout.on("data", onData);
  child.stderr.on("data", onData);
  return { tail: () => tail.join("\n"), warnings };
}

export function table(header, rows) {
  const line = (cells) => `| ${cells.map((c) => (c === null ? "n/a" : String(c))).join(" | ")} |`;
  return [line(header), line(header.map(() => "---")), ...rows.map(line)].join("\n");
}

/**
 * The production servers of one run: `start` spawns `node server/dist/main.js` on a free port
 * of 127.0.0.1 and waits for /readyz 200; whatever way the run ends, every one is killed and
 * the temp folders handed to `removeLater` are deleted.
 */
export function serverProcesses() {
  const running = new Set();
  const tempDirs = [];
  const killAll = () => {
    for (const server of running) {
      const { child } = server;
      if (child.exitCode === null && child.signalCode === null) {
        try {
          process.kill(child.pid, "SIGKILL");
        } catch {
          // Already gone between the check and the kill.
        }
      }
    }
    running.clear();
    for (const dir of tempDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  };
  process.on("exit", killAll);
  for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"]) {
    process.on(signal, () => {
      console.error(`bench: ${signal}; stopping the server and leaving`);
      killAll();
      process.exit(128 + (os.constants.signals[signal] ?? 1));
    });
  }

  async function start(extraEnv, label = "server") {
    const port = await freePort();
    const env = { ...process.env };
    // Whatever the caller's shell has must not pick the database for us.
    delete env.DATABASE_URL;
    delete env.DATA_DIR;
    Object.assign(env, {
      PORT: String(port),
      HOST: "127.0.0.1",
      NODE_ENV: "production",
      BOT_SECRET: "bench-bot-secret-0123456789abcdef01234567",
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      LOG_LEVEL: "warn",
      ...extraEnv,
    });
    const startedAt = performance.now();
    const child = spawn(process.execPath, [SERVER_ENTRY], {
      cwd: ROOT, // web/build is found relative to the working directory.
      env,
      stdio: ["ignore", "pipe", "pipe"],
    });
    const exited = new Promise((resolve) => {
      child.once("exit", (code, signal) => resolve({ code, signal, at: performance.now() }));
    });
    const server = { child, exited, log: collectLog(child), base: `http://127.0.0.1:${port}` };
    running.add(server);
    const deadline = startedAt + START_TIMEOUT_MS;
    for (;;) {
      if (child.exitCode !== null || child.signalCode !== null)
        throw new Error(`the server exited while starting (${label}):\n${server.log.tail()}`);
      if (performance.now() > deadline)
        throw new Error(
          `/readyz was not 200 within ${START_TIMEOUT_MS} ms (${label}):\n${server.log.tail()}`,
        );
      try {
        const response = await fetch(`${server.base}/readyz`, {
          signal: AbortSignal.timeout(3000),
        });
        await response.arrayBuffer();
        if (response.status === 200) break;
      } catch {
        // Not listening yet.
      }
      // 10 ms keeps the start-up figure accurate without busying a core the server needs.
      await sleep(10);
    }
    return { ...server, pid: child.pid, readyMs: performance.now() - startedAt };
  }

  /** SIGTERM and wait: the time until the process is gone is the graceful-shutdown figure. */
  async function stop(server) {
    const sentAt = performance.now();
    server.child.kill("SIGTERM");
    const outcome = await Promise.race([server.exited, sleep(STOP_TIMEOUT_MS).then(() => null)]);
    if (!outcome) {
      try {
        process.kill(server.child.pid, "SIGKILL");
      } catch {
        // Gone meanwhile.
      }
      await server.exited;
    }
    running.forEach((s) => s.child === server.child && running.delete(s));
    return outcome
      ? {
          ms: round(outcome.at - sentAt),
          exitCode: outcome.code,
          signal: outcome.signal,
          timedOut: false,
        }
      : { ms: null, exitCode: null, signal: "SIGKILL", timedOut: true };
  }

  return {
    start,
    stop,
    killAll,
    removeLater: (dir) => tempDirs.push(dir),
    warnings: () => [...running].flatMap((server) => server.log.warnings),
  };
}
