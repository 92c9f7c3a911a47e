// databases: postgres — business rules through the API; PostgreSQL runs them faster
import type { PaymentInstrument } from "@ridgeline/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, errorOf, type TestApp } from "../../../test/test-app";
import { createServices } from "../../app";

let t: TestApp;
let services: ReturnType<typeof createServices>;
beforeAll(async () => {
  t = await createTestApp();
  services = createServices(t.config, t.db);
});
afterAll(async () => {
  await t?.close();
});

const URL = "/consumers-v3/consumer/payment_instruments";
const YEAR = new Date().getUTCFullYear() + 2;

function visa(overrides: Record<string, unknown> = {}) {
  return {
    payment_method_id: "CREDIT_CARD",
    card: {
      number: "4111 1111 1111 1111",
      expirationMonth: "07",
      expirationYear: YEAR,
      securityCode: "123",
      holder: "Ana Ortiz",
      ...overrides,
    },
    recaptcha_response: "sandbox-ok",
  };
}

function giftCard(number = "6036 0000 0000 0005", pin = "4321") {
  return { payment_method_id: "GIFT_CARD", card: { number, pin }, recaptcha_response: "ok" };
}

/** Sends a save; the placeholder bot answers ("ok") become real solved bot checks. */
const save = async (token: string, payload: unknown) => {
  const body = { ...(payload as Record<string, unknown>) };
  if (body["recaptcha_response"] === "ok" || body["recaptcha_response"] === "sandbox-ok")
    body["recaptcha_response"] = await t.botAnswer("saveCard");
  return t.call({ method: "POST", url: URL, token, payload: body });
};
const list = (token: string, query = "") => t.call({ method: "GET", url: `${URL}${query}`, token });
const patch = (token: string, id: string, card: Record<string, unknown>) =>
  t.call({ method: "PATCH", url: `${URL}/${id}`, token, payload: { card } });
const remove = (token: string, id: string) =>
  t.call({ method: "DELETE", url: `${URL}/${id}`, token });

async function saved(token: string, payload: unknown): Promise<PaymentInstrument> {
  const response = await save(token, payload);
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as PaymentInstrument;
}
const instruments = async (token: string, query = "") =>
  (
    list(token, query).then((r) => r.json()) as Promise<{
      payment_instruments: PaymentInstrument[];
    }>
  ).then((body) => body.payment_instruments);

describe("who may use saved payment instruments", () => {
  it.each([
    ["GET", URL],
    ["POST", URL],
    ["PATCH", `${URL}/abc`],
    ["DELETE", `${URL}/abc`],
  ] as const)("%s answers 401 AUT432 to a guest and without a token", async (method, url) => {
    const guest = await t.guestToken();
    const payload =
      method === "POST" ? visa() : method === "PATCH" ? { card: { main: true } } : undefined;
    for (const token of [guest, undefined]) {
      const response = await t.call({
        method,
        url,
        ...(token ? { token } : {}),
        ...(payload ? { payload } : {}),
      });
      expect(response.statusCode).toBe(401);
      expect(errorOf(response)?.errorId).toBe("AUT432");
    }
  });
});

