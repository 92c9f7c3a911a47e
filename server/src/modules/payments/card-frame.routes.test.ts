// databases: postgres — business rules through the API; PostgreSQL runs them faster
import { describe, expect, it } from "vitest";
import { useProviderTest } from "./provider-test.helpers";

const test = useProviderTest();

const FORM = { "content-type": "application/x-www-form-urlencoded" };
const JSON_BODY = { "content-type": "application/json", accept: "application/json" };
const BILLING = "/en-us/checkout/billing?step=card";
const NEXT_YEAR = String((new Date().getUTCFullYear() + 1) % 100).padStart(2, "0");

const BAG = "bag-card-frame-test";

const card = (overrides: Record<string, string> = {}) => ({
  basketId: BAG,
  number: "4111 1111 1111 1111",
  expiry: `07/${NEXT_YEAR}`,
  securityCode: "123",
  holder: "Ana Ortiz",
  ...overrides,
});

const postJson = (payload: object) =>
  test.t.app.inject({
    method: "POST",
    url: "/provider/v1/card-frame",
    headers: JSON_BODY,
    payload,
  });

const postForm = (payload: Record<string, string>) =>
  test.t.app.inject({
    method: "POST",
    url: "/provider/v1/card-frame",
    headers: FORM,
    payload: new URLSearchParams(payload).toString(),
  });

