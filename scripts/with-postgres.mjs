/**
 * Runs a command against a throw-away PostgreSQL cluster:
 *
 *   node scripts/with-postgres.mjs <command> [args…]
 *
 * The command gets TEST_DATABASE_URL pointing at an empty `ridgeline_test` database owned by a
 * superuser, because the API tests clone databases with `CREATE DATABASE x TEMPLATE y`.
 * When TEST_DATABASE_URL is already set (a developer's own server, a CI service container) the
 * command simply runs with it, so the same npm script works everywhere.
 *
 * The cluster lives in a temp dir and is tuned for speed, not durability (fsync off, no
 * full-page writes): it is deleted when the command ends, fails or is interrupted.
 */
import { spawn, spawnSync } from "node:child_process";
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir, userInfo } from "node:os";
import { join } from "node:path";
import { freePort, runCommand, signalNumber } from "./run-command.mjs";

const DB_NAME = "ridgeline_test";

const [command, ...commandArgs] = process.argv.slice(2);
if (!command) {
  console.error("usage: node scripts/with-postgres.mjs <command> [args…]");
  process.exit(2);
}

try {
  process.exitCode = process.env.TEST_DATABASE_URL
    ? await runCommand("with-postgres", command, commandArgs, process.env)
    : await withThrowAwayCluster();
} catch (err) {
  console.error(`with-postgres: ${err instanceof Error ? err.message : err}`);
  process.exitCode = 1;
}

/**
 * Picks the newest installed major version: Debian can keep several side by side after an
 * upgrade, and the newest is what a fresh CI image gets.
 */
function findPgBin() {
  const root = "/usr/lib/postgresql";
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((v) => existsSync(join(root, v, "bin", "initdb")))
        .sort((a, b) => Number.parseFloat(b) - Number.parseFloat(a))
    : [];
  if (versions.length === 0) {
    throw new Error(
      `no PostgreSQL server found under ${root}/*/bin. Install the Debian package "postgresql" ` +
        "(apt-get install postgresql) or set TEST_DATABASE_URL to an existing server.",
    );
  }
  return join(root, versions[0], "bin");
}

