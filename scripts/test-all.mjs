/**
 * The one test command (`npm test`, and what CI runs). It runs every check in a fixed order and
 * keeps going after a failure where the later steps can still tell us something, so a single
 * run shows everything that is broken instead of only the first thing.
 *
 * The last line of output is always `tests: N passed, N failed[, N skipped]`: CI logs and
 * humans skimming a terminal both look at the end first.
 *
 * TEST_STEPS=lint,unit (keys: lint,typecheck,unit,pg,build,e2e) runs a subset. The page-weight
 * budgets (bench/page-weight.mjs) are checked by a journey in e2e/page-weight.spec.ts.
 */
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, openSync, readFileSync, rmSync } from "node:fs";
import { constants, tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { journeyServer } from "./journey-server.mjs";

const root = dirname(dirname(fileURLToPath(import.meta.url)));
const STEP_KEYS = ["lint", "typecheck", "build", "unit", "pg", "e2e"];

/**
 * @typedef {{ key: string, title: string, cmd: string[], env?: Record<string, string>,
 *   report?: { kind: "vitest" | "playwright", file: string }, needs?: string,
 *   after?: string[], alone?: boolean }} Step
 * @typedef {{ passed: number, failed: number, skipped: number, flaky: number,
 *   seconds: number, note: string, failedTests?: string[] }} Result
 */

/**
 * @param {string} reports a temp dir outside the repo: Playwright empties test-results/ on start
 * @returns {Step[]}
 */
function allSteps(reports) {
  const vitestJson = (name) => [
    "--reporter=default",
    "--reporter=json",
    `--outputFile=${join(reports, name)}`,
  ];
  return [
    // Each step starts once the steps named in its `after` have ended (decision 0096): the
    // machine's two cores stay busy from the first second to the journeys. The static checks
    // start together; the build takes the core the format check leaves; the PostgreSQL run
    // starts when the types and the build are done, the PGlite run after it (decision 0100):
    // the two runs side by side, or the PostgreSQL run beside the static checks, cost as much
    // or more, and its time-budgeted file and busy-machine hogs are steadier on their own.
    { key: "lint", title: "lint", cmd: ["npm", "run", "lint:code"] },
    { key: "lint", title: "format+cycles", cmd: ["npm", "run", "lint:format"] },
    { key: "typecheck", title: "typecheck", cmd: ["npm", "run", "typecheck"] },
    // The page tests of the API steps render the built web app (decision 0088): build first.
    { key: "build", title: "build", cmd: ["npm", "run", "build"], after: ["format+cycles"] },
    {
      key: "unit",
      title: "unit+api (PGlite)",
      cmd: ["npx", "vitest", "run", ...vitestJson("vitest-pglite.json")],
      report: { kind: "vitest", file: join(reports, "vitest-pglite.json") },
      after: ["lint", "build", "api (PostgreSQL)"],
    },
    {
      key: "pg",
      title: "api (PostgreSQL)",
      cmd: [
        process.execPath,
        "scripts/with-postgres.mjs",
        ...["npx", "vitest", "run", "--project", "api", "--project", "api-shared"],
        ...vitestJson("vitest-pg.json"),
      ],
      report: { kind: "vitest", file: join(reports, "vitest-pg.json") },
      after: ["typecheck", "build"],
      needs: "build",
    },
    {
      key: "e2e",
      title: "browser journeys + page weight",
      cmd: ["npx", "playwright", "test", "--reporter=list,json"],
      env: { PLAYWRIGHT_JSON_OUTPUT_NAME: join(reports, "playwright.json") },
      report: { kind: "playwright", file: join(reports, "playwright.json") },
      // Journeys run against the built app; testing a stale or missing build would mislead.
      needs: "build",
      // Alone: three browsers and a server take both cores; its output streams as it comes.
      after: [
        "lint",
        "format+cycles",
        "typecheck",
        "build",
        "unit+api (PGlite)",
        "api (PostgreSQL)",
      ],
      alone: true,
    },
  ];
}

/** @returns {string[]} the step keys to run, validated before anything is created */
function selectedKeys() {
  const wanted = (process.env.TEST_STEPS ?? "")
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
  const unknown = wanted.filter((k) => !STEP_KEYS.includes(k));
  if (unknown.length > 0) {
    console.error(`TEST_STEPS: unknown step(s) ${unknown.join(", ")}; known: ${STEP_KEYS}`);
    process.exit(2);
  }
  return wanted.length > 0 ? wanted : STEP_KEYS;
}

/** The running steps' processes (lint and typecheck run side by side). */
const running = new Set();
/** @type {NodeJS.Signals | undefined} */
let interrupted;
/**
 * Each step runs in its own process group and gets signals group-wide: `npx`/`npm` exit on
 * SIGTERM without passing it on, which would leave the real tool running on its own.
 */
function killGroup(child, signal) {
  if (!child?.pid) return; // -0 would be our own group.
  try {
    process.kill(-child.pid, signal);
  } catch {
    // The group is already gone.
  }
}

// Forwarding lets with-postgres stop its cluster; after an interrupt no further step runs.
for (const signal of /** @type {NodeJS.Signals[]} */ (["SIGINT", "SIGTERM", "SIGHUP"])) {
  process.on(signal, () => {
    interrupted ??= signal;
    for (const child of running) killGroup(child, signal);
  });
}

/**
 * @param {Step} step
 * @param {boolean} buffered keep the output and hand it back (steps running side by side would
 *   interleave their lines), instead of streaming it
 * @returns {Promise<{ code: number, output: string }>} the exit code as a shell reports it:
 *   128+N when killed by signal N, 127 when the command could not be started at all
 */
function run(step, buffered = false) {
  return new Promise((resolve) => {
    const [file, ...args] = step.cmd;
    const child = spawn(file, args, {
      cwd: root,
      stdio: buffered ? ["ignore", "pipe", "pipe"] : "inherit",
      env: { ...process.env, ...step.env, ...(buffered ? { FORCE_COLOR: "1" } : {}) },
      detached: true,
    });
    running.add(child);
    let output = "";
    child.stdout?.on("data", (chunk) => (output += chunk));
    child.stderr?.on("data", (chunk) => (output += chunk));
    child.on("error", (err) => (output += `cannot run ${file}: ${err.message}\n`));
    child.on("close", (code, signal) => {
      // Leftovers in the step's group (a dev server, a stuck worker) must not outlive it.
      killGroup(child, "SIGKILL");
      running.delete(child);
      if (!buffered && output) console.error(output);
      if (code === null) resolve({ code: 128 + (constants.signals[signal] ?? 1), output });
      else resolve({ code: code < 0 ? 127 : code, output });
    });
  });
}

function readJson(file) {
  try {
    return existsSync(file) ? JSON.parse(readFileSync(file, "utf8")) : undefined;
  } catch {
    return undefined; // A half-written report (crash mid-write) is as good as none.
  }
}

/**
 * A test file that fails without any failing test (import error, failing beforeAll) means its
 * tests never ran; counting it as a failure keeps it from hiding behind a green number.
 */
function vitestCounts(json) {
  const files = Array.isArray(json.testResults) ? json.testResults : [];
  const broken = files.filter(
    (f) => f.status === "failed" && !f.assertionResults?.some((a) => a.status === "failed"),
  ).length;
  const failedTests = json.numFailedTests ?? 0;
  const suitesOnly = broken || (failedTests === 0 && json.numFailedTestSuites > 0 ? 1 : 0);
  return {
    passed: json.numPassedTests ?? 0,
    failed: failedTests + suitesOnly,
    skipped: (json.numPendingTests ?? 0) + (json.numTodoTests ?? 0),
    flaky: 0,
  };
}

/** Flaky tests passed on retry: they count as passed but are named so nobody forgets them. */
function playwrightCounts(json) {
  const stats = json.stats ?? {};
  const globalErrors = Array.isArray(json.errors) ? json.errors.length : 0;
  return {
    passed: (stats.expected ?? 0) + (stats.flaky ?? 0),
    failed: (stats.unexpected ?? 0) + globalErrors,
    skipped: stats.skipped ?? 0,
    flaky: stats.flaky ?? 0,
  };
}

/**
 * The failing tests by name, printed beside the table: CI keeps only the end of its log, and a
 * count alone does not say what to look at.
 * @returns {string[]}
 */
function failedNames(kind, json) {
  const here = (file) => String(file ?? "").replace(`${root}/`, "");
  if (kind === "vitest") {
    return (Array.isArray(json.testResults) ? json.testResults : []).flatMap((file) => {
      const failed = (file.assertionResults ?? []).filter((a) => a.status === "failed");
      if (file.status === "failed" && failed.length === 0) {
        return [`${here(file.name)} (file)${firstLines(file.message)}`];
      }
      return failed.map(
        (a) => `${here(file.name)} > ${a.fullName ?? a.title}${firstLines(a.failureMessages?.[0])}`,
      );
    });
  }
  /** @returns {string[]} */
  const walk = (suite) => [
    ...(suite.specs ?? [])
      .filter((spec) => spec.ok === false)
      .map(
        (spec) =>
          `${here(spec.file)}:${spec.line} > ${spec.title}${firstLines(
            spec.tests?.[0]?.results?.at(-1)?.error?.message,
          )}`,
      ),
    ...(suite.suites ?? []).flatMap(walk),
  ];
  return (json.suites ?? []).flatMap(walk);
}

/** The start of a failure's message, indented under its name, without colour codes. */
function firstLines(message) {
  if (typeof message !== "string" || message.trim() === "") return "";
  const lines = message
    // eslint-disable-next-line no-control-regex -- colour codes are control characters
    .replace(/\u001b\[[0-9;]*m/g, "")
    .split("\n")
    .map((l) => l.trimEnd())
    .filter((l) => l.trim() !== "")
    .slice(0, 6)
    .map((l) => `          ${l.slice(0, 200)}`);
  return `\n${lines.join("\n")}`;
}

/** @returns {Omit<Result, "seconds"> & { failedTests?: string[] }} */
function judge(step, code) {
  if (!step.report) {
    const ok = code === 0;
    return { passed: +ok, failed: +!ok, skipped: 0, flaky: 0, note: ok ? "" : `exit ${code}` };
  }
  const json = readJson(step.report.file);
  if (!json) {
    return { passed: 0, failed: 1, skipped: 0, flaky: 0, note: `exit ${code}, no JSON report` };
  }
  const counts = step.report.kind === "vitest" ? vitestCounts(json) : playwrightCounts(json);
  const failedTests = failedNames(step.report.kind, json);
  const notes = [];
  if (counts.flaky > 0) notes.push(`${counts.flaky} flaky`);
  // The runner can fail outside any test (unhandled error, coverage threshold, bad config).
  if (code !== 0 && counts.failed === 0) {
    counts.failed = 1;
    notes.push(`exit ${code} with no failing test`);
  }
  // Zero tests usually means a broken include pattern or project name, not "all good".
  if (counts.passed + counts.failed === 0) {
    counts.failed = 1;
    notes.push("no tests ran");
  }
  return { ...counts, note: notes.join("; "), failedTests };
}

function printSummary(rows) {
  const header = ["step", "passed", "failed", "seconds", "note"];
  const table = [
    header,
    ...rows.map(({ title, r }) => [
      title,
      String(r.passed),
      String(r.failed),
      r.seconds.toFixed(1),
      r.note,
    ]),
  ];
  const widths = header.map((_, i) => Math.max(...table.map((row) => row[i].length)));
  const line = (row) =>
    row
      .map((cell, i) => (i === 0 || i === 4 ? cell.padEnd(widths[i]) : cell.padStart(widths[i])))
      .join("  ")
      .trimEnd();
  console.log("");
  console.log(line(table[0]));
  console.log(widths.map((w) => "-".repeat(w)).join("  "));
  for (const row of table.slice(1)) console.log(line(row));
  console.log("");
  const failing = rows.flatMap(({ title, r }) =>
    (r.failedTests ?? []).map((n) => `${title}: ${n}`),
  );
  for (const name of failing.slice(0, 20)) console.log(`failed  ${name}`);
  if (failing.length > 20) console.log(`failed  ... and ${failing.length - 20} more`);
  if (failing.length > 0) console.log("");
}

/**
 * The journeys' server, started as soon as the build is there (scripts/journey-server.mjs): its
 * first start seeds a new database on one core, which the API tests' run absorbs; the journeys
 * then find it ready. Resolves to the env that tells Playwright to use it, or to none (it did
 * not come up: Playwright starts its own, and says why).
 * @returns {{ ready: Promise<Record<string, string>>, stop: () => void }}
 */
function startJourneyServer(reports) {
  const { command, url, env } = journeyServer();
  const log = openSync(join(reports, "journey-server.log"), "a");
  const child = spawn("sh", ["-c", command], {
    cwd: root,
    stdio: ["ignore", log, log],
    env: { ...process.env, ...env },
    detached: true,
  });
  running.add(child);
  let exited = false;
  child.on("close", () => {
    exited = true;
    running.delete(child);
  });
  const ready = (async () => {
    for (let waited = 0; waited < 180_000 && !exited && !interrupted; waited += 500) {
      if (
        await fetch(url).then(
          (r) => r.ok,
          () => false,
        )
      )
        return { JOURNEY_SERVER_STARTED: "1" };
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    killGroup(child, "SIGKILL");
    console.log(`\nthe journeys' server did not come up (${join(reports, "journey-server.log")}):`);
    console.log(
      readFileSync(join(reports, "journey-server.log"), "utf8").split("\n").slice(-20).join("\n"),
    );
    return {};
  })();
  return { ready, stop: () => killGroup(child, "SIGTERM") };
}

async function main() {
  const keys = selectedKeys();
  const reports = mkdtempSync(join(tmpdir(), "ridgeline-test-"));
  const steps = allSteps(reports).filter((s) => keys.includes(s.key));
  const titles = new Set(steps.map((step) => step.title));
  /** @type {{ key: string, title: string, r: Result }[]} */
  const rows = [];
  const shownCmd = (step) => step.cmd.map((a) => (a === process.execPath ? "node" : a)).join(" ");
  /** @type {ReturnType<typeof startJourneyServer> | undefined} */
  let journeyServerRun;
  /** @type {Map<string, Promise<void>>} each step's end, by title */
  const ended = new Map();
  const runStep = async (step, n) => {
    if (interrupted) return;
    const failedDependency = rows.find((row) => row.key === step.needs && row.r.failed > 0);
    if (failedDependency) {
      const note = `not run: ${failedDependency.title} failed`;
      console.log(`\n==> ${n} ${step.title}: ${note}`);
      rows.push({
        key: step.key,
        title: step.title,
        r: { passed: 0, failed: 1, skipped: 0, flaky: 0, seconds: 0, note },
      });
      return;
    }
    // Steps side by side would interleave their lines: theirs come in one piece when done.
    const buffered = steps.length > 1 && !step.alone;
    const env = step.key === "e2e" && journeyServerRun ? await journeyServerRun.ready : {};
    console.log(
      `\n==> ${n} ${step.title}: ${shownCmd(step)}${buffered ? " (output below when done)" : ""}\n`,
    );
    const t0 = performance.now();
    const { code, output } = await run({ ...step, env: { ...step.env, ...env } }, buffered);
    const seconds = (performance.now() - t0) / 1000;
    if (buffered)
      console.log(`\n==> ${n} ${step.title} (${seconds.toFixed(1)} s):\n${output.trimEnd()}`);
    rows.push({ key: step.key, title: step.title, r: { ...judge(step, code), seconds } });
    if (step.key === "build" && code === 0 && keys.includes("e2e"))
      journeyServerRun = startJourneyServer(reports);
  };
  // A step may wait for one listed after it: every end is made before any step is wired.
  /** @type {Map<string, () => void>} */
  const finish = new Map();
  for (const step of steps)
    ended.set(step.title, new Promise((resolve) => finish.set(step.title, () => resolve())));
  steps.forEach((step, k) => {
    const before = (step.after ?? []).filter((title) => titles.has(title));
    const n = `[${k + 1}/${steps.length}]`;
    void Promise.all(before.map((title) => ended.get(title)))
      .then(() => runStep(step, n))
      .catch((error) => {
        const note = `could not run: ${error instanceof Error ? error.message : error}`;
        rows.push({
          key: step.key,
          title: step.title,
          r: { passed: 0, failed: 1, skipped: 0, flaky: 0, seconds: 0, note },
        });
      })
      .finally(() => finish.get(step.title)?.());
  });
  await Promise.all(ended.values());
  journeyServerRun?.stop();
  // The summary lists the steps in their order, whenever each ended.
  rows.sort(
    (a, b) =>
      steps.findIndex((s) => s.title === a.title) - steps.findIndex((s) => s.title === b.title),
  );
  rmSync(reports, { recursive: true, force: true });

  printSummary(rows);
  const total = (field) => rows.reduce((sum, row) => sum + row.r[field], 0);
  const [passed, failed, skipped, flaky] = ["passed", "failed", "skipped", "flaky"].map(total);
  if (flaky > 0) console.log(`warning: ${flaky} flaky test(s) passed only on retry`);
  if (interrupted) console.log(`interrupted by ${interrupted}; remaining steps not run`);
  console.log(
    `tests: ${passed} passed, ${failed} failed${skipped > 0 ? `, ${skipped} skipped` : ""}`,
  );
  if (interrupted) return 128 + (constants.signals[interrupted] ?? 1);
  return failed === 0 && passed > 0 ? 0 : 1;
}

process.exitCode = await main();