describe("the card frame's page", () => {
  it("may be framed by the store's own pages only, every other header as strict as elsewhere", async () => {
    const page = await test.t.app.inject({
      method: "GET",
      url: `/provider/v1/card-frame?basketId=${BAG}`,
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(`name="basketId" value="${BAG}"`);
    const policy = String(page.headers["content-security-policy"]);
    expect(policy).toContain("frame-ancestors 'self'");
    expect(policy).not.toContain("frame-ancestors 'none'");
    expect(policy).toContain("script-src 'self'");
    expect(policy).toContain("object-src 'none'");
    expect(page.headers["x-frame-options"]).toBe("SAMEORIGIN");
    expect(page.headers["x-content-type-options"]).toBe("nosniff");
    expect(page.body).toContain('autocomplete="cc-number"');
    expect(page.body).toContain('href="/provider/v1/provider.css"');
    expect(page.body).toContain('src="/provider/v1/card-frame.js"');
  });

  it("leaves every other page unframable", async () => {
    const other = await test.t.app.inject({ method: "GET", url: "/provider/v1/provider.css" });
    expect(String(other.headers["content-security-policy"])).toContain("frame-ancestors 'none'");
    expect(other.headers["x-frame-options"]).toBe("DENY");
  });

  it("serves a script that posts only to its own origin, never to every origin", async () => {
    const script = await test.t.app.inject({ method: "GET", url: "/provider/v1/card-frame.js" });
    expect(script.statusCode).toBe(200);
    expect(script.headers["content-type"]).toContain("javascript");
    expect(script.body).toContain("postMessage(");
    expect(script.body).toContain(",origin)");
    expect(script.body).not.toMatch(/postMessage\([^)]*["']\*["']/);
  });

  it.each([
    "https://evil.example/steal",
    "//evil.example/steal",
    "/\\evil.example",
    "/%2F%2Fevil.example",
    "javascript:alert(1)",
  ])("refuses a returnUrl that leaves the store (%s)", async (returnUrl) => {
    const page = await test.t.app.inject({
      method: "GET",
      url: `/provider/v1/card-frame?basketId=${BAG}&returnUrl=${encodeURIComponent(returnUrl)}`,
    });
    expect(page.statusCode).toBe(400);
    const posted = await postForm({ ...card(), returnUrl });
    expect(posted.statusCode).toBe(400);
    expect(posted.headers.location).toBeUndefined();
  });
});

describe("tokenising in the frame (JavaScript)", () => {
  it("answers only the token, last four digits, brand and BIN, and the token pays", async () => {
    const answer = await postJson(card());
    expect(answer.statusCode, answer.body).toBe(200);
    const body = answer.json() as Record<string, string>;
    expect(Object.keys(body).sort()).toEqual(["bin", "brand", "lastFour", "token"]);
    expect(body).toMatchObject({ lastFour: "1111", brand: "VISA", bin: "411111" });
    expect(answer.body).not.toContain("4111111111111111");
    const payment = await test.provider.authorise({
      reference: "attempt-card-frame-1",
      method: "CREDIT_CARD",
      token: body["token"] ?? "",
      tokenBasketId: BAG,
      amountMinor: 1000,
      currency: "USD",
      idempotencyKey: "card-frame-test-1",
    });
    expect(payment.status).toBe("AUTHORISED");
  });

  it.each([
    [{ number: "4111 1111 1111 1112" }, "VAL400", "number"],
    [{ expiry: "13/30" }, "FE309", "expiry"],
    [{ expiry: "01/20" }, "FE309", "expiry"],
    [{ expiry: "soon" }, "VAL400", "expiry"],
    [{ securityCode: "12" }, "VAL400", "securityCode"],
    [{ holder: "" }, "VAL400", "holder"],
  ])("refuses %o with %s at the frame's %s field", async (change, errorId, field) => {
    const answer = await postJson(card(change));
    expect(answer.statusCode).toBe(400);
    const [problem] = (answer.json() as { errorDetails: { errorId: string; field: string }[] })
      .errorDetails;
    expect(problem).toMatchObject({ errorId, field });
  });

  it("answers a body that is not a card with VAL400, never a 500", async () => {
    for (const payload of [{}, { number: 4111 }, { number: ["x"], expiry: null }]) {
      const answer = await postJson(payload);
      expect(answer.statusCode).toBe(400);
    }
  });
});

describe("the card frame without JavaScript", () => {
  it("hands the token back to the store's page in a POST body, never in a URL", async () => {
    const answer = await postForm({ ...card(), returnUrl: BILLING });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers.location).toBeUndefined();
    const form = /<form method="post" action="([^"]+)">([\s\S]*?)<\/form>/.exec(answer.body);
    expect(form?.[1]).toBe(BILLING.replace("&", "&amp;"));
    const token = /name="cardToken" value="(tok_[^"]+)"/.exec(form?.[2] ?? "")?.[1];
    expect(token).toMatch(/^tok_/);
    expect(form?.[2]).toContain('name="intent" value="cardFromFrame"');
    expect(form?.[2]).toContain('name="lastFour" value="1111"');
    // No link, address or header of the answer carries the token.
    for (const href of answer.body.matchAll(/(?:href|src|action)="([^"]*)"/g))
      expect(href[1]).not.toContain(token);
    for (const value of Object.values(answer.headers)) expect(String(value)).not.toContain(token);
    expect(answer.body).not.toContain("4111111111111111");
  });

  it("refuses a card without the bag the frame serves", async () => {
    const answer = await postJson({ ...card(), basketId: undefined });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ errorDetails: [{ errorId: "VAL400", field: "form" }] });
    const page = await test.t.app.inject({ method: "GET", url: "/provider/v1/card-frame" });
    expect(page.statusCode).toBe(400);
  });

  it("shows a refusal in the page, keeps the expiry and holder, never the number", async () => {
    const answer = await postForm({ ...card({ expiry: "01/20" }), returnUrl: BILLING });
    expect(answer.statusCode).toBe(400);
    expect(answer.headers["x-frame-options"]).toBe("SAMEORIGIN");
    expect(answer.body).toContain('id="expiry" name="expiry"');
    expect(answer.body).toMatch(/id="expiry-problem"[^>]*>[^<]+</);
    expect(answer.body).toContain('value="Ana Ortiz"');
    expect(answer.body).not.toContain("4111 1111 1111 1111");
    expect(answer.body).toContain(`value="${BILLING.replace("&", "&amp;")}"`);
  });

  it("refuses a form post without a returnUrl (nowhere to go back to)", async () => {
    const answer = await postForm(card());
    expect(answer.statusCode).toBe(400);
  });
});
