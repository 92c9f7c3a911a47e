/**
 * Ridgeline's benchmark: start-up, a bounded load per scenario, memory and shutdown.
 *
 *   npm run build && node bench/run-bench.mjs                  # embedded PGlite (default)
 *   node scripts/with-postgres.mjs node bench/run-bench.mjs --database=postgres
 *
 * It builds nothing: it measures the production build that is on disk, so a stale build is
 * reported rather than silently rebuilt. Everything runs on loopback (127.0.0.1), every loop is
 * bounded in count and in time, and the server it starts is always killed, also on error or
 * Ctrl-C. Results go to bench/results/<timestamp>-<database>.json and a Markdown summary to
 * stdout. Exit codes: 0 all good, 1 a request failed or a target in bench/targets.json was
 * missed (or the run broke), 2 the run could not begin (usage, no build, no database URL).
 * bench/README.md explains the scenarios and how to read the numbers.
 */
import { execFileSync } from "node:child_process";
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  statSync,
  writeFileSync,
} from "node:fs";
import os from "node:os";
import { join, relative } from "node:path";
import { performance } from "node:perf_hooks";
import {
  ACCESS_KEY,
  BASKET_COOKIE,
  CATEGORY_ID,
  LOCALE,
  RESULTS_DIR,
  ROOT,
  TOKEN_COOKIE,
  STOP_TIMEOUT_MS,
  UsageError,
  checkBuild,
  databaseOption,
  envInt,
  gitInfo,
  machine,
  mapLimit,
  percentile,
  round,
  serverProcesses,
  table,
} from "./bench-helpers.mjs";

const TARGETS_FILE = join(ROOT, "bench", "targets.json");

const DEFAULT_REQUESTS = 400;
const DEFAULT_CONCURRENCY = 8;
/** Lines per cart in add-to-cart: a realistic bag, and qty 1 per line never exceeds stock. */
const LINES_PER_CART = 5;
/** One request that takes this long is a hang (see the PGlite hang in docs/known-issues.md). */
const REQUEST_TIMEOUT_MS = 10_000;
/** No single scenario may take longer than this, whatever BENCH_REQUESTS says. */
const SCENARIO_TIMEOUT_MS = 120_000;
const RSS_SAMPLE_MS = 50;

// ---------------------------------------------------------------------------------------------
// Options

function usage() {
  return [
    "usage: node bench/run-bench.mjs [--database=pglite|postgres]",
    "",
    "  --database=pglite    embedded PGlite in a fresh temp DATA_DIR (default)",
    "  --database=postgres  the database in TEST_DATABASE_URL, e.g. via",
    "                       node scripts/with-postgres.mjs node bench/run-bench.mjs --database=postgres",
    "",
    "environment: BENCH_REQUESTS (default 400), BENCH_CONCURRENCY (default 8),",
    "             BENCH_WARMUP (default 50), BENCH_TIMEOUT_MS (default 600000)",
  ].join("\n");
}

function parseOptions(argv) {
  const database = databaseOption(argv, usage());
  const requests = envInt("BENCH_REQUESTS", DEFAULT_REQUESTS, 1, 100_000);
  const concurrency = envInt("BENCH_CONCURRENCY", DEFAULT_CONCURRENCY, 1, 256);
  return {
    database,
    requests,
    concurrency,
    warmup: envInt("BENCH_WARMUP", Math.min(50, requests), 0, 100_000),
    timeoutMs: envInt("BENCH_TIMEOUT_MS", 600_000, 10_000, 3_600_000),
    databaseUrl: database === "postgres" ? process.env.TEST_DATABASE_URL : undefined,
  };
}

// ---------------------------------------------------------------------------------------------
// The server process: memory and CPU from /proc (bench-helpers starts and stops it)

/** The server this script starts; whatever way the run ends, it is killed. */
const servers = serverProcesses();
const mib = (kib) => (kib === null ? null : round(kib / 1024, 1));

