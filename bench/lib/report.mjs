/**
 * What every benchmark reports: nearest-rank percentiles, Markdown tables, the machine and
 * commit a run measured, and the result file in bench/results (which git ignores).
 */
import { execFileSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import os from "node:os";
import { join } from "node:path";
import { ROOT } from "./build.mjs";

export const RESULTS_DIR = join(ROOT, "bench", "results");

export const round = (value, digits = 1) =>
  value === null || value === undefined ? null : Number(value.toFixed(digits));

/** Nearest-rank percentile: always a latency that was really measured, never interpolated. */
export function percentile(sorted, p) {
  if (sorted.length === 0) return null;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

export function table(header, rows) {
  const line = (cells) => `| ${cells.map((c) => (c === null ? "n/a" : String(c))).join(" | ")} |`;
  return [line(header), line(header.map(() => "---")), ...rows.map(line)].join("\n");
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

/** Writes `result` to bench/results/<date as a file name>-<name>.json; answers the file. */
export function writeResult(date, name, result) {
  mkdirSync(RESULTS_DIR, { recursive: true });
  const stamp = date.toISOString().replace(/[:.]/g, "-");
  const file = join(RESULTS_DIR, `${stamp}-${name}.json`);
  writeFileSync(file, `${JSON.stringify(result, null, 2)}\n`);
  return file;
}
