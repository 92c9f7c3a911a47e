// databases: postgres — business rules through the API; PostgreSQL runs them faster
import type { PaymentInstrument } from "@ridgeline/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cardToken } from "../../../test/checkout";
import { createTestApp, errorOf, type TestApp } from "../../../test/test-app";

/**
 * Checkout's "save this card" (issue 26 point 22, decision 0083): the card frame's token becomes
 * a saved card with a token of its own, without a second bot check; a typed card still needs
 * the bot check's answer.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const save = (token: string, body: Record<string, unknown>) =>
  t.call({
    method: "POST",
    url: "/consumers-v3/consumer/payment_instruments?locale=en-us",
    token,
    payload: body,
  });

describe("saving the card frame's card", () => {
  it("saves it as the main card with its own token, once", async () => {
    const { token } = await t.registeredToken();
    const bag = { basketId: `bag-${Date.now()}` };
    const frameToken = await cardToken(t, bag);
    const saved = await save(token, {
      payment_method_id: "CREDIT_CARD",
      card: { token: frameToken },
    });
    expect(saved.statusCode, saved.body).toBe(201);
    const card = saved.json() as PaymentInstrument;
    expect(card.card).toMatchObject({
      lastFour: "1111",
      cardType: "VISA",
      main: true,
      expired: false,
    });
    const [row] = await t.db.query<{ token: string }>(
      "select token from payment_instruments where payment_instrument_id = $1",
      [card.payment_instrument_id],
    );
    expect(row?.token).toBeTruthy();
    expect(row?.token).not.toBe(frameToken);
    // Saving spent the frame's entry (decision 0078): it saves nothing twice and pays nothing.
    const again = await save(token, {
      payment_method_id: "CREDIT_CARD",
      card: { token: frameToken },
    });
    expect(errorOf(again)?.errorId).toBe("PYT404");
    // The same card typed into the frame again is the catalogue's "card exists".
    const retyped = await save(token, {
      payment_method_id: "CREDIT_CARD",
      card: { token: await cardToken(t, bag) },
    });
    expect(errorOf(retyped)?.errorId).toBe("PYT300");
  });

  it("refuses an unknown token, a guest, and a typed card without the bot check", async () => {
    const { token } = await t.registeredToken();
    const unknown = await save(token, {
      payment_method_id: "CREDIT_CARD",
      card: { token: "tok_notatokenofthevault" },
    });
    expect(errorOf(unknown)?.errorId).toBe("PYT404");
    const guest = await save(await t.guestToken(), {
      payment_method_id: "CREDIT_CARD",
      card: { token: await cardToken(t, { basketId: "guest-bag" }) },
    });
    expect(guest.statusCode).toBeGreaterThanOrEqual(400);
    expect(guest.statusCode).toBeLessThan(500);
    const typed = await save(token, {
      payment_method_id: "CREDIT_CARD",
      card: {
        number: "4111111111111111",
        expirationMonth: 12,
        expirationYear: new Date().getUTCFullYear() + 2,
        securityCode: "123",
        holder: "Ada Lovelace",
      },
    });
    expect(typed.statusCode).toBeGreaterThanOrEqual(400);
    expect(typed.statusCode).toBeLessThan(500);
  });
});
