/**
 * The production servers a benchmark starts: on a free port of 127.0.0.1, always killed when
 * the run ends, also on error or Ctrl-C.
 */
import { spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import os from "node:os";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import { ROOT, SERVER_ENTRY } from "./build.mjs";
import { round } from "./report.mjs";

/** Cold start migrates and seeds; 2 minutes is far beyond what it needs on a laptop. */
const START_TIMEOUT_MS = 120_000;
/** The server's own SHUTDOWN_TIMEOUT_MS is 10 s; past this we stop waiting and SIGKILL. */
export const STOP_TIMEOUT_MS = 20_000;

/** Latency, not overload: no line in front of these requests (decision 0080). */
export const NO_SHEDDING = { SHED_MAX_IN_FLIGHT: "0" };

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

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

/** Keeps the last lines of the server's output for error messages, and its warnings. */
function collectLog(child) {
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

/**
 * The production servers of one run: `start` spawns `node server/dist/main.js` on a free port
 * of 127.0.0.1 and waits for /readyz 200; whatever way the run ends, every one is killed and
 * the data folders made by `dataDir` are deleted.
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
    // BENCH_SERVER_NODE_ARGS: flags for the server's node only, e.g. "--cpu-prof
    // --cpu-prof-dir=/tmp/prof" to profile it (NODE_OPTIONS does not take --cpu-prof).
    const nodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? "").split(" ").filter(Boolean);
    const child = spawn(process.execPath, [...nodeArgs, SERVER_ENTRY], {
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

  /** An empty PGlite data folder, in a temp folder that goes when the run ends. */
  function dataDir(prefix) {
    const tmp = mkdtempSync(join(os.tmpdir(), prefix));
    tempDirs.push(tmp);
    const dir = join(tmp, "data");
    mkdirSync(dir);
    return dir;
  }

  return {
    start,
    stop,
    killAll,
    dataDir,
    warnings: () => [...running].flatMap((server) => server.log.warnings),
  };
}
