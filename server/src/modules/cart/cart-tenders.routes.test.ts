// databases: postgres — business rules through the API; PostgreSQL runs them faster
import { MAX_GIFT_CARDS_PER_BAG, type Cart } from "@ridgeline/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, errorOf, type TestApp } from "../../../test/test-app";
import {
  addTender,
  athlete,
  bagWith,
  CARDS,
  issueReward,
  member,
  paid,
  registered,
  removeTender,
  skus,
} from "./cart-tenders-test.helpers";
import { add } from "./cart-test.helpers";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const gift = (number: string, pin = "4321") => ({ payment_method_id: "GIFT_CARD", number, pin });

describe("POST /cart/v1/cart/{basketId}/paymentInstruments: gift cards (issue 13)", () => {
  it("pays with a card up to its balance, shows its last four digits and what is left to pay", async () => {
    const token = await t.guestToken();
    const cart = await bagWith(t, token, await skus(t, 2, 8_000));
    const added = await addTender(t, token, cart, gift(CARDS.hundred.number));
    expect(added.statusCode, added.body).toBe(200);
    const answer = added.json() as Cart;
    const { total } = paid(answer);
    expect(total).toBeGreaterThan(CARDS.hundred.minor);
    expect(answer.payment_instruments).toEqual([
      {
        payment_instrument_id: expect.any(String),
        payment_method_id: "GIFT_CARD",
        amount: 100,
        label: "Gift card •••• 0005",
        lastFour: "0005",
        points: null,
        remaining: null,
        payable: null,
      },
    ]);
    expect(paid(answer).remaining).toBe(total - CARDS.hundred.minor);
    // The number and the PIN are never kept nor answered.
    expect(added.body).not.toContain("6036");
    const kept = JSON.stringify(
      await t.db.query("select * from cart_tenders where basket_id = $1", [cart.basketId]),
    );
    expect(kept).not.toContain("6036000000000005");
    expect(kept).not.toContain("4321");
    // The bag's read shows the same.
    const read = await t.call({ method: "GET", url: `/cart/v1/cart/${cart.basketId}`, token });
    expect((read.json() as Cart).payment_instruments).toEqual(answer.payment_instruments);
  });

  it("refuses each bad card with its GFC code and field, never repeating the number", async () => {
    const token = await t.guestToken();
    const cart = await bagWith(t, token, await skus(t, 1, 3_000));
    for (const [number, pin, code, field] of [
      ["", "1234", "GFC400", "number"],
      ["6036000000000006", "1234", "GFC800", "number"],
      ["6036000000000005", "12", "GFC800", "pin"],
      ["6036000000000054", "1234", "GFC760", "number"],
      ["6036000000000005", "0000", "GFC700", "pin"],
      ["6036000000000039", "1234", "GFC812", "number"],
      ["6036000000000047", "1234", "GFC725", "number"],
      ["6036000000000021", "1234", "GFC740", "number"],
    ] as const) {
      const refused = await addTender(t, token, cart, gift(number, pin));
      expect(refused.statusCode, `${number}: ${refused.body}`).toBeGreaterThanOrEqual(400);
      expect(refused.statusCode).toBeLessThan(500);
      expect(errorOf(refused), number).toMatchObject({ errorId: code, field });
      if (number) expect(refused.body).not.toContain(number);
    }
    const read = await t.call({ method: "GET", url: `/cart/v1/cart/${cart.basketId}`, token });
    expect((read.json() as Cart).payment_instruments).toEqual([]);
  });

  it("refuses the same card twice (GFC755) and a card past the bag's maximum (GFC410)", async () => {
    const token = await t.guestToken();
    const cart = await bagWith(t, token, await skus(t, 1, 3_000));
    expect((await addTender(t, token, cart, gift(CARDS.hundred.number))).statusCode).toBe(200);
    const again = await addTender(t, token, cart, gift("6036-0000-0000-0005", "9999"));
    expect(again.statusCode).toBe(409);
    expect(errorOf(again)).toMatchObject({ errorId: "GFC755", field: "number" });
    expect((await addTender(t, token, cart, gift(CARDS.twentyFive.number))).statusCode).toBe(200);
    expect((await addTender(t, token, cart, gift(CARDS.fifty.number))).statusCode).toBe(200);
    expect(MAX_GIFT_CARDS_PER_BAG).toBe(3);
    const fourth = await addTender(t, token, cart, gift(CARDS.twenty.number));
    expect(fourth.statusCode).toBe(409);
    expect(errorOf(fourth)).toMatchObject({ errorId: "GFC410", field: "number" });
  });

  it("limits card reads per network address, counting refused cards", async () => {
    const token = await t.guestToken();
    const cart = await bagWith(t, token, await skus(t, 1, 3_000));
    const address = "10.99.0.1";
    // Cards the shop never issued (a wrong PIN would lock the card first: decision 0078).
    for (let i = 0; i < 10; i += 1)
      expect((await addTender(t, token, cart, gift("6036000000000054"), address)).statusCode).toBe(
        400,
      );
    const over = await addTender(t, token, cart, gift(CARDS.hundred.number), address);
    expect(over.statusCode).toBe(429);
  });
});

