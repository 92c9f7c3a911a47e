/**
 * Runs a command with a throw-away Varnish in front of a store that is already listening:
 *
 *   node scripts/with-varnish.mjs --backend 127.0.0.1:3000 [--purgers 127.0.0.1,10.0.0.0/8] \
 *     -- <command> [args…]
 *
 * The command gets VARNISH_URL (`http://127.0.0.1:<port>`), a Varnish running
 * ops/varnish/ridgeline.vcl with its backend set to --backend (and, with --purgers, its purge
 * ACL set to those addresses). When VARNISH_URL is already set the command simply runs with it.
 *
 * Varnish lives in a temp dir (its -n working dir, the VCL it compiled) deleted when the
 * command ends, fails or is interrupted. As root, varnishd's default jail (`-j unix`) runs the
 * manager as the `varnish` user and the cache process as `vcache` (both made by the Debian
 * package), so the temp dir is handed to `varnish`; as anyone else it runs as that user.
 *
 * The tests import startVarnish() (server/src/platform/page-cache/varnish.routes.test.ts).
 */
import { spawn, spawnSync } from "node:child_process";
import {
  accessSync,
  chownSync,
  constants as fsConstants,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import { delimiter, dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { freePort, runCommand, signalNumber } from "./run-command.mjs";

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "..");
/** The store's VCL; startVarnish compiles a copy with the backend and ACL it is given. */
export const VCL_FILE = join(ROOT, "ops/varnish/ridgeline.vcl");
/** How long varnishd may take to compile the VCL and start its cache process. */
const START_TIMEOUT_MS = 30_000;
/** How long varnishd may take to stop after SIGTERM before it is killed. */
const STOP_TIMEOUT_MS = 5_000;
const INSTALL_HINT =
  'Install the Debian packages "varnish" and "varnish-modules" ' +
  "(apt-get install varnish varnish-modules).";

/** varnishd's path: on PATH, or in /usr/sbin where Debian puts it (not on a user's PATH). */
export function findVarnishd() {
  const dirs = [...(process.env.PATH ?? "").split(delimiter), "/usr/sbin", "/usr/local/sbin"];
  for (const dir of dirs.filter(Boolean)) {
    const file = join(dir, "varnishd");
    try {
      accessSync(file, fsConstants.X_OK);
      return file;
    } catch {
      // Not here.
    }
  }
  return null;
}

/**
 * The VCL with its `backend default` pointed at host:port and, when `purgers` is given, its
 * `acl purgers` holding just those addresses (`127.0.0.1`, `10.0.0.0/8`).
 * @param {string} source
 * @param {{ host: string, port: number, purgers?: string[] }} options
 */
export function renderVcl(source, { host, port, purgers }) {
  const backend = /(backend default \{[^}]*?\.host = )"[^"]*"(;[^}]*?\.port = )"[^"]*"/;
  if (!backend.test(source))
    throw new Error("the VCL has no `backend default` with .host and .port");
  let vcl = source.replace(backend, `$1"${host}"$2"${port}"`);
  if (purgers) {
    const acl = /acl purgers \{[^}]*\}/;
    if (!acl.test(vcl)) throw new Error("the VCL has no `acl purgers`");
    const entries = purgers.map((entry) => {
      const [address, bits] = entry.split("/");
      return `    "${address}"${bits ? `/${bits}` : ""};\n`;
    });
    vcl = vcl.replace(acl, `acl purgers {\n${entries.join("")}}`);
  }
  return vcl;
}

/** "127.0.0.1:3000" → { host, port }. */
function parseBackend(value) {
  const match = /^(.+):(\d{1,5})$/.exec(value ?? "");
  if (!match) throw new Error(`--backend must be host:port, not "${value}"`);
  return { host: match[1].replace(/^\[(.*)\]$/, "$1"), port: Number(match[2]) };
}

/**
 * Starts varnishd in the foreground (-F) on a free loopback port, in front of `backend`.
 * @param {{ backend: string, purgers?: string[], vclFile?: string }} options
 * @returns {Promise<{ url: string, port: number, workDir: string, name: string,
 *   stop: () => Promise<void> }>}
 */
