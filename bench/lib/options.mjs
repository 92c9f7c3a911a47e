/**
 * How every benchmark reads its options and ends: a run that cannot begin (bad option, no
 * build, no database) says why and exits with code 2, a run that broke exits with code 1.
 */

/** A run that cannot begin (bad option, no build, no database): exit code 2. */
export class UsageError extends Error {}

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

/** TEST_DATABASE_URL for `--database=postgres` (none for PGlite); `script` names the bench. */
export function databaseUrlOption(database, script) {
  if (database !== "postgres") return undefined;
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    throw new UsageError(
      "--database=postgres needs TEST_DATABASE_URL; run it through\n" +
        `  node scripts/with-postgres.mjs node bench/${script} --database=postgres`,
    );
  }
  return url;
}

/**
 * Runs a benchmark's `main` and exits with the code it answers: 2 when it threw a UsageError,
 * 1 when it crashed (after `onCrash`, which stops what the run started).
 */
export function runMain(main, onCrash = () => {}) {
  main().then(
    (code) => {
      process.exitCode = code;
    },
    (error) => {
      if (error instanceof UsageError) {
        console.error(`bench: ${error.message}`);
        process.exitCode = 2;
        return;
      }
      console.error("bench:", error);
      onCrash();
      process.exitCode = 1;
    },
  );
}

/**
 * `--database=pglite|postgres|both` (pglite when absent) as the list of databases to run on;
 * postgres needs TEST_DATABASE_URL. `--help` prints the usage and leaves.
 */
export function databasesOption(argv, usage, script) {
  let choice = "pglite";
  for (const arg of argv) {
    if (arg === "--help" || arg === "-h") {
      console.log(usage);
      process.exit(0);
    }
    const match = /^--database=(pglite|postgres|both)$/.exec(arg);
    if (!match) throw new UsageError(`unknown argument "${arg}"\n\n${usage}`);
    choice = match[1];
  }
  const list = choice === "both" ? ["pglite", "postgres"] : [choice];
  if (list.includes("postgres") && !process.env["TEST_DATABASE_URL"])
    throw new UsageError(
      `postgres needs TEST_DATABASE_URL: node scripts/with-postgres.mjs node bench/${script} --database=both`,
    );
  return list;
}
