/**
 * Issue 12's speed goals for the bag, on the production build:
 *
 * - **cart GET**: a 5-line bag with a promo code applied (promotions priced on every read),
 *   p95 ≤ 10 ms (checked on autocannon's p97.5) for one shopper's reads one after another, for
 *   BENCH_DURATION seconds; the same read is also reported saturated (8 connections) and at a
 *   steady 100 requests/s;
 * - **add to cart at 100 requests/s** (open loop, one every 10 ms: lib/paced.mjs) over 20
 *   guests' carts and the listing's sizes, one unit each: p99 ≤ 50 ms with 0 errors (the issue
 *   states it for PostgreSQL; PGlite is measured too);
 * - **one shared cart, 20 connections**: BENCH_SHARED adds of one unit spread over 50 sizes to
 *   the same cart at once (50 sizes); 0 errors and the cart's units exactly the adds made.
 *
 *   npm run build
 *   node bench/cart-bench.mjs                                      # PGlite
 *   node scripts/with-postgres.mjs node bench/cart-bench.mjs --database=both
 *
 * Prints a table and writes bench/results/<time>-cart.json. Exit 0 when every goal is met,
 * 1 otherwise, 2 when the run could not begin.
 */
import autocannon from "autocannon";
import { checkBuild } from "./lib/build.mjs";
import { databasesOption, envInt, runMain } from "./lib/options.mjs";
import { gitInfo, machine, round, table, writeResult } from "./lib/report.mjs";
import { paced } from "./lib/paced.mjs";
import { measureOnEach } from "./lib/store.mjs";
import { LOCALE, apiHeaders, catalogueFixtures, newCart } from "./lib/shop-api.mjs";
import { apiJson } from "./run/load.mjs";

const USAGE = `usage: node bench/cart-bench.mjs [--database=pglite|postgres|both]
  BENCH_DURATION=10 BENCH_SHARED=200`;
const DURATION = envInt("BENCH_DURATION", 10, 1, 600);
const SHARED_ADDS = envInt("BENCH_SHARED", 200, 20, 5000);

/**
 * autocannon reports p97.5, not p95: the cart GET's p95 goal is checked on p97.5, which is never
 * below it (a stricter reading).
 */
const GOALS = {
  cartGetAlone: { metric: "p97_5", max: 10, databases: ["pglite", "postgres"] },
  // The issue states the add's goal for PostgreSQL; PGlite (one thread for every statement) is
  // measured and reported beside it.
  addAt100: { metric: "p99", max: 50, databases: ["postgres"] },
};

/** autocannon's run as a promise, with latency percentiles in ms. */
const load = (options) =>
  autocannon({ timeout: 20, ...options }).then((result) => ({
    rps: round(result.requests.average, 1),
    p50: result.latency.p50,
    p97_5: result.latency.p97_5,
    p99: result.latency.p99,
    requests: result.requests.total,
    failed: result.non2xx + result.errors + result.timeouts,
  }));

