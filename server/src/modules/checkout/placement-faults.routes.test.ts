// databases: postgres — repeats meet the database's locks; on PGlite's one connection they queue, which placement-requests proves (decision 0100)
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, errorOf, type TestApp } from "../../../test/test-app";
import {
  cardToken,
  newKey,
  onlineStock,
  placeOrder,
  placementOf,
  readyBag,
  skuWithStock,
} from "../../../test/checkout";

/**
 * The provider slow, failing or timing out (issue 13 "Reliability"): no checkout hangs, and
 * once recovery has run, nothing is held or charged without an order and no unit is lost.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});
const faults = () => t.services.payments.providerFaults;
afterEach(() => {
  Object.assign(faults(), { latencyMs: 0, failureRate: 0, timeoutMs: 0 });
});

const stockOf = (upc: string) => onlineStock(t, upc);

/** The invariants: every provider payment of an attempt without an order is voided or never was. */
async function heldWithoutOrder(): Promise<unknown[]> {
  return t.db.query(
    `select p.payment_id, p.status from provider_payments p
       join checkout_attempts a on a.attempt_id = p.reference
      where a.order_no is null and p.status not in ('VOIDED', 'DECLINED')`,
  );
}

describe("the provider at fault", () => {
  it("failing: PAY503, nothing held, the units back, and the bag pays once the provider is back", async () => {
    const sku = await skuWithStock(t);
    const before = await stockOf(sku.upc);
    const { token, cart } = await readyBag(t, sku);
    const card = await cardToken(t, cart);
    faults().failureRate = 1;
    const failed = await placeOrder(t, token, cart, { cardToken: card });
    expect(failed.statusCode).toBe(503);
    expect(errorOf(failed)?.errorId).toBe("PAY503");
    // The undo could not reach the provider either: the attempt waits for recovery, holding
    // units but no money; a retry meanwhile is told to wait, not charged twice.
    const meanwhile = await placeOrder(t, token, cart, { cardToken: card });
    expect(errorOf(meanwhile)?.errorId).toBe("CHK409");
    faults().failureRate = 0;
    await t.services.checkout.placement.recover(0);
    expect(await stockOf(sku.upc)).toBe(before);
    expect(await heldWithoutOrder()).toEqual([]);
    const retried = await placeOrder(t, token, cart, { cardToken: card });
    expect(retried.statusCode, retried.body).toBe(200);
    expect(await stockOf(sku.upc)).toBe(before - 1);
  });

  it("timing out after authorising: the lost authorisation is voided by recovery, never kept", async () => {
    const sku = await skuWithStock(t);
    const before = await stockOf(sku.upc);
    const { token, cart } = await readyBag(t, sku);
    Object.assign(faults(), { latencyMs: 300, timeoutMs: 100 });
    const timedOut = await placeOrder(t, token, cart, { cardToken: await cardToken(t, cart) });
    expect(errorOf(timedOut)?.errorId).toBe("PAY503");
    Object.assign(faults(), { latencyMs: 0, timeoutMs: 0 });
    await t.services.checkout.placement.recover(0);
    expect(await heldWithoutOrder()).toEqual([]);
    const [voided] = await t.db.query<{ n: number }>(
      `select count(*)::int as n from provider_payments p
         join checkout_attempts a on a.attempt_id = p.reference
        where a.basket_id = $1 and p.status = 'VOIDED'`,
      [cart.basketId],
    );
    expect(voided?.n).toBe(1);
    expect(await stockOf(sku.upc)).toBe(before);
  });

  it("slow (+5 s): the order is placed, and a repeat meanwhile waits for the same answer", async () => {
    const sku = await skuWithStock(t);
    const { token, cart } = await readyBag(t, sku);
    const card = await cardToken(t, cart);
    faults().latencyMs = 2_500; // each of authorise and capture: 5 s in all
    const key = newKey();
    const started = Date.now();
    const [first, repeat] = await Promise.all([
      placeOrder(t, token, cart, { key, cardToken: card }),
      new Promise((resolve) => setTimeout(resolve, 200)).then(() =>
        placeOrder(t, token, cart, { key, cardToken: card }),
      ),
    ]);
    expect(Date.now() - started).toBeGreaterThanOrEqual(5_000);
    expect(first.statusCode, first.body).toBe(200);
    expect(placementOf(repeat)).toEqual(placementOf(first));
  }, 30_000);

  it("down at capture: the order stands (authorised), and recovery captures it", async () => {
    const sku = await skuWithStock(t);
    const { token, cart } = await readyBag(t, sku);
    const card = await cardToken(t, cart);
    // Authorise passes, capture fails: the provider breaks down between the two calls.
    const provider = t.services.payments.provider;
    const capture = provider.capture.bind(provider);
    provider.capture = async () => {
      throw new Error("provider unreachable");
    };
    const placed = await placeOrder(t, token, cart, { cardToken: card });
    provider.capture = capture;
    expect(placed.statusCode, placed.body).toBe(200);
    const placement = placementOf(placed);
    expect(placement.order?.paymentMethod[0]?.additionalData).toEqual({
      status: "authorised",
      cardType: "VISA",
      lastFour: "1111",
    });
    await t.services.checkout.placement.recover(0);
    const [payment] = await t.db.query<{ status: string }>(
      "select status from order_payments where order_no = $1",
      [placement.orderNumber],
    );
    expect(payment?.status).toBe("captured");
    const [attempt] = await t.db.query<{ step: string }>(
      "select step from checkout_attempts where order_no = $1",
      [placement.orderNumber],
    );
    expect(attempt?.step).toBe("settled");
  });

  it("crashed while placing: a retry of the same form is still being placed, then places the bag, never 'provider down'", async () => {
    const sku = await skuWithStock(t);
    const before = await stockOf(sku.upc);
    const { token, cart } = await readyBag(t, sku);
    const card = await cardToken(t, cart);
    const provider = t.services.payments.provider;
    const authorise = provider.authorise.bind(provider);
    // The process dies while it asks the provider: its request never comes back.
    let revive: () => void = () => undefined;
    provider.authorise = () =>
      new Promise((_resolve, reject) => {
        revive = () => reject(new Error("the process died"));
      });
    const key = newKey();
    const dead = placeOrder(t, token, cart, { key, cardToken: card });
    const stepOf = async () =>
      (
        await t.db.query<{ step: string }>(
          "select step from checkout_attempts where basket_id = $1 and idempotency_key = $2",
          [cart.basketId, key],
        )
      )[0]?.step;
    await expect.poll(stepOf, { timeout: 10_000 }).toBe("reserved");
    provider.authorise = authorise;
    // What the restarted shop's recovery job does: nothing of the dead attempt stays held.
    expect(await t.services.checkout.placement.recover(0)).toBe(1);
    expect(await stockOf(sku.upc)).toBe(before);
    expect(await heldWithoutOrder()).toEqual([]);
    const retried = await placeOrder(t, token, cart, { key, cardToken: card });
    expect(retried.statusCode, retried.body).toBe(200);
    const placement = placementOf(retried);
    expect(placement.st).toBeTruthy();
    expect(await stockOf(sku.upc)).toBe(before - 1);
    // The same form once more: the same order, not a second one.
    const again = await placeOrder(t, token, cart, { key, cardToken: card });
    expect(placementOf(again).orderNumber).toBe(placement.orderNumber);
    // Had the dead request lived on, it would change nothing of the order's.
    revive();
    expect((await dead).statusCode).toBeGreaterThanOrEqual(400);
    expect(await stockOf(sku.upc)).toBe(before - 1);
    const orders = await t.db.query("select order_no from orders where basket_id = $1", [
      cart.basketId,
    ]);
    expect(orders).toHaveLength(1);
  });
});