describe("the tenders' amounts are worked out at read time", () => {
  it("shrinks in the order added when the bag's total falls; a tender with nothing to pay stays at 0", async () => {
    const token = await t.guestToken();
    const [big, small] = await skus(t, 2, 6_000);
    if (!big || !small) throw new Error("no SKUs");
    const cart = await bagWith(t, token, [big, small]);
    await addTender(t, token, cart, gift(CARDS.twentyFive.number));
    const both = (await addTender(t, token, cart, gift(CARDS.hundred.number))).json() as Cart;
    const before = paid(both);
    expect(before.amounts).toEqual([2_500, Math.min(10_000, before.total - 2_500)]);
    expect(before.remaining).toBe(before.total - 2_500 - (before.amounts[1] ?? 0));
    // Down to one line: the first card still pays first, the second what is left of the total.
    const line = both.items.find((item) => item.upc === big.upc);
    const removed = await t.call({
      method: "DELETE",
      url: "/cart/v1/item",
      token,
      payload: { cartId: cart.basketId, itemId: line?.id },
    });
    expect(removed.statusCode, removed.body).toBe(200);
    const after = paid(removed.json() as Cart);
    expect(after.total).toBeLessThan(before.total);
    expect(after.amounts).toEqual([2_500, Math.min(10_000, after.total - 2_500)]);
    expect(after.remaining).toBe(Math.max(0, after.total - 12_500));
    // Everything out of the bag: both stay listed, paying 0.
    const last = (removed.json() as Cart).items[0];
    const empty = await t.call({
      method: "DELETE",
      url: "/cart/v1/item",
      token,
      payload: { cartId: cart.basketId, itemId: last?.id },
    });
    expect(paid(empty.json() as Cart)).toEqual({ amounts: [0, 0], remaining: 0, total: 0 });
  });

  it("takes a tender off with DELETE, and answers PYT404 for one the bag does not have", async () => {
    const token = await t.guestToken();
    const cart = await bagWith(t, token, await skus(t, 1, 3_000));
    const added = (await addTender(t, token, cart, gift(CARDS.twenty.number))).json() as Cart;
    const id = added.payment_instruments[0]?.payment_instrument_id ?? "";
    const removed = await removeTender(t, token, cart, id);
    expect(removed.statusCode, removed.body).toBe(200);
    const answer = removed.json() as Cart;
    expect(answer.payment_instruments).toEqual([]);
    expect(answer.totals.remainingToPay).toBe(answer.totals.total);
    const again = await removeTender(t, token, cart, id);
    expect(again.statusCode).toBe(404);
    expect(errorOf(again)).toMatchObject({ errorId: "PYT404", field: "payment_instrument_id" });
  });

  it("refuses the provider's tenders and the tenders the bag is not offered (VAL400)", async () => {
    const token = await t.guestToken();
    const cart = await bagWith(t, token, await skus(t, 1, 3_000));
    for (const method of ["CREDIT_CARD", "KLARNA", "PAYPAL"]) {
      const refused = await addTender(t, token, cart, { payment_method_id: method });
      expect(refused.statusCode).toBe(400);
      expect(errorOf(refused)).toMatchObject({ errorId: "VAL400", field: "payment_method_id" });
      expect(errorOf(refused)?.message).toContain("placing the order");
    }
    // A guest has no points, rewards or allowance.
    for (const body of [
      { payment_method_id: "LOYALTY_POINTS" },
      { payment_method_id: "ATHLETES_PAYMENT" },
      { payment_method_id: "REWARD_CODE", code: "ANY" },
    ]) {
      const refused = await addTender(t, token, cart, body);
      expect(errorOf(refused)).toMatchObject({ errorId: "VAL400", field: "payment_method_id" });
    }
  });
});

