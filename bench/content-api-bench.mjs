/**
 * The content API under load (issue 28's "Light" goal: p95 ≤ 10 ms at 20 connections on the
 * demo content, on both databases). The publish-mode calls a shop's pages and blocks make (the
 * mega menu, the home page, a fixed page, the footer, an article search, a product's slots) and
 * the location selector: each loaded alone for BENCH_DURATION (5) seconds at BENCH_CONNECTIONS
 * (20) connections after BENCH_WARMUP (1) second of warm-up, then all of them in turn as one mix.
 * Before the loads it records each answer's bytes (as sent plain and with brotli) and checks that
 * a repeat with the answer's ETag in If-None-Match is answered 304 with no body.
 *
 *   npm run build
 *   node bench/content-api-bench.mjs                                # the store on PGlite
 *   node scripts/with-postgres.mjs node bench/content-api-bench.mjs --database=both
 *
 * The load generator is wrk when Debian's `wrk` is installed (one thread), else autocannon;
 * `BENCH_CLIENT=wrk|autocannon` chooses. wrk's `--latency` report stops at p90 and p99, so the
 * percentiles come from its own histogram through a Lua `done` hook (autocannon's report has no
 * p95 either: there every response's time is kept and ranked).
 *
 * `--database=pglite|postgres|both` (pglite by default; postgres and both need
 * TEST_DATABASE_URL, where a scratch database of the run's own is made). Prints a Markdown
 * table and writes bench/results/<time>-content-api.json. Exit 0 when every load met the goal
 * with no failed request and every repeat was answered 304, 1 otherwise or when the run broke,
 * 2 when it could not begin.
 */
import autocannon from "autocannon";
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { request } from "node:http";
import os from "node:os";
import { join } from "node:path";
import { checkBuild } from "./lib/build.mjs";
import { databasesOption, envInt, runMain, UsageError } from "./lib/options.mjs";
import { gitInfo, machine, percentile, round, table, writeResult } from "./lib/report.mjs";
import { ACCESS_KEY, CATEGORY_SEARCH_PATH } from "./lib/shop-api.mjs";
import { measureOnEach } from "./lib/store.mjs";
import { hasWrk } from "./lib/wrk.mjs";

const USAGE = `usage: node bench/content-api-bench.mjs [--database=pglite|postgres|both]
  BENCH_DURATION=5 BENCH_WARMUP=1 BENCH_CONNECTIONS=20 BENCH_CLIENT=wrk|autocannon`;

const DURATION = envInt("BENCH_DURATION", 5, 1, 600);
const WARMUP = envInt("BENCH_WARMUP", 1, 0, 60);
const CONNECTIONS = envInt("BENCH_CONNECTIONS", 20, 1, 1000);
/** Issue 28: every content call's p95 at 20 connections, in ms. */
const GOAL_P95_MS = 10;
const MIX = "mix";

const CLIENT = process.env["BENCH_CLIENT"] ?? (hasWrk() ? "wrk" : "autocannon");

/** The calls loaded, by name; `{style}` is a style of the demo catalogue, found at setup. */
const CALLS = {
  menu: { path: "/publish/caas/v1/canvas/menu/US" },
  homePage: { path: "/publish/caas/v1/canvas/page/US/home" },
  cartPageDe: { path: "/publish/caas/v1/canvas/augmentedpage/DE/cart?language=de" },
  footerFr: { path: "/publish/caas/v1/canvas/footer/FR" },
  // hiking: a tag four of the demo articles carry (seed/content/articles.json).
  articleSearch: {
    path: "/publish/caas/v1/canvas/search/US/article?initialQuery=hiking&limit=3",
  },
  productSlots: { path: "/publish/caas/v1/canvas/product/GB/{style}" },
  locationSelector: {
    path: "/fapi/pages/location-selector?locale=en-us",
    headers: { "x-api-key": ACCESS_KEY },
  },
};

/** A GET over node:http (fetch decodes bodies): status, bytes on the wire and headers. */
function get(url, headers) {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers }, (response) => {
      let bytes = 0;
      response.on("data", (chunk) => (bytes += chunk.length));
      response.on("end", () =>
        resolve({ status: response.statusCode ?? 0, bytes, headers: response.headers }),
      );
      response.on("error", reject);
    });
    req.setTimeout(10_000, () => req.destroy(new Error(`${url}: no answer in 10 s`)));
    req.on("error", reject);
    req.end();
  });
}

