// databases: postgres — business rules through the API; PostgreSQL runs them faster
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, errorOf, type TestApp } from "../../../test/test-app";
import { GIFT_CARD_BALANCE_LIMIT } from "./gift-card-balance.service";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const check = (body: Record<string, unknown>, remoteAddress: string, locale = "en-us") =>
  t.call({
    method: "POST",
    url: `/cart/v1/giftcard/balance?locale=${locale}`,
    payload: body,
    remoteAddress,
  });

describe("POST /cart/v1/giftcard/balance (issue 13)", () => {
  it("answers a card's balance in the site's currency, masked", async () => {
    const answer = await check({ number: "6036 0000 0000 0005", pin: "4321" }, "10.20.0.1");
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toEqual({ balance: 100, currency: "USD", maskedNumber: "•••• 0005" });
    const pounds = await check({ number: "6036000000000013", pin: "4321" }, "10.20.0.1", "en-gb");
    expect(pounds.json()).toEqual({ balance: 25, currency: "GBP", maskedNumber: "•••• 0013" });
  });

  it("refuses bad cards with their GFC codes, and never says the number back", async () => {
    for (const [number, pin, code, field] of [
      ["", "1234", "GFC400", "number"],
      ["6036000000000006", "1234", "GFC800", "number"],
      ["6036000000000054", "1234", "GFC760", "number"],
      ["6036000000000005", "0000", "GFC700", "pin"],
      ["6036000000000039", "1234", "GFC812", "number"],
      ["6036000000000047", "1234", "GFC725", "number"],
    ] as const) {
      const refused = await check({ number, pin }, "10.20.0.2");
      expect(refused.statusCode).toBe(400);
      expect(errorOf(refused)).toMatchObject({ errorId: code, field });
      if (number) expect(refused.body).not.toContain(number);
    }
  });

  it("limits checks per network address, counting wrong PINs too", async () => {
    const address = "10.20.0.3";
    for (let i = 0; i < GIFT_CARD_BALANCE_LIMIT.limit; i += 1) {
      const tried = await check({ number: "6036000000000005", pin: String(1000 + i) }, address);
      expect(tried.statusCode).toBe(200);
    }
    const over = await check({ number: "6036000000000005", pin: "0000" }, address);
    expect(over.statusCode).toBe(429);
    // Another network is not held back.
    expect((await check({ number: "6036000000000005", pin: "4321" }, "10.20.0.4")).statusCode).toBe(
      200,
    );
  });
});
