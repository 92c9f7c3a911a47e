// databases: postgres — races decided by row locks; on PGlite's one connection requests queue, which placement-races proves (decision 0100)
import type { Cart } from "@ridgeline/contract";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  APPROVED,
  DECLINED,
  frameToken as frameTokenOf,
  newKey,
  NEXT_YEAR,
  postCardFrame,
  placeOrder,
  readyBag,
  skuWithStock,
  type Sku,
} from "../../../test/checkout";
import { createTestApp, errorOf, type TestApp } from "../../../test/test-app";

// A card frame's token (decision 0078) pays for one order of the bag the frame served, within
// its lifetime, whoever holds it: through the real checkout, on whichever database the run has.

let t: TestApp;
let sku: Sku;
beforeAll(async () => {
  t = await createTestApp();
  sku = await skuWithStock(t);
});
afterAll(async () => {
  await t?.close();
});

const tokenFor = (bag: { basketId: string }, number = APPROVED) => frameTokenOf(t, bag, number);

/** Payments the provider ever made on `token` that hold or took money. */
async function chargesOn(token: string): Promise<number> {
  const [row] = await t.db.query<{ n: number }>(
    "select count(*)::int as n from provider_payments where token = $1 and status <> 'DECLINED'",
    [token],
  );
  return Number(row?.n);
}

async function ordersOf(basketIds: readonly string[]): Promise<number> {
  const [row] = await t.db.query<{ n: number }>(
    "select count(*)::int as n from orders where basket_id = any($1::text[])",
    [basketIds],
  );
  return Number(row?.n);
}

describe("a card frame's token is single-use", () => {
  it("N orders racing with one token (tabs of its bag, and other bags): at most one charge, the rest PYT404 or told the bag is gone", async () => {
    const own = await readyBag(t, sku);
    const others = await Promise.all(Array.from({ length: 4 }, () => readyBag(t, sku)));
    const token = await tokenFor(own.cart);
    const answers = await Promise.all([
      ...Array.from({ length: 6 }, () => placeOrder(t, own.token, own.cart, { cardToken: token })),
      ...others.map((bag) => placeOrder(t, bag.token, bag.cart, { cardToken: token })),
    ]);
    for (const answer of answers) expect(answer.statusCode, answer.body).toBeLessThan(500);
    // Another tab of the same bag may be told the order its twin placed: one order in all.
    const placed = new Set(
      answers
        .filter((answer) => answer.statusCode === 200)
        .map((answer) => (answer.json() as { orderNumber: string }).orderNumber),
    );
    expect(placed.size).toBeLessThanOrEqual(1);
    for (const answer of answers.slice(6)) expect(errorOf(answer)?.errorId).toBe("PYT404");
    for (const answer of answers.filter((a) => a.statusCode !== 200))
      expect(["PYT404", "CHK409", "BSK404"]).toContain(errorOf(answer)?.errorId);
    expect(await chargesOn(token)).toBe(placed.size);
    const bags = [own.cart, ...others.map((bag) => bag.cart)];
    expect(await ordersOf(bags.map((cart) => cart.basketId))).toBe(placed.size);
  }, 120_000);

  it("generated races at the vault: of N attempts spending one token at once, exactly one gets it", async () => {
    const { sandbox } = t.services.payments;
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 2, max: 24 }), async (racers) => {
        const token = await tokenFor({ basketId: "race-bag" });
        const outcomes = await Promise.allSettled(
          Array.from({ length: racers }, (_, n) =>
            sandbox.spendFrameToken({ token, basketId: "race-bag", reference: `attempt-${n}` }),
          ),
        );
        expect(outcomes.filter((o) => o.status === "fulfilled")).toHaveLength(1);
        for (const outcome of outcomes)
          if (outcome.status === "rejected")
            expect(outcome.reason).toMatchObject({ errorId: "PYT404" });
      }),
      { numRuns: 6 },
    );
  }, 120_000);

  it("generated uses: a token pays only its own bag's first order, whoever else holds it", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 2, max: 3 }),
        fc.array(fc.nat({ max: 2 }), { minLength: 2, maxLength: 4 }),
        async (bagCount, tries) => {
          const bags = await Promise.all(Array.from({ length: bagCount }, () => readyBag(t, sku)));
          const token = await tokenFor((bags[0] as { cart: Cart }).cart);
          let placedOwn = false;
          for (const index of tries.map((n) => n % bagCount)) {
            const bag = bags[index] as { token: string; cart: Cart };
            const answer = await placeOrder(t, bag.token, bag.cart, { cardToken: token });
            if (index === 0 && !placedOwn) {
              expect(answer.statusCode, answer.body).toBe(200);
              placedOwn = true;
            } else {
              expect(answer.statusCode, answer.body).toBeGreaterThanOrEqual(400);
              expect(answer.statusCode).toBeLessThan(500);
              // Another bag learns only that the card entry is not theirs to use.
              if (index !== 0) expect(errorOf(answer)?.errorId).toBe("PYT404");
            }
          }
          expect(await chargesOn(token)).toBe(placedOwn ? 1 : 0);
        },
      ),
      { numRuns: 4 },
    );
  }, 240_000);

  it("a refused payment spends the token too: the bag pays again with a card typed again", async () => {
    const bag = await readyBag(t, sku);
    const declined = await tokenFor(bag.cart, DECLINED);
    const first = await placeOrder(t, bag.token, bag.cart, { cardToken: declined });
    expect(errorOf(first)?.errorId).toBe("PAY400");
    const again = await placeOrder(t, bag.token, bag.cart, { cardToken: declined });
    expect(again.statusCode).toBe(404);
    expect(errorOf(again)).toMatchObject({ errorId: "PYT404" });
    expect(errorOf(again)?.message).toMatch(/already paid|enter the card again/i);
    const fresh = await placeOrder(t, bag.token, bag.cart, { cardToken: await tokenFor(bag.cart) });
    expect(fresh.statusCode, fresh.body).toBe(200);
  }, 60_000);

  it("a repeat of the same submit (its Idempotency-Key) is not a second use", async () => {
    const bag = await readyBag(t, sku);
    const token = await tokenFor(bag.cart);
    const key = newKey();
    const [first, repeat] = await Promise.all([
      placeOrder(t, bag.token, bag.cart, { key, cardToken: token }),
      placeOrder(t, bag.token, bag.cart, { key, cardToken: token }),
    ]);
    expect(first.statusCode, first.body).toBe(200);
    expect(repeat.body).toBe(first.body);
    expect(await chargesOn(token)).toBe(1);
  }, 60_000);
});

