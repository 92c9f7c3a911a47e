/**
 * wrk (Debian's `wrk`) as the load generator: a C client with one thread that reads answers
 * without parsing their bodies, so on a two-core machine the client stops setting the rate of
 * fast answers of several kilobytes, as autocannon (JavaScript, parsing every body) does. The
 * same numbers as autocannon's run: req/s, p50 and p99 in ms, non-2xx answers and errors.
 */
import { execFileSync, spawn } from "node:child_process";

/** Whether wrk is on the PATH. */
export function hasWrk() {
  try {
    execFileSync("wrk", ["--version"], { stdio: "ignore" });
    return true;
  } catch (error) {
    // wrk --version exits 1 after printing its version: present all the same.
    return error?.status === 1;
  }
}

const UNIT_MS = { us: 0.001, ms: 1, s: 1000, m: 60000 };

/** "1.23ms" → 1.23. */
function ms(text) {
  const match = /^([\d.]+)(us|ms|s|m)$/.exec(text.trim());
  return match ? Math.round(Number(match[1]) * UNIT_MS[match[2]] * 100) / 100 : null;
}

/** Reads wrk's report (with --latency). Exported for its test. */
export function parseWrk(report) {
  const rps = Number(/Requests\/sec:\s+([\d.]+)/.exec(report)?.[1] ?? NaN);
  const percentile = (p) => ms(new RegExp(`^\\s+${p}%\\s+(\\S+)`, "m").exec(report)?.[1] ?? "");
  const total = Number(/(\d+) requests in/.exec(report)?.[1] ?? 0);
  const non2xx = Number(/Non-2xx or 3xx responses:\s+(\d+)/.exec(report)?.[1] ?? 0);
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(
    report,
  );
  const errors = socket ? socket.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0;
  return { rps, p50: percentile(50), p99: percentile(99), requests: total, non2xx, errors };
}

/** One load of `url` for `duration` seconds at `connections` connections, on one thread. */
export function wrkLoad({ url, headers = {}, connections, duration }) {
  const args = ["-t1", `-c${connections}`, `-d${duration}s`, "--latency", "--timeout", "20s"];
  for (const [name, value] of Object.entries(headers)) args.push("-H", `${name}: ${value}`);
  args.push(url);
  return new Promise((resolve, reject) => {
    const child = spawn("wrk", args, { stdio: ["ignore", "pipe", "inherit"] });
    let out = "";
    child.stdout.on("data", (chunk) => (out += chunk));
    child.on("error", reject);
    child.on("close", (code) => {
      if (code !== 0) reject(new Error(`wrk exited ${code}: ${out}`));
      else resolve(parseWrk(out));
    });
  });
}
