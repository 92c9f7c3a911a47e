// databases: postgres — business rules through the API; PostgreSQL runs them faster
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { authCalls } from "../../../test/auth-calls";
import { createTestApp, errorOf, type TestApp } from "../../../test/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});
const { signedIn } = authCalls(() => t);

describe("GET /consumers-v3/consumer", () => {
  it("answers the signed-in shopper's profile, partly enrolled while details are missing", async () => {
    const { email, token } = await signedIn();
    const response = await t.call({
      method: "GET",
      url: "/consumers-v3/consumer",
      token: token.accessToken,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      consumerNo: token.consumerNo,
      consumerType: "REGISTERED",
      consumerDetails: {
        email,
        firstName: "Ada",
        lastName: "O'Brien-Smith",
        phone: null,
        employee: null,
      },
      isLoyaltyMember: false,
      partiallyEnrolled: true,
    });
  });

  it("answers 401 AUT432 to a guest and without a token", async () => {
    const guest = await t.call({
      method: "GET",
      url: "/consumers-v3/consumer",
      token: await t.guestToken(),
    });
    expect(guest.statusCode).toBe(401);
    expect(errorOf(guest)?.errorId).toBe("AUT432");
    expect((await t.call({ method: "GET", url: "/consumers-v3/consumer" })).statusCode).toBe(401);
  });
});

describe("the profile behind other areas", () => {
  it("gives an opt-in without a recipient the account's e-mail", async () => {
    const { email, token } = await signedIn();
    const response = await t.call({
      method: "POST",
      url: "/consumers-v3/consumer/subscription?locale=en-us",
      token: token.accessToken,
      payload: { subscriptions: [{ type: "Newsletter", channel: "email" }] },
    });
    expect(response.statusCode, response.body).toBeLessThan(300);
    expect(response.json()).toMatchObject({
      subscriptions: [
        expect.objectContaining({ type: "Newsletter", recipient: email, optin: true }),
      ],
    });
  });
});
