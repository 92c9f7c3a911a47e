// databases: pglite, postgres — behaviour that differs by database (db.kind, waiting queries, the adapter)
import type { Cart } from "@ridgeline/contract";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { createTestApp, errorOf, type TestApp } from "../../../test/test-app";
import type { Db } from "../database/db.types";
import type { LoadSample } from "./load-shedding.plugin";

const CALM: LoadSample = { eventLoopDelayMs: 0, eventLoopUtilization: 0.1, databaseWaiting: 0 };

/** A stocked SKU of the seed: what a shopper adds to a cart. */
async function stockedSku(db: Db): Promise<{ upc: string; style_id: string }> {
  const [row] = await db.query<{ upc: string; style_id: string }>(
    `select k.upc, k.style_id from skus k
       join inventory i on i.upc = k.upc and i.location_id = 'online' and i.quantity > 5
      order by k.upc limit 1`,
  );
  if (!row) throw new Error("the seed has no stocked SKU");
  return row;
}

describe("under pressure (event loop, database queue)", () => {
  let t: TestApp;
  // The measurements the shedding reads: each test sets the pressure it simulates.
  let load: LoadSample = CALM;
  beforeAll(async () => {
    t = await createTestApp(
      {
        SHED_MAX_LOOP_DELAY_MS: "100",
        SHED_MAX_LOOP_UTILIZATION: "0.9",
        SHED_MAX_DATABASE_WAITING: "10",
        SHED_MAX_IN_FLIGHT: "32",
        SHED_RETRY_AFTER_SECONDS: "3",
      },
      { loadSample: () => load },
    );
  });
  afterAll(async () => {
    await t?.close();
  });
  beforeEach(() => {
    load = CALM;
  });

  it.each([
    ["the event loop lags", { eventLoopDelayMs: 450 }, "event-loop delay"],
    ["the event loop is saturated", { eventLoopUtilization: 0.97 }, "event-loop utilisation"],
    ["queries queue for the database", { databaseWaiting: 25 }, "database queue"],
  ])("answers API reads 503 GEN503 with Retry-After when %s", async (_why, pressure, reason) => {
    load = { ...CALM, ...pressure };
    const response = await t.call({ method: "GET", url: "/products/v2/catalog?locale=en-us" });
    expect(response.statusCode).toBe(503);
    expect(response.headers["retry-after"]).toBe("3");
    expect(errorOf(response)?.errorId).toBe("GEN503");
    expect(response.json()).toMatchObject({ correlationId: response.headers["x-correlation-id"] });
    const ready = await t.app.inject({ method: "GET", url: "/readyz" });
    expect(ready.json()).toMatchObject({ load: { shedding: true, reason } });
  });

  it("answers pages and pictures 503 with a small busy page", async () => {
    load = { ...CALM, eventLoopDelayMs: 450 };
    for (const url of ["/en-us", "/en-us/p/anything-JKXZHJNW", "/images/products/X.svg"]) {
      const response = await t.app.inject({ method: "GET", url, headers: { accept: "text/html" } });
      expect(response.statusCode, url).toBe(503);
      expect(response.headers["retry-after"]).toBe("3");
      expect(response.headers["content-type"]).toContain("text/html");
      expect(response.body).toContain("busy right now");
    }
  });

  it("admits cart writes while browsing is shed", async () => {
    const sku = await stockedSku(t.db);
    load = { ...CALM, eventLoopDelayMs: 450, databaseWaiting: 25 };
    const token = await t.guestToken();
    const created = await t.call({ method: "POST", url: "/cart/v1/cart", token });
    expect(created.statusCode, created.body).toBe(201);
    const cart = created.json() as Cart;
    const added = await t.call({
      method: "POST",
      url: "/cart/v1/item",
      token,
      payload: { cartId: cart.basketId, productId: sku.style_id, upc: sku.upc, qty: 1 },
    });
    expect(added.statusCode, added.body).toBe(200);
    expect((added.json() as Cart).items).toHaveLength(1);
    // Reading the same cart is browsing: refused until the pressure is gone.
    const read = () => t.call({ method: "GET", url: `/cart/v1/cart/${cart.basketId}`, token });
    expect((await read()).statusCode).toBe(503);
    load = CALM;
    expect((await read()).statusCode).toBe(200);
  });

  it("admits a page's form post while browsing is shed", async () => {
    load = { ...CALM, eventLoopDelayMs: 450 };
    // No web build in API tests: an admitted post reaches the page handler, which says 404.
    const post = await t.app.inject({
      method: "POST",
      url: "/en-us/cart",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "intent=remove&lineId=1",
    });
    expect(post.statusCode).toBe(404);
  });

  it("keeps answering /healthz and /readyz, readiness reporting the pressure", async () => {
    load = { ...CALM, eventLoopDelayMs: 450, databaseWaiting: 25 };
    const health = await t.app.inject({ method: "GET", url: "/healthz" });
    expect(health.statusCode).toBe(200);
    const ready = await t.app.inject({ method: "GET", url: "/readyz" });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toMatchObject({
      status: "ready",
      load: {
        shedding: true,
        reason: "event-loop delay",
        eventLoopDelayMs: 450,
        databaseWaiting: 25,
        inFlight: { browsing: 0, writes: 0 },
      },
    });
  });

  it("serves browsing again once the pressure is gone", async () => {
    load = { ...CALM, eventLoopDelayMs: 450 };
    expect((await t.call({ method: "GET", url: "/products/v2/catalog" })).statusCode).toBe(503);
    load = CALM;
    expect((await t.call({ method: "GET", url: "/products/v2/catalog" })).statusCode).toBe(200);
    const ready = await t.app.inject({ method: "GET", url: "/readyz" });
    expect(ready.json()).toMatchObject({ load: { shedding: false, reason: null } });
  });
});

