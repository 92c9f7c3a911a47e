/**
 * Overload benchmark: product pages and add-to-cart from 200 connections at once for 15 s,
 * against the production build, while a separate connection polls /healthz every 100 ms.
 *
 *   npm run build && node bench/overload-bench.mjs                        # embedded PGlite
 *   node scripts/with-postgres.mjs node bench/overload-bench.mjs --database=postgres
 *
 * It counts what the server answered (2xx/3xx), shed (503) and failed (any other status, a
 * timeout or a broken connection), the latency of the answered ones, the health check's
 * latency during the run, and "late writes": cart lines the server wrote for an add-to-cart
 * whose client had already given up (counted after the run by reading every cart used).
 * Everything runs on 127.0.0.1, every loop is bounded in count and in time, and the server it
 * starts is always killed. Results: Markdown on stdout and
 * bench/results/<timestamp>-overload-<database>.json. Exit codes: 0 the run finished (whatever
 * the figures), 1 it broke, 2 it could not begin. bench/README.md explains the figures.
 */
import { Agent, request as httpRequest } from "node:http";
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import { join, relative } from "node:path";
import { performance } from "node:perf_hooks";
import {
  ACCESS_KEY,
  CATEGORY_ID,
  LOCALE,
  RESULTS_DIR,
  ROOT,
  TOKEN_COOKIE,
  checkBuild,
  databaseOption,
  envInt,
  gitInfo,
  machine,
  mapLimit,
  percentile,
  round,
  serverProcesses,
  sleep,
  table,
  UsageError,
} from "./bench-helpers.mjs";

/** Lines per cart: different sizes with qty 1, so every answered add is one more line. */
const LINES_PER_CART = 5;
/** Empty carts prepared per writer: what a writer fills in 15 s when the server keeps up. */
const CARTS_PER_WRITER = 12;
/** A client that waited this long gives up, as a browser or a load balancer would. */
const REQUEST_TIMEOUT_MS = 10_000;
/** Each run is bounded whatever the settings: the load, then waiting for the stragglers. */
const DRAIN_TIMEOUT_MS = REQUEST_TIMEOUT_MS + 5_000;
/** How long setup keeps asking a server that answers 503 before the run gives up. */
const SETUP_PATIENCE_MS = 60_000;
/** How long the count of late writes waits for the server to finish what it still holds. */
const LATE_WRITES_PATIENCE_MS = 30_000;

function usage() {
  return [
    "usage: node bench/overload-bench.mjs [--database=pglite|postgres]",
    "",
    "environment: BENCH_CONNECTIONS (default 200), BENCH_WRITERS (of them, adding to carts;",
    "             default 40), BENCH_DURATION_S (default 15), BENCH_AFTER_503 (retry-after:",
    "             a shed client waits Retry-After, at most 1 s, default; immediate: it asks",
    "             again at once), BENCH_SERVER_ENV (extra server settings, NAME=value,…)",
  ].join("\n");
}

function parseOptions(argv) {
  const database = databaseOption(argv, usage());
  const connections = envInt("BENCH_CONNECTIONS", 200, 2, 1000);
  const writers = envInt("BENCH_WRITERS", 40, 0, connections - 1);
  const after503 = process.env.BENCH_AFTER_503 || "retry-after";
  if (!["retry-after", "immediate"].includes(after503))
    throw new UsageError(`BENCH_AFTER_503 must be retry-after or immediate, got "${after503}"`);
  const serverEnv = Object.fromEntries(
    (process.env.BENCH_SERVER_ENV ?? "")
      .split(",")
      .filter(Boolean)
      .map((pair) => {
        const at = pair.indexOf("=");
        if (at < 1) throw new UsageError(`BENCH_SERVER_ENV: "${pair}" is not NAME=value`);
        return [pair.slice(0, at), pair.slice(at + 1)];
      }),
  );
  const databaseUrl = database === "postgres" ? process.env.TEST_DATABASE_URL : undefined;
  if (database === "postgres" && !databaseUrl)
    throw new UsageError(
      "--database=postgres needs TEST_DATABASE_URL; run it through\n" +
        "  node scripts/with-postgres.mjs node bench/overload-bench.mjs --database=postgres",
    );
  return {
    database,
    databaseUrl,
    connections,
    writers,
    durationMs: envInt("BENCH_DURATION_S", 15, 1, 300) * 1000,
    after503,
    serverEnv,
  };
}

