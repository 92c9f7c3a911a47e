/**
 * What the server under test costs the machine, read from /proc (Linux): resident memory, CPU
 * time, and the size of its data folder.
 */
import { execFileSync } from "node:child_process";
import { readFileSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { round } from "./report.mjs";

export const mib = (kib) => (kib === null ? null : round(kib / 1024, 1));

/** VmRSS is the resident set now; VmHWM is the kernel's own peak since the process started. */
export function readMemory(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, "utf8");
    const field = (name) => {
      const match = new RegExp(`^${name}:\\s+(\\d+) kB`, "m").exec(status);
      return match ? Number(match[1]) : null;
    };
    return { rssKiB: field("VmRSS"), hwmKiB: field("VmHWM") };
  } catch {
    return { rssKiB: null, hwmKiB: null };
  }
}

const CLOCK_TICKS = (() => {
  try {
    return Number(execFileSync("getconf", ["CLK_TCK"], { encoding: "utf8" }).trim()) || 100;
  } catch {
    return 100;
  }
})();

/** User + system CPU of the server in ms, to see what one request costs the process. */
export function readCpuMs(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    // The command name may contain spaces; fields after ")" are fixed: utime is the 12th.
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
  } catch {
    return null;
  }
}

/** Samples RSS while the load runs; the peak per scenario shows which one grows the heap. */
export function startMemorySampler(pid, everyMs) {
  const state = { peakKiB: 0, scenarioPeakKiB: 0 };
  const sample = () => {
    const { rssKiB } = readMemory(pid);
    if (rssKiB === null) return;
    state.peakKiB = Math.max(state.peakKiB, rssKiB);
    state.scenarioPeakKiB = Math.max(state.scenarioPeakKiB, rssKiB);
  };
  sample();
  const timer = setInterval(sample, everyMs);
  return {
    state,
    sample,
    stop: () => clearInterval(timer),
  };
}

export function dirSizeKiB(dir) {
  let bytes = 0;
  const walk = (path) => {
    for (const entry of readdirSync(path, { withFileTypes: true })) {
      const child = join(path, entry.name);
      if (entry.isDirectory()) walk(child);
      else if (entry.isFile()) bytes += statSync(child).size;
    }
  };
  walk(dir);
  return bytes / 1024;
}