/** The calls with the style filled in: the first product of the Men listing. */
async function callsOf(base) {
  const response = await fetch(`${base}${CATEGORY_SEARCH_PATH}`, {
    headers: { "x-api-key": ACCESS_KEY },
  });
  const style = (await response.json()).products?.[0]?.productId;
  if (!style) throw new Error("setup: the category search found no product");
  return Object.entries(CALLS).map(([name, call]) => ({
    name,
    path: call.path.replace("{style}", style),
    headers: call.headers ?? {},
  }));
}

/** One call's answer: 200, its bytes plain and with brotli, and a 304 for a repeat with its ETag. */
async function answerOf(base, call) {
  const plain = await get(base + call.path, call.headers);
  if (plain.status !== 200) throw new Error(`setup: ${call.path} answered ${plain.status}`);
  const brotli = await get(base + call.path, { ...call.headers, "accept-encoding": "br, gzip" });
  const etag = plain.headers["etag"];
  const repeat = etag
    ? await get(base + call.path, { ...call.headers, "if-none-match": etag })
    : null;
  return {
    name: call.name,
    path: call.path,
    bytes: plain.bytes,
    wireBytes: brotli.bytes,
    encoding: brotli.headers["content-encoding"] ?? "identity",
    cacheControl: plain.headers["cache-control"] ?? null,
    etag: etag ?? null,
    repeatStatus: repeat?.status ?? null,
    repeatBytes: repeat?.bytes ?? null,
    notModified: repeat?.status === 304 && repeat.bytes === 0,
  };
}

/** wrk's Lua hooks: the mix's requests in turn, and the summary read from its own histogram. */
function wrkScript(calls) {
  const lua = (text) => JSON.stringify(text); // a JSON string is a valid Lua string here
  const mix = calls
    ? `local calls = { ${calls
        .map(
          (call) =>
            `{ ${lua(call.path)}, { ${Object.entries(call.headers)
              .map(([name, value]) => `[${lua(name)}] = ${lua(value)}`)
              .join(", ")} } }`,
        )
        .join(", ")} }
local prepared = {}
local index = 0
init = function(args)
  for i, call in ipairs(calls) do prepared[i] = wrk.format("GET", call[1], call[2]) end
end
request = function()
  index = index % #prepared + 1
  return prepared[index]
end
`
    : "";
  return `${mix}done = function(summary, latency, requests)
  local e = summary.errors
  io.write(string.format("BENCH %.0f %.0f %.0f %.0f %.0f %.0f %.0f %.0f %.0f\\n",
    summary.requests, summary.duration, summary.bytes, e.status,
    e.connect + e.read + e.write + e.timeout,
    latency:percentile(50), latency:percentile(95), latency:percentile(99), latency.max))
end
`;
}

/** One wrk load (one thread); latencies come in µs from its histogram. */
function wrkRun(base, target, duration, scriptDir) {
  const script = join(scriptDir, `${target.name}.lua`);
  writeFileSync(script, wrkScript(target.calls));
  const args = ["-t1", `-c${CONNECTIONS}`, `-d${duration}s`, "--timeout", "20s", "-s", script];
  for (const [name, value] of Object.entries(target.headers ?? {}))
    args.push("-H", `${name}: ${value}`);
  args.push(base + (target.path ?? "/"));
  return new Promise((resolve, reject) => {
    const child = spawn("wrk", args, { stdio: ["ignore", "pipe", "inherit"] });
    let out = "";
    child.stdout.on("data", (chunk) => (out += chunk));
    child.on("error", reject);
    child.on("close", (code) => {
      const line = /^BENCH (.+)$/m.exec(out)?.[1];
      if (code !== 0 || !line) return reject(new Error(`wrk exited ${code}: ${out}`));
      const [requests, durationUs, bytes, non2xx, errors, p50, p95, p99, max] = line
        .split(" ")
        .map(Number);
      const ms = (us) => round(us / 1000, 2);
      resolve({
        rps: round(requests / (durationUs / 1e6), 1),
        p50: ms(p50),
        p95: ms(p95),
        p99: ms(p99),
        max: ms(max),
        requests,
        bytesPerAnswer: requests > 0 ? Math.round(bytes / requests) : null,
        non2xx,
        errors,
      });
    });
  });
}