// ---------------------------------------------------------------------------------------------
// HTTP over node:http: one keep-alive pool for the load, another with one socket for /healthz

/**
 * One request; always resolves. `ms` runs from sending to the last byte of the body. The
 * body is read to the end (an unread body would hold the socket).
 */
function send(agent, base, { method = "GET", path, headers = {}, body }) {
  const startedAt = performance.now();
  return new Promise((resolve) => {
    let settled = false;
    const finish = (result) => {
      if (settled) return;
      settled = true;
      resolve({ ...result, ms: performance.now() - startedAt });
    };
    const req = httpRequest(
      `${base}${path}`,
      {
        method,
        agent,
        headers: body === undefined ? headers : { ...headers, "content-length": body.length },
        timeout: REQUEST_TIMEOUT_MS,
      },
      (res) => {
        const chunks = [];
        res.on("data", (chunk) => chunks.push(chunk));
        res.on("end", () =>
          finish({
            status: res.statusCode ?? 0,
            retryAfter: res.headers["retry-after"],
            body: Buffer.concat(chunks).toString("utf8"),
          }),
        );
        res.on("error", (error) => finish({ status: 0, error: String(error) }));
      },
    );
    // The client gives up, closing its connection: what the server does next is its business.
    req.on("timeout", () => {
      req.destroy();
      finish({ status: 0, error: `no answer in ${REQUEST_TIMEOUT_MS} ms` });
    });
    req.on("error", (error) => finish({ status: 0, error: String(error) }));
    req.end(body);
  });
}

/**
 * Setup calls must succeed: a broken endpoint stops the run with its answer. A server that
 * sheds (a busy machine, the index still loading) is asked again after its Retry-After.
 */
async function apiJson(agent, base, path, { method = "GET", token, body, status = [200] } = {}) {
  const payload = body === undefined ? undefined : Buffer.from(JSON.stringify(body));
  const giveUpAt = performance.now() + SETUP_PATIENCE_MS;
  let answer;
  for (;;) {
    answer = await send(agent, base, {
      method,
      path,
      headers: {
        "x-api-key": ACCESS_KEY,
        accept: "application/json",
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(payload ? { "content-type": "application/json" } : {}),
      },
      body: payload,
    });
    if (answer.status !== 503 || performance.now() > giveUpAt) break;
    await sleep(Math.min(2000, Number(answer.retryAfter || 1) * 1000));
  }
  if (!status.includes(answer.status))
    throw new Error(
      `setup: ${method} ${path} answered ${answer.status}: ${answer.body ?? answer.error}`,
    );
  return JSON.parse(answer.body);
}

const guestToken = async (agent, base) =>
  (
    await apiJson(agent, base, "/token/v2/auth/token", {
      method: "POST",
      body: { grantType: "Guest" },
    })
  ).accessToken;

// ---------------------------------------------------------------------------------------------
// Fixtures, made before the clock runs

async function prepareFixtures(agent, base, options) {
  const search = await apiJson(
    agent,
    base,
    `/products/v2/search/productSearch?categoryId=${CATEGORY_ID}&count=24&sort=top-rated&locale=${LOCALE}`,
  );
  const products = search.products ?? [];
  if (products.length === 0) throw new Error("setup: the category search returned no products");
  const details = await mapLimit(products, 4, (product) =>
    apiJson(agent, base, `/products/v2/products/${product.productId}/details?locale=${LOCALE}`),
  );
  const variants = details.flatMap((detail) =>
    (detail.variants ?? [])
      .filter((variant) => variant.stockStatus !== "OUT_OF_STOCK")
      .map((variant) => ({ productId: detail.productId, upc: variant.upc })),
  );
  if (variants.length < LINES_PER_CART)
    throw new Error(`setup: only ${variants.length} in-stock sizes among the top products`);
  // Returning shoppers' browsers carry a token cookie: their pages read and never insert.
  const browserTokens = await mapLimit(Array.from({ length: 20 }), 4, () =>
    guestToken(agent, base),
  );
  // Empty carts made before the clock runs, so that during the load adds are the writes (a
  // writer that uses them all up makes more as it goes).
  const carts = await mapLimit(Array.from({ length: options.writers * CARTS_PER_WRITER }), 4, () =>
    newCart(agent, base),
  );
  return {
    productUrls: products.map((product) => product.url),
    variants,
    browserTokens,
    carts,
  };
}

