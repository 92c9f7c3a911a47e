// databases: pglite, postgres — behaviour that differs by database (db.kind, waiting queries, the adapter)
import { ENDPOINTS, type Cart } from "@ridgeline/contract";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createTestApp, errorOf, type TestApp } from "../../../test/test-app";
import type { Db } from "../database/db.types";
import type { LoadSample } from "./load-shedding.plugin";

/** A machine whose CPU others take: the loop lags, the database has a queue. */
const BUSY_MACHINE: LoadSample = {
  eventLoopDelayMs: 585,
  eventLoopUtilization: 0.99,
  databaseWaiting: 40,
};

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

describe("a lone shopper on a busy machine", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(
      { SHED_MAX_IN_FLIGHT: "32", SHED_MAX_WAIT_MS: "1000" },
      { loadSample: () => BUSY_MACHINE },
    );
  });
  afterAll(async () => {
    await t?.close();
  });

  it("is served: reads, pictures, cart writes and page posts, however much the loop lags", async () => {
    const sku = await stockedSku(t.db);
    const catalog = await t.call({ method: "GET", url: "/products/v2/catalog?locale=en-us" });
    expect(catalog.statusCode, catalog.body).toBe(200);
    const picture = await t.app.inject({ method: "GET", url: `/images/products/${sku.upc}.svg` });
    expect(picture.statusCode).not.toBe(503);
    const token = await t.guestToken();
    const created = await t.call({ method: "POST", url: "/cart/v1/cart", token });
    expect(created.statusCode, created.body).toBe(201);
    const added = await t.call({
      method: "POST",
      url: "/cart/v1/item",
      token,
      payload: {
        cartId: (created.json() as Cart).basketId,
        productId: sku.style_id,
        upc: sku.upc,
        qty: 1,
      },
    });
    expect(added.statusCode, added.body).toBe(200);
    // No web build in API tests: an admitted page post reaches the page handler, which says 404.
    const post = await t.app.inject({
      method: "POST",
      url: "/en-us/cart",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "intent=remove&lineId=1",
    });
    expect(post.statusCode).toBe(404);
  });

  it("keeps readiness 200, reporting the lag but no shedding", async () => {
    const ready = await t.app.inject({ method: "GET", url: "/readyz" });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toMatchObject({
      status: "ready",
      load: {
        shedding: false,
        reason: null,
        eventLoopDelayMs: 585,
        databaseWaiting: 40,
        inFlight: 0,
        waiting: { completes: 0, writes: 0, browsing: 0 },
      },
    });
  });
});