describe("points, the athlete's allowance and rewards", () => {
  it("pays with a member's points at the voucher tiers' rate, never more than they have", async () => {
    const { consumerNo, token } = await registered(t);
    await member(t, token, consumerNo, 1_000);
    const cart = await bagWith(t, token, await skus(t, 1, 8_000));
    const over = await addTender(t, token, cart, {
      payment_method_id: "LOYALTY_POINTS",
      points: 1_001,
    });
    expect(over.statusCode).toBe(409);
    expect(errorOf(over)).toMatchObject({ errorId: "REW140", field: "points" });
    const some = (
      await addTender(t, token, cart, { payment_method_id: "LOYALTY_POINTS", points: 200 })
    ).json() as Cart;
    expect(some.payment_instruments).toMatchObject([
      { payment_method_id: "LOYALTY_POINTS", amount: 10, points: 200, label: "200 points" },
    ]);
    // Asked again without a number: it replaces the first, with as many as useful.
    const all = (
      await addTender(t, token, cart, { payment_method_id: "LOYALTY_POINTS" })
    ).json() as Cart;
    expect(all.payment_instruments).toHaveLength(1);
    const { amounts, total, remaining } = paid(all);
    expect(amounts).toEqual([Math.min(5_000, total - (total % 5))]);
    expect(all.payment_instruments[0]?.points).toBe((amounts[0] ?? 0) / 5);
    expect(remaining).toBe(total - (amounts[0] ?? 0));
  });

  it("pays with what is left of the athlete's allowance, showing remaining and payable", async () => {
    const { consumerNo, token } = await registered(t);
    await athlete(t, consumerNo, 20_000, 17_000);
    const cart = await bagWith(t, token, await skus(t, 1, 5_000));
    const added = await addTender(t, token, cart, { payment_method_id: "ATHLETES_PAYMENT" });
    expect(added.statusCode, added.body).toBe(200);
    const answer = added.json() as Cart;
    expect(answer.payment_instruments).toMatchObject([
      { payment_method_id: "ATHLETES_PAYMENT", amount: 30, remaining: 30, payable: 30 },
    ]);
    expect(paid(answer).remaining).toBe(paid(answer).total - 3_000);
    // While the allowance lasts, a reward card is not offered (000 §6).
    const card = await issueReward(t, consumerNo, "CARD", 1_000);
    const refused = await addTender(t, token, cart, {
      payment_method_id: "REWARD_CARD",
      number: card,
    });
    expect(errorOf(refused)).toMatchObject({ errorId: "VAL400", field: "payment_method_id" });
  });

  it("pays with the shopper's own reward code and card; another's is unknown (PYT404)", async () => {
    const { consumerNo, token } = await registered(t);
    const other = await registered(t);
    const code = await issueReward(t, consumerNo, "CODE", 1_500);
    const card = await issueReward(t, consumerNo, "CARD", 2_000);
    const theirs = await issueReward(t, other.consumerNo, "CODE", 1_000);
    const cart = await bagWith(t, token, await skus(t, 1, 6_000));
    const stranger = await addTender(t, token, cart, {
      payment_method_id: "REWARD_CODE",
      code: theirs,
    });
    expect(stranger.statusCode).toBe(404);
    expect(errorOf(stranger)).toMatchObject({ errorId: "PYT404", field: "code" });
    await addTender(t, token, cart, { payment_method_id: "REWARD_CODE", code: code.toLowerCase() });
    const both = await addTender(t, token, cart, {
      payment_method_id: "REWARD_CARD",
      number: card,
    });
    expect(both.statusCode, both.body).toBe(200);
    const answer = both.json() as Cart;
    expect(answer.payment_instruments).toMatchObject([
      { payment_method_id: "REWARD_CODE", amount: 15, lastFour: code.slice(-4) },
      { payment_method_id: "REWARD_CARD", amount: 20, lastFour: card.slice(-4) },
    ]);
    expect(paid(answer).remaining).toBe(paid(answer).total - 3_500);
    const twice = await addTender(t, token, cart, {
      payment_method_id: "REWARD_CARD",
      number: card,
    });
    expect(errorOf(twice)).toMatchObject({ errorId: "VAL400", field: "number" });
  });

  it("a tender's amount follows the bag: adding a line raises what points can pay", async () => {
    const { consumerNo, token } = await registered(t);
    await member(t, token, consumerNo, 100_000);
    const [first, second] = await skus(t, 2, 2_000);
    if (!first || !second) throw new Error("no SKUs");
    const cart = await bagWith(t, token, [first]);
    const one = paid(
      (await addTender(t, token, cart, { payment_method_id: "LOYALTY_POINTS" })).json() as Cart,
    );
    expect(one.amounts[0]).toBe(one.total - (one.total % 5));
    const grown = await add(t, token, cart, second);
    const two = paid(grown.json() as Cart);
    expect(two.total).toBeGreaterThan(one.total);
    expect(two.amounts[0]).toBe(two.total - (two.total % 5));
  });
});
