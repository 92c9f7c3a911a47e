// databases: postgres — business rules through the API; PostgreSQL runs them faster
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { authCalls, PASSWORD } from "../../../test/auth-calls";
import { createTestApp, errorOf, type TestApp } from "../../../test/test-app";
import { MAILS_PER_RECIPIENT } from "./mailer";
import { runs } from "../../../../scripts/fast-check-runs.mjs";

let t: TestApp;
const auth = authCalls(() => t);
const MAIL_REQUESTS_PER_ADDRESS = 6;

beforeAll(async () => {
  t = await createTestApp({ MAIL_REQUESTS_PER_ADDRESS: String(MAIL_REQUESTS_PER_ADDRESS) });
});
afterAll(async () => {
  await t?.close();
});

const mailsTo = async (address: string) =>
  (
    await t.db.query<{ n: number }>(
      "select count(*)::int as n from outbox where lower(to_address) = lower($1)",
      [address],
    )
  )[0]?.n ?? 0;

let addressSerial = 0;
/** A network address no other test of this file uses. */
const freshAddress = () => `198.18.${Math.floor(++addressSerial / 250)}.${addressSerial % 250}`;

const requestReset = (email: string, remoteAddress: string) =>
  t.call({
    method: "POST",
    url: "/consumers-v3/consumer/resetpassword?locale=en-us",
    payload: { email },
    remoteAddress,
  });

describe("mail floods", () => {
  it("send one recipient at most its hourly allowance, however many addresses ask", async () => {
    const { email } = await auth.signedIn();
    const asks = MAILS_PER_RECIPIENT.limit * 2;
    for (let i = 0; i < asks; i++) {
      // Each ask from a new address, so only the per-recipient limit can hold them back.
      const response = await requestReset(email, freshAddress());
      // The answer never changes: it must not tell anyone that the limit was reached.
      expect(response.statusCode).toBe(200);
    }
    expect(await mailsTo(email)).toBe(MAILS_PER_RECIPIENT.limit);
  });

  it("refuse mail-sending calls from one address past its hourly allowance with API429", async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: 4 }), async (extra) => {
        const address = freshAddress();
        for (let i = 0; i < MAIL_REQUESTS_PER_ADDRESS; i++) {
          expect((await requestReset(`nobody.${i}@example.com`, address)).statusCode).toBe(200);
        }
        for (let i = 0; i < extra; i++) {
          const refused = await requestReset("nobody@example.com", address);
          expect(refused.statusCode).toBe(429);
          expect(errorOf(refused)?.errorId).toBe("API429");
        }
        // Another address is not held back by this one.
        expect((await requestReset("nobody@example.com", freshAddress())).statusCode).toBe(200);
      }),
      { numRuns: runs(5) },
    );
  });

  it("count back-in-stock sign-ups and subscription changes under the same per-address limit", async () => {
    const address = freshAddress();
    const { token } = await t.registeredToken();
    const [sku] = await t.db.query<{ upc: string }>(
      "select upc from inventory where location_id = 'online' order by upc limit 1",
    );
    const [notify, subscribe] = [
      () =>
        t.call({
          method: "PUT",
          url: "/products/v1/notifications?locale=en-us",
          payload: { upc: sku?.upc, email: "stock@example.com" },
          remoteAddress: address,
        }),
      () =>
        t.call({
          method: "POST",
          url: "/consumers-v3/consumer/subscription?locale=en-us",
          token,
          payload: {
            subscriptions: [{ type: "Newsletter", channel: "email", recipient: "x@example.com" }],
          },
          remoteAddress: address,
        }),
    ];
    const statuses: number[] = [];
    for (let i = 0; i < MAIL_REQUESTS_PER_ADDRESS + 2; i++)
      statuses.push((await (i % 2 === 0 ? notify() : subscribe())).statusCode);
    expect(statuses.slice(0, MAIL_REQUESTS_PER_ADDRESS).every((status) => status < 400)).toBe(true);
    expect(statuses.slice(MAIL_REQUESTS_PER_ADDRESS)).toEqual([429, 429]);
  });
});

describe("subscribing someone else's address", () => {
  it("needs the double opt-in even where the site does not ask for it", async () => {
    const { accessToken: token } = (await auth.signedIn()).token;
    const stranger = `stranger.${Date.now()}@example.com`;
    const response = await t.call({
      method: "POST",
      url: "/consumers-v3/consumer/subscription?locale=en-us",
      token,
      payload: { subscriptions: [{ type: "Newsletter", channel: "email", recipient: stranger }] },
      remoteAddress: freshAddress(),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      subscriptions: [{ recipient: stranger, optin: false, doubleOptin: true }],
    });
    // The stranger gets the confirmation link; nothing else is sent until it is used.
    expect(await mailsTo(stranger)).toBe(1);
  });
});

describe("change password", () => {
  it("refuses guesses at the current password past the account's hourly allowance", async () => {
    const { accessToken: token } = (await auth.signedIn()).token;
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const response = await t.call({
        method: "POST",
        url: "/consumers-v3/consumer/changepassword",
        token,
        payload: { currentPassword: `Guess-${i}`, newPassword: "Another-pass1" },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 10).every((status) => status === 401)).toBe(true);
    expect(statuses.slice(10)).toEqual([429, 429]);
    // Even the right password waits: a guesser cannot tell when they found it.
    const right = await t.call({
      method: "POST",
      url: "/consumers-v3/consumer/changepassword",
      token,
      payload: { currentPassword: PASSWORD, newPassword: "Another-pass1" },
    });
    expect(errorOf(right)?.errorId).toBe("API429");
  });
});