/** One autocannon load; every response's time is kept to rank p95 (its report has none). */
async function autocannonRun(base, target, duration) {
  const times = [];
  const options = {
    url: base,
    connections: CONNECTIONS,
    duration,
    timeout: 20,
    requests: (target.calls ?? [target]).map((call) => ({
      method: "GET",
      path: call.path,
      headers: call.headers,
    })),
  };
  const instance = autocannon(options);
  instance.on("response", (_client, _status, _bytes, responseTime) => times.push(responseTime));
  const result = await instance;
  times.sort((a, b) => a - b);
  return {
    rps: round(result.requests.average, 1),
    p50: round(percentile(times, 50), 2),
    p95: round(percentile(times, 95), 2),
    p99: round(percentile(times, 99), 2),
    max: round(times.at(-1) ?? null, 2),
    requests: result.requests.total,
    bytesPerAnswer:
      result.requests.total > 0
        ? Math.round(result.throughput.total / result.requests.total)
        : null,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

const load = (base, target, duration, scriptDir) =>
  CLIENT === "wrk"
    ? wrkRun(base, target, duration, scriptDir)
    : autocannonRun(base, target, duration);

/** Every call alone, then the mix: warm-up (dropped), then the measured load. */
async function measureStore(base, scriptDir) {
  const calls = await callsOf(base);
  const answers = [];
  for (const call of calls) answers.push(await answerOf(base, call));
  const targets = [...calls, { name: MIX, calls }];
  const loads = [];
  for (const target of targets) {
    console.error(`bench: ${target.name} (${CLIENT}, ${DURATION} s)`);
    if (WARMUP > 0) await load(base, target, WARMUP, scriptDir);
    const loadAverage = round(os.loadavg()[0], 2);
    const result = await load(base, target, DURATION, scriptDir);
    const failed = result.non2xx + result.errors;
    loads.push({
      name: target.name,
      loadAverage,
      ...result,
      failed,
      met: failed === 0 && result.p95 !== null && result.p95 <= GOAL_P95_MS,
    });
  }
  return { answers, loads };
}

const kB = (bytes) => (bytes === null ? null : round(bytes / 1024, 1));

async function main() {
  if (CLIENT !== "wrk" && CLIENT !== "autocannon")
    throw new UsageError(`BENCH_CLIENT must be wrk or autocannon\n\n${USAGE}`);
  const databases = databasesOption(process.argv.slice(2), USAGE, "content-api-bench.mjs");
  const stale = checkBuild();
  const scriptDir = mkdtempSync(join(os.tmpdir(), "ridgeline-content-bench-"));
  const startLoad = os.loadavg().map((value) => round(value, 2));
  let results;
  try {
    results = await measureOnEach(databases, "content_api", (base) =>
      measureStore(base, scriptDir),
    );
  } finally {
    rmSync(scriptDir, { recursive: true, force: true });
  }

  const rows = [];
  for (const database of databases) {
    const { answers, loads } = results[database];
    for (const entry of loads) {
      const answer = answers.find((one) => one.name === entry.name);
      rows.push([
        `${entry.name === MIX ? "all seven in turn" : answer.path}, ${database}`,
        answer ? `${kB(answer.bytes)} (${kB(answer.wireBytes)} ${answer.encoding})` : "",
        answer ? (answer.notModified ? "304" : `${answer.repeatStatus}: not 304`) : "",
        entry.rps,
        entry.p50,
        entry.p95,
        entry.p99,
        entry.failed > 0
          ? `${entry.failed} failed`
          : `≤ ${GOAL_P95_MS} ms: ${entry.met ? "met" : "missed"}`,
      ]);
    }
  }
  console.log(
    `\n${CONNECTIONS} connections, ${DURATION} s per load after ${WARMUP} s of warm-up, ${CLIENT}. ` +
      `Load average at the start: ${startLoad.join(", ")}.\n`,
  );
  console.log(
    table(["call", "kB (sent)", "repeat", "req/s", "p50 ms", "p95 ms", "p99 ms", "p95 goal"], rows),
  );
  const file = writeResult(new Date(), "content-api", {
    settings: {
      duration: DURATION,
      warmup: WARMUP,
      connections: CONNECTIONS,
      databases,
      client: CLIENT,
    },
    goalP95Ms: GOAL_P95_MS,
    machine: machine(),
    git: gitInfo(),
    staleBuild: stale,
    loadAverageAtStart: startLoad,
    results,
  });
  console.log(`\nresult: ${file}`);
  const ok = databases.every(
    (database) =>
      results[database].loads.every((entry) => entry.met) &&
      results[database].answers.every((answer) => answer.notModified),
  );
  return ok ? 0 : 1;
}

runMain(main);