/** A new guest's empty cart. */
async function newCart(agent, base) {
  const token = await guestToken(agent, base);
  const cart = await apiJson(agent, base, "/cart/v1/cart", {
    method: "POST",
    token,
    status: [200, 201],
  });
  return { basketId: cart.basketId, token, answered: 0 };
}

// ---------------------------------------------------------------------------------------------
// The load

function newTally() {
  return { answered: 0, shed: 0, failed: 0, latencies: [], shedLatencies: [], errors: new Map() };
}

function record(tally, answer) {
  if (answer.status >= 200 && answer.status < 400) {
    tally.answered += 1;
    tally.latencies.push(answer.ms);
    return "answered";
  }
  if (answer.status === 503) {
    tally.shed += 1;
    tally.shedLatencies.push(answer.ms);
    return "shed";
  }
  tally.failed += 1;
  const key = answer.error ?? `HTTP ${answer.status}: ${(answer.body ?? "").slice(0, 120)}`;
  tally.errors.set(key, (tally.errors.get(key) ?? 0) + 1);
  return "failed";
}

/** After a 503: wait what Retry-After asks (at most 1 s), or ask again at once. */
async function backOff(answer, options) {
  if (answer.status !== 503 || options.after503 === "immediate") return;
  const seconds = Number(answer.retryAfter);
  await sleep(Math.min(1000, Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : 1000));
}

async function browse(agent, base, fx, index, deadline, tally, options) {
  for (let i = index; performance.now() < deadline; i += 1) {
    const answer = await send(agent, base, {
      path: fx.productUrls[i % fx.productUrls.length],
      headers: {
        accept: "text/html",
        cookie: `${TOKEN_COOKIE}=${fx.browserTokens[index % fx.browserTokens.length]}`,
      },
    });
    record(tally, answer);
    await backOff(answer, options);
  }
}

/**
 * Shoppers filling carts: each takes an empty cart (prepared, or a new guest's when none are
 * left) and adds LINES_PER_CART different sizes with qty 1, so every add the server makes is
 * one more line.
 */
async function shop(agent, base, fx, index, deadline, tally, carts, options) {
  const headersOf = (token) => ({
    "x-api-key": ACCESS_KEY,
    accept: "application/json",
    "content-type": "application/json",
    ...(token ? { authorization: `Bearer ${token}` } : {}),
  });
  /** One write; its JSON answer when it was answered, else null. */
  const write = async (path, token, body) => {
    const answer = await send(agent, base, {
      method: "POST",
      path,
      headers: headersOf(token),
      body: Buffer.from(body === undefined ? "" : JSON.stringify(body)),
    });
    const outcome = record(tally, answer);
    await backOff(answer, options);
    return outcome === "answered" ? JSON.parse(answer.body) : null;
  };
  /** A prepared cart, else a new guest's: null when the server did not answer in time. */
  const takeCart = async () => {
    const prepared = fx.carts.pop();
    if (prepared) return prepared;
    const guest = await write("/token/v2/auth/token", null, { grantType: "Guest" });
    const created = guest && (await write("/cart/v1/cart", guest.accessToken));
    return created && { basketId: created.basketId, token: guest.accessToken, answered: 0 };
  };
  let next = index * LINES_PER_CART;
  while (performance.now() < deadline) {
    const cart = await takeCart();
    if (!cart) continue;
    carts.push(cart);
    for (let line = 0; line < LINES_PER_CART && performance.now() < deadline; line += 1) {
      const variant = fx.variants[next++ % fx.variants.length];
      const added = await write("/cart/v1/item", cart.token, {
        cartId: cart.basketId,
        productId: variant.productId,
        upc: variant.upc,
        qty: 1,
      });
      if (added) cart.answered += 1;
    }
  }
}

/** /healthz every `everyMs` on its own connection, one poll at a time, until stopped. */
function pollHealth(base, everyMs) {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  // Each poll as [seconds into the run, ms or null when it failed]: when the stalls came.
  const polls = { latencies: [], failed: 0, timeline: [] };
  const runStartedAt = performance.now();
  let stopped = false;
  const done = (async () => {
    while (!stopped) {
      const startedAt = performance.now();
      const answer = await send(agent, base, { path: "/healthz" });
      if (answer.status === 200) polls.latencies.push(answer.ms);
      else polls.failed += 1;
      polls.timeline.push([
        round((startedAt - runStartedAt) / 1000, 2),
        answer.status === 200 ? round(answer.ms) : null,
      ]);
      await sleep(Math.max(0, everyMs - (performance.now() - startedAt)));
    }
    agent.destroy();
  })();
  return {
    polls,
    stop: async () => {
      stopped = true;
      await done;
    },
  };
}

