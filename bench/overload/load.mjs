/**
 * overload-bench's load: browsers and shoppers on their own keep-alive connections, a health
 * check polled beside them, and the count of late writes once the server is idle again.
 */
import { Agent } from "node:http";
import { performance } from "node:perf_hooks";
import { percentile, round } from "../lib/report.mjs";
import { sleep } from "../lib/server-processes.mjs";
import { TOKEN_COOKIE, mapLimit } from "../lib/shop-api.mjs";
import { REQUEST_TIMEOUT_MS, apiJson, jsonHeaders, send } from "./http.mjs";

/** Lines per cart: different sizes with qty 1, so every answered add is one more line. */
export const LINES_PER_CART = 5;
/** Each run is bounded whatever the settings: the load, then waiting for the stragglers. */
const DRAIN_TIMEOUT_MS = REQUEST_TIMEOUT_MS + 5_000;
/** How long the count of late writes waits for the server to finish what it still holds. */
const LATE_WRITES_PATIENCE_MS = 30_000;

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
  /** One write; its JSON answer when it was answered, else null. */
  const write = async (path, token, body) => {
    const answer = await send(agent, base, {
      method: "POST",
      path,
      headers: jsonHeaders(token, true),
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

/** The run: every connection for `options.durationMs`, then the late writes; its figures. */
export async function overload(base, fx, options) {
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