export async function startVarnish({ backend, purgers, vclFile = VCL_FILE }) {
  const varnishd = findVarnishd();
  if (!varnishd) throw new Error(`varnishd not found. ${INSTALL_HINT}`);
  const { host, port: backendPort } = parseBackend(backend);

  const base = tmpdir().length > 60 ? "/tmp" : tmpdir();
  const workDir = mkdtempSync(join(base, "ridgeline-varnish-"));
  const vclPath = join(workDir, "ridgeline.vcl");
  writeFileSync(
    vclPath,
    renderVcl(readFileSync(vclFile, "utf8"), { host, port: backendPort, purgers }),
  );
  // As root varnishd reads the VCL and keeps its -n dir as the `varnish` user.
  if (process.getuid?.() === 0) {
    const id = (flag) => Number(spawnSync("id", [flag, "varnish"], { encoding: "utf8" }).stdout);
    const uid = id("-u");
    if (!uid) throw new Error(`running as root but there is no "varnish" user. ${INSTALL_HINT}`);
    chownSync(workDir, uid, id("-g"));
    chownSync(vclPath, uid, id("-g"));
  }

  try {
    // Another process can grab the port between our probe and varnishd's bind; retry then.
    for (let attempt = 1; ; attempt++) {
      const port = await freePort();
      const name = join(workDir, `n${attempt}`);
      const started = await launch(varnishd, name, port, vclPath, workDir);
      if (started.ok && !(await accepting(port))) {
        await started.stop();
        throw new Error(`varnishd started but does not accept connections on port ${port}`);
      }
      if (started.ok) {
        return {
          url: `http://127.0.0.1:${port}`,
          port,
          workDir,
          name,
          stop: async () => {
            await started.stop();
            rmSync(workDir, { recursive: true, force: true });
          },
        };
      }
      if (attempt >= 3 || !/socket|address/i.test(started.output)) {
        const hint = /xkey|cookie|vmod/i.test(started.output) ? `\n${INSTALL_HINT}` : "";
        throw new Error(`varnishd did not start:\n${started.output.trim()}${hint}`);
      }
    }
  } catch (err) {
    rmSync(workDir, { recursive: true, force: true });
    throw err;
  }
}

/**
 * Whether 127.0.0.1:port accepts a connection within START_TIMEOUT_MS: the cache process
 * listens a moment after the manager says "Child launched OK".
 */
async function accepting(port) {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    const ok = await new Promise((done) => {
      const socket = connect({ port, host: "127.0.0.1" });
      socket.once("connect", () => {
        socket.destroy();
        done(true);
      });
      socket.once("error", () => done(false));
    });
    if (ok) return true;
    await new Promise((done) => setTimeout(done, 50));
  }
  return false;
}

/**
 * One try at starting varnishd on `port`; resolves once its cache process runs (with a stop()
 * that ends it), or with what it printed when it stopped before that. The work dir is the
 * caller's to delete, but for a watchdog that deletes it if this process is killed.
 */