describe("POST /consumers-v3/consumer/payment_instruments (credit card)", () => {
  it("tokenises the card, answers card.paymentInstrumentId, and makes the first card main", async () => {
    const { token } = await t.registeredToken();
    const card = await saved(token, visa());
    expect(card).toEqual({
      payment_instrument_id: card.card.paymentInstrumentId,
      payment_method_id: "CREDIT_CARD",
      card: {
        paymentInstrumentId: expect.any(String) as string,
        main: true,
        maskedNumber: "••••••••••••1111",
        lastFour: "1111",
        cardType: "VISA",
        expirationMonth: 7,
        expirationYear: YEAR,
        holder: "Ana Ortiz",
        expired: false,
      },
      // Saved without a billing address (000 §3 Payment instrument `address`).
      address: null,
    });
    const second = await saved(
      token,
      visa({ number: "3782 822463 10005", securityCode: "1234", expirationYear: YEAR % 100 }),
    );
    expect(second.card).toMatchObject({ main: false, cardType: "AMEX", expirationYear: YEAR });
    const all = await instruments(token);
    expect(all.map((i) => i.card.lastFour)).toEqual(["1111", "0005"]);
  });

  it("keeps neither the number nor the security code anywhere in the database", async () => {
    const { token, consumerNo } = await t.registeredToken();
    await saved(token, visa({ number: "5555555555554444", securityCode: "987" }));
    const rows = await t.db.query<{ row: string }>(
      `select row_to_json(i)::text as row from payment_instruments i where consumer_no = $1
       union all
       select row_to_json(s)::text from payment_sandbox_tokens s
        where token in (select token from payment_instruments where consumer_no = $1)`,
      [consumerNo],
    );
    expect(rows).toHaveLength(2);
    // Generated values (ids, the consumer number, tokens, fingerprints, times) can hold any run
    // of digits by chance: they are set aside, every other value is searched.
    const generated = (value: unknown) =>
      typeof value === "string" &&
      (value === consumerNo ||
        /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value) ||
        /^(tok_)?[A-Za-z0-9_-]{32,}$/.test(value) ||
        /^\d{4}-\d{2}-\d{2}[T ][\d:.]+(Z|[+-]\d{2}(:?\d{2})?)?$/.test(value));
    for (const { row } of rows) {
      expect(row).not.toContain("5555555555554444");
      expect(row).not.toContain("555555555555");
      const searched = JSON.stringify(JSON.parse(row), (_key, value: unknown) =>
        generated(value) ? "(generated)" : value,
      );
      expect(searched).not.toContain("987");
    }
  });

  it("answers 409 PYT300 for a card the shopper already saved, however it is typed", async () => {
    const { token } = await t.registeredToken();
    await saved(token, visa());
    const again = await save(token, visa({ number: "4111-1111-1111-1111", expirationMonth: 9 }));
    expect(again.statusCode).toBe(409);
    expect(errorOf(again)).toMatchObject({
      errorId: "PYT300",
      field: "card.number",
      message: "This card is already saved.",
    });
    expect(await instruments(token)).toHaveLength(1);
    // Another shopper may save the same card.
    const other = await t.registeredToken();
    await saved(other.token, visa());
  });

  it.each([
    ["a number failing the Luhn check", { number: "4111111111111112" }, "VAL400", "card.number"],
    ["letters in the number", { number: "4111 1111 1111 111x" }, "VAL400", "card.number"],
    ["a brand we do not take", { number: "3530111333300000" }, "VAL400", "card.number"],
    [
      "a month already over",
      { expirationMonth: 1, expirationYear: new Date().getUTCFullYear() - 1 },
      "FE309",
      "card.expirationYear",
    ],
    ["month 13", { expirationMonth: 13 }, "FE309", "card.expirationMonth"],
    ["a year 30 years ahead", { expirationYear: YEAR + 30 }, "FE309", "card.expirationYear"],
    [
      "an Amex with a 3-digit code",
      { number: "378282246310005", securityCode: "123" },
      "VAL400",
      "card.securityCode",
    ],
    ["a Visa with a 4-digit code", { securityCode: "1234" }, "VAL400", "card.securityCode"],
    ["a 2-digit code", { securityCode: "12" }, "VAL400", "card.securityCode"],
    ["a holder with digits", { holder: "R2D2" }, "VAL400", "card.holder"],
    ["a month that is not a number", { expirationMonth: "July" }, "VAL400", "card.expirationMonth"],
    ["an unknown card field", { cvv: "123" }, "VAL400", "card"],
  ])(
    "answers %s with %s naming %s, echoing no digits",
    async (_label, overrides, errorId, field) => {
      const { token } = await t.registeredToken();
      const response = await save(token, visa(overrides));
      expect(response.statusCode).toBe(400);
      expect(errorOf(response)).toMatchObject({ errorId, field });
      expect(errorOf(response)?.message).not.toMatch(/\d{6,}/);
    },
  );

  it.each([
    [
      "an unknown payment_method_id",
      { ...visa(), payment_method_id: "BITCOIN" },
      "payment_method_id",
    ],
    [
      "a saved method we do not keep",
      { ...visa(), payment_method_id: "PAYPAL" },
      "payment_method_id",
    ],
    [
      "no recaptcha_response",
      { payment_method_id: "CREDIT_CARD", card: visa().card },
      "recaptcha_response",
    ],
    ["no card", { payment_method_id: "CREDIT_CARD", recaptcha_response: "x" }, "card"],
  ])("answers %s with 400 VAL400", async (_label, payload, field) => {
    const { token } = await t.registeredToken();
    const response = await save(token, payload);
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toMatchObject({ errorId: "VAL400", field });
  });

  it("answers 403 AUT403 to an empty recaptcha_response", async () => {
    const { token } = await t.registeredToken();
    const response = await save(token, { ...visa(), recaptcha_response: "  " });
    expect(response.statusCode).toBe(403);
    expect(errorOf(response)).toMatchObject({ errorId: "AUT403", field: "recaptcha_response" });
    expect(await instruments(token)).toHaveLength(0);
  });
});

