// databases: pglite, postgres — what a transaction keeps or rolls back
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { testClock } from "../../../test/test-clock";
import { createTestApp, type TestApp } from "../../../test/test-app";
import { CLAIM_LEASE_SECONDS } from "../queue/leased-queue";
import { createEventBus, type EventBus } from "./event-bus";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});
beforeEach(async () => {
  await t.db.query("delete from event_deliveries");
});

function busWithLog(options: { maxAttempts?: number; clock?: () => Date } = {}) {
  const logged: { level: string; message: string }[] = [];
  const bus = createEventBus({
    db: t.db,
    log: (level, message) => logged.push({ level, message }),
    ...options,
  });
  return { bus, logged };
}

const restock = (bus: EventBus, upc: string) =>
  bus.transaction(async (tx) => {
    await tx.query("select 1");
    await bus.publish(tx, "restocked", { upc });
  });

describe("the event bus", () => {
  it("hands an event to every listener once the transaction commits, in the order published", async () => {
    const { bus } = busWithLog();
    const heard: string[] = [];
    bus.listen("notifications", {
      restocked: async ({ upc }) => {
        heard.push(`notifications ${upc}`);
      },
    });
    bus.listen("search", {
      stockChanged: async ({ upc, inStock }) => {
        heard.push(`search ${upc} ${inStock}`);
      },
      restocked: async ({ upc }) => {
        heard.push(`search restocked ${upc}`);
      },
    });
    const answer = await bus.transaction(async (tx) => {
      await bus.publish(tx, "stockChanged", { upc: "111", inStock: true });
      await bus.publish(tx, "restocked", { upc: "111" });
      // Nothing is heard before the commit.
      expect(heard).toEqual([]);
      return "committed";
    });
    expect(answer).toBe("committed");
    expect(heard).toEqual(["search 111 true", "notifications 111", "search restocked 111"]);
    const rows = await t.db.query<{ listener: string; delivered: boolean }>(
      "select listener, delivered_at is not null as delivered from event_deliveries order by delivery_id",
    );
    expect(rows).toEqual([
      { listener: "search.stockChanged", delivered: true },
      { listener: "notifications.restocked", delivered: true },
      { listener: "search.restocked", delivered: true },
    ]);
    expect(bus.listeners()).toContainEqual({ event: "restocked", listener: "search.restocked" });
  });

  it("tells nobody of a change that rolled back, and stores nothing of it", async () => {
    const { bus } = busWithLog();
    const heard: string[] = [];
    bus.listen("notifications", {
      restocked: async ({ upc }) => {
        heard.push(upc);
      },
    });
    await expect(
      bus.transaction(async (tx) => {
        await bus.publish(tx, "restocked", { upc: "222" });
        throw new Error("the change failed");
      }),
    ).rejects.toThrow("the change failed");
    expect(heard).toEqual([]);
    const [count] = await t.db.query<{ n: number }>(
      "select count(*)::int as n from event_deliveries",
    );
    expect(count?.n).toBe(0);
  });

  it("keeps the change when a listener fails, and tries that listener again after its back-off", async () => {
    const clock = testClock();
    const { bus, logged } = busWithLog({ clock: clock.now });
    let failures = 1;
    const heard: string[] = [];
    bus.listen("notifications", {
      restocked: async ({ upc }) => {
        if (failures-- > 0) throw new Error("mail server away");
        heard.push(upc);
      },
    });
    bus.listen("search", {
      restocked: async ({ upc }) => {
        heard.push(`search ${upc}`);
      },
    });
    await restock(bus, "333");
    expect(heard).toEqual(["search 333"]);
    expect(logged).toContainEqual({
      level: "warn",
      message: "event delivery failed; it will be tried again",
    });
    // Not due yet: the first retry waits 30 s.
    expect((await bus.deliverPending()).delivered).toBe(0);
    clock.advance(31);
    const run = await bus.deliverPending();
    expect(run).toMatchObject({ delivered: 1, deferred: [], failed: [] });
    expect(heard).toEqual(["search 333", "333"]);
    // Delivered deliveries are never delivered again.
    clock.advance(3600);
    expect((await bus.deliverPending()).delivered).toBe(0);
  });

  it("gives a delivery up after its last attempt and says so", async () => {
    const clock = testClock();
    const { bus, logged } = busWithLog({ clock: clock.now, maxAttempts: 3 });
    let tries = 0;
    bus.listen("notifications", {
      restocked: async () => {
        tries++;
        throw new Error("always broken");
      },
    });
    await restock(bus, "444");
    for (let round = 0; round < 5; round++) {
      clock.advance(3600);
      await bus.deliverPending();
    }
    expect(tries).toBe(3);
    const [row] = await t.db.query<{ failed: boolean; last_error: string }>(
      "select failed_at is not null as failed, last_error from event_deliveries",
    );
    expect(row).toEqual({ failed: true, last_error: "always broken" });
    expect(logged.some((line) => line.level === "error")).toBe(true);
  });

  it("takes over a delivery whose run died, once its lease is over", async () => {
    const clock = testClock();
    const { bus } = busWithLog({ clock: clock.now });
    const heard: string[] = [];
    bus.listen("notifications", {
      restocked: async ({ upc }) => {
        heard.push(upc);
      },
    });
    // A run that claimed the delivery and died: written outside the bus, claimed by hand.
    await t.db.query(
      `insert into event_deliveries (event_id, event_name, listener, payload, claim_id, attempts, next_attempt_at)
       values (gen_random_uuid(), 'restocked', 'notifications.restocked', '{"upc":"555"}', 'dead',
               1, $1::timestamptz + make_interval(secs => $2))`,
      [clock.now(), CLAIM_LEASE_SECONDS],
    );
    clock.advance(CLAIM_LEASE_SECONDS - 1);
    expect((await bus.deliverPending()).delivered).toBe(0);
    clock.advance(2);
    expect((await bus.deliverPending()).delivered).toBe(1);
    expect(heard).toEqual(["555"]);
  });

  it("refuses to store an event outside its transaction, and a passing event at all", async () => {
    const { bus } = busWithLog();
    await expect(bus.publish(t.db, "restocked", { upc: "666" })).rejects.toThrow(
      "restocked published outside events.transaction",
    );
    await expect(
      bus.transaction((tx) => bus.publish(tx, "productViewed" as "restocked", { upc: "666" })),
    ).rejects.toThrow("productViewed is a passing event");
    expect(() => bus.listen("a", { restocked: async () => undefined })).not.toThrow();
    expect(() => bus.listen("a", { restocked: async () => undefined })).toThrow(
      "a.restocked listens twice",
    );
  });

  it("tells a passing event to this process's listeners at once, storing nothing, failing nobody", async () => {
    const { bus, logged } = busWithLog();
    const heard: string[] = [];
    bus.listen("merchandising", {
      productViewed: async ({ consumerNo, styleId }) => {
        heard.push(`${consumerNo} ${styleId}`);
      },
    });
    bus.listen("broken", {
      productViewed: async () => {
        throw new Error("no room");
      },
    });
    await bus.emit("productViewed", { consumerNo: "C1", styleId: "S1" });
    expect(heard).toEqual(["C1 S1"]);
    expect(logged).toContainEqual({
      level: "warn",
      message: "a listener of a passing event failed",
    });
    const [count] = await t.db.query<{ n: number }>(
      "select count(*)::int as n from event_deliveries",
    );
    expect(count?.n).toBe(0);
  });

  it("forgets settled deliveries after their retention, and keeps pending ones", async () => {
    const clock = testClock();
    const { bus } = busWithLog({ clock: clock.now });
    bus.listen("notifications", { restocked: async () => undefined });
    await restock(bus, "777");
    await t.db.query(
      "update event_deliveries set delivered_at = $1::timestamptz - interval '8 days'",
      [clock.now()],
    );
    await t.db.query(
      `insert into event_deliveries (event_id, event_name, listener, payload)
       values (gen_random_uuid(), 'restocked', 'notifications.restocked', '{"upc":"888"}')`,
    );
    expect(await bus.purgeSettled(7)).toBe(1);
    const [left] = await t.db.query<{ n: number }>(
      "select count(*)::int as n from event_deliveries",
    );
    expect(left?.n).toBe(1);
  });
});