/** Single-quotes for /bin/sh: pg_ctl hands `-o` to a shell, and `su -c` needs one string. */
function shq(s) {
  return `'${String(s).replaceAll("'", `'\\''`)}'`;
}

/**
 * PostgreSQL refuses to run as root, so as root every server-side binary runs as the
 * `postgres` system user (created by the Debian package); otherwise as ourselves.
 */
function makeRunner(asRoot) {
  if (!asRoot) return (file, args) => [file, args];
  const hasRunuser = spawnSync("runuser", ["--help"], { stdio: "ignore" }).status === 0;
  if (hasRunuser) return (file, args) => ["runuser", ["-u", "postgres", "--", file, ...args]];
  return (file, args) => [
    "su",
    ["-s", "/bin/sh", "postgres", "-c", [file, ...args].map(shq).join(" ")],
  ];
}

/** Synchronous on purpose: it must also work from an `exit` handler. */
function runSync(argv, cwd, quiet = false) {
  const [file, args] = argv;
  const res = spawnSync(file, args, { cwd, encoding: "utf8" });
  if (res.status !== 0 && !quiet) {
    process.stderr.write(res.stdout ?? "");
    process.stderr.write(res.stderr ?? "");
  }
  return res.status === 0;
}

async function withThrowAwayCluster() {
  const asRoot = process.getuid?.() === 0;
  const pgUser = asRoot ? "postgres" : userInfo().username;
  const bin = findPgBin();
  const as = makeRunner(asRoot);

  const idOf = (flag) => spawnSync("id", [flag, "postgres"], { encoding: "utf8" }).stdout.trim();
  const owner = asRoot ? { uid: Number(idOf("-u")), gid: Number(idOf("-g")) } : undefined;
  if (owner && !owner.uid) throw new Error('running as root but there is no "postgres" user');

  // Unix socket paths are limited to ~107 bytes, so a long $TMPDIR falls back to /tmp.
  const base = tmpdir().length > 60 ? "/tmp" : tmpdir();
  const dir = mkdtempSync(join(base, "ridgeline-pg-"));
  const data = join(dir, "data");
  if (owner) chownSync(dir, owner.uid, owner.gid);

  // A `kill -9` of this process skips the handlers below; a detached shell that outlives us
  // notices and stops the cluster so no postgres is left running.
  const stopCmd = as(join(bin, "pg_ctl"), ["stop", "-D", data, "-m", "immediate"]);
  const watchdog = spawn(
    "/bin/sh",
    [
      "-c",
      `while kill -0 ${process.pid} 2>/dev/null; do sleep 1; done; ` +
        `cd / && ${[stopCmd[0], ...stopCmd[1]].map(shq).join(" ")} >/dev/null 2>&1; ` +
        `rm -rf ${shq(dir)}`,
    ],
    { detached: true, stdio: "ignore" },
  );
  watchdog.unref();

  let cleaned = false;
  const stopCluster = (mode) =>
    runSync(as(join(bin, "pg_ctl"), ["stop", "-D", data, "-m", mode, "-w", "-t", "30"]), dir, true);
  const cleanup = () => {
    if (cleaned) return;
    cleaned = true;
    try {
      process.kill(-watchdog.pid, "SIGKILL");
    } catch {
      // The watchdog is already gone; nothing to stop.
    }
    // Checked on disk rather than remembered: a start that timed out may still have come up.
    if (existsSync(join(data, "postmaster.pid")) && !stopCluster("fast")) stopCluster("immediate");
    rmSync(dir, { recursive: true, force: true });
  };
  // A last resort for crashes between here and the normal cleanup below.
  process.on("exit", cleanup);
  // Signals during setup: clean up and leave. Once the command runs, runCommand forwards them
  // instead and the cleanup happens after the command has exited.
  const onSetupSignal = (signal) => {
    cleanup();
    process.exit(128 + signalNumber(signal));
  };
  for (const s of ["SIGINT", "SIGTERM", "SIGHUP"]) process.on(s, onSetupSignal);

  const initdbFlags = ["-E", "UTF8", "--auth-local=trust", "--auth-host=trust", "--no-sync"];
  const initdb = (locale, quiet) =>
    runSync(
      as(join(bin, "initdb"), ["-D", data, "-U", pgUser, ...initdbFlags, locale]),
      dir,
      quiet,
    );
  // C.UTF-8 gives Unicode-aware upper()/lower(); images without that locale still get a cluster.
  if (!initdb("--locale=C.UTF-8", true) && !initdb("--no-locale", false)) {
    throw new Error("initdb failed (see output above)");
  }

  // Another process can grab the port between our probe and the server's bind; retry then.
  let port = 0;
  let started = false;
  for (let attempt = 1; !started && attempt <= 3; attempt++) {
    port = await freePort();
    const opts = [
      `-c port=${port}`,
      "-c listen_addresses=127.0.0.1",
      `-c unix_socket_directories=${shq(dir)}`,
      "-c fsync=off",
      "-c synchronous_commit=off",
      "-c full_page_writes=off",
      "-c max_connections=200",
    ].join(" ");
    const log = join(dir, "postgres.log");
    const startArgs = ["start", "-D", data, "-l", log, "-w", "-t", "60", "-o", opts];
    started = runSync(as(join(bin, "pg_ctl"), startArgs), dir);
    if (!started) {
      if (existsSync(log)) process.stderr.write(readFileSync(log, "utf8").slice(-4000));
      stopCluster("immediate");
    }
  }
  if (!started) throw new Error("could not start PostgreSQL (see log above)");

  const conn = ["-h", "127.0.0.1", "-p", String(port), "-U", pgUser];
  if (!runSync([join(bin, "createdb"), [...conn, DB_NAME]], dir)) {
    throw new Error(`could not create database ${DB_NAME}`);
  }

  for (const s of ["SIGINT", "SIGTERM", "SIGHUP"]) process.off(s, onSetupSignal);
  console.error(`with-postgres: throw-away PostgreSQL ${bin.split("/").at(-2)} on port ${port}`);
  const url = `postgres://${encodeURIComponent(pgUser)}@127.0.0.1:${port}/${DB_NAME}`;
  try {
    return await runCommand("with-postgres", command, commandArgs, {
      ...process.env,
      TEST_DATABASE_URL: url,
    });
  } finally {
    cleanup();
  }
}
