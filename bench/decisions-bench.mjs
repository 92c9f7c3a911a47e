/**
 * What issue 29's decisions cost a page (its goal: a page with decisions at most 10 % dearer
 * than without, in one run). The demo's block gallery holds an experience (the experiments
 * decision: the visitor bucketed into the datafile's flags on every request) and a
 * segmentation block (the segments decision: a segment pass checked with an HMAC). Each page is
 * loaded twice, interleaved over BENCH_ROUNDS (3) rounds of BENCH_DURATION (10) seconds at
 * BENCH_CONNECTIONS (20) connections (renders at 4):
 * - "without": a shopper who refused targeting (no visitor id, no bucketing) and holds no pass;
 * - "with": a shopper who allows targeting, with a visitor id and a (forged, so checked and
 *   refused: the same HMAC) segment pass.
 * Kept pages (the page cache's hits, how most views are answered) and rendered pages (`?mine=1`
 * makes a view the shopper's own: rendered each time, the decisions read into its content).
 *
 *   npm run build
 *   node bench/decisions-bench.mjs                                  # the store on PGlite
 *
 * Prints a Markdown table and writes bench/results/<time>-decisions.json. Exit 0 when every
 * "with" reaches 90 % of its "without", 1 otherwise, 2 when the run could not begin.
 */
import autocannon from "autocannon";
import { checkBuild } from "./lib/build.mjs";
import { envInt, runMain } from "./lib/options.mjs";
import { gitInfo, machine, round, table, writeResult } from "./lib/report.mjs";
import { serverProcesses } from "./lib/server-processes.mjs";
import { startStore } from "./lib/store.mjs";
import { hasWrk, wrkLoad } from "./lib/wrk.mjs";

const DURATION = envInt("BENCH_DURATION", 10, 1, 600);
const CONNECTIONS = envInt("BENCH_CONNECTIONS", 20, 1, 1000);
const ROUNDS = envInt("BENCH_ROUNDS", 3, 1, 20);
const CLIENT = process.env["BENCH_CLIENT"] ?? (hasWrk() ? "wrk" : "autocannon");
/** Issue 29: a page with decisions keeps at least this share of its rate without them. */
const GOAL = 0.9;

const PAGE = "/en-us/pages/block-gallery";
const consent = (targeting) =>
  `OptanonConsent=${encodeURIComponent(`groups=C0001:1,C0002:1,C0003:1,C0004:${targeting}`)}; OptanonAlertBoxClosed=2026-01-01T00:00:00.000Z`;
/** A pass of the right form whose signature the store checks and refuses. */
const PASS = `${Buffer.from(JSON.stringify({ c: "C1", s: "signed-in,employee", exp: 9e9 })).toString("base64url")}.${"A".repeat(43)}`;
const SHOPPERS = {
  without: consent(0),
  with: `${consent(1)}; rl_vuid=vuid_bench0000000000000000000001; rl_segments=${PASS}`,
};
/** Renders are two orders of magnitude slower: fewer connections keep them under a second. */
const SCENARIOS = [
  { name: "kept", path: PAGE, connections: CONNECTIONS },
  { name: "rendered", path: `${PAGE}?mine=1`, connections: Math.min(CONNECTIONS, 4) },
];

async function load(url, cookie, connections) {
  if (CLIENT === "wrk") {
    const result = await wrkLoad({ url, headers: { cookie }, connections, duration: DURATION });
    return { rps: result.rps, p99: result.p99, errors: result.errors + result.non2xx };
  }
  const result = await autocannon({ url, headers: { cookie }, connections, duration: DURATION });
  return {
    rps: result.requests.average,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

async function main() {
  checkBuild();
  const servers = serverProcesses();
  const cleanups = [];
  const runs = {};
  try {
    const server = await startStore(servers, "pglite", "decisions", cleanups);
    // Warm: every scenario once, so the kept pages exist and the code is hot.
    for (const scenario of SCENARIOS)
      for (const cookie of Object.values(SHOPPERS))
        await fetch(`${server.base}${scenario.path}`, { headers: { cookie } });
    for (let round_ = 0; round_ < ROUNDS; round_ += 1)
      for (const scenario of SCENARIOS)
        for (const [who, cookie] of Object.entries(SHOPPERS)) {
          const key = `${scenario.name} ${who}`;
          console.error(`bench: round ${round_ + 1} ${key}`);
          (runs[key] ??= []).push(
            await load(`${server.base}${scenario.path}`, cookie, scenario.connections),
          );
        }
    await servers.stop(server);
  } finally {
    servers.killAll();
    for (const cleanup of cleanups) await cleanup().catch(() => undefined);
  }
  const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  const rows = [];
  let met = true;
  for (const scenario of SCENARIOS) {
    const without = runs[`${scenario.name} without`];
    const withDecisions = runs[`${scenario.name} with`];
    const base = median(without.map((run) => run.rps));
    const decided = median(withDecisions.map((run) => run.rps));
    const ratio = decided / base;
    const errors = [...without, ...withDecisions].reduce((sum, run) => sum + run.errors, 0);
    if (ratio < GOAL || errors > 0) met = false;
    rows.push([
      scenario.name,
      round(base, 0),
      round(decided, 0),
      round(ratio, 3),
      round(median(without.map((run) => run.p99)), 1),
      round(median(withDecisions.map((run) => run.p99)), 1),
      errors,
    ]);
  }
  console.log(
    table(
      [
        "page",
        "req/s without",
        "req/s with",
        "with / without",
        "p99 ms without",
        "p99 ms with",
        "errors",
      ],
      rows,
    ),
  );
  writeResult(new Date(), "decisions", {
    git: gitInfo(),
    machine: machine(),
    client: CLIENT,
    DURATION,
    CONNECTIONS,
    ROUNDS,
    runs,
    rows,
  });
  return met ? 0 : 1;
}

runMain(main);