/**
 * Cart lines the server wrote beyond the adds its clients saw answered. Requests whose client
 * gave up may still be queued in the server, so the carts are read until two readings a
 * second apart agree (at most LATE_WRITES_PATIENCE_MS).
 */
async function lateWrites(agent, base, carts) {
  const reading = async () => {
    const counts = await mapLimit(carts, 4, async (cart) => {
      const view = await apiJson(agent, base, `/cart/v1/cart/${cart.basketId}`, {
        token: cart.token,
      });
      return Math.max(0, (view.items?.length ?? 0) - cart.answered);
    });
    return counts.reduce((sum, n) => sum + n, 0);
  };
  const giveUpAt = performance.now() + LATE_WRITES_PATIENCE_MS;
  let last = await reading();
  for (;;) {
    await sleep(1000);
    const now = await reading();
    if (now === last || performance.now() > giveUpAt) return now;
    last = now;
  }
}

function summarise(tally, wallMs) {
  const sorted = [...tally.latencies].sort((a, b) => a - b);
  const shed = [...tally.shedLatencies].sort((a, b) => a - b);
  return {
    sent: tally.answered + tally.shed + tally.failed,
    answered: tally.answered,
    shed: tally.shed,
    failed: tally.failed,
    answeredPerSecond: round(tally.answered / (wallMs / 1000)),
    p50Ms: round(percentile(sorted, 50)),
    p99Ms: round(percentile(sorted, 99)),
    maxMs: round(sorted.at(-1) ?? null),
    shedP99Ms: round(percentile(shed, 99)),
    errorSamples: [...tally.errors.entries()].slice(0, 5).map(([e, n]) => `${n}× ${e}`),
  };
}