/** VmRSS is the resident set now; VmHWM is the kernel's own peak since the process started. */
function readMemory(pid) {
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
function readCpuMs(pid) {
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
function startMemorySampler(pid) {
  const state = { peakKiB: 0, scenarioPeakKiB: 0 };
  const sample = () => {
    const { rssKiB } = readMemory(pid);
    if (rssKiB === null) return;
    state.peakKiB = Math.max(state.peakKiB, rssKiB);
    state.scenarioPeakKiB = Math.max(state.scenarioPeakKiB, rssKiB);
  };
  sample();
  const timer = setInterval(sample, RSS_SAMPLE_MS);
  return {
    state,
    sample,
    stop: () => clearInterval(timer),
  };
}

// ---------------------------------------------------------------------------------------------
// HTTP: one timed request, and JSON calls for setup

/**
 * Node's fetch (undici) keeps connections alive by default, so each virtual user reuses its
 * socket as a browser or a load balancer would. The body is always read to the end: the time
 * is "first byte sent to last byte received", and an unread body would block the socket.
 */
async function timedRequest(base, spec) {
  const startedAt = performance.now();
  try {
    const response = await fetch(base + spec.path, {
      method: spec.method ?? "GET",
      headers: spec.headers,
      body: spec.body,
      redirect: "manual",
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    const body = Buffer.from(await response.arrayBuffer());
    const ms = performance.now() - startedAt;
    const expected = spec.status ?? 200;
    if (response.status !== expected) {
      return { ok: false, ms, error: `HTTP ${response.status}: ${body.toString().slice(0, 200)}` };
    }
    const type = response.headers.get("content-type") ?? "";
    if (spec.type && !type.startsWith(spec.type)) {
      return { ok: false, ms, error: `content-type ${type}, expected ${spec.type}` };
    }
    const problem = spec.check ? spec.check(body) : null;
    return problem ? { ok: false, ms, error: problem } : { ok: true, ms };
  } catch (error) {
    const reason = error?.name === "TimeoutError" ? `no answer in ${REQUEST_TIMEOUT_MS} ms` : error;
    return { ok: false, ms: performance.now() - startedAt, error: String(reason) };
  }
}

function apiHeaders(token, json = false) {
  return {
    "x-api-key": ACCESS_KEY,
    ...(token ? { authorization: `Bearer ${token}` } : {}),
    ...(json ? { "content-type": "application/json" } : {}),
  };
}

/** Setup calls must succeed: a broken endpoint should stop the run with its answer. */
async function apiJson(base, path, { method = "GET", token, body, status = [200] } = {}) {
  const response = await fetch(base + path, {
    method,
    headers: apiHeaders(token, body !== undefined),
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });
  const text = await response.text();
  if (!status.includes(response.status)) {
    throw new Error(`setup: ${method} ${path} answered ${response.status}: ${text.slice(0, 300)}`);
  }
  return JSON.parse(text);
}

const guestToken = async (base) =>
  (await apiJson(base, "/token/v2/auth/token", { method: "POST", body: { grantType: "Guest" } }))
    .accessToken;

// ---------------------------------------------------------------------------------------------
// Fixtures: real ids from the seeded catalogue, guests and carts made before the clock runs

async function prepareFixtures(base, options) {
  const search = await apiJson(
    base,
    `/products/v2/search/productSearch?categoryId=${CATEGORY_ID}&count=24&sort=top-rated&locale=${LOCALE}`,
  );
  const products = search.products ?? [];
  if (products.length === 0) throw new Error("setup: the category search returned no products");

  const details = await mapLimit(products, 4, (product) =>
    apiJson(base, `/products/v2/products/${product.productId}/details?locale=${LOCALE}`),
  );
  const variants = details.flatMap((detail) =>
    (detail.variants ?? [])
      .filter((variant) => variant.stockStatus !== "OUT_OF_STOCK")
      .map((variant) => ({ productId: detail.productId, upc: variant.upc })),
  );
  if (variants.length < LINES_PER_CART) {
    throw new Error(`setup: only ${variants.length} in-stock sizes among the top products`);
  }

  // Enough carts that no virtual user ever waits for one: each takes LINES_PER_CART adds.
  const adds = options.warmup + options.requests;
  const cartCount = Math.ceil(adds / LINES_PER_CART) + options.concurrency;
  const carts = await mapLimit(Array.from({ length: cartCount }), 4, async () => {
    const token = await guestToken(base);
    const cart = await apiJson(base, "/cart/v1/cart", {
      method: "POST",
      token,
      status: [200, 201],
    });
    return { token, basketId: cart.basketId, lines: 0 };
  });
  // A returning shopper's browser carries its token cookie; pages then read, not insert.
  const browserTokens = await mapLimit(Array.from({ length: options.concurrency }), 4, () =>
    guestToken(base),
  );

  return {
    styleIds: products.map((product) => product.productId),
    productUrls: products.map((product) => product.url),
    colorIds: products.flatMap((product) => (product.colors ?? []).map((c) => c.colorVariantId)),
    variants,
    carts,
    fullCarts: [],
    browserTokens,
    nextVariant: 0,
  };
}

// ---------------------------------------------------------------------------------------------
// Scenarios: each turns (virtual user, request number) into one request

const json = "application/json";
const html = "text/html";

function itemCount(expected) {
  return (body) => {
    const cart = JSON.parse(body.toString("utf8"));
    const count = cart.items?.length;
    return count === expected ? null : `cart has ${count} lines, expected ${expected}`;
  };
}

function scenarios(fx) {
  const pick = (list, i) => list[i % list.length];
  const pageHeaders = (vu, extra = "") => ({
    accept: html,
    cookie: `${TOKEN_COOKIE}=${fx.browserTokens[vu.index]}${extra}`,
  });
  // get cart and the cart page read bags that add-to-cart filled, one per virtual user.
  const fullCart = (vu) => {
    if (fx.fullCarts.length === 0) throw new Error("no filled cart: add-to-cart must run first");
    return pick(fx.fullCarts, vu.index);
  };

  return [
    {
      name: "catalog",
      kind: "api",
      request: () => ({
        path: `/products/v2/catalog?locale=${LOCALE}`,
        headers: apiHeaders(),
        type: json,
      }),
    },
    {
      name: "category search",
      kind: "api",
      request: () => ({
        path: `/products/v2/search/productSearch?categoryId=${CATEGORY_ID}&count=24&sort=top-rated&locale=${LOCALE}`,
        headers: apiHeaders(),
        type: json,
      }),
    },
    {
      name: "product details",
      kind: "api",
      request: (_vu, i) => ({
        path: `/products/v2/products/${pick(fx.styleIds, i)}/details?locale=${LOCALE}`,
        headers: apiHeaders(),
        type: json,
      }),
    },
    {
      name: "add to cart",
      kind: "write",
      request: (vu) => {
        if (!vu.cart || vu.cart.lines >= LINES_PER_CART) {
          if (vu.cart) fx.fullCarts.push(vu.cart);
          vu.cart = fx.carts.shift();
          if (!vu.cart) throw new Error("ran out of prepared carts");
        }
        const cart = vu.cart;
        // Consecutive variants are different sizes, so every add is a new line with qty 1.
        const variant = pick(fx.variants, fx.nextVariant++);
        cart.lines += 1;
        return {
          path: "/cart/v1/item",
          method: "POST",
          headers: apiHeaders(cart.token, true),
          body: JSON.stringify({
            cartId: cart.basketId,
            productId: variant.productId,
            upc: variant.upc,
            qty: 1,
          }),
          type: json,
          check: itemCount(cart.lines),
        };
      },
      finish: (vus) => {
        for (const vu of vus) if (vu.cart?.lines === LINES_PER_CART) fx.fullCarts.push(vu.cart);
      },
    },
    {
      name: "get cart",
      kind: "api",
      request: (vu) => {
        const cart = fullCart(vu);
        return {
          path: `/cart/v1/cart/${cart.basketId}`,
          headers: apiHeaders(cart.token),
          type: json,
          check: itemCount(LINES_PER_CART),
        };
      },
    },
    {
      name: "product image",
      kind: "asset",
      request: (_vu, i) => ({
        path: `/images/products/${pick(fx.colorIds, i)}.svg`,
        headers: { accept: "image/svg+xml" },
        type: "image/svg+xml",
      }),
    },
    {
      name: "home page",
      kind: "page",
      request: (vu) => ({ path: `/${LOCALE}`, headers: pageHeaders(vu), type: html }),
    },
    {
      name: "category page",
      kind: "page",
      request: (vu) => ({
        path: `/${LOCALE}/c/men-${CATEGORY_ID}`,
        headers: pageHeaders(vu),
        type: html,
      }),
    },
    {
      name: "product page",
      kind: "page",
      request: (vu, i) => ({ path: pick(fx.productUrls, i), headers: pageHeaders(vu), type: html }),
    },
    {
      name: "cart page",
      kind: "page",
      request: (vu) => {
        const cart = fullCart(vu);
        return {
          path: `/${LOCALE}/cart`,
          headers: {
            accept: html,
            cookie: `${TOKEN_COOKIE}=${cart.token}; ${BASKET_COOKIE}=${cart.basketId}`,
          },
          type: html,
          // An empty-bag page would also be a 200: count the rendered lines.
          check: (body) => {
            const lines = body.toString("utf8").split('data-testid="cart-line"').length - 1;
            return lines === LINES_PER_CART ? null : `page shows ${lines} cart lines`;
          },
        };
      },
    },
    {
      // A first visit (or a crawler) has no cookie: the page issues a guest token, a write.
      name: "home page, new visitor",
      kind: "page",
      request: () => ({ path: `/${LOCALE}`, headers: { accept: html }, type: html }),
    },
  ];
}

/**
 * A closed loop: `concurrency` virtual users each send their next request as soon as the last
 * one is answered, until `total` have been sent or the time budget is spent.
 */
async function drive(base, scenario, vus, total, deadline) {
  const latencies = [];
  const errors = [];
  let issued = 0;
  const startedAt = performance.now();
  await Promise.all(
    vus.map(async (vu) => {
      while (issued < total && performance.now() < deadline) {
        const i = issued++;
        const result = await timedRequest(base, scenario.request(vu, i));
        if (result.ok) latencies.push(result.ms);
        else errors.push(result.error);
      }
    }),
  );
  const wallMs = performance.now() - startedAt;
  const unsent = total - issued;
  if (unsent > 0) errors.push(`time budget spent: ${unsent} of ${total} requests not sent`);
  return { latencies, errors, wallMs, issued, unsent };
}

async function runScenario(server, scenario, options, sampler, overallDeadline) {
  const vus = Array.from({ length: options.concurrency }, (_, index) => ({ index }));
  const deadline = Math.min(overallDeadline, performance.now() + SCENARIO_TIMEOUT_MS);

  // The warm-up fills JIT, caches and pools; its timings are dropped but its errors count.
  const warm = await drive(server.base, scenario, vus, options.warmup, deadline);
  sampler.state.scenarioPeakKiB = 0;
  sampler.sample();
  const cpuBefore = readCpuMs(server.pid);
  const run = await drive(server.base, scenario, vus, options.requests, deadline);
  const cpuAfter = readCpuMs(server.pid);
  sampler.sample();
  scenario.finish?.(vus);

  const sorted = [...run.latencies].sort((a, b) => a - b);
  const errors = [...warm.errors.map((e) => `warm-up: ${e}`), ...run.errors];
  return {
    name: scenario.name,
    kind: scenario.kind,
    requests: run.issued,
    ok: run.latencies.length,
    errors: errors.length,
    errorSamples: [...new Set(errors)].slice(0, 5),
    p50Ms: round(percentile(sorted, 50), 2),
    p95Ms: round(percentile(sorted, 95), 2),
    p99Ms: round(percentile(sorted, 99), 2),
    maxMs: round(sorted.at(-1) ?? null, 2),
    meanMs: round(sorted.reduce((sum, ms) => sum + ms, 0) / (sorted.length || 1), 2),
    rps: round(run.latencies.length / (run.wallMs / 1000), 1),
    wallMs: round(run.wallMs),
    // /proc counts in clock ticks (10 ms), so this is only meaningful over hundreds of requests.
    serverCpuMsPerRequest:
      cpuBefore === null || cpuAfter === null || run.issued === 0
        ? null
        : round((cpuAfter - cpuBefore) / run.issued, 2),
    peakRssMiB: mib(sampler.state.scenarioPeakKiB || null),
  };
}

// ---------------------------------------------------------------------------------------------
// Targets

function loadTargets() {
  if (!existsSync(TARGETS_FILE)) throw new UsageError(`${relative(ROOT, TARGETS_FILE)} is missing`);
  const parsed = JSON.parse(readFileSync(TARGETS_FILE, "utf8"));
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

function checkTargets(targets, result) {
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

// ---------------------------------------------------------------------------------------------
// Report

function markdown(result) {
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

function dirSizeKiB(dir) {
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

// ---------------------------------------------------------------------------------------------
// Main

/** The settings of the server under test (bench-helpers adds the production ones). */
function serverEnv(options) {
  return {
    ACCESS_KEYS: ACCESS_KEY,
    // Latency, not overload: a busy machine must not shed these requests (decision 0035).
    SHED_MAX_LOOP_DELAY_MS: "0",
    SHED_MAX_DATABASE_WAITING: "0",
    ...(options.databaseUrl
      ? { DATABASE_URL: options.databaseUrl }
      : { DATA_DIR: options.dataDir }),
  };
}

async function bench(options, result) {
  const overallDeadline = performance.now() + options.timeoutMs;
  if (options.database === "pglite") {
    const tmp = mkdtempSync(join(os.tmpdir(), "ridgeline-bench-"));
    servers.removeLater(tmp);
    options.dataDir = join(tmp, "data");
    mkdirSync(options.dataDir);
  }

  console.error(`bench: cold start (${options.database}) …`);
  const cold = await servers.start(serverEnv(options), "cold start");
  result.summary.coldStartMs = round(cold.readyMs);
  const idleStop = await servers.stop(cold);
  result.summary.idleShutdownMs = idleStop.ms;
  if (options.dataDir) result.summary.dataDirMiB = mib(dirSizeKiB(options.dataDir));

  console.error("bench: warm start …");
  const server = await servers.start(serverEnv(options), "warm start");
  result.summary.warmStartMs = round(server.readyMs);
  result.summary.readyRssMiB = mib(readMemory(server.pid).rssKiB);
  const sampler = startMemorySampler(server.pid);
  try {
    console.error("bench: preparing guests, carts and product ids …");
    const fixtures = await prepareFixtures(server.base, options);
    for (const scenario of scenarios(fixtures)) {
      if (performance.now() > overallDeadline) throw new Error("overall time budget spent");
      console.error(`bench: ${scenario.name} …`);
      result.scenarios.push(await runScenario(server, scenario, options, sampler, overallDeadline));
    }
  } finally {
    sampler.stop();
  }
  const { hwmKiB } = readMemory(server.pid);
  result.summary.peakRssMiB = mib(Math.max(sampler.state.peakKiB, hwmKiB ?? 0) || null);

  console.error("bench: graceful shutdown …");
  const stop = await servers.stop(server);
  result.summary.shutdownMs = stop.ms;
  result.summary.shutdownExitCode = stop.exitCode;
  result.serverWarnings.push(...cold.log.warnings, ...server.log.warnings);
  if (stop.timedOut || stop.exitCode !== 0) {
    throw new Error(`graceful shutdown failed: ${JSON.stringify(stop)}\n${server.log.tail()}`);
  }
}

async function main() {
  let options;
  let staleSources;
  try {
    options = parseOptions(process.argv.slice(2));
    if (options.database === "postgres" && !options.databaseUrl) {
      throw new UsageError(
        "--database=postgres needs TEST_DATABASE_URL; run it through\n" +
          "  node scripts/with-postgres.mjs node bench/run-bench.mjs --database=postgres",
      );
    }
    staleSources = checkBuild();
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    console.error(`bench: ${error.message}`);
    return 2;
  }
  let targets;
  try {
    targets = loadTargets();
  } catch (error) {
    console.error(`bench: ${error.message}`);
    return 2;
  }

  // A hard ceiling for the whole run, even if something below hangs without a timeout.
  const hardStop = setTimeout(() => {
    console.error(`bench: the run exceeded ${options.timeoutMs} ms; killing the server`);
    servers.killAll();
    process.exit(1);
  }, options.timeoutMs + STOP_TIMEOUT_MS);
  hardStop.unref();

  const startedAt = new Date();
  const result = {
    date: startedAt.toISOString(),
    database: options.database,
    settings: {
      requests: options.requests,
      concurrency: options.concurrency,
      warmup: options.warmup,
      linesPerCart: LINES_PER_CART,
    },
    machine: machine(),
    // HEAD may be newer than the build on disk when others commit during the run.
    git: { ...gitInfo(), sourcesNewerThanBuild: staleSources },
    summary: {
      coldStartMs: null,
      warmStartMs: null,
      idleShutdownMs: null,
      shutdownMs: null,
      shutdownExitCode: null,
      readyRssMiB: null,
      peakRssMiB: null,
      dataDirMiB: null,
    },
    scenarios: [],
    targets: [],
    targetsNote: null,
    serverWarnings: [],
    error: null,
    ok: false,
  };

  try {
    await bench(options, result);
  } catch (error) {
    result.error = error instanceof Error ? error.message : String(error);
    result.serverWarnings.push(...servers.warnings());
  } finally {
    servers.killAll();
    clearTimeout(hardStop);
  }

  result.summary.errors = result.scenarios.reduce((sum, s) => sum + s.errors, 0);
  result.targets = result.error ? [] : checkTargets(targets.targets, result);
  // Latency depends on the load: targets only mean something at the settings they were set for.
  const expected = targets.settings;
  if (
    expected &&
    (expected.requests !== options.requests || expected.concurrency !== options.concurrency)
  ) {
    result.targetsNote =
      `targets were set for ${expected.requests} requests at concurrency ` +
      `${expected.concurrency}; this run used ${options.requests} at ${options.concurrency}`;
  }
  result.ok = !result.error && result.summary.errors === 0 && result.targets.every((t) => t.ok);

  mkdirSync(RESULTS_DIR, { recursive: true });
  const stamp = startedAt.toISOString().replace(/[:.]/g, "-");
  const file = join(RESULTS_DIR, `${stamp}-${options.database}.json`);
  writeFileSync(file, `${JSON.stringify(result, null, 2)}\n`);

  console.log(markdown(result));
  console.log("");
  console.log(`Result: ${relative(ROOT, file)} (${result.ok ? "all good" : "FAILED"})`);
  return result.ok ? 0 : 1;
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error) => {
    console.error("bench:", error);
    servers.killAll();
    process.exitCode = 1;
  },
);
