// databases: postgres — business rules through the API; PostgreSQL runs them faster
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { cardToken, useProviderTest } from "./provider-test.helpers";

const test = useProviderTest();

const FORM = { "content-type": "application/x-www-form-urlencoded" };
const SUMMARY = "/en-us/checkout/summary";

async function challenged(): Promise<string> {
  const payment = await test.provider.authorise({
    reference: `attempt-${randomUUID()}`,
    method: "CREDIT_CARD",
    token: await cardToken(test, "4000000000003220"),
    amountMinor: 4999,
    currency: "USD",
    idempotencyKey: randomUUID(),
  });
  expect(payment.status).toBe("ACTION_REQUIRED");
  return payment.paymentId;
}

function postForm(url: string, payload: string) {
  return test.t.app.inject({ method: "POST", url, headers: FORM, payload });
}

async function statusOf(paymentId: string): Promise<string | undefined> {
  const [row] = await test.t.db.query<{ status: string }>(
    "select status from provider_payments where payment_id = $1",
    [paymentId],
  );
  return row?.status;
}

describe("the 3-D Secure challenge page", () => {
  it("shows the amount, and Complete authorises and sends the shopper back to the store", async () => {
    const paymentId = await challenged();
    const url = `/provider/v1/threeds/${paymentId}?returnUrl=${encodeURIComponent(SUMMARY)}`;
    const page = await test.t.app.inject({ method: "GET", url });
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-type"]).toContain("text/html");
    expect(page.body).toContain("$49.99");
    expect(page.body).toContain('value="Y">Complete</button>');
    expect(page.body).toContain('value="N">Fail</button>');

    const post = (result: string) =>
      postForm(
        `/provider/v1/threeds/${paymentId}`,
        new URLSearchParams({ result, returnUrl: SUMMARY }).toString(),
      );
    const answer = await post("Y");
    expect(answer.statusCode).toBe(303);
    expect(answer.headers.location).toBe(`${SUMMARY}?paymentId=${paymentId}&threeDS2Result=Y`);
    expect(await statusOf(paymentId)).toBe("AUTHORISED");
    // A second submit (back button, another tab) changes nothing, and says so.
    const again = await post("N");
    expect(again.statusCode).toBe(303);
    expect(again.headers.location).toBe(`${SUMMARY}?paymentId=${paymentId}&threeDS2Result=Y`);
    expect(await statusOf(paymentId)).toBe("AUTHORISED");
    expect((await test.t.app.inject({ method: "GET", url })).statusCode).toBe(404);
  });

  it("Fail declines the payment", async () => {
    const paymentId = await challenged();
    const answer = await postForm(
      `/provider/v1/threeds/${paymentId}`,
      `result=N&returnUrl=${encodeURIComponent(SUMMARY)}`,
    );
    expect(answer.statusCode).toBe(303);
    expect(answer.headers.location).toBe(`${SUMMARY}?paymentId=${paymentId}&threeDS2Result=N`);
    expect(await statusOf(paymentId)).toBe("DECLINED");
  });

  it("never sends the shopper to another site, and does nothing then", async () => {
    const paymentId = await challenged();
    for (const returnUrl of ["https://evil.example/x", "//evil.example/x", "/\\evil.example"]) {
      const page = await test.t.app.inject({
        method: "GET",
        url: `/provider/v1/threeds/${paymentId}?returnUrl=${encodeURIComponent(returnUrl)}`,
      });
      expect(page.statusCode, returnUrl).toBe(400);
      const answer = await postForm(
        `/provider/v1/threeds/${paymentId}`,
        new URLSearchParams({ result: "Y", returnUrl }).toString(),
      );
      expect(answer.statusCode, returnUrl).toBe(400);
      expect(answer.headers.location).toBeUndefined();
    }
    expect(await statusOf(paymentId)).toBe("ACTION_REQUIRED");
  });

  it("answers 404 for a payment it does not know", async () => {
    const page = await test.t.app.inject({
      method: "GET",
      url: `/provider/v1/threeds/pay_nothing?returnUrl=${encodeURIComponent(SUMMARY)}`,
    });
    expect(page.statusCode).toBe(404);
  });
});

describe("the Klarna and PayPal approval page", () => {
  async function session(method: "KLARNA" | "PAYPAL") {
    const reference = `attempt-${randomUUID()}`;
    const created = await test.provider.createSession({
      method,
      reference,
      amountMinor: 12000,
      currency: "USD",
      returnUrl: "/en-us/checkout/billing?step=2",
    });
    return { reference, ...created };
  }

  const authorise = (reference: string, sessionId: string, method: "KLARNA" | "PAYPAL") =>
    test.provider.authorise({
      reference,
      method,
      sessionId,
      amountMinor: 12000,
      currency: "USD",
      idempotencyKey: randomUUID(),
    });

  it("Approve lets the session pay and sends the shopper back with the outcome", async () => {
    const { reference, sessionId, approvalUrl } = await session("KLARNA");
    const page = await test.t.app.inject({ method: "GET", url: approvalUrl });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain("Pay with Klarna");
    expect(page.body).toContain("$120.00");
    const answer = await postForm(approvalUrl, "outcome=approved");
    expect(answer.statusCode).toBe(303);
    expect(answer.headers.location).toBe(
      `/en-us/checkout/billing?step=2&sessionId=${sessionId}&outcome=approved`,
    );
    expect((await authorise(reference, sessionId, "KLARNA")).status).toBe("AUTHORISED");
    expect((await test.t.app.inject({ method: "GET", url: approvalUrl })).statusCode).toBe(404);
  });

  it("Cancel leaves the session unable to pay (PAY400)", async () => {
    const { reference, sessionId, approvalUrl } = await session("PAYPAL");
    const answer = await postForm(approvalUrl, "outcome=cancelled");
    expect(answer.statusCode).toBe(303);
    expect(answer.headers.location).toContain("outcome=cancelled");
    expect(await authorise(reference, sessionId, "PAYPAL")).toMatchObject({
      status: "DECLINED",
      declineCode: "PAY400",
    });
  });

  it("refuses an unknown outcome and answers 404 for an unknown session", async () => {
    const { approvalUrl } = await session("PAYPAL");
    const odd = await postForm(approvalUrl, "outcome=maybe");
    expect(odd.statusCode).toBe(400);
    const unknown = await postForm("/provider/v1/sessions/ses_nothing", "outcome=approved");
    expect(unknown.statusCode).toBe(404);
  });
});

describe("the provider pages' stylesheet", () => {
  it("is served from the provider's path as CSS, and every page links it", async () => {
    const css = await test.t.call({ method: "GET", url: "/provider/v1/provider.css" });
    expect(css.statusCode).toBe(200);
    expect(css.headers["content-type"]).toMatch(/^text\/css/);
    expect(css.body).toContain("main{");
    const notFound = await test.t.call({
      method: "GET",
      url: "/provider/v1/threeds/pay_nope?returnUrl=/en-us/checkout",
    });
    expect(notFound.body).toContain('<link rel="stylesheet" href="/provider/v1/provider.css">');
  });
});
