// databases: postgres — races decided by row locks; on PGlite's one connection requests queue, which placement-races proves (decision 0100)
import type { Cart } from "@ridgeline/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createServices } from "../../app";
import { AppError } from "../../platform/errors/app-error";
import { createTestApp, errorOf, type TestApp } from "../../../test/test-app";
import {
  addTender,
  addressOf,
  athlete,
  bagWith,
  CARDS,
  issueReward,
  member,
  paid,
  registered,
  skus,
} from "./cart-tenders-test.helpers";
import { add } from "./cart-test.helpers";

/**
 * What the placement saga calls (decision 0068): `tendersOf` hands over what each tender pays,
 * `spendTenders` debits exactly that in the order's transaction, never below zero even when two
 * orders spend one card at once, and `giveBackTenders` reverses it, once.
 */
let t: TestApp;
let cart: ReturnType<typeof createServices>["cart"];
beforeAll(async () => {
  t = await createTestApp();
  cart = createServices(t.config, t.db).cart;
});
afterAll(async () => {
  await t?.close();
});

const gift = (number: string) => ({ payment_method_id: "GIFT_CARD", number, pin: "4321" });

/** What is left on a card, as the balance call answers it (major units). */
async function balanceOf(number: string): Promise<number> {
  const answer = await t.call({
    method: "POST",
    url: "/cart/v1/giftcard/balance?locale=en-us",
    payload: { number, pin: "4321" },
    remoteAddress: addressOf(),
  });
  expect(answer.statusCode, answer.body).toBe(200);
  return (answer.json() as { balance: number }).balance;
}

const failure = (error: unknown) => (error instanceof AppError ? error.errorId : String(error));

