/**
 * The page cache under a shop's traffic (issue 27): 80 % anonymous browsing over products drawn
 * from a Zipf distribution (and their categories, search and the home page), 15 % browsing with
 * a session cookie (each page followed by its personal call), 5 % the bag page, at a steady
 * rate, while another process of the shop takes a popular size out of stock or back every
 * second (each change purges its style's pages in every process, decision 0088). Prints, per
 * page type, how many answers were kept copies (hit), stale copies and renders (miss), with
 * p50 and p99 latency from each request's scheduled departure.
 *
 *   npm run build
 *   node scripts/with-postgres.mjs node bench/page-mix-bench.mjs
 *
 * BENCH_RATE (150 req/s), BENCH_DURATION (30 s counted, after BENCH_WARMUP 10 s), BENCH_PRODUCTS
 * (300), BENCH_ZIPF (1.1).
 * PostgreSQL only: the stock changes come from a second process. Writes
 * bench/results/<time>-page-mix.json. Exit 0 when nothing failed.
 */
import { spawn } from "node:child_process";
import { Agent, request } from "node:http";
import { checkBuild, ROOT } from "./lib/build.mjs";
import { scratchDatabase } from "./lib/databases.mjs";
import { envInt, runMain } from "./lib/options.mjs";
import { gitInfo, machine, percentile, round, table, writeResult } from "./lib/report.mjs";
import { serverProcesses } from "./lib/server-processes.mjs";
import { ACCESS_KEY, guestToken, LOCALE, TOKEN_COOKIE } from "./lib/shop-api.mjs";

const RATE = envInt("BENCH_RATE", 150, 1, 100_000);
const DURATION = envInt("BENCH_DURATION", 30, 1, 3600);
const PRODUCTS = envInt("BENCH_PRODUCTS", 300, 10, 10_000);
const ZIPF = Number(process.env["BENCH_ZIPF"] ?? 1.1);
/** Seconds at the start that are run but not counted: the first renders and the churn's start. */
const WARMUP = envInt("BENCH_WARMUP", 10, 0, 600);

/** A Zipf sampler over ranks 0..n-1 (rank 0 the most asked for). */
function zipf(n, s) {
  const weights = Array.from({ length: n }, (_, k) => 1 / (k + 1) ** s);
  const total = weights.reduce((a, b) => a + b, 0);
  const cumulative = [];
  let sum = 0;
  for (const w of weights) cumulative.push((sum += w / total));
  return () => {
    const r = Math.random();
    let lo = 0;
    let hi = n - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (cumulative[mid] < r) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  };
}

/** One GET; its status, cache state and latency from `due`. */
function get(agent, base, path, headers, due) {
  return new Promise((resolve) => {
    const outgoing = request(`${base}${path}`, { headers, agent }, (answer) => {
      answer.resume();
      answer.on("end", () =>
        resolve({
          status: answer.statusCode ?? 0,
          state: String(answer.headers["x-page-cache"] ?? "none"),
          ms: performance.now() - due,
        }),
      );
    });
    outgoing.on("error", () => resolve({ status: 0, state: "error", ms: performance.now() - due }));
    outgoing.end();
  });
}

