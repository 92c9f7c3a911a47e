// databases: postgres — races decided by row locks; on PGlite's one connection requests queue, which placement-races proves (decision 0100)
import fc from "fast-check";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { readyBag, skuWithStock } from "../../../test/checkout";
import { createTestApp, errorOf, type TestApp } from "../../../test/test-app";
import { GIFT_CARD_PIN_LOCKOUT } from "./gift-card-balance.service";
import { WRONG_PIN } from "./gift-cards.helpers";

// Wrong gift card PINs lock the card, whatever address sends them and whichever path checks
// the PIN (decision 0078): the balance call, and adding the card to a bag (the checkout's
// billing step). Run on whichever database the run has.

let t: TestApp;
let bag: { token: string; cart: { basketId: string } };
beforeAll(async () => {
  t = await createTestApp();
  bag = await readyBag(t, await skuWithStock(t));
});
afterAll(async () => {
  await t?.close();
});
beforeEach(async () => {
  await t.db.query("delete from gift_card_pin_guards");
});

const CARD = "6036000000000005";
const RIGHT_PIN = "4321";
let addresses = 0;
/** Every try from an address of its own: only the card's count can stop them. */
const freshAddress = () => {
  addresses += 1;
  return `10.${Math.floor(addresses / 250) % 250}.${addresses % 250}.9`;
};

type Path = "balance" | "bag";
const PATHS: readonly Path[] = ["balance", "bag"];

function tryPin(path: Path, pin: string, number = CARD) {
  const remoteAddress = freshAddress();
  return path === "balance"
    ? t.call({
        method: "POST",
        url: "/cart/v1/giftcard/balance?locale=en-us",
        payload: { number, pin },
        remoteAddress,
      })
    : t.call({
        method: "POST",
        url: `/cart/v1/cart/${bag.cart.basketId}/paymentInstruments?locale=en-us`,
        token: bag.token,
        payload: { payment_method_id: "GIFT_CARD", number, pin },
        remoteAddress,
      });
}

async function removeTenders() {
  await t.db.query("delete from cart_tenders where basket_id = $1", [bag.cart.basketId]);
}

describe("a gift card's PIN locks after too many wrong tries, across addresses", () => {
  it("generated mixes of paths: the limit's wrong PINs answer GFC700, then even the right PIN is refused on every path", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.constantFrom(...PATHS), {
          minLength: GIFT_CARD_PIN_LOCKOUT.failures,
          maxLength: GIFT_CARD_PIN_LOCKOUT.failures,
        }),
        fc.constantFrom(...PATHS),
        async (wrongPaths, rightPath) => {
          await t.db.query("delete from gift_card_pin_guards");
          for (const path of wrongPaths) {
            const wrong = await tryPin(path, WRONG_PIN);
            expect(wrong.statusCode, wrong.body).toBe(400);
            expect(errorOf(wrong)).toMatchObject({ errorId: "GFC700", field: "pin" });
          }
          for (const path of [rightPath, ...PATHS]) {
            const right = await tryPin(path, RIGHT_PIN);
            expect(right.statusCode, right.body).toBe(429);
            expect(errorOf(right)).toMatchObject({ errorId: "API429", field: "pin" });
          }
          // Another card is not held back.
          const other = await tryPin("balance", RIGHT_PIN, "6036000000000013");
          expect(other.statusCode, other.body).toBe(200);
        },
      ),
      { numRuns: 4 },
    );
  }, 120_000);

  it("generated races: of N wrong tries at once from N addresses, at most the limit are checked", async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 6, max: 30 }), async (racers) => {
        await t.db.query("delete from gift_card_pin_guards");
        const answers = await Promise.all(
          Array.from({ length: racers }, (_, n) => tryPin(PATHS[n % 2] as Path, WRONG_PIN)),
        );
        const checked = answers.filter((answer) => errorOf(answer)?.errorId === "GFC700");
        expect(checked.length).toBeLessThanOrEqual(GIFT_CARD_PIN_LOCKOUT.failures);
        for (const answer of answers) expect([400, 429]).toContain(answer.statusCode);
        expect((await tryPin("balance", RIGHT_PIN)).statusCode).toBe(429);
      }),
      { numRuns: 4 },
    );
  }, 120_000);

  it("a right PIN gives its try back; the lock ends after its time", async () => {
    for (let n = 0; n < GIFT_CARD_PIN_LOCKOUT.failures - 1; n += 1)
      expect((await tryPin("balance", WRONG_PIN)).statusCode).toBe(400);
    for (let n = 0; n < 3; n += 1) {
      expect((await tryPin("balance", RIGHT_PIN)).statusCode).toBe(200);
      const added = await tryPin("bag", RIGHT_PIN);
      expect(added.statusCode, added.body).toBe(200);
      await removeTenders();
    }
    const last = await tryPin("bag", WRONG_PIN);
    expect(errorOf(last)?.message).toMatch(/locked/);
    expect((await tryPin("balance", RIGHT_PIN)).statusCode).toBe(429);
    const [lock] = await t.db.query<{ hours: number }>(
      `select round(extract(epoch from (locked_until - now())) / 3600)::int as hours
         from gift_card_pin_guards`,
    );
    expect(lock?.hours).toBe(24);
    await t.db.query("update gift_card_pin_guards set locked_until = now() - interval '1 second'");
    expect((await tryPin("balance", RIGHT_PIN)).statusCode).toBe(200);
    // Housekeeping forgets a card's count once its window and lock are over, not before.
    const { giftCards } = t.services.payments;
    expect(await giftCards.forgetSpentPinTries()).toBe(0);
    await t.db.query("update gift_card_pin_guards set window_start = now() - interval '2 hours'");
    expect(await giftCards.forgetSpentPinTries()).toBe(1);
  }, 60_000);
});
