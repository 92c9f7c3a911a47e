// databases: postgres — repeats meet the database's locks; on PGlite's one connection they queue, which placement-requests proves (decision 0100)
import { describe, expect, it } from "vitest";
import type { ProviderPayment } from "./index";
import { newAttempt, newKey, providerChecks, useProviderTest } from "./provider-test.helpers";

const test = useProviderTest();
const key = newKey;
const attempt = newAttempt;
const { cardInput, authoriseCard, stored, count } = providerChecks(test);

describe("authorising a card", () => {
  it.each([
    ["4111111111111111", "AUTHORISED", null],
    ["4000000000000002", "DECLINED", "PAY400"],
    ["4000000000000259", "DECLINED", "PYT402"],
    ["4000000000000069", "DECLINED", "FE309"],
  ])("%s answers %s %s", async (number, status, declineCode) => {
    const payment = await authoriseCard(number, 4999);
    expect(payment).toMatchObject({
      status,
      declineCode,
      action: null,
      amountMinor: 4999,
      capturedMinor: 0,
      currency: "USD",
      method: "CREDIT_CARD",
    });
    expect(await stored(payment.paymentId)).toMatchObject({ status, decline_code: declineCode });
  });

  it("asks for 3-D Secure; Y authorises, N declines with PAY400", async () => {
    const first = await authoriseCard("4000000000003220");
    expect(first.status).toBe("ACTION_REQUIRED");
    expect(first.action).toEqual({
      kind: "THREEDS",
      url: `/provider/v1/threeds/${first.paymentId}`,
    });
    const yes = await test.provider.completeAction(first.paymentId, "Y", key());
    expect(yes).toMatchObject({ status: "AUTHORISED", action: null, declineCode: null });

    const second = await authoriseCard("5200000000001096");
    const no = await test.provider.completeAction(second.paymentId, "N", key());
    expect(no).toMatchObject({ status: "DECLINED", declineCode: "PAY400" });
    await expect(test.provider.completeAction(second.paymentId, "Y", key())).rejects.toMatchObject({
      errorId: "PAY400",
      field: "status",
    });
  });

  it("refuses an unknown token with PYT404 and bad input with VAL400 and its field", async () => {
    const input = await cardInput(100);
    await expect(test.provider.authorise({ ...input, token: "tok_nothing" })).rejects.toMatchObject(
      {
        errorId: "PYT404",
        field: "token",
      },
    );
    // Outside input may be anything: these are the shapes a careless caller could send.
    const refusals: [Record<string, unknown>, string][] = [
      [{ amountMinor: 0 }, "amountMinor"],
      [{ amountMinor: 10.5 }, "amountMinor"],
      [{ currency: "usd" }, "currency"],
      [{ token: undefined }, "token"],
      [{ reference: "" }, "reference"],
      [{ idempotencyKey: "" }, "idempotencyKey"],
      [{ method: "CASH" }, "method"],
    ];
    for (const [change, field] of refusals) {
      await expect(
        test.provider.authorise({ ...input, ...change } as unknown as typeof input),
        field,
      ).rejects.toMatchObject({ errorId: "VAL400", field });
    }
    expect(await count("provider_payments where reference = $1", [input.reference])).toBe(0);
  });
});

describe("capture, void and refund", () => {
  it("captures part of an authorisation, refunds it in two parts, and stores each step", async () => {
    const payment = await authoriseCard("4111111111111111", 10000);
    expect(await test.provider.capture(payment.paymentId, 8000, key())).toMatchObject({
      status: "CAPTURED",
      capturedMinor: 8000,
    });
    expect(await test.provider.refund(payment.paymentId, 3000, key())).toMatchObject({
      status: "PARTLY_REFUNDED",
      refundedMinor: 3000,
    });
    expect(await test.provider.refund(payment.paymentId, 5000, key())).toMatchObject({
      status: "REFUNDED",
      refundedMinor: 8000,
    });
    expect(await stored(payment.paymentId)).toEqual({
      status: "REFUNDED",
      amount_minor: 10000,
      captured_minor: 8000,
      refunded_minor: 8000,
      decline_code: null,
    });
  });

  it("refuses moves the state machine does not allow, and they change nothing", async () => {
    const voided = await authoriseCard("4111111111111111", 5000);
    await test.provider.void(voided.paymentId, key());
    const declined = await authoriseCard("4000000000000002", 5000);
    const open = await authoriseCard("4111111111111111", 5000);
    const refusals: [() => Promise<ProviderPayment>, string][] = [
      [() => test.provider.capture(voided.paymentId, 100, key()), "status"],
      [() => test.provider.refund(voided.paymentId, 100, key()), "status"],
      [() => test.provider.capture(declined.paymentId, 100, key()), "status"],
      [() => test.provider.void(declined.paymentId, key()), "status"],
      [() => test.provider.refund(open.paymentId, 100, key()), "status"],
      [() => test.provider.capture(open.paymentId, 5001, key()), "amountMinor"],
    ];
    for (const [refusal, field] of refusals) {
      await expect(refusal()).rejects.toMatchObject({ errorId: "PAY400", field });
    }
    expect(await stored(voided.paymentId)).toMatchObject({ status: "VOIDED", captured_minor: 0 });
    expect(await stored(declined.paymentId)).toMatchObject({ status: "DECLINED" });
    expect(await stored(open.paymentId)).toMatchObject({ status: "AUTHORISED", captured_minor: 0 });
    // A refused operation leaves no answer behind under its key.
    const ids = [voided.paymentId, declined.paymentId, open.paymentId];
    expect(
      await count("provider_operations where payment_id = any($1) and operation <> 'authorise'", [
        ids,
      ]),
    ).toBe(1);

    const captured = await test.provider.capture(open.paymentId, 5000, key());
    expect(captured.status).toBe("CAPTURED");
    await expect(test.provider.void(open.paymentId, key())).rejects.toMatchObject({
      field: "status",
    });
    await expect(test.provider.capture(open.paymentId, 1, key())).rejects.toMatchObject({
      field: "status",
    });
    await expect(test.provider.refund(open.paymentId, 5001, key())).rejects.toMatchObject({
      field: "amountMinor",
    });
    await expect(test.provider.capture("pay_nothing", 1, key())).rejects.toMatchObject({
      errorId: "PYT404",
      field: "paymentId",
    });
  });
});