describe("the line in front of the routes", () => {
  let t: TestApp;
  // While `hold` is set, every database call waits for it: requests stay in flight.
  let hold: { promise: Promise<void>; resolve: () => void } | null = null;
  const holdDatabase = () => {
    let resolve: () => void = () => undefined;
    const promise = new Promise<void>((done) => (resolve = done));
    hold = { promise, resolve };
    return hold;
  };
  const letGo = () => {
    hold?.resolve();
    hold = null;
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
  let styleId = "";
  beforeAll(async () => {
    t = await createTestApp(
      {
        SHED_MAX_IN_FLIGHT: "1",
        SHED_MAX_WAITING: "40",
        SHED_MAX_WAIT_MS: "300",
        SHED_MAX_WRITE_WAIT_MS: "600",
        SHED_RETRY_AFTER_SECONDS: "3",
      },
      { loadSample: () => BUSY_MACHINE, wrapDb: slowed },
    );
    const [style] = await t.db.query<{ style_id: string }>(
      "select style_id from styles order by style_id limit 1",
    );
    styleId = style?.style_id ?? "";
  });
  afterAll(async () => {
    letGo();
    await t?.close();
  });
  const details = () => t.call({ method: "GET", url: `/products/v2/products/${styleId}/details` });

  /** One request held in flight: everything after it waits in line. */
  async function occupy() {
    holdDatabase();
    const held = details();
    await vi.waitFor(() => expect(t.app.loadState().inFlight).toBe(1));
    // Wrapped: an async function returning the promise itself would wait for it.
    return { held };
  }

  it("answers browsing that waited too long 503 GEN503 with Retry-After, and reports it", async () => {
    const { held } = await occupy();
    const waiting = details();
    await vi.waitFor(() => expect(t.app.loadState().waiting.browsing).toBe(1));
    const page = t.app.inject({ method: "GET", url: "/en-us", headers: { accept: "text/html" } });
    const refused = await waiting;
    expect(refused.statusCode).toBe(503);
    expect(refused.headers["retry-after"]).toBe("3");
    expect(errorOf(refused)?.errorId).toBe("GEN503");
    expect(refused.json()).toMatchObject({ correlationId: refused.headers["x-correlation-id"] });
    const busyPage = await page;
    expect(busyPage.statusCode).toBe(503);
    expect(busyPage.headers["content-type"]).toContain("text/html");
    expect(busyPage.body).toContain("busy right now");
    // The health checks never wait in line.
    expect((await t.app.inject({ method: "GET", url: "/healthz" })).statusCode).toBe(200);
    letGo();
    expect((await held).statusCode).toBe(200);
    const ready = await t.app.inject({ method: "GET", url: "/readyz" });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toMatchObject({
      load: { shedding: true, refusedRecently: { "waited too long": 2 } },
    });
    expect((await details()).statusCode).toBe(200);
  });

  it("never refuses what completes a flow for waiting: every call the contract marks, the provider's pages, pictures", async () => {
    const completing = ENDPOINTS.filter((e) => e.completesFlow);
    expect(completing.map((e) => `${e.method} ${e.path}`)).toEqual(
      expect.arrayContaining([
        "PUT /cart/v2/checkout/order",
        "POST /consumers-v3/consumer/CancelOrder",
      ]),
    );
    const token = await t.guestToken();
    const { held } = await occupy();
    const browsing = details();
    const write = t.call({ method: "POST", url: "/cart/v1/cart", token });
    const calls = [
      ...completing.map((e) =>
        t.call({
          method: e.method,
          url: e.path.replace(/:(\w+)/g, "00000000"),
          ...(e.method === "GET" ? {} : { payload: {} }),
        }),
      ),
      t.app.inject({ method: "GET", url: "/images/products/00000000.svg" }),
      t.app.inject({ method: "GET", url: "/provider/v1/provider.css" }),
      t.app.inject({ method: "GET", url: "/provider/v1/threeds/unknown?returnUrl=/en-us" }),
    ];
    await vi.waitFor(() =>
      expect(t.app.loadState().waiting).toEqual({
        completes: calls.length,
        writes: 1,
        browsing: 1,
      }),
    );
    // Browsing and other writes give up in turn; what completes a flow waits on.
    expect((await browsing).statusCode).toBe(503);
    expect((await write).statusCode).toBe(503);
    expect(t.app.loadState().waiting.completes).toBe(calls.length);
    letGo();
    expect((await held).statusCode).toBe(200);
    for (const response of await Promise.all(calls)) {
      expect(response.statusCode, response.body).not.toBe(503);
      expect(response.statusCode, response.body).toBeLessThan(500);
    }
    expect(t.app.loadState()).toMatchObject({ inFlight: 0, oldestWaitMs: 0 });
  });

  it("serves what completes a flow before writes, and writes before browsing", async () => {
    // A line of its own without time limits: only the order is under test, and a slow machine
    // must not turn the browsing request's wait into a 503 before the others are in line.
    const patient = await createTestApp(
      { SHED_MAX_IN_FLIGHT: "1", SHED_MAX_WAITING: "40", SHED_MAX_WAIT_MS: "0" },
      { loadSample: () => BUSY_MACHINE, wrapDb: slowed },
    );
    try {
      const token = await patient.guestToken();
      holdDatabase();
      const held = patient.call({ method: "GET", url: `/products/v2/products/${styleId}/details` });
      await vi.waitFor(() => expect(patient.app.loadState().inFlight).toBe(1));
      const order: string[] = [];
      const track = (name: string, call: Promise<{ statusCode: number }>) =>
        call.then((response) => {
          order.push(`${name} ${response.statusCode}`);
          return response;
        });
      const waiting = () => patient.app.loadState().waiting;
      const browsing = track(
        "browse",
        patient.call({ method: "GET", url: `/products/v2/products/${styleId}/details` }),
      );
      await vi.waitFor(() => expect(waiting().browsing).toBe(1));
      const write = track("write", patient.call({ method: "POST", url: "/cart/v1/cart", token }));
      await vi.waitFor(() => expect(waiting().writes).toBe(1));
      const completes = track(
        "complete",
        patient.call({ method: "GET", url: "/cart/v2/checkout/order/00000000" }),
      );
      await vi.waitFor(() => expect(waiting().completes).toBe(1));
      letGo();
      await Promise.all([held, browsing, write, completes]);
      // One in flight at a time: each finishes before the next leaves the line.
      expect(
        order.map((entry) => entry.split(" ")[0]),
        order.join(", "),
      ).toEqual(["complete", "write", "browse"]);
      expect(
        order.every((entry) => !entry.endsWith("503")),
        order.join(", "),
      ).toBe(true);
    } finally {
      letGo();
      await patient.close();
    }
  });

  it("refuses any newcomer at once when the line is full", async () => {
    const full = await createTestApp(
      { SHED_MAX_IN_FLIGHT: "1", SHED_MAX_WAITING: "1", SHED_MAX_WAIT_MS: "0" },
      { loadSample: () => BUSY_MACHINE, wrapDb: slowed },
    );
    try {
      holdDatabase();
      const held = full.call({ method: "GET", url: `/products/v2/products/${styleId}/details` });
      await vi.waitFor(() => expect(full.app.loadState().inFlight).toBe(1));
      const waiting = full.call({ method: "GET", url: "/cart/v2/checkout/order/00000000" });
      await vi.waitFor(() => expect(full.app.loadState().waiting.completes).toBe(1));
      const refused = await full.call({
        method: "PUT",
        url: "/cart/v2/checkout/order",
        payload: {},
      });
      expect(refused.statusCode).toBe(503);
      expect(errorOf(refused)?.errorId).toBe("GEN503");
      expect(full.app.loadState()).toMatchObject({
        refusing: "line full",
        refusedRecently: { "line full": 1 },
      });
      letGo();
      expect((await held).statusCode).toBe(200);
      expect((await waiting).statusCode).not.toBe(503);
    } finally {
      letGo();
      await full.close();
    }
  });
});