describe("requests in flight", () => {
  let t: TestApp;
  // While `hold` is set, every database call waits for it: requests stay in flight.
  let hold: { promise: Promise<void>; resolve: () => void } | null = null;
  const holdDatabase = () => {
    let resolve: () => void = () => undefined;
    const promise = new Promise<void>((done) => (resolve = done));
    hold = { promise, resolve };
    return hold;
  };
  const slowed = (db: Db): Db => {
    const wait = async () => {
      if (hold) await hold.promise;
    };
    return {
      ...db,
      kind: db.kind,
      query: async (sql, params) => (await wait(), db.query(sql, params)),
      transaction: async (work) => (await wait(), db.transaction(work)),
      exec: (sql) => db.exec(sql),
      close: () => db.close(),
    };
  };
  beforeAll(async () => {
    t = await createTestApp(
      { SHED_MAX_IN_FLIGHT: "2", SHED_WRITE_RESERVE: "1" },
      { loadSample: () => CALM, wrapDb: slowed },
    );
  });
  afterAll(async () => {
    hold?.resolve();
    await t?.close();
  });

  it("refuses browsing beyond the limit at once and keeps room for a write", async () => {
    const token = await t.guestToken();
    const [style] = await t.db.query<{ style_id: string }>(
      "select style_id from styles order by style_id limit 1",
    );
    const details = () =>
      t.call({ method: "GET", url: `/products/v2/products/${style?.style_id}/details` });
    const gate = holdDatabase();
    const held = [details(), details()];
    await vi.waitFor(() => expect(t.app.loadState().inFlight.browsing).toBe(2));

    const third = await details();
    expect(third.statusCode).toBe(503);
    expect(errorOf(third)?.errorId).toBe("GEN503");
    expect(third.headers["retry-after"]).toBe("2");

    const write = t.call({ method: "POST", url: "/cart/v1/cart", token });
    await vi.waitFor(() => expect(t.app.loadState().inFlight.writes).toBe(1));
    // The reserve is one write: a second one finds no room either.
    expect((await t.call({ method: "POST", url: "/cart/v1/cart", token })).statusCode).toBe(503);
    expect((await t.app.inject({ method: "GET", url: "/healthz" })).statusCode).toBe(200);

    gate.resolve();
    hold = null;
    expect((await write).statusCode).toBe(201);
    for (const response of await Promise.all(held)) expect(response.statusCode).toBe(200);
    expect(t.app.loadState().inFlight).toEqual({ browsing: 0, writes: 0 });
    expect((await details()).statusCode).toBe(200);
  });
});