function launch(varnishd, name, port, vclPath, workDir) {
  const args = [
    "-F",
    ["-n", name],
    ["-a", `127.0.0.1:${port}`],
    ["-f", vclPath],
    // The management port on loopback, any free one: varnishadm finds it through -n.
    ["-T", "127.0.0.1:0"],
    ["-s", "malloc,64m"],
    // A test cache needs few threads (the default starts 200).
    ["-p", "thread_pools=1"],
    ["-p", "thread_pool_min=10"],
  ].flat();
  const child = spawn(varnishd, args, { stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  const collect = (chunk) => {
    output = (output + chunk).slice(-8000);
  };
  child.stdout.on("data", collect);
  child.stderr.on("data", collect);

  // A `kill -9` of this process skips every handler: a detached shell that outlives us stops
  // varnishd and deletes its dir.
  const watchdog = spawn(
    "/bin/sh",
    [
      "-c",
      `while kill -0 ${process.pid} 2>/dev/null; do sleep 1; done; ` +
        `kill ${child.pid} 2>/dev/null; sleep 2; kill -9 ${child.pid} 2>/dev/null; ` +
        `rm -rf '${workDir}'`,
    ],
    { detached: true, stdio: "ignore" },
  );
  watchdog.unref();

  const exited = new Promise((done) => child.once("exit", done));
  const onExit = () => child.kill("SIGKILL");
  process.on("exit", onExit);
  let stopping;
  const stop = () =>
    (stopping ??= (async () => {
      process.off("exit", onExit);
      // No pid: it never started (the error handler below says why).
      if (child.pid !== undefined && child.exitCode === null && child.signalCode === null) {
        child.kill("SIGTERM");
        const timer = setTimeout(() => child.kill("SIGKILL"), STOP_TIMEOUT_MS);
        await exited;
        clearTimeout(timer);
      }
      try {
        process.kill(watchdog.pid, "SIGKILL");
      } catch {
        // The watchdog is already gone.
      }
    })());

  return new Promise((resolveStart) => {
    const timer = setTimeout(() => {
      collect(`\n(no "Child launched OK" after ${START_TIMEOUT_MS} ms)`);
      void stop().then(() => resolveStart({ ok: false, output }));
    }, START_TIMEOUT_MS);
    const ready = () => {
      if (!output.includes("Child launched OK")) return;
      clearTimeout(timer);
      // What it prints from now on is of no interest, but `collect` keeps the pipes draining.
      child.stdout.off("data", ready);
      child.stderr.off("data", ready);
      resolveStart({ ok: true, stop });
    };
    child.stdout.on("data", ready);
    child.stderr.on("data", ready);
    child.once("error", (err) => {
      collect(`\n${err.message}`);
      clearTimeout(timer);
      void stop().then(() => resolveStart({ ok: false, output }));
    });
    void exited.then(() => {
      clearTimeout(timer);
      // Before "Child launched OK": a start that failed (the port taken, a VCL error).
      void stop().then(() => resolveStart({ ok: false, output }));
    });
  });
}

/** `--backend h:p`, `--purgers a,b`, then `--` and the command. */
function parseArgs(argv) {
  const dash = argv.indexOf("--");
  const own = dash === -1 ? argv : argv.slice(0, dash);
  const [command, ...commandArgs] = dash === -1 ? [] : argv.slice(dash + 1);
  const options = {};
  for (let i = 0; i < own.length; i += 2) {
    const [flag, value] = [own[i], own[i + 1]];
    if (flag === "--backend" && value) options.backend = value;
    else if (flag === "--purgers" && value) options.purgers = value.split(",").filter(Boolean);
    else throw new Error(`unknown or incomplete option "${flag}"`);
  }
  return { options, command, commandArgs };
}

async function main() {
  const usage =
    "usage: node scripts/with-varnish.mjs --backend host:port [--purgers a,b] -- <command> [args…]";
  let parsed;
  try {
    parsed = parseArgs(process.argv.slice(2));
  } catch (err) {
    console.error(`with-varnish: ${err.message}\n${usage}`);
    return 2;
  }
  const { options, command, commandArgs } = parsed;
  if (!command || (!options.backend && !process.env.VARNISH_URL)) {
    console.error(usage);
    return 2;
  }
  if (process.env.VARNISH_URL) {
    return runCommand("with-varnish", command, commandArgs, process.env);
  }
  // Signals during start-up: leave at once (startVarnish's own handlers stop varnishd).
  const onSetupSignal = (signal) => process.exit(128 + signalNumber(signal));
  for (const s of ["SIGINT", "SIGTERM", "SIGHUP"]) process.on(s, onSetupSignal);
  const varnish = await startVarnish(options);
  for (const s of ["SIGINT", "SIGTERM", "SIGHUP"]) process.off(s, onSetupSignal);
  console.error(`with-varnish: Varnish on ${varnish.url} in front of ${options.backend}`);
  try {
    return await runCommand("with-varnish", command, commandArgs, {
      ...process.env,
      VARNISH_URL: varnish.url,
    });
  } finally {
    await varnish.stop();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  try {
    process.exitCode = await main();
  } catch (err) {
    console.error(`with-varnish: ${err instanceof Error ? err.message : err}`);
    process.exitCode = 1;
  }
}