async function measure(base) {
  const call = (path, init) => apiJson(base, path, init);
  const fixtures = await catalogueFixtures(call, 60);
  // The add's body is the size's product and UPC only.
  const variants = fixtures.variants.map(({ productId, upc }) => ({ productId, upc }));
  // Sizes with plenty of stock (not "only a few left"), for the shared cart's many adds.
  const plenty = fixtures.variants
    .filter((variant) => variant.inStock)
    .map(({ productId, upc }) => ({ productId, upc }));

  // cart GET: five lines and a promo code, read by one shopper.
  const reader = await newCart(call);
  for (const variant of variants.slice(0, 5))
    await call(`/cart/v1/item?locale=${LOCALE}`, {
      method: "POST",
      token: reader.token,
      body: { cartId: reader.basketId, ...variant, qty: 1 },
    });
  await call(`/cart/v1/coupon?locale=${LOCALE}`, {
    method: "PUT",
    token: reader.token,
    body: { cartId: reader.basketId, code: "TRAIL15" },
  });
  // The read's own time: one shopper's reads one after another (the issue names no load for the
  // cart GET; with the server saturated a read's latency measures its throughput instead).
  const cartGetAlone = await load({
    url: `${base}/cart/v1/cart/${reader.basketId}?locale=${LOCALE}`,
    headers: apiHeaders(reader.token),
    connections: 1,
    duration: DURATION,
  });
  // Saturated: 8 connections as fast as the server answers.
  const cartGet = await load({
    url: `${base}/cart/v1/cart/${reader.basketId}?locale=${LOCALE}`,
    headers: apiHeaders(reader.token),
    connections: 8,
    duration: DURATION,
  });

  // The same read at a steady 100 requests/s (the add's rate): what one read costs when the
  // server is not saturated. Reported beside the goal, which is judged on the run above.
  const cartGetAt100 = await paced({
    base,
    rate: 100,
    durationS: DURATION,
    make: () => ({
      path: `/cart/v1/cart/${reader.basketId}?locale=${LOCALE}`,
      headers: apiHeaders(reader.token),
    }),
  });

  // add to cart at 100 requests/s: 20 guests' carts, the listing's sizes in turn.
  const carts = [];
  for (let i = 0; i < 20; i += 1) carts.push(await newCart(call));
  // Steady: one add every 10 ms (see paced.mjs for why not autocannon's overallRate).
  const addAt100 = await paced({
    base,
    rate: 100,
    durationS: DURATION,
    make: (n) => {
      const cart = carts[n % carts.length];
      const variant = variants[Math.floor(n / carts.length) % variants.length];
      return {
        path: `/cart/v1/item?locale=${LOCALE}`,
        method: "POST",
        headers: apiHeaders(cart.token, true),
        body: JSON.stringify({ cartId: cart.basketId, ...variant, qty: 1 }),
      };
    },
  });

  // One shared cart, 20 connections at once: every unit counted once. The adds are spread over
  // 50 sizes (a few units each), so no size runs out of stock and every refusal is a fault.
  const shared = await newCart(call);
  const sizes = plenty.slice(0, 50);
  let sent = 0;
  const sharedRun = await load({
    url: `${base}/cart/v1/item?locale=${LOCALE}`,
    method: "POST",
    connections: 20,
    amount: SHARED_ADDS,
    requests: [
      {
        setupRequest: (request) => {
          const variant = sizes[sent++ % sizes.length];
          return {
            ...request,
            headers: apiHeaders(shared.token, true),
            body: JSON.stringify({ cartId: shared.basketId, ...variant, qty: 1 }),
          };
        },
      },
    ],
  });
  const final = await call(`/cart/v1/cart/${shared.basketId}?locale=${LOCALE}`, {
    token: shared.token,
  });
  const units = final.items.reduce((sum, item) => sum + item.qty, 0);
  const exact = units === sharedRun.requests - sharedRun.failed;
  return { cartGetAlone, cartGet, cartGetAt100, addAt100, shared: { ...sharedRun, units, exact } };
}

async function main() {
  const databases = databasesOption(process.argv.slice(2), USAGE, "cart-bench.mjs");
  checkBuild();
  const results = await measureOnEach(databases, "cart", measure);

  const rows = [];
  const misses = [];
  for (const [database, result] of Object.entries(results)) {
    for (const [name, goal] of Object.entries(GOALS)) {
      const run = result[name];
      const value = run[goal.metric];
      const judged = goal.databases.includes(database);
      const met = value <= goal.max && run.failed === 0;
      if (!met && judged)
        misses.push(`${name} on ${database}: ${goal.metric} ${value} ms, ${run.failed} failed`);
      rows.push([
        `${name}, ${database}`,
        `${run.rps} req/s, p50 ${run.p50} ms, p97.5 ${run.p97_5} ms, p99 ${run.p99} ms`,
        judged ? `${goal.metric} ≤ ${goal.max} ms, 0 errors` : "information",
        judged ? (met ? "met" : "missed") : "",
      ]);
    }
    for (const [name, run] of [
      ["cartGet, 8 connections (saturated)", result.cartGet],
      ["cartGet at 100 req/s", result.cartGetAt100],
    ])
      rows.push([
        `${name}, ${database}`,
        `${run.rps} req/s, p50 ${run.p50} ms, p97.5 ${run.p97_5} ms, p99 ${run.p99} ms`,
        "information",
        run.failed === 0 ? "" : `${run.failed} failed`,
      ]);
    const { shared } = result;
    if (!shared.exact || shared.failed > 0)
      misses.push(`shared cart on ${database}: ${shared.units} units for ${shared.requests} adds`);
    rows.push([
      `one shared cart, 20 connections, ${database}`,
      `${shared.requests} adds, ${shared.failed} failed, ${shared.units} units in the cart, p99 ${shared.p99} ms`,
      "0 errors, exact quantity",
      shared.exact && shared.failed === 0 ? "met" : "missed",
    ]);
  }
  console.log(table(["scenario", "measured", "goal", ""], rows));
  const file = writeResult(new Date(), "cart", {
    settings: { duration: DURATION, sharedAdds: SHARED_ADDS, databases },
    machine: machine(),
    git: gitInfo(),
    results,
    misses,
  });
  console.log(`\nresult: ${file}`);
  for (const miss of misses) console.error(`goal missed: ${miss}`);
  return misses.length > 0 ? 1 : 0;
}

if (import.meta.url === `file://${process.argv[1]}`) runMain(main);