async function overload(base, fx, options) {
  const agent = new Agent({ keepAlive: true, maxSockets: options.connections });
  const browsing = newTally();
  const writing = newTally();
  const carts = [];
  const health = pollHealth(base, 100);
  const startedAt = performance.now();
  const deadline = startedAt + options.durationMs;
  const users = [
    ...Array.from({ length: options.connections - options.writers }, (_, i) =>
      browse(agent, base, fx, i, deadline, browsing, options),
    ),
    ...Array.from({ length: options.writers }, (_, i) =>
      shop(agent, base, fx, i, deadline, writing, carts, options),
    ),
  ];
  const drained = await Promise.race([
    Promise.all(users).then(() => true),
    sleep(options.durationMs + DRAIN_TIMEOUT_MS).then(() => false),
  ]);
  const wallMs = performance.now() - startedAt;
  await health.stop();
  agent.destroy();
  if (!drained) throw new Error("the load did not drain within its time budget");
  // The server is idle again: read back every cart this run used.
  const readAgent = new Agent({ keepAlive: true, maxSockets: 4 });
  const late = await lateWrites(readAgent, base, carts);
  readAgent.destroy();
  const healthSorted = [...health.polls.latencies].sort((a, b) => a - b);
  return {
    wallMs: round(wallMs),
    productPage: summarise(browsing, wallMs),
    addToCart: { ...summarise(writing, wallMs), carts: carts.length, lateWrites: late },
    healthz: {
      polls: healthSorted.length + health.polls.failed,
      failed: health.polls.failed,
      p50Ms: round(percentile(healthSorted, 50)),
      p99Ms: round(percentile(healthSorted, 99)),
      maxMs: round(healthSorted.at(-1) ?? null),
      timeline: health.polls.timeline,
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Report

function markdown(result) {
  const r = result.run;
  const row = (name, s) => [
    name,
    s.sent,
    s.answered,
    s.shed,
    s.failed,
    s.answeredPerSecond,
    s.p50Ms,
    s.p99Ms,
    s.maxMs,
    s.shedP99Ms,
  ];
  const out = [
    `## Overload: ${result.database}, ${result.date}`,
    "",
    `${result.settings.connections} connections (${result.settings.writers} adding to carts) for ` +
      `${result.settings.durationMs / 1000} s, after a 503: ${result.settings.after503}; ` +
      `commit ${result.git.commit ?? "?"}${result.git.dirty ? " + uncommitted changes" : ""}; ` +
      `load average ${result.loadAverage.before} before, ${result.loadAverage.after} after` +
      (Object.keys(result.settings.serverEnv).length
        ? `; server ${JSON.stringify(result.settings.serverEnv)}`
        : ""),
    "",
    table(
      [
        "Requests",
        "sent",
        "answered",
        "shed 503",
        "failed",
        "answered/s",
        "p50 ms",
        "p99 ms",
        "max ms",
        "503 p99 ms",
      ],
      [row("product page", r.productPage), row("add to cart", r.addToCart)],
    ),
    "",
    table(
      ["/healthz every 100 ms", "polls", "failed", "p50 ms", "p99 ms", "max ms"],
      [
        [
          "during the load",
          r.healthz.polls,
          r.healthz.failed,
          r.healthz.p50Ms,
          r.healthz.p99Ms,
          r.healthz.maxMs,
        ],
      ],
    ),
    "",
    `Late writes (cart lines written after their client gave up): ${r.addToCart.lateWrites} ` +
      `in ${r.addToCart.carts} carts.`,
  ];
  for (const [name, s] of [
    ["product page", r.productPage],
    ["add to cart", r.addToCart],
  ])
    if (s.errorSamples.length > 0)
      out.push("", `Failures, ${name}:`, ...s.errorSamples.map((e) => `- ${e}`));
  if (result.serverWarnings.length > 0)
    out.push(
      "",
      "Server warnings/errors (first 10):",
      ...result.serverWarnings.slice(0, 10).map((w) => `- ${w}`),
    );
  return out.join("\n");
}

// ---------------------------------------------------------------------------------------------
// Main

async function main() {
  let options;
  try {
    options = parseOptions(process.argv.slice(2));
    checkBuild();
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    console.error(`bench: ${error.message}`);
    return 2;
  }
  const servers = serverProcesses();
  const result = {
    date: new Date().toISOString(),
    database: options.database,
    settings: {
      connections: options.connections,
      writers: options.writers,
      durationMs: options.durationMs,
      after503: options.after503,
      serverEnv: options.serverEnv,
      requestTimeoutMs: REQUEST_TIMEOUT_MS,
    },
    machine: machine(),
    git: gitInfo(),
    loadAverage: { before: round(os.loadavg()[0], 2), after: null },
    run: null,
    serverWarnings: [],
    error: null,
  };
  try {
    let dataDir;
    if (!options.databaseUrl) {
      const tmp = mkdtempSync(join(os.tmpdir(), "ridgeline-overload-"));
      servers.removeLater(tmp);
      dataDir = join(tmp, "data");
      mkdirSync(dataDir);
    }
    console.error(`bench: starting the server (${options.database}) …`);
    const server = await servers.start({
      ACCESS_KEYS: ACCESS_KEY,
      ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : { DATA_DIR: dataDir }),
      ...options.serverEnv,
    });
    const setupAgent = new Agent({ keepAlive: true, maxSockets: 4 });
    console.error("bench: preparing guests and product ids …");
    const fx = await prepareFixtures(setupAgent, server.base, options);
    // A short warm-up fills the JIT and caches, so the first second is not all compilation.
    await mapLimit(Array.from({ length: 80 }), 8, (_, i) =>
      send(setupAgent, server.base, {
        path: fx.productUrls[i % fx.productUrls.length],
        headers: { accept: "text/html", cookie: `${TOKEN_COOKIE}=${fx.browserTokens[0]}` },
      }),
    );
    setupAgent.destroy();
    console.error(`bench: ${options.connections} connections for ${options.durationMs / 1000} s …`);
    result.run = await overload(server.base, fx, options);
    result.loadAverage.after = round(os.loadavg()[0], 2);
    const stop = await servers.stop(server);
    result.shutdown = stop;
    result.serverWarnings.push(...server.log.warnings);
  } catch (error) {
    result.error = error instanceof Error ? error.message : String(error);
    result.serverWarnings.push(...servers.warnings());
  } finally {
    servers.killAll();
  }
  mkdirSync(RESULTS_DIR, { recursive: true });
  const stamp = result.date.replace(/[:.]/g, "-");
  const file = join(RESULTS_DIR, `${stamp}-overload-${options.database}.json`);
  writeFileSync(file, `${JSON.stringify(result, null, 2)}\n`);
  if (result.run) console.log(markdown(result));
  if (result.error) console.log(`\nRun failed: ${result.error}`);
  console.log(`\nResult: ${relative(ROOT, file)}`);
  return result.error ? 1 : 0;
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error) => {
    console.error("bench:", error);
    process.exitCode = 1;
  },
);