describe("idempotency", () => {
  it("a repeated operation answers its first outcome and moves money once", async () => {
    const input = await cardInput(7000);
    const first = await test.provider.authorise(input);
    expect(await test.provider.authorise(input)).toEqual(first);
    await expect(test.provider.authorise({ ...input, amountMinor: 7001 })).rejects.toMatchObject({
      errorId: "VAL400",
      field: "idempotencyKey",
    });
    expect(await count("provider_payments where reference = $1", [input.reference])).toBe(1);

    const captureKey = key();
    const captured = await test.provider.capture(first.paymentId, 7000, captureKey);
    expect(await test.provider.capture(first.paymentId, 7000, captureKey)).toEqual(captured);
    const refundKey = key();
    const refunded = await test.provider.refund(first.paymentId, 2000, refundKey);
    expect(await test.provider.refund(first.paymentId, 2000, refundKey)).toEqual(refunded);
    expect(await stored(first.paymentId)).toMatchObject({
      captured_minor: 7000,
      refunded_minor: 2000,
    });
  });

  it("refuses a key reused for another operation or payment (VAL400 idempotencyKey)", async () => {
    const a = await authoriseCard("4111111111111111");
    const b = await authoriseCard("4111111111111111");
    const shared = key();
    await test.provider.capture(a.paymentId, 100, shared);
    await expect(test.provider.capture(b.paymentId, 100, shared)).rejects.toMatchObject({
      errorId: "VAL400",
      field: "idempotencyKey",
    });
    await expect(test.provider.void(a.paymentId, shared)).rejects.toMatchObject({
      field: "idempotencyKey",
    });
    expect(await stored(b.paymentId)).toMatchObject({ status: "AUTHORISED", captured_minor: 0 });
  });

  it("twelve identical authorisations at once make one payment and all answer it", async () => {
    const input = await cardInput(2500);
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => test.provider.authorise(input)),
    );
    expect(new Set(answers.map((answer) => answer.paymentId)).size).toBe(1);
    for (const answer of answers) expect(answer).toEqual(answers[0]);
    expect(await count("provider_payments where reference = $1", [input.reference])).toBe(1);
  });

  it("twelve identical captures and refunds at once move the money once", async () => {
    const payment = await authoriseCard("4111111111111111", 9000);
    const captureKey = key();
    const captures = await Promise.all(
      Array.from({ length: 12 }, () => test.provider.capture(payment.paymentId, 9000, captureKey)),
    );
    for (const answer of captures) expect(answer).toEqual(captures[0]);
    const refundKey = key();
    const refunds = await Promise.all(
      Array.from({ length: 12 }, () => test.provider.refund(payment.paymentId, 1000, refundKey)),
    );
    for (const answer of refunds) expect(answer).toEqual(refunds[0]);
    expect(await stored(payment.paymentId)).toMatchObject({
      status: "PARTLY_REFUNDED",
      captured_minor: 9000,
      refunded_minor: 1000,
    });
  });

  it("ten different refunds at once never refund more than was captured", async () => {
    const payment = await authoriseCard("4111111111111111", 10000);
    await test.provider.capture(payment.paymentId, 10000, key());
    const results = await Promise.allSettled(
      Array.from({ length: 10 }, () => test.provider.refund(payment.paymentId, 3000, key())),
    );
    const done = results.filter((result) => result.status === "fulfilled");
    const refused = results.filter((result) => result.status === "rejected");
    expect(done).toHaveLength(3);
    for (const result of refused) {
      expect(result.reason).toMatchObject({ errorId: "PAY400", field: "amountMinor" });
    }
    expect(await stored(payment.paymentId)).toMatchObject({
      status: "PARTLY_REFUNDED",
      refunded_minor: 9000,
    });
  });

  it("a capture and a void at once: exactly one wins", async () => {
    const payment = await authoriseCard("4111111111111111", 4000);
    const [capture, voiding] = await Promise.allSettled([
      test.provider.capture(payment.paymentId, 4000, key()),
      test.provider.void(payment.paymentId, key()),
    ]);
    expect([capture.status, voiding.status].sort()).toEqual(["fulfilled", "rejected"]);
    const row = await stored(payment.paymentId);
    expect(row?.status === "CAPTURED" ? row.captured_minor : 0).toBe(
      capture.status === "fulfilled" ? 4000 : 0,
    );
  });
});