describe("spendTenders and giveBackTenders", () => {
  it("debits every kind of tender by what tendersOf gave it, and gives it all back once", async () => {
    const { consumerNo, token } = await registered(t);
    await member(t, token, consumerNo, 400);
    const code = await issueReward(t, consumerNo, "CODE", 1_000);
    const bag = await bagWith(t, token, await skus(t, 3, 9_000));
    for (const body of [
      gift(CARDS.twentyFive.number),
      { payment_method_id: "LOYALTY_POINTS", points: 200 },
      { payment_method_id: "REWARD_CODE", code },
    ]) {
      const added = await addTender(t, token, bag, body);
      expect(added.statusCode, added.body).toBe(200);
    }
    const tenders = await cart.tendersOf(bag.basketId);
    expect(tenders.map(({ method, amountMinor }) => [method, amountMinor])).toEqual([
      ["GIFT_CARD", 2_500],
      ["LOYALTY_POINTS", 1_000],
      ["REWARD_CODE", 1_000],
    ]);
    expect(tenders[0]?.label).toBe("Gift card •••• 0013");
    const spent = await t.db.transaction((tx) => cart.spendTenders(tx, bag.basketId, "ORD-T1"));
    expect(spent.map((tender) => tender.amountMinor)).toEqual([2_500, 1_000, 1_000]);
    expect(spent.every((tender) => tender.reference === "ORD-T1")).toBe(true);
    expect(await balanceOf(CARDS.twentyFive.number)).toBe(0);
    const points = async () =>
      (
        await t.db.query<{ points_balance: number }>(
          "select points_balance from loyalty_members where consumer_no = $1",
          [consumerNo],
        )
      )[0]?.points_balance;
    expect(await points()).toBe(200);
    // The code is spent: the bag now shows it paying nothing.
    const read = await t.call({ method: "GET", url: `/cart/v1/cart/${bag.basketId}`, token });
    expect(paid(read.json() as Cart).amounts).toEqual([0, 1_000, 0]);
    // Spending the same reference again debits nothing more.
    await cart.tendersOf(bag.basketId);
    await t.db.transaction((tx) => cart.spendTenders(tx, bag.basketId, "ORD-T1"));
    expect(await points()).toBe(200);
    for (let i = 0; i < 2; i += 1)
      await t.db.transaction((tx) => cart.giveBackTenders(tx, "ORD-T1"));
    expect(await balanceOf(CARDS.twentyFive.number)).toBe(25);
    expect(await points()).toBe(400);
    const [reward] = await t.db.query<{ spent_minor: string }>(
      "select spent_minor from loyalty_rewards where reference = $1",
      [code],
    );
    expect(Number(reward?.spent_minor)).toBe(0);
  });

  it("spends the athlete's allowance against the order and gives it back to its year", async () => {
    const { consumerNo, token } = await registered(t);
    await athlete(t, consumerNo, 10_000, 6_000);
    const bag = await bagWith(t, token, await skus(t, 1, 6_000));
    await addTender(t, token, bag, { payment_method_id: "ATHLETES_PAYMENT" });
    expect((await cart.tendersOf(bag.basketId)).map((tender) => tender.amountMinor)).toEqual([
      4_000,
    ]);
    await t.db.transaction((tx) => cart.spendTenders(tx, bag.basketId, "ORD-A1"));
    const spentNow = async () =>
      Number(
        (
          await t.db.query<{ spent_minor: string }>(
            "select spent_minor from program_spend where consumer_no = $1 and program = 'ATHLETE'",
            [consumerNo],
          )
        )[0]?.spent_minor,
      );
    expect(await spentNow()).toBe(10_000);
    await t.db.transaction((tx) => cart.giveBackTenders(tx, "ORD-A1"));
    await t.db.transaction((tx) => cart.giveBackTenders(tx, "ORD-A1"));
    expect(await spentNow()).toBe(6_000);
  });

  it("refuses to spend when the bag changed since tendersOf, and rolls nothing", async () => {
    const token = await t.guestToken();
    const [first, second] = await skus(t, 2, 3_000);
    if (!first || !second) throw new Error("no SKUs");
    const bag = await bagWith(t, token, [first]);
    await addTender(t, token, bag, gift(CARDS.twenty.number));
    await cart.tendersOf(bag.basketId);
    expect((await add(t, token, bag, second)).statusCode).toBe(200);
    const refused = await t.db
      .transaction((tx) => cart.spendTenders(tx, bag.basketId, "ORD-C1"))
      .then(
        () => "spent",
        (error: unknown) => failure(error),
      );
    expect(refused).toBe("PYT400");
    expect(await balanceOf(CARDS.twenty.number)).toBe(20);
  });

  it("two bags spending one gift card at once: one pays, the other is GFC740, never below zero", async () => {
    const shoppers = await Promise.all([t.guestToken(), t.guestToken(), t.guestToken()]);
    const items = await skus(t, 1, 12_000);
    const bags = [];
    for (const token of shoppers) {
      const bag = await bagWith(t, token, items);
      const added = await addTender(t, token, bag, gift(CARDS.hundred.number));
      expect(added.statusCode, added.body).toBe(200);
      expect(paid(added.json() as Cart).amounts).toEqual([10_000]);
      bags.push(bag);
    }
    for (const bag of bags) await cart.tendersOf(bag.basketId);
    const outcomes = await Promise.all(
      bags.map((bag, index) =>
        t.db
          .transaction((tx) => cart.spendTenders(tx, bag.basketId, `ORD-R${index}`))
          .then(
            () => "spent",
            (error: unknown) => failure(error),
          ),
      ),
    );
    expect(outcomes.filter((outcome) => outcome === "spent")).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome === "GFC740")).toHaveLength(2);
    expect(await balanceOf(CARDS.hundred.number)).toBe(0);
    const [ledger] = await t.db.query<{ spent: string; redeemed: string }>(
      `select b.spent_minor as spent, (select sum(amount_minor) from gift_card_redemptions r
         where r.card_hash = b.card_hash) as redeemed
         from gift_card_balances b where b.issued_minor = 10000`,
    );
    expect(Number(ledger?.spent)).toBe(10_000);
    expect(Number(ledger?.redeemed)).toBe(10_000);
    // The others' bags now show the card paying nothing, and a new add is GFC740.
    const read = await t.call({
      method: "GET",
      url: `/cart/v1/cart/${bags[1]?.basketId}`,
      token: shoppers[1],
    });
    expect(paid(read.json() as Cart).amounts).toEqual([0]);
    const other = await t.guestToken();
    const fresh = await bagWith(t, other, items);
    const empty = await addTender(t, other, fresh, gift(CARDS.hundred.number));
    expect(empty.statusCode).toBe(400);
    expect(errorOf(empty)).toMatchObject({ errorId: "GFC740", field: "number" });
  });
});
