/**
 * Issue 14's speed goal for order history, on the production build:
 *
 * - A shopper with ORDERS orders (500 by default), each placed through the real checkout by one
 *   guest session that then signs up and signs in, so the account adopts them all.
 * - **purchasehistory**: `POST /consumers-v3/consumer/purchasehistory`, pages of 10 spread over
 *   the whole history (the first, the middle, the last), at BENCH_RATE requests/s (open loop,
 *   lib/paced.mjs) for BENCH_DURATION seconds: p95 ≤ 20 ms with 0 errors, on both databases.
 * - **purchase detail**: `GET /consumers-v3/consumer/purchase/{orderNo}` of orders spread over
 *   the history, at the same rate (information: the account's order page).
 *
 *   npm run build
 *   node bench/history-bench.mjs                                     # PGlite
 *   node scripts/with-postgres.mjs node bench/history-bench.mjs --database=both
 *
 * Prints a table and writes bench/results/<time>-history.json. Exit 0 when the goal is met,
 * 1 otherwise, 2 when the run could not begin.
 */
import { createHash, randomBytes, randomUUID } from "node:crypto";
import { solveBotChallenge } from "./lib/bot-answer.mjs";
import { checkBuild } from "./lib/build.mjs";
import { databasesOption, envInt, runMain } from "./lib/options.mjs";
import { paced } from "./lib/paced.mjs";
import { gitInfo, machine, table, writeResult } from "./lib/report.mjs";
import { LOCALE, apiHeaders, catalogueFixtures, guestToken } from "./lib/shop-api.mjs";
import { measureOnEach } from "./lib/store.mjs";

const USAGE = `usage: node bench/history-bench.mjs [--database=pglite|postgres|both]
  BENCH_DURATION=10 BENCH_RATE=50 BENCH_ORDERS=500`;
const DURATION = envInt("BENCH_DURATION", 10, 1, 120);
const RATE = envInt("BENCH_RATE", 50, 1, 500);
const ORDERS = envInt("BENCH_ORDERS", 500, 10, 5000);
const PAGE_SIZE = 10;

const GOAL = { metric: "p95", max: 20, databases: ["postgres", "pglite"] };

const ADDRESS = {
  firstName: "Ada",
  lastName: "Lovelace",
  addressLine1: "1200 NW Naito Pkwy",
  city: "Portland",
  province: "OR",
  postalCode: "97209",
  phone: "(503) 555-0100",
};

const bot = async (call, action) => {
  const challenge = await call(`/consumers-v3/auth/challenge?action=${action}`);
  return solveBotChallenge(challenge.challenge, challenge.difficulty);
};

/** One order of one unit, placed by the guest `token` through the whole checkout. */
async function placeOne(base, call, token, unit) {
  const { basketId } = await call(`/cart/v1/cart?locale=${LOCALE}`, { method: "POST", token });
  await call(`/cart/v1/item?locale=${LOCALE}`, {
    method: "POST",
    token,
    body: { cartId: basketId, productId: unit.productId, upc: unit.upc, qty: 1 },
  });
  await call(`/cart/v2/cart/${basketId}/shippingAddress?locale=${LOCALE}`, {
    method: "POST",
    token,
    body: [{ ...ADDRESS, country: "US", email: "history@example.com" }],
  });
  await call(`/cart/v1/cart/${basketId}/billingAddress?locale=${LOCALE}`, {
    method: "POST",
    token,
    body: { ...ADDRESS, countryCode: "US" },
  });
  const frame = await fetch(`${base}/provider/v1/card-frame`, {
    method: "POST",
    headers: { "content-type": "application/json", accept: "application/json" },
    body: JSON.stringify({
      basketId,
      number: "4111 1111 1111 1111",
      expiry: `07/${String((new Date().getUTCFullYear() + 2) % 100).padStart(2, "0")}`,
      securityCode: "123",
      holder: "Ada Lovelace",
    }),
  });
  if (frame.status !== 200) throw new Error(`setup: the card frame answered ${frame.status}`);
  const { token: card } = await frame.json();
  const placed = await call(`/cart/v2/checkout/order?locale=${LOCALE}`, {
    method: "PUT",
    token,
    headers: { "idempotency-key": `history-${randomUUID()}` },
    body: {
      cartId: basketId,
      paymentMethod: { code: "CREDIT_CARD", additionalData: { token: card } },
      recaptcha_response: await bot(call, "placeOrder"),
    },
  });
  return placed.orderNumber;
}