describe("POST /consumers-v3/consumer/payment_instruments (gift card)", () => {
  it("keeps a masked number and the last four, never the PIN, and refuses it twice", async () => {
    const { token, consumerNo } = await t.registeredToken();
    const gift = await saved(token, giftCard());
    expect(gift).toMatchObject({
      payment_method_id: "GIFT_CARD",
      card: {
        main: true,
        maskedNumber: "••••••••••••0005",
        lastFour: "0005",
        cardType: null,
        expired: false,
      },
    });
    const [row] = await t.db.query<{ row: string }>(
      "select row_to_json(i)::text as row from payment_instruments i where consumer_no = $1",
      [consumerNo],
    );
    expect(row?.row).not.toContain("6036000000000005");
    expect(row?.row).not.toContain("4321");
    const again = await save(token, giftCard("6036000000000005", "9999"));
    expect(again.statusCode).toBe(409);
    expect(errorOf(again)).toMatchObject({
      errorId: "PYT300",
      field: "card.number",
      message: "This gift card already exists in your account.",
    });
    // A credit card of the same shopper is main of its own method.
    expect((await saved(token, visa())).card.main).toBe(true);
    const gifts = await instruments(token, "?payment_method_id=GIFT_CARD");
    expect(gifts.map((i) => i.payment_method_id)).toEqual(["GIFT_CARD"]);
    expect(await instruments(token, "?payment_method_id=PAYPAL")).toEqual([]);
  });

  it.each([
    ["a number failing the check", giftCard("6036000000000006"), "card.number"],
    ["a short number", giftCard("60360000"), "card.number"],
    ["a PIN with letters", giftCard(undefined, "12ab"), "card.pin"],
  ])("answers %s with 400 GFC800", async (_label, payload, field) => {
    const { token } = await t.registeredToken();
    const response = await save(token, payload);
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toMatchObject({ errorId: "GFC800", field });
  });
});

describe("GET /consumers-v3/consumer/payment_instruments", () => {
  it("answers an empty list to a new shopper and VAL400 for an unknown method filter", async () => {
    const { token } = await t.registeredToken({ consumerType: "EMPLOYEE" });
    expect((await list(token)).json()).toEqual({ payment_instruments: [] });
    const bad = await list(token, "?payment_method_id=CASH");
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad)).toMatchObject({ errorId: "VAL400", field: "payment_method_id" });
  });
});

