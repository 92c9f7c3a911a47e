/**
 * What the `with-*` scripts share (with-postgres.mjs, with-varnish.mjs): a free port, and the
 * command they wrap, run with its signals forwarded.
 */
import { spawn } from "node:child_process";
import { createServer } from "node:net";
import { constants } from "node:os";

/** How long a command may ignore a forwarded signal before we stop waiting for it. */
const KILL_GRACE_MS = 10_000;

/** Binding port 0 lets the kernel pick a port nobody is using right now. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = /** @type {import("node:net").AddressInfo} */ (server.address());
      server.close(() => resolve(port));
    });
  });
}

/** Shells report "killed by signal N" as exit code 128+N; we do the same. */
export function signalNumber(signal) {
  return constants.signals[signal] ?? 1;
}

/**
 * Inherits stdio so the command's output streams live. The command gets its own process group
 * and signals go to the whole group: `npx` exits on SIGTERM without passing it on, which would
 * leave the real test runner behind, still talking to a service we are about to stop.
 *
 * @param {string} label the script's name, for messages
 * @param {string} command
 * @param {string[]} commandArgs
 * @param {NodeJS.ProcessEnv} env
 * @returns {Promise<number>} the command's exit code
 */
export function runCommand(label, command, commandArgs, env) {
  return new Promise((resolve) => {
    const child = spawn(command, commandArgs, { stdio: "inherit", env, detached: true });
    const killGroup = (signal) => {
      if (!child.pid) return; // -0 would be our own group.
      try {
        process.kill(-child.pid, signal);
      } catch {
        // The group is already gone.
      }
    };
    let killTimer;
    const forward = (signal) => {
      killGroup(signal);
      killTimer ??= setTimeout(() => killGroup("SIGKILL"), KILL_GRACE_MS).unref();
    };
    const signals = ["SIGINT", "SIGTERM", "SIGHUP"];
    for (const s of signals) process.on(s, forward);
    child.on("error", (err) => {
      console.error(`${label}: cannot run ${command}: ${err.message}`);
    });
    child.on("close", (code, signal) => {
      clearTimeout(killTimer);
      // Whatever the command left running in its group is orphaned and about to lose its service.
      killGroup("SIGKILL");
      for (const s of signals) process.off(s, forward);
      // A command that could not start (ENOENT) reports a negative errno; shells say 127.
      if (code === null) resolve(128 + signalNumber(signal));
      else resolve(code < 0 ? 127 : code);
    });
  });
}
