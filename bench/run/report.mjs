/**
 * run-bench's verdict and summary: the targets in bench/targets.json checked against a run,
 * and the Markdown tables it prints.
 */
import { existsSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { ROOT } from "../lib/build.mjs";
import { UsageError } from "../lib/options.mjs";
import { table } from "../lib/report.mjs";

const TARGETS_FILE = join(ROOT, "bench", "targets.json");

/** Targets and the settings they were set for; a missing or broken file stops the run. */
export function loadTargets() {
  if (!existsSync(TARGETS_FILE)) throw new UsageError(`${relative(ROOT, TARGETS_FILE)} is missing`);
  let parsed;
  try {
    parsed = JSON.parse(readFileSync(TARGETS_FILE, "utf8"));
  } catch (error) {
    throw new UsageError(error.message);
  }
  if (!Array.isArray(parsed.targets)) throw new UsageError("bench/targets.json: no targets array");
  return { targets: parsed.targets, settings: parsed.settings ?? null };
}

/** A limit is a number, or one number per database when the two honestly differ. */
function limitFor(value, database) {
  if (typeof value === "number") return value;
  if (value && typeof value === "object" && typeof value[database] === "number") {
    return value[database];
  }
  return null;
}

/** Each target with a limit for this run's database: the limit, the figure, and whether it was met. */
export function checkTargets(targets, result) {
  return targets.flatMap((target) => {
    const max = limitFor(target.max, result.database);
    const min = limitFor(target.min, result.database);
    if (max === null && min === null) return [];
    const source = target.scenario
      ? result.scenarios.find((s) => s.name === target.scenario)
      : result.summary;
    const actual = source ? (source[target.metric] ?? null) : null;
    const ok =
      actual !== null && (max === null || actual <= max) && (min === null || actual >= min);
    return [
      {
        target: target.scenario ? `${target.scenario}: ${target.metric}` : target.metric,
        limit: max !== null ? `<= ${max}` : `>= ${min}`,
        actual,
        ok,
      },
    ];
  });
}

/** The run as Markdown tables: start, stop and memory, then scenarios, targets and errors. */
export function markdown(result) {
  const { summary: s } = result;
  const out = [
    `## Ridgeline benchmark: ${result.database}, ${result.date}`,
    "",
    `Node ${result.machine.node}, ${result.machine.cpus} CPUs (${result.machine.cpuModel}), ` +
      `${result.machine.memoryGiB} GiB; ${result.settings.requests} requests per scenario after ` +
      `${result.settings.warmup} warm-up, concurrency ${result.settings.concurrency}; ` +
      `commit ${result.git.commit ?? "?"}${result.git.dirty ? " + uncommitted changes" : ""}` +
      (result.git.sourcesNewerThanBuild?.length
        ? ` (build older than ${result.git.sourcesNewerThanBuild.join(", ")}).`
        : "."),
    "",
    table(
      ["Start / stop / memory", "Value"],
      [
        ["cold start (empty database → /readyz 200)", `${s.coldStartMs} ms`],
        ["warm start (same database again)", `${s.warmStartMs} ms`],
        ["graceful shutdown, idle (SIGTERM → exit)", `${s.idleShutdownMs} ms`],
        ["graceful shutdown after the load", `${s.shutdownMs} ms`],
        ["RSS when ready (warm)", `${s.readyRssMiB} MiB`],
        ["peak RSS during the load", `${s.peakRssMiB} MiB`],
        ...(s.dataDirMiB !== null
          ? [["PGlite data directory after seeding", `${s.dataDirMiB} MiB`]]
          : []),
      ],
    ),
    "",
    table(
      [
        "Scenario",
        "OK",
        "Errors",
        "p50 ms",
        "p95 ms",
        "p99 ms",
        "max ms",
        "req/s",
        "CPU ms/req",
        "peak RSS MiB",
      ],
      result.scenarios.map((x) => [
        x.name,
        x.ok,
        x.errors,
        x.p50Ms,
        x.p95Ms,
        x.p99Ms,
        x.maxMs,
        x.rps,
        x.serverCpuMsPerRequest,
        x.peakRssMiB,
      ]),
    ),
  ];
  if (result.targets.length > 0) {
    out.push(
      "",
      table(
        ["Target", "Limit", "Measured", "Met"],
        result.targets.map((t) => [t.target, t.limit, t.actual, t.ok ? "yes" : "**NO**"]),
      ),
    );
  }
  if (result.targetsNote) out.push("", `Note: ${result.targetsNote}.`);
  const failing = result.scenarios.filter((x) => x.errors > 0);
  for (const x of failing)
    out.push("", `Errors in ${x.name}:`, ...x.errorSamples.map((e) => `- ${e}`));
  if (result.serverWarnings.length > 0) {
    out.push("", "Server warnings/errors:", ...result.serverWarnings.map((w) => `- ${w}`));
  }
  if (result.error) out.push("", `Run failed: ${result.error}`);
  return out.join("\n");
}
