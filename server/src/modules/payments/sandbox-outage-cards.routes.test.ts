// databases: postgres — business rules through the API (outcomes and words, not locks); PostgreSQL runs them faster
import { readFileSync } from "node:fs";
import type { Cart, Placement } from "@ridgeline/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { frameToken, placeOrder, readyBag, skuWithStock, type Sku } from "../../../test/checkout";
import { providerPaymentsOf } from "../../../test/orders";
import { createTestApp, errorOf, type TestApp } from "../../../test/test-app";
import { SANDBOX_SLOW_MS, SANDBOX_TEST_CARDS, type SandboxBehaviour } from "./card-sandbox.helpers";

// Every test card of the sandbox gives its outcome through a real checkout (decision 0078): the
// card typed into the frame, the order placed, and for the outage cards what recovery does
// afterwards. On PostgreSQL (decision 0095: outcomes, not locks).

let t: TestApp;
let sku: Sku;
beforeAll(async () => {
  t = await createTestApp();
  sku = await skuWithStock(t);
});
afterAll(async () => {
  await t?.close();
});

/** A shopper's bag paid with `number` typed into the card frame; the placement's answer. */
async function checkoutWith(number: string) {
  const shopper = await t.registeredToken();
  const { cart } = await readyBag(t, sku, 1, shopper.token);
  const token = await frameToken(t, cart, number);
  const started = Date.now();
  const placed = await placeOrder(t, shopper.token, cart, { cardToken: token });
  return { placed, shopper, cart, token, tookMs: Date.now() - started };
}

const paymentsOnToken = (token: string) =>
  t.db.query<{ payment_id: string; status: string }>(
    "select payment_id, status from provider_payments where token = $1",
    [token],
  );

/** Moves a payment's making back in time, as if the sandbox's outage were over. */
async function age(orderOrToken: { token: string }, minutes: number) {
  await t.db.query(
    `update provider_payments set created_at = created_at - make_interval(mins => $2)
      where token = $1`,
    [orderOrToken.token, minutes],
  );
}

async function ageAttempts(cart: Cart, minutes: number) {
  await t.db.query(
    `update checkout_attempts set updated_at = updated_at - make_interval(mins => $2)
      where basket_id = $1`,
    [cart.basketId, minutes],
  );
}

/** Each test card's outcome at checkout; a card added to the sandbox without a line here fails. */
const OUTCOMES: Record<SandboxBehaviour, string> = {
  APPROVE: "placed",
  DECLINE: "PAY400",
  CHALLENGE: "3-D Secure",
  FRAUD: "PYT402",
  EXPIRED: "FE309",
  DOWN: "PAY503",
  TIMEOUT: "PAY503",
  SLOW: "placed",
  CAPTURE_DOWN: "placed",
  REFUND_DOWN: "placed",
};