async function main() {
  if (!process.env["TEST_DATABASE_URL"]) {
    console.error(
      "page-mix-bench needs PostgreSQL: node scripts/with-postgres.mjs node bench/page-mix-bench.mjs",
    );
    return 2;
  }
  checkBuild();
  const servers = serverProcesses();
  const scratch = await scratchDatabase(process.env["TEST_DATABASE_URL"], "ridgeline_mix");
  let churn = null;
  let server = null;
  try {
    server = await servers.start(
      {
        ACCESS_KEYS: ACCESS_KEY,
        SHED_MAX_IN_FLIGHT: "0",
        DATABASE_URL: scratch.url,
        PAGE_CACHE_ENTRIES: "5000",
      },
      "postgres",
    );
    const base = server.base;
    const api = { "x-api-key": ACCESS_KEY };
    // The catalogue's products, best rated first: the Zipf ranks follow this order.
    const products = [];
    for (let start = 0; products.length < PRODUCTS; start += 48) {
      const answer = await (
        await fetch(
          `${base}/products/v2/search/productSearch?q=&count=48&start=${start}&sort=top-rated&locale=${LOCALE}`,
          { headers: api },
        )
      ).json();
      if (!answer.products?.length) break;
      products.push(...answer.products.map((p) => ({ url: p.url, id: p.productId })));
    }
    const catalog = await (
      await fetch(`${base}/products/v2/catalog?locale=${LOCALE}`, { headers: api })
    ).json();
    const categories = catalog.categories.flatMap((c) => [
      c.url,
      ...(c.children ?? []).map((d) => d.url),
    ]);
    // The sizes the churn turns over: one per most popular style.
    const upcs = [];
    for (const product of products.slice(0, 10)) {
      const details = await (
        await fetch(`${base}/products/v2/products/${product.id}/details?locale=${LOCALE}`, {
          headers: api,
        })
      ).json();
      const upc = details.variants?.find((v) => v.upc)?.upc;
      if (upc) upcs.push(upc);
    }
    const tokens = [];
    const call = async (path, init) =>
      (
        await fetch(`${base}${path}`, {
          method: init.method,
          headers: { ...api, "content-type": "application/json" },
          body: JSON.stringify(init.body),
        })
      ).json();
    for (let i = 0; i < 20; i += 1) tokens.push(await guestToken(call));

    churn = spawn(process.execPath, ["--import", "tsx", "bench/lib/stock-churn.ts", ...upcs], {
      cwd: ROOT,
      env: { ...process.env, DATABASE_URL: scratch.url, LOG_LEVEL: "warn" },
      stdio: ["ignore", "pipe", "inherit"],
    });
    let changes = 0;
    churn.stdout.on(
      "data",
      (chunk) =>
        (changes += String(chunk)
          .split("\n")
          .filter((l) => l.startsWith("churn")).length),
    );

    const product = zipf(products.length, ZIPF);
    const category = zipf(categories.length, ZIPF);
    const pageOf = () => {
      const r = Math.random();
      if (r < 0.6) return { type: "product", path: products[product()].url };
      if (r < 0.85) return { type: "category", path: categories[category()] };
      if (r < 0.95)
        return {
          type: "search",
          path: `/${LOCALE}/search?q=${["jacket", "boot", "pack", "tee"][Math.floor(Math.random() * 4)]}`,
        };
      return { type: "home", path: `/${LOCALE}` };
    };
    const agent = new Agent({ keepAlive: true, maxSockets: 64 });
    const all = [];
    const runs = [];
    const total = RATE * (DURATION + WARMUP);
    const counted = WARMUP * RATE;
    const start = performance.now() + 100;
    console.error(
      `bench: ${total} requests at ${RATE}/s, ${products.length} products, churning ${upcs.length} sizes`,
    );
    for (let i = 0; i < total; i += 1) {
      const due = start + (i * 1000) / RATE;
      const wait = due - performance.now();
      if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
      const r = Math.random();
      const browser = { "accept-encoding": "br, gzip" };
      // Answers to the warm-up's requests are not counted.
      const results = i >= counted ? all : [];
      if (r < 0.8) {
        const page = pageOf();
        runs.push(
          get(agent, base, page.path, browser, due).then((x) =>
            results.push({ type: page.type, ...x }),
          ),
        );
      } else if (r < 0.95) {
        const page = pageOf();
        const cookie = `${TOKEN_COOKIE}=${tokens[i % tokens.length]}`;
        runs.push(
          get(agent, base, page.path, { ...browser, cookie }, due).then(async (x) => {
            results.push({ type: `${page.type} (session)`, ...x });
            const personal = await get(
              agent,
              base,
              `/${LOCALE}/personal.data`,
              { cookie },
              performance.now(),
            );
            results.push({ type: "personal call", ...personal });
          }),
        );
      } else {
        const cookie = `${TOKEN_COOKIE}=${tokens[i % tokens.length]}`;
        runs.push(
          get(agent, base, `/${LOCALE}/cart`, { ...browser, cookie }, due).then((x) =>
            results.push({ type: "bag", ...x }),
          ),
        );
      }
    }
    await Promise.all(runs);
    agent.destroy();

    const results = all;
    const types = [...new Set(results.map((r) => r.type))].sort();
    const rows = [];
    const summary = {};
    for (const type of types) {
      const of = results.filter((r) => r.type === type);
      const ms = of.map((r) => r.ms).sort((a, b) => a - b);
      const count = (state) => of.filter((r) => r.state === state).length;
      const failed = of.filter((r) => r.status === 0 || r.status >= 500).length;
      summary[type] = {
        requests: of.length,
        hit: count("hit"),
        stale: count("stale"),
        miss: count("miss"),
        failed,
        p50: round(percentile(ms, 50), 1),
        p99: round(percentile(ms, 99), 1),
      };
      const kept = count("hit") + count("stale");
      const shared = kept + count("miss");
      rows.push([
        type,
        String(of.length),
        shared ? `${round((100 * kept) / shared, 1)}%` : "(not kept)",
        shared ? `${round((100 * count("stale")) / of.length, 1)}%` : "",
        `${summary[type].p50} ms`,
        `${summary[type].p99} ms`,
        failed ? `${failed} failed` : "",
      ]);
    }
    console.log(
      `\n${RATE} requests/s, ${DURATION} s counted after ${WARMUP} s of warm-up; ${changes} stock changes in all (each a purge).\n`,
    );
    console.log(
      table(["page", "requests", "kept (hit or stale)", "stale", "p50", "p99", ""], rows),
    );
    const file = writeResult(new Date(), "page-mix", {
      settings: { rate: RATE, duration: DURATION, products: products.length, zipf: ZIPF },
      machine: machine(),
      git: gitInfo(),
      stockChanges: changes,
      summary,
    });
    console.log(`\nresult: ${file}`);
    return Object.values(summary).some((s) => s.failed > 0) ? 1 : 0;
  } finally {
    churn?.kill("SIGTERM");
    // Stopped as in production (SIGTERM), so a profile asked for with BENCH_SERVER_NODE_ARGS
    // is written; what does not stop in time is killed.
    if (server) await servers.stop(server).catch(() => undefined);
    servers.killAll();
    await scratch.drop().catch(() => undefined);
  }
}

runMain(main);
