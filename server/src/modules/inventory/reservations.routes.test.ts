// databases: pglite, postgres — row locks and the database's isolation decide races
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/test-app";
import { createServices } from "../../app";
import { AppError } from "../../platform/errors/app-error";
import type { StockLine } from "./reservations.service";

// Reservations are called by checkout inside its own transaction, so these tests drive the
// inventory service directly, on the same wiring as the app's (its event bus and listeners).
let t: TestApp;
let services: ReturnType<typeof createServices>;
beforeAll(async () => {
  t = await createTestApp();
  services = createServices(t.config, t.db);
});
afterAll(async () => {
  await t?.close();
});

const used: string[] = [];
/**
 * A stock record (online, or at some store) of a SKU no other test of this file uses, its units
 * set to `quantity`.
 */
async function stockRecord(where: "online" | "store", quantity: number) {
  const [row] = await t.db.query<{ upc: string; location_id: string }>(
    `update inventory set quantity = $3
      where (upc, location_id) = (
        select upc, location_id from inventory
         where (location_id = 'online') = $1 and not (upc = any($2::text[]))
         order by location_id, upc limit 1)
      returning upc, location_id`,
    [where === "online", used, quantity],
  );
  if (!row) throw new Error(`the seed has no ${where} stock left`);
  used.push(row.upc);
  return { upc: row.upc, storeId: row.location_id };
}
const onlineSku = async (quantity: number) => (await stockRecord("online", quantity)).upc;
const storeSku = (quantity: number) => stockRecord("store", quantity);

async function stockOf(upc: string, locationId = "online"): Promise<number> {
  const [row] = await t.db.query<{ quantity: number }>(
    "select quantity from inventory where upc = $1 and location_id = $2",
    [upc, locationId],
  );
  if (!row) throw new Error(`no stock record of ${upc} at ${locationId}`);
  return row.quantity;
}

const reserve = (reference: string, lines: StockLine[]) =>
  services.events.transaction((tx) => services.inventory.reserve(reference, lines, tx));

