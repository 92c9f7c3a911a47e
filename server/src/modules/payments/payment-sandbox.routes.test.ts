// databases: postgres — races decided by row locks; on PGlite's one connection requests queue, which placement-races proves (decision 0100)
import type { PaymentInstrument } from "@ridgeline/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/test-app";
import { createServices } from "../../app";
import { AppError } from "../../platform/errors/app-error";
import type { RequestScope } from "../../platform/http/request-scope";
import { createPaymentInstrumentsService } from "./payment-instruments.service";
import { createPaymentSandbox } from "./payment-sandbox.service";

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
const card = (number: string, expirationMonth = 7) => ({
  number,
  expirationMonth,
  expirationYear: YEAR,
  securityCode: "123",
  holder: "Ana Ortiz",
});

async function saved(token: string, number: string): Promise<PaymentInstrument> {
  const response = await t.call({
    method: "POST",
    url: URL,
    token,
    payload: {
      payment_method_id: "CREDIT_CARD",
      card: card(number),
      recaptcha_response: await t.botAnswer("saveCard"),
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as PaymentInstrument;
}

describe("payment sandbox", () => {
  it("approves 4111…, declines 4000…0002 and asks a 3-D Secure challenge for 4000…3220", async () => {
    const { token, consumerNo } = await t.registeredToken();
    const outcomes: Record<string, string> = {};
    for (const number of ["4111111111111111", "4000000000000002", "4000000000003220"]) {
      const instrument = await saved(token, number);
      const sandboxToken = await services.payments.instruments.cardToken(
        consumerNo,
        instrument.payment_instrument_id,
      );
      expect(sandboxToken).toMatch(/^tok_[A-Za-z0-9_-]{32}$/);
      const result = await services.payments.sandbox.authorise({
        token: sandboxToken,
        amountMinor: 4999,
        currency: "USD",
      });
      outcomes[number] = result.status;
    }
    expect(outcomes).toEqual({
      "4111111111111111": "AUTHORISED",
      "4000000000000002": "DECLINED",
      "4000000000003220": "CHALLENGE_REQUIRED",
    });
  });

  it("declines a card once its expiry month is over, and refuses a zero amount", async () => {
    const sandbox = services.payments.sandbox;
    const tokenised = await sandbox.tokeniseCard(card("5555555555554444", 1));
    const later = createPaymentSandbox({ db: t.db, now: () => new Date(Date.UTC(YEAR, 1, 1)) });
    const charge = { token: tokenised.token, amountMinor: 100, currency: "USD" };
    expect((await sandbox.authorise(charge)).status).toBe("AUTHORISED");
    expect((await later.authorise(charge)).status).toBe("DECLINED");
    await expect(sandbox.authorise({ ...charge, amountMinor: 0 })).rejects.toMatchObject({
      errorId: "VAL400",
      field: "amount",
    });
  });

  it("gives the same card the same fingerprint in every process, and another card another", async () => {
    const other = createPaymentSandbox({ db: t.db });
    const a = await services.payments.sandbox.tokeniseCard(card("6011111111111117"));
    const b = await other.tokeniseCard(card("6011 1111 1111 1117", 9));
    const c = await other.tokeniseCard(card("6011000990139424"));
    expect(b.fingerprint).toBe(a.fingerprint);
    expect(b.token).not.toBe(a.token);
    expect(c.fingerprint).not.toBe(a.fingerprint);
    expect(a.fingerprint).not.toContain("6011");
  });
});

describe("saved cards under concurrency and for checkout", () => {
  it("two first saves at once leave exactly one main card, which mainCard answers", async () => {
    const { token, consumerNo } = await t.registeredToken();
    expect(await services.payments.instruments.mainCard(consumerNo)).toBeNull();
    const both = await Promise.all([
      saved(token, "4111111111111111"),
      saved(token, "5555555555554444"),
    ]);
    expect(both.filter((instrument) => instrument.card.main)).toHaveLength(1);
    const main = await services.payments.instruments.mainCard(consumerNo);
    expect(main?.payment_instrument_id).toBe(
      both.find((instrument) => instrument.card.main)?.payment_instrument_id,
    );
  });

  it("hands recaptcha_response to the verifier it is given", async () => {
    const { consumerNo } = await t.registeredToken();
    const seen: string[] = [];
    const strict = createPaymentInstrumentsService({
      db: t.db,
      sandbox: services.payments.sandbox,
      botVerifier: {
        async verify(response, context) {
          seen.push(`${context.action}:${response}`);
          throw new AppError("AUT403");
        },
      },
    });
    const scope: RequestScope = {
      site: { siteId: "US", locale: "en-us", language: "en", country: "US", currency: "USD" },
      shopper: { consumerNo, consumerType: "REGISTERED" },
      correlationId: "test",
      channel: "ECOMM",
    };
    await expect(
      strict.save(scope, {
        payment_method_id: "GIFT_CARD",
        card: { number: "6036000000000013", pin: "1234" },
        recaptcha_response: "bot",
      }),
    ).rejects.toMatchObject({ errorId: "AUT403" });
    expect(seen).toEqual(["saveCard:bot"]);
  });
});