describe("Klarna and PayPal sessions", () => {
  async function session(method: "KLARNA" | "PAYPAL", reference: string, amountMinor = 6000) {
    return test.provider.createSession({
      method,
      reference,
      amountMinor,
      currency: "USD",
      returnUrl: "/en-us/checkout/summary",
    });
  }

  it("authorises an approved session once; unapproved, cancelled or reused sessions get PAY400", async () => {
    const reference = attempt();
    const klarna = await session("KLARNA", reference);
    expect(klarna.approvalUrl).toBe(`/provider/v1/sessions/${klarna.sessionId}`);
    const pay = (sessionId: string, method: "KLARNA" | "PAYPAL" = "KLARNA") =>
      test.provider.authorise({
        reference,
        method,
        sessionId,
        amountMinor: 6000,
        currency: "USD",
        idempotencyKey: key(),
      });

    expect(await pay(klarna.sessionId)).toMatchObject({
      status: "DECLINED",
      declineCode: "PAY400",
    });
    await test.provider.approveSession(klarna.sessionId, "approved");
    await test.provider.approveSession(klarna.sessionId, "approved");
    expect(await pay(klarna.sessionId, "PAYPAL")).toMatchObject({ status: "DECLINED" });
    const authorised = await pay(klarna.sessionId);
    expect(authorised).toMatchObject({ status: "AUTHORISED", method: "KLARNA", amountMinor: 6000 });
    expect(await pay(klarna.sessionId)).toMatchObject({
      status: "DECLINED",
      declineCode: "PAY400",
    });

    const paypal = await session("PAYPAL", reference);
    await test.provider.approveSession(paypal.sessionId, "cancelled");
    expect(await pay(paypal.sessionId, "PAYPAL")).toMatchObject({ status: "DECLINED" });
    await expect(test.provider.approveSession(paypal.sessionId, "approved")).rejects.toMatchObject({
      errorId: "PAY400",
      field: "sessionId",
    });
    await expect(test.provider.approveSession("ses_nothing", "approved")).rejects.toMatchObject({
      errorId: "PYT404",
    });
    expect(await pay("ses_nothing")).toMatchObject({ status: "DECLINED", declineCode: "PAY400" });
  });

  it("twelve authorisations of one approved session at once: one is authorised", async () => {
    const reference = attempt();
    const paypal = await session("PAYPAL", reference, 1500);
    await test.provider.approveSession(paypal.sessionId, "approved");
    const answers = await Promise.all(
      Array.from({ length: 12 }, () =>
        test.provider.authorise({
          reference,
          method: "PAYPAL",
          sessionId: paypal.sessionId,
          amountMinor: 1500,
          currency: "USD",
          idempotencyKey: key(),
        }),
      ),
    );
    expect(answers.filter((answer) => answer.status === "AUTHORISED")).toHaveLength(1);
    expect(answers.filter((answer) => answer.status === "DECLINED")).toHaveLength(11);
  });

  it("only sends the shopper back to a path of the store", async () => {
    for (const returnUrl of ["https://evil.example/", "//evil.example/x", "/\\evil.example", ""]) {
      await expect(
        test.provider.createSession({
          method: "PAYPAL",
          reference: attempt(),
          amountMinor: 100,
          currency: "USD",
          returnUrl,
        }),
        returnUrl,
      ).rejects.toMatchObject({ errorId: "VAL400", field: "returnUrl" });
    }
  });
});

describe("paymentsFor", () => {
  it("lists an attempt's payments oldest first, and no other attempt's", async () => {
    const reference = attempt();
    const first = await authoriseCard("4111111111111111", 1000, reference);
    const second = await authoriseCard("4000000000000002", 2000, reference);
    await authoriseCard("4111111111111111", 3000);
    await test.provider.void(first.paymentId, key());
    const listed = await test.provider.paymentsFor(reference);
    expect(listed.map((payment) => [payment.paymentId, payment.status])).toEqual([
      [first.paymentId, "VOIDED"],
      [second.paymentId, "DECLINED"],
    ]);
    expect(await test.provider.paymentsFor(attempt())).toEqual([]);
  });
});