/** The error a promise is refused with (fails the test when it is not refused). */
async function refusal(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => null,
    (failure: unknown) => failure,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

/** The stock events written for a SKU, in order, each once however many listen to it. */
async function eventsFor(upc: string): Promise<string[]> {
  const rows = await t.db.query<{ event_name: string; in_stock: string | null }>(
    `select event_name, payload->>'inStock' as in_stock from event_deliveries
      where payload->>'upc' = $1
      group by event_id, event_name, payload->>'inStock' order by min(delivery_id)`,
    [upc],
  );
  return rows.map((row) => `${row.event_name}${row.in_stock ? ` ${row.in_stock}` : ""}`);
}

describe("inventory reservations", () => {
  it("lets exactly 5 of 200 shoppers reserve the last 5 units at once, and never goes below 0", async () => {
    const upc = await onlineSku(5);
    const outcomes = await Promise.allSettled(
      Array.from({ length: 200 }, (_, index) =>
        reserve(`rush-${index}`, [{ upc, locationId: "online", qty: 1 }]),
      ),
    );
    const won = outcomes.filter((outcome) => outcome.status === "fulfilled");
    const lost = outcomes.flatMap((outcome) =>
      outcome.status === "rejected" ? [outcome.reason as unknown] : [],
    );
    expect(won).toHaveLength(5);
    expect(lost).toHaveLength(195);
    for (const error of lost) {
      expect(error).toBeInstanceOf(AppError);
      expect((error as AppError).errorId).toBe("INV405");
      expect((error as AppError).outOfStock).toEqual([
        { upc, locationId: "online", missingQty: 1 },
      ]);
    }
    expect(await stockOf(upc)).toBe(0);
    const held = await t.db.query<{ qty: number }>(
      "select qty from inventory_reservations where upc = $1 and status = 'held'",
      [upc],
    );
    expect(held.map((row) => row.qty)).toEqual([1, 1, 1, 1, 1]);
    // Selling out online is told as any other stock change is (search drops the size).
    expect(await eventsFor(upc)).toEqual(["stockChanged false"]);
  });

  it("has the database refuse stock below zero, whatever the code does", async () => {
    const upc = await onlineSku(0);
    const error = await t.db
      .query(
        "update inventory set quantity = quantity - 1 where upc = $1 and location_id = 'online'",
        [upc],
      )
      .then(
        () => null,
        (failure: unknown) => failure as { code?: string },
      );
    expect(error?.code).toBe("23514");
    expect(await stockOf(upc)).toBe(0);
  });

  it("reserves crossing lines (A then B against B then A) at once without a deadlock", async () => {
    const a = await onlineSku(100);
    const store = await storeSku(100);
    const lineA = { upc: a, locationId: "online", qty: 1 };
    const lineB = { upc: store.upc, locationId: store.storeId, qty: 2 };
    const attempts = Array.from({ length: 40 }, (_, index) =>
      reserve(`cross-${index}`, index % 2 === 0 ? [lineA, lineB] : [lineB, lineA]),
    );
    await Promise.all(attempts);
    expect(await stockOf(a)).toBe(60);
    expect(await stockOf(store.upc, store.storeId)).toBe(20);
    const rows = await services.inventory.reservationsOf("cross-1");
    expect(rows).toEqual(
      [
        { ...lineA, status: "held" },
        { ...lineB, status: "held" },
      ].sort((x, y) => (x.locationId < y.locationId ? -1 : 1)),
    );
  });

  it("refuses a whole reservation with INV405 naming every short line, and changes nothing", async () => {
    const plenty = await onlineSku(10);
    const few = await onlineSku(2);
    const store = await storeSku(1);
    const error = await refusal(
      reserve("short-1", [
        { upc: plenty, locationId: "online", qty: 3 },
        { upc: few, locationId: "online", qty: 5 },
        { upc: store.upc, locationId: store.storeId, qty: 4 },
        // No stock record at all: nothing there to hold.
        { upc: plenty, locationId: "no-such-store", qty: 1 },
      ]),
    );
    expect(error.errorId).toBe("INV405");
    expect(error.status).toBe(409);
    expect(error.message).toBe("3 items in your bag are no longer available in those quantities.");
    expect(error.outOfStock).toEqual([
      { upc: few, locationId: "online", missingQty: 3 },
      { upc: store.upc, locationId: store.storeId, missingQty: 3 },
      { upc: plenty, locationId: "no-such-store", missingQty: 1 },
    ]);
    expect(await stockOf(plenty)).toBe(10);
    expect(await stockOf(few)).toBe(2);
    expect(await stockOf(store.upc, store.storeId)).toBe(1);
    expect(await services.inventory.reservationsOf("short-1")).toEqual([]);
  });

  it("changes nothing on a refusal even when the caller goes on and commits its transaction", async () => {
    const upc = await onlineSku(4);
    await reserve("kept-1", [{ upc, locationId: "online", qty: 3 }]);
    // The retry asks for more than there is: the earlier hold stays as it was.
    const error = await services.events.transaction(async (tx) =>
      services.inventory.reserve("kept-1", [{ upc, locationId: "online", qty: 5 }], tx).then(
        () => null,
        (failure: unknown) => failure as AppError,
      ),
    );
    expect(error?.outOfStock).toEqual([{ upc, locationId: "online", missingQty: 1 }]);
    expect(await stockOf(upc)).toBe(1);
    expect(await services.inventory.reservationsOf("kept-1")).toEqual([
      { upc, locationId: "online", qty: 3, status: "held" },
    ]);
  });

  it("adds up lines of the same SKU and location before checking the stock", async () => {
    const upc = await onlineSku(3);
    const line = { upc, locationId: "online", qty: 2 };
    const error = await refusal(reserve("twice-1", [line, line]));
    expect(error.outOfStock).toEqual([{ upc, locationId: "online", missingQty: 1 }]);
    await reserve("twice-2", [line, { ...line, qty: 1 }]);
    expect(await services.inventory.reservationsOf("twice-2")).toEqual([
      { ...line, qty: 3, status: "held" },
    ]);
    expect(await stockOf(upc)).toBe(0);
  });

  it("replaces the held rows when the same reference reserves again", async () => {
    const x = await onlineSku(10);
    const y = await onlineSku(10);
    const z = await onlineSku(10);
    await reserve("retry-1", [
      { upc: x, locationId: "online", qty: 2 },
      { upc: y, locationId: "online", qty: 1 },
    ]);
    // The retried checkout's bag: less of x, no y, some z.
    await reserve("retry-1", [
      { upc: x, locationId: "online", qty: 1 },
      { upc: z, locationId: "online", qty: 4 },
    ]);
    expect([await stockOf(x), await stockOf(y), await stockOf(z)]).toEqual([9, 10, 6]);
    const rows = await services.inventory.reservationsOf("retry-1");
    expect(Object.fromEntries(rows.map((row) => [row.upc, [row.qty, row.status]]))).toEqual({
      [x]: [1, "held"],
      [y]: [1, "released"],
      [z]: [4, "held"],
    });
    // What a reference holds counts towards its own retry: all 10 of x, 9 left plus 1 held.
    await reserve("retry-1", [{ upc: x, locationId: "online", qty: 10 }]);
    expect([await stockOf(x), await stockOf(z)]).toEqual([0, 10]);
  });

  it("holds once when the same reservation is retried many times at once", async () => {
    const upc = await onlineSku(10);
    await Promise.all(
      Array.from({ length: 20 }, () => reserve("retry-2", [{ upc, locationId: "online", qty: 3 }])),
    );
    expect(await stockOf(upc)).toBe(7);
    expect(await services.inventory.reservationsOf("retry-2")).toEqual([
      { upc, locationId: "online", qty: 3, status: "held" },
    ]);
  });

  it("gives held units back on release, once however often it is called", async () => {
    const upc = await onlineSku(2);
    const store = await storeSku(5);
    await reserve("release-1", [
      { upc, locationId: "online", qty: 2 },
      { upc: store.upc, locationId: store.storeId, qty: 3 },
    ]);
    expect(await stockOf(upc)).toBe(0);
    await Promise.all(Array.from({ length: 10 }, () => services.inventory.release("release-1")));
    await services.inventory.release("release-1");
    expect(await stockOf(upc)).toBe(2);
    expect(await stockOf(store.upc, store.storeId)).toBe(5);
    const rows = await services.inventory.reservationsOf("release-1");
    expect(rows.map((row) => row.status)).toEqual(["released", "released"]);
    // Sold out, then back: the same events as a restock (back-in-stock mails, search).
    expect(await eventsFor(upc)).toEqual(["stockChanged false", "stockChanged true", "restocked"]);
  });

  it("marks held units sold on commit, once, and a later release gives nothing back", async () => {
    const upc = await onlineSku(4);
    await reserve("commit-1", [{ upc, locationId: "online", qty: 3 }]);
    await Promise.all(Array.from({ length: 10 }, () => services.inventory.commit("commit-1")));
    await services.inventory.release("commit-1");
    await services.inventory.commit("commit-1");
    expect(await stockOf(upc)).toBe(1);
    expect(await services.inventory.reservationsOf("commit-1")).toEqual([
      { upc, locationId: "online", qty: 3, status: "committed" },
    ]);
    const error = await refusal(reserve("commit-1", [{ upc, locationId: "online", qty: 1 }]));
    expect(error).toMatchObject({ errorId: "VAL400", field: "reference" });
  });

  it("settles a reservation once when releases and commits race", async () => {
    for (let round = 0; round < 5; round++) {
      const upc = await onlineSku(6);
      const reference = `race-${round}`;
      await reserve(reference, [{ upc, locationId: "online", qty: 4 }]);
      await Promise.all(
        Array.from({ length: 20 }, (_, index) =>
          index % 2 === round % 2
            ? services.inventory.release(reference)
            : services.inventory.commit(reference),
        ),
      );
      const [row] = await services.inventory.reservationsOf(reference);
      // Whichever came first decided it; the units moved back only if that was a release.
      expect(await stockOf(upc)).toBe(row?.status === "released" ? 6 : 2);
      expect(row?.status).not.toBe("held");
    }
  });

  it("releases and commits inside a caller's transaction, undone with it", async () => {
    const upc = await onlineSku(5);
    await reserve("rollback-1", [{ upc, locationId: "online", qty: 5 }]);
    await services.events
      .transaction(async (tx) => {
        await services.inventory.release("rollback-1", tx);
        throw new Error("the caller's later step failed");
      })
      .catch(() => undefined);
    expect(await stockOf(upc)).toBe(0);
    expect((await services.inventory.reservationsOf("rollback-1"))[0]?.status).toBe("held");
    await t.db.transaction((tx) => services.inventory.commit("rollback-1", tx));
    expect((await services.inventory.reservationsOf("rollback-1"))[0]?.status).toBe("committed");
  });

  it("refuses malformed reservations with VAL400 naming the field", async () => {
    const upc = await onlineSku(5);
    const cases: [string, StockLine[], string][] = [
      ["ok", [], "lines"],
      ["ok", [{ upc, locationId: "online", qty: 0 }], "lines[0].qty"],
      ["ok", [{ upc, locationId: "online", qty: 1.5 }], "lines[0].qty"],
      ["ok", [{ upc: "", locationId: "online", qty: 1 }], "lines[0].upc"],
      ["ok", [{ upc, locationId: "", qty: 1 }], "lines[0].locationId"],
      ["", [{ upc, locationId: "online", qty: 1 }], "reference"],
    ];
    for (const [reference, lines, field] of cases) {
      const error = await refusal(reserve(reference, lines));
      expect(error, field).toMatchObject({ errorId: "VAL400", field });
    }
    expect(await stockOf(upc)).toBe(5);
  });

  it("refuses to reserve in a transaction whose stock events could not be written", async () => {
    const upc = await onlineSku(1);
    await expect(
      t.db.transaction((tx) =>
        services.inventory.reserve("plain-1", [{ upc, locationId: "online", qty: 1 }], tx),
      ),
    ).rejects.toThrow(/events\.transaction/);
    expect(await stockOf(upc)).toBe(1);
  });
});