/** Signs up, then signs in from the guest's session: the guest's orders become the account's. */
async function adopt(call, guest) {
  const email = `history.${Date.now()}@example.com`;
  const password = "Trailhead42";
  await call("/consumers-v3/auth/signup?locale=en-us", {
    method: "POST",
    body: {
      firstName: "Ada",
      lastName: "Lovelace",
      email,
      password,
      isTermsConfirmed: true,
      recaptcha_response: await bot(call, "register"),
    },
  });
  const verifier = randomBytes(32).toString("base64url");
  const signIn = await call("/consumers-v3/auth/signin", {
    method: "POST",
    body: {
      username: email,
      password,
      codeChallenge: createHash("sha256").update(verifier).digest("base64url"),
      recaptcha_response: await bot(call, "login"),
    },
  });
  const exchange = await call("/token/v2/auth/token", {
    method: "POST",
    token: guest,
    body: {
      grantType: "Registered",
      authorizationCode: signIn.authorizationCode,
      codeVerifier: verifier,
    },
  });
  return exchange.accessToken;
}

/** A JSON call that must succeed (any 2xx), with extra headers where a call needs them. */
async function callOn(base, path, { method = "GET", token, body, headers = {} } = {}) {
  const response = await fetch(base + path, {
    method,
    headers: { ...apiHeaders(token, body !== undefined), ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(30_000),
  });
  const text = await response.text();
  if (response.status < 200 || response.status > 299)
    throw new Error(`setup: ${method} ${path} answered ${response.status}: ${text.slice(0, 300)}`);
  return text ? JSON.parse(text) : null;
}

async function measure(base) {
  const call = (path, init) => callOn(base, path, init);
  const { variants } = await catalogueFixtures(call, 20);
  const guest = await guestToken(call);
  console.error(`bench: placing ${ORDERS} orders for one shopper`);
  const orderNos = [];
  for (let i = 0; i < ORDERS; i += 1) {
    const variant = variants[i % variants.length];
    orderNos.push(await placeOne(base, call, guest, variant));
    if ((i + 1) % 100 === 0) console.error(`bench: ${i + 1} orders`);
  }
  const token = await adopt(call, guest);
  // The account adopts the guest's orders when the sign-in's event is delivered: wait for it.
  for (let tries = 0; ; tries += 1) {
    const page = await call(`/consumers-v3/consumer/purchasehistory?locale=${LOCALE}`, {
      method: "POST",
      token,
      body: { page: 1, pageSize: PAGE_SIZE },
    });
    if (page.total >= ORDERS) break;
    if (tries > 100) throw new Error(`setup: the account has ${page.total} of ${ORDERS} orders`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const pages = Math.ceil(ORDERS / PAGE_SIZE);
  console.error("bench: reading the history");
  const history = await paced({
    base,
    rate: RATE,
    durationS: DURATION,
    make: (n) => ({
      path: `/consumers-v3/consumer/purchasehistory?locale=${LOCALE}`,
      method: "POST",
      headers: apiHeaders(token, true),
      body: JSON.stringify({ page: 1 + ((n * 7) % pages), pageSize: PAGE_SIZE }),
    }),
  });
  const detail = await paced({
    base,
    rate: RATE,
    durationS: DURATION,
    make: (n) => ({
      path: `/consumers-v3/consumer/purchase/${orderNos[(n * 13) % orderNos.length]}?locale=${LOCALE}`,
      headers: apiHeaders(token),
    }),
  });
  return { history, detail };
}

async function main() {
  const databases = databasesOption(process.argv.slice(2), USAGE, "history-bench.mjs");
  checkBuild();
  const results = await measureOnEach(databases, "history", measure);
  const rows = [];
  const misses = [];
  for (const [database, { history, detail }] of Object.entries(results)) {
    const judged = GOAL.databases.includes(database);
    const met = history[GOAL.metric] <= GOAL.max && history.failed === 0;
    if (!met && judged)
      misses.push(
        `purchasehistory on ${database}: p95 ${history.p95} ms, ${history.failed} failed`,
      );
    const line = (run) =>
      `${run.requests} requests, p50 ${run.p50} ms, p95 ${run.p95} ms, p99 ${run.p99} ms, ${run.failed} failed`;
    rows.push([
      `purchasehistory (${ORDERS} orders, pages of ${PAGE_SIZE}) at ${RATE}/s, ${database}`,
      line(history),
      `p95 ≤ ${GOAL.max} ms, 0 errors`,
      met ? "met" : "missed",
    ]);
    rows.push([`purchase detail at ${RATE}/s, ${database}`, line(detail), "information", ""]);
  }
  console.log(table(["scenario", "measured", "goal", ""], rows));
  const file = writeResult(new Date(), "history", {
    settings: { duration: DURATION, rate: RATE, orders: ORDERS, databases },
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