describe("a card frame's token expires and belongs to its bag", () => {
  it("refuses an expired token with PYT404, and nothing is charged", async () => {
    const bag = await readyBag(t, sku);
    const token = await tokenFor(bag.cart);
    const [life] = await t.db.query<{ minutes: number }>(
      `select round(extract(epoch from (expires_at - now())) / 60)::int as minutes
         from payment_sandbox_tokens where token = $1`,
      [token],
    );
    expect(life?.minutes).toBe(30);
    await t.db.query(
      "update payment_sandbox_tokens set expires_at = now() - interval '1 second' where token = $1",
      [token],
    );
    const answer = await placeOrder(t, bag.token, bag.cart, { cardToken: token });
    expect(errorOf(answer)?.errorId).toBe("PYT404");
    expect(errorOf(answer)?.message).toMatch(/expired/);
    expect(await chargesOn(token)).toBe(0);
  }, 60_000);

  it("refuses a saved card's token sent as a frame's, and an unknown token", async () => {
    const bag = await readyBag(t, sku);
    const saved = await t.services.payments.sandbox.tokeniseCard({
      number: APPROVED,
      expirationMonth: 7,
      expirationYear: new Date().getUTCFullYear() + 2,
      securityCode: "123",
      holder: "Ada Lovelace",
    });
    for (const token of [saved.token, "tok_made_up_by_a_stranger"]) {
      const answer = await placeOrder(t, bag.token, bag.cart, { cardToken: token });
      expect(answer.statusCode, answer.body).toBe(404);
      expect(errorOf(answer)?.errorId).toBe("PYT404");
      expect(await chargesOn(token)).toBe(0);
    }
  }, 60_000);
});

describe("a saved card is not single-use", () => {
  it("pays for one order after another by its paymentInstrumentId", async () => {
    const shopper = await t.registeredToken();
    const saved = await t.call({
      method: "POST",
      url: "/consumers-v3/consumer/payment_instruments",
      token: shopper.token,
      payload: {
        payment_method_id: "CREDIT_CARD",
        card: {
          number: APPROVED,
          expirationMonth: "07",
          expirationYear: new Date().getUTCFullYear() + 2,
          securityCode: "123",
          holder: "Ada Lovelace",
        },
        recaptcha_response: await t.botAnswer("saveCard"),
      },
    });
    expect(saved.statusCode, saved.body).toBe(201);
    const paymentInstrumentId = (saved.json() as { payment_instrument_id: string })
      .payment_instrument_id;
    for (let n = 0; n < 2; n += 1) {
      const { cart } = await readyBag(t, sku, 1, shopper.token);
      const placed = await placeOrder(t, shopper.token, cart, {
        body: {
          cartId: cart.basketId,
          paymentMethod: { code: "CREDIT_CARD", additionalData: { paymentInstrumentId } },
          recaptcha_response: await t.botAnswer("placeOrder"),
        },
      });
      expect(placed.statusCode, placed.body).toBe(200);
    }
  }, 60_000);
});

describe("the card frame's POST is limited per network address", () => {
  it("answers API429 past the limit, to that address only", async () => {
    const limited = await createTestApp({ CARD_FRAME_TOKENS_PER_ADDRESS: "3" });
    try {
      const post = (remoteAddress: string) =>
        postCardFrame(limited, "some-bag", APPROVED, remoteAddress);
      for (let n = 0; n < 3; n += 1) expect((await post("203.0.113.7")).statusCode).toBe(200);
      const over = await post("203.0.113.7");
      expect(over.statusCode).toBe(429);
      expect(over.json()).toMatchObject({ errorDetails: [{ errorId: "API429", field: "form" }] });
      expect((await post("203.0.113.8")).statusCode).toBe(200);
      // Without JavaScript the frame shows the refusal in its own page.
      const form = await limited.app.inject({
        method: "POST",
        url: "/provider/v1/card-frame",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        remoteAddress: "203.0.113.7",
        payload: new URLSearchParams({
          basketId: "some-bag",
          number: APPROVED,
          expiry: `07/${NEXT_YEAR}`,
          securityCode: "123",
          holder: "Ada Lovelace",
          returnUrl: "/en-us/checkout/billing",
        }).toString(),
      });
      expect(form.statusCode).toBe(429);
      expect(form.body).toMatch(/id="form-problem">Too many cards/);
    } finally {
      await limited.close();
    }
  }, 60_000);
});