describe("the sandbox's test cards through a real checkout", () => {
  it.each(
    Object.entries(SANDBOX_TEST_CARDS).filter(([, behaviour]) =>
      ["DECLINE", "FRAUD", "EXPIRED"].includes(behaviour),
    ),
  )("%s (%s) is refused with its code, nothing charged", async (number, behaviour) => {
    const { placed, token } = await checkoutWith(number);
    expect(errorOf(placed)?.errorId).toBe(OUTCOMES[behaviour]);
    expect((await paymentsOnToken(token)).map((payment) => payment.status)).toEqual(["DECLINED"]);
  });

  it.each(Object.entries(SANDBOX_TEST_CARDS).filter(([, behaviour]) => behaviour === "CHALLENGE"))(
    "%s asks for the 3-D Secure challenge",
    async (number) => {
      const { placed } = await checkoutWith(number);
      expect(placed.statusCode, placed.body).toBe(200);
      expect((placed.json() as Placement).flash[0]?.type).toBe("PaymentNotAuthorized");
    },
  );

  it("4000 0000 0000 5035: the provider is down at authorisation: PAY503, nothing happened, the card entry still unspent", async () => {
    const { placed, token } = await checkoutWith("4000000000005035");
    expect(placed.statusCode, placed.body).toBe(503);
    expect(errorOf(placed)?.errorId).toBe("PAY503");
    expect(await paymentsOnToken(token)).toEqual([]);
    const [row] = await t.db.query<{ used_by: string | null }>(
      "select used_by from payment_sandbox_tokens where token = $1",
      [token],
    );
    expect(row?.used_by).toBeNull();
  });

  it("4000 0000 0000 4087: authorisation times out: PAY503 after the wait, the lost authorisation voided", async () => {
    const { placed, token, tookMs } = await checkoutWith("4000000000004087");
    expect(tookMs).toBeGreaterThanOrEqual(SANDBOX_SLOW_MS);
    expect(errorOf(placed)?.errorId).toBe("PAY503");
    expect((await paymentsOnToken(token)).map((payment) => payment.status)).toEqual(["VOIDED"]);
  }, 30_000);

  it("4000 0000 0000 5555: every answer is slow, and the order is placed and captured", async () => {
    const { placed, token, tookMs } = await checkoutWith("4000000000005555");
    expect(placed.statusCode, placed.body).toBe(200);
    // Authorisation and capture are each late.
    expect(tookMs).toBeGreaterThanOrEqual(2 * SANDBOX_SLOW_MS);
    expect((await paymentsOnToken(token)).map((payment) => payment.status)).toEqual(["CAPTURED"]);
  }, 30_000);

  it("4000 0000 0000 5605: capture is down: the order stands, and the recovery job captures once the outage is over", async () => {
    const { placed, token, cart } = await checkoutWith("4000000000005605");
    expect(placed.statusCode, placed.body).toBe(200);
    const { orderNumber } = placed.json() as Placement;
    expect((await paymentsOnToken(token))[0]?.status).toBe("AUTHORISED");
    await ageAttempts(cart, 3);
    // Still within the outage: recovery tries, and leaves it for its next run.
    await t.services.checkout.placement.recover(0);
    expect((await paymentsOnToken(token))[0]?.status).toBe("AUTHORISED");
    await age({ token }, 3);
    await ageAttempts(cart, 3);
    await t.services.checkout.placement.recover(0);
    expect((await providerPaymentsOf(t, orderNumber))[0]?.status).toBe("CAPTURED");
  }, 30_000);

  it("4000 0000 0000 5704: refunds are down: a cancelled order's refund waits, and the refunds job pays it once the outage is over", async () => {
    const { placed, token, shopper } = await checkoutWith("4000000000005704");
    expect(placed.statusCode, placed.body).toBe(200);
    const { orderNumber } = placed.json() as Placement;
    const cancelled = await t.call({
      method: "POST",
      url: "/consumers-v3/consumer/CancelOrder?locale=en-us",
      token: shopper.token,
      payload: { orderNumber },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect((await providerPaymentsOf(t, orderNumber))[0]?.status).toBe("CAPTURED");
    await t.services.aftersales.settleRefunds();
    expect((await providerPaymentsOf(t, orderNumber))[0]?.status).toBe("CAPTURED");
    await age({ token }, 3);
    expect(await t.services.aftersales.settleRefunds()).toBeGreaterThanOrEqual(1);
    expect((await providerPaymentsOf(t, orderNumber))[0]?.status).toBe("REFUNDED");
  }, 30_000);

  it("every test card is tried above, in the README's table and in decision 0022's list", () => {
    const readme = readFileSync(new URL("../../../../README.md", import.meta.url), "utf8");
    const decision = readFileSync(
      new URL(
        "../../../../docs/decisions/0022-cards-payment-sandbox-and-saved-cards.md",
        import.meta.url,
      ),
      "utf8",
    );
    const grouped = (digits: string) => digits.replace(/(\d{4})(?=\d)/g, "$1 ");
    for (const [number, behaviour] of Object.entries(SANDBOX_TEST_CARDS)) {
      expect(OUTCOMES[behaviour]).toBeDefined();
      expect(readme).toContain(`\`${grouped(number)}\``);
      expect(decision).toContain(grouped(number));
    }
  });
});