describe("PATCH /consumers-v3/consumer/payment_instruments/{paymentInstrumentId}", () => {
  it("makes another card main, un-setting the previous one", async () => {
    const { token } = await t.registeredToken();
    const first = await saved(token, visa());
    const second = await saved(token, visa({ number: "6011111111111117" }));
    const response = await patch(token, second.payment_instrument_id, { main: true });
    expect(response.statusCode, response.body).toBe(200);
    const after = (response.json() as { payment_instruments: PaymentInstrument[] })
      .payment_instruments;
    expect(after.map((i) => [i.payment_instrument_id, i.card.main])).toEqual([
      [second.payment_instrument_id, true],
      [first.payment_instrument_id, false],
    ]);
  });

  it("changes the expiry and the holder, and refuses a past expiry with FE309", async () => {
    const { token } = await t.registeredToken();
    const card = await saved(token, visa());
    const id = card.payment_instrument_id;
    const changed = await patch(token, id, {
      expirationMonth: 2,
      expirationYear: YEAR + 1,
      holder: "Ana  M. Ortiz",
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await instruments(token))[0]?.card).toMatchObject({
      expirationMonth: 2,
      expirationYear: YEAR + 1,
      holder: "Ana M. Ortiz",
    });
    const past = await patch(token, id, { expirationYear: new Date().getUTCFullYear() - 1 });
    expect(past.statusCode).toBe(400);
    expect(errorOf(past)).toMatchObject({ errorId: "FE309", field: "card.expirationYear" });
    const badHolder = await patch(token, id, { holder: "<script>" });
    expect(errorOf(badHolder)).toMatchObject({ errorId: "VAL400", field: "card.holder" });
    expect((await instruments(token))[0]?.card.expirationYear).toBe(YEAR + 1);
  });

  it("answers 404 PYT404 for an unknown id and for another shopper's card, changing nothing", async () => {
    const owner = await t.registeredToken();
    const card = await saved(owner.token, visa());
    const thief = await t.registeredToken();
    await saved(thief.token, visa({ number: "5555555555554444" }));
    for (const id of [card.payment_instrument_id, "00000000-0000-0000-0000-000000000000"]) {
      const response = await patch(thief.token, id, { main: true, holder: "Thief Name" });
      expect(response.statusCode).toBe(404);
      expect(errorOf(response)).toMatchObject({ errorId: "PYT404", field: "paymentInstrumentId" });
    }
    expect((await instruments(owner.token))[0]?.card.holder).toBe("Ana Ortiz");
  });

  it.each([
    [{}, "card"],
    [{ main: false }, "card.main"],
    [{ colour: "red" }, "card"],
  ])("answers 400 VAL400 to %o", async (card, field) => {
    const { token } = await t.registeredToken();
    const saved1 = await saved(token, visa());
    const response = await patch(token, saved1.payment_instrument_id, card);
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toMatchObject({ errorId: "VAL400", field });
  });

  it("answers VAL400 for a malformed id and for an expiry on a gift card", async () => {
    const { token } = await t.registeredToken();
    const bad = await patch(token, "not%20an%20id", { main: true });
    expect(errorOf(bad)).toMatchObject({ errorId: "VAL400", field: "paymentInstrumentId" });
    const gift = await saved(token, giftCard());
    const expiry = await patch(token, gift.payment_instrument_id, { expirationMonth: 3 });
    expect(expiry.statusCode).toBe(400);
    expect(errorOf(expiry)).toMatchObject({ errorId: "VAL400", field: "card.expirationMonth" });
  });
});

describe("DELETE /consumers-v3/consumer/payment_instruments/{paymentInstrumentId}", () => {
  it("removing the main card makes the newest other one main and forgets its token", async () => {
    const { token, consumerNo } = await t.registeredToken();
    const first = await saved(token, visa());
    const second = await saved(token, visa({ number: "5555555555554444" }));
    const third = await saved(token, visa({ number: "6011111111111117" }));
    const sandboxToken = await services.payments.instruments.cardToken(
      consumerNo,
      first.payment_instrument_id,
    );
    const response = await remove(token, first.payment_instrument_id);
    expect(response.statusCode, response.body).toBe(200);
    const after = (response.json() as { payment_instruments: PaymentInstrument[] })
      .payment_instruments;
    expect(after.map((i) => [i.payment_instrument_id, i.card.main])).toEqual([
      [third.payment_instrument_id, true],
      [second.payment_instrument_id, false],
    ]);
    await expect(
      services.payments.sandbox.authorise({
        token: sandboxToken,
        amountMinor: 100,
        currency: "USD",
      }),
    ).rejects.toMatchObject({ errorId: "PYT404" });
  });

  it("answers 404 PYT404 for another shopper's card and leaves it saved", async () => {
    const owner = await t.registeredToken();
    const card = await saved(owner.token, visa());
    const other = await t.registeredToken();
    const response = await remove(other.token, card.payment_instrument_id);
    expect(response.statusCode).toBe(404);
    expect(errorOf(response)).toMatchObject({ errorId: "PYT404" });
    expect(await instruments(owner.token)).toHaveLength(1);
    const again = await remove(owner.token, card.payment_instrument_id);
    expect(again.statusCode).toBe(200);
    const twice = await remove(owner.token, card.payment_instrument_id);
    expect(errorOf(twice)).toMatchObject({ errorId: "PYT404" });
  });
});
