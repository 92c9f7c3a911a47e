// databases: postgres — business rules kept in transactions; what PGlite's transactions keep, the event bus and the demo reload prove (decision 0100)
import type { Subscription } from "@ridgeline/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, errorOf, type TestApp } from "../../../test/test-app";
import { authCalls } from "../../../test/auth-calls";
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

const auth = authCalls(() => t);

const URL = "/consumers-v3/consumer/subscription";
const CONFIRM_URL = "/consumers-v3/confirmsubscription";
type Item = Record<string, unknown>;

const post = (token: string, subscriptions: Item[], locale = "en-us") =>
  t.call({ method: "POST", url: `${URL}?locale=${locale}`, token, payload: { subscriptions } });
const put = (token: string, subscriptions: Item[], locale = "en-us") =>
  t.call({ method: "PUT", url: `${URL}?locale=${locale}`, token, payload: { subscriptions } });
const confirm = (token: string) => t.call({ method: "POST", url: CONFIRM_URL, payload: { token } });
const listOf = async (token: string): Promise<Subscription[]> =>
  ((await t.call({ method: "GET", url: URL, token })).json() as { subscriptions: Subscription[] })
    .subscriptions;

async function mailsTo(address: string) {
  return t.db.query<{ subject: string; text_body: string }>(
    "select subject, text_body from outbox where to_address = $1 order by created_at",
    [address],
  );
}
function linkToken(text: string): string {
  const match = /\/subscription\/confirm\?token=([A-Za-z0-9_-]{43})/.exec(text);
  if (!match?.[1]) throw new Error(`no confirmation link in ${text}`);
  return match[1];
}

describe("who may use subscriptions", () => {
  it.each(["GET", "POST", "PUT"] as const)("%s answers 401 AUT432 to a guest", async (method) => {
    const guest = await t.guestToken();
    const item = { type: "Newsletter", channel: "email", recipient: "a@example.com" };
    const payload =
      method === "GET"
        ? {}
        : { payload: { subscriptions: [method === "PUT" ? { ...item, optin: true } : item] } };
    for (const token of [guest, undefined]) {
      const response = await t.call({ method, url: URL, ...(token ? { token } : {}), ...payload });
      expect(response.statusCode).toBe(401);
      expect(errorOf(response)?.errorId).toBe("AUT432");
    }
  });
});

describe("GET, POST and PUT /consumers-v3/consumer/subscription", () => {
  it("opts in at once to the shopper's own address where no double opt-in is needed, then out and in again with dates", async () => {
    const signedIn = await auth.signedIn();
    const { accessToken: token, consumerNo } = signedIn.token;
    const own = signedIn.email.toLowerCase();
    expect(await listOf(token)).toEqual([]);
    const response = await post(token, [
      { type: "Newsletter", channel: "email", recipient: ` ${signedIn.email.toUpperCase()} ` },
    ]);
    expect(response.statusCode, response.body).toBe(200);
    const [sub] = (response.json() as { subscriptions: Subscription[] }).subscriptions;
    expect(sub).toEqual({
      type: "Newsletter",
      channel: "email",
      optin: true,
      doubleOptin: false,
      optinDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/) as string,
      optoutDate: null,
      recipient: own,
      country: "US",
      region: "NA",
    });
    expect(await mailsTo(own)).toHaveLength(0);

    const out = await put(token, [{ type: "Newsletter", channel: "email", optin: false }]);
    expect(out.statusCode, out.body).toBe(200);
    const [after] = await listOf(token);
    expect(after).toMatchObject({ optin: false, optinDate: sub?.optinDate });
    expect(after?.optoutDate).not.toBeNull();
    // A second opt-out keeps the first date.
    await t.db.query(
      "update consumer_subscriptions set optout_date = '2020-02-02T00:00:00Z', optin_date = '2020-01-01T00:00:00Z' where consumer_no = $1",
      [consumerNo],
    );
    await put(token, [{ type: "Newsletter", channel: "email", optin: false }]);
    expect((await listOf(token))[0]?.optoutDate).toBe("2020-02-02T00:00:00.000Z");
    // Opting in again (the stored address) sets a new optinDate and clears optoutDate.
    const again = await put(token, [{ type: "Newsletter", channel: "email", optin: true }]);
    expect(again.statusCode, again.body).toBe(200);
    const [back] = await listOf(token);
    expect(back).toMatchObject({ optin: true, optoutDate: null, recipient: own });
    expect(back?.optinDate).not.toBe("2020-01-01T00:00:00.000Z");
  });

  it("keeps SMS subscriptions to a +dialCode+number phone", async () => {
    const { token } = await t.registeredToken();
    const response = await post(
      token,
      [{ type: "Newsletter", channel: "sms", recipient: "+15551234567" }],
      "de-de",
    );
    expect(response.statusCode, response.body).toBe(200);
    // No double opt-in for SMS, even in Germany.
    expect((await listOf(token))[0]).toMatchObject({
      channel: "sms",
      optin: true,
      doubleOptin: false,
      recipient: "+15551234567",
      country: "DE",
      region: "EMEA",
    });
  });

  it("opting out of something never subscribed changes nothing", async () => {
    const { token } = await t.registeredToken();
    const response = await put(token, [{ type: "Loyalty", channel: "email", optin: false }]);
    expect(response.json()).toEqual({ subscriptions: [] });
  });

  it.each([
    [
      "a phone without +",
      { type: "Newsletter", channel: "sms", recipient: "015112345678" },
      "VAL400",
    ],
    [
      "a phone of 7 digits",
      { type: "Newsletter", channel: "sms", recipient: "+1234567" },
      "VAL400",
    ],
    [
      "a phone of 16 digits",
      { type: "Newsletter", channel: "sms", recipient: "+1234567890123456" },
      "VAL400",
    ],
    [
      "an e-mail that is not one",
      { type: "Newsletter", channel: "email", recipient: "ana@example" },
      "AUT453",
    ],
    ["no recipient the first time", { type: "LoyaltyNewsletter", channel: "email" }, "VAL400"],
  ])(
    "answers %s with 400 %s naming the recipient, changing nothing",
    async (_label, item, errorId) => {
      const { token } = await t.registeredToken();
      const ok = { type: "Loyalty", channel: "email", recipient: "ok@example.com" };
      const response = await post(token, [ok, item]);
      expect(response.statusCode).toBe(400);
      expect(errorOf(response)).toMatchObject({ errorId, field: "subscriptions.1.recipient" });
      expect(await listOf(token)).toEqual([]);
    },
  );

  it.each([
    ["POST", [], "subscriptions"],
    [
      "POST",
      [{ type: "Promo", channel: "email", recipient: "a@example.com" }],
      "subscriptions.0.type",
    ],
    [
      "POST",
      [{ type: "Newsletter", channel: "fax", recipient: "a@example.com" }],
      "subscriptions.0.channel",
    ],
    [
      "POST",
      [
        { type: "Newsletter", channel: "email" },
        { type: "Newsletter", channel: "email" },
      ],
      "subscriptions",
    ],
    ["PUT", [{ type: "Newsletter", channel: "email" }], "subscriptions.0.optin"],
    ["PUT", [{ type: "Newsletter", channel: "email", optin: "yes" }], "subscriptions.0.optin"],
  ] as const)("%s %j answers 400 VAL400 naming %s", async (method, items, field) => {
    const { token } = await t.registeredToken();
    const response = await (method === "POST" ? post : put)(token, [...items]);
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toMatchObject({ errorId: "VAL400", field });
  });
});

describe("double opt-in (DE and AT e-mail)", () => {
  it("keeps e-mail opt-ins pending until the one e-mailed link confirms them, once", async () => {
    const { token } = await t.registeredToken();
    const address = "klara@example.de";
    const response = await post(
      token,
      [
        { type: "Newsletter", channel: "email", recipient: address },
        { type: "LoyaltyNewsletter", channel: "email", recipient: address },
      ],
      "de-de",
    );
    expect(response.statusCode, response.body).toBe(200);
    for (const sub of await listOf(token)) {
      expect(sub).toMatchObject({
        optin: false,
        doubleOptin: true,
        optinDate: null,
        optoutDate: null,
        country: "DE",
      });
    }
    const mails = await mailsTo(address);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe("Bitte bestätigen Sie Ihr Abonnement");
    expect(mails[0]?.text_body).toContain("/de-de/subscription/confirm?token=");
    const link = linkToken(mails[0]?.text_body ?? "");

    const confirmed = await confirm(link);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const subs = (confirmed.json() as { subscriptions: Subscription[] }).subscriptions;
    expect(subs.map((sub) => [sub.type, sub.optin, sub.doubleOptin])).toEqual([
      ["Newsletter", true, true],
      ["LoyaltyNewsletter", true, true],
    ]);
    expect(subs[0]?.optinDate).not.toBeNull();

    const twice = await confirm(link);
    expect(twice.statusCode).toBe(410);
    expect(errorOf(twice)).toMatchObject({ errorId: "AUT402", field: "token" });
  });

  it("refuses an expired link, and a link whose subscription was opted out meanwhile", async () => {
    const { token } = await t.registeredToken();
    const address = "expired@example.at";
    await post(token, [{ type: "Newsletter", channel: "email", recipient: address }], "de-de");
    await t.db.query(
      "update subscription_confirmations set expires_at = now() - interval '1 minute' where recipient = $1",
      [address],
    );
    const expired = await confirm(linkToken((await mailsTo(address))[0]?.text_body ?? ""));
    expect(errorOf(expired)).toMatchObject({ errorId: "AUT402", field: "token" });
    expect((await listOf(token))[0]).toMatchObject({ optin: false, doubleOptin: true });

    // Asked again: a new link; opted out before using it: the link confirms nothing.
    await post(token, [{ type: "Newsletter", channel: "email" }], "de-de");
    const mails = await mailsTo(address);
    expect(mails).toHaveLength(2);
    await put(token, [{ type: "Newsletter", channel: "email", optin: false }], "de-de");
    const late = await confirm(linkToken(mails[1]?.text_body ?? ""));
    expect(late.statusCode).toBe(410);
    expect((await listOf(token))[0]).toMatchObject({ optin: false });
    expect((await listOf(token))[0]?.optoutDate).not.toBeNull();
  });

  it("answers VAL400 to a malformed token, ATTR300 without a body, AUT402 to an unknown one", async () => {
    expect(errorOf(await confirm("short"))).toMatchObject({ errorId: "VAL400", field: "token" });
    const empty = await t.call({ method: "POST", url: CONFIRM_URL });
    expect(errorOf(empty)?.errorId).toBe("ATTR300");
    const unknown = await confirm("a".repeat(43));
    expect(unknown.statusCode).toBe(410);
    expect(errorOf(unknown)?.errorId).toBe("AUT402");
  });
});

describe("a sign-up's consents, as the event delivers them", () => {
  it("become subscriptions once, whatever how often the event is delivered", async () => {
    const { token, consumerNo } = await t.registeredToken();
    const signedUp = {
      consumerNo,
      site: {
        siteId: "DE",
        locale: "de-de",
        language: "de",
        country: "DE",
        currency: "EUR" as const,
      },
      contact: { email: "twice@example.de", phone: null },
      consents: { newsletterConsent: true },
      loyaltyEnrollment: false,
    };
    // At least once: the same sign-up heard twice (a redelivery after a crash).
    for (let delivery = 0; delivery < 2; delivery++)
      await services.events.transaction((tx) =>
        services.events.publish(tx, "shopperSignedUp", signedUp),
      );
    const subs = await listOf(token);
    expect(subs.map((sub) => [sub.type, sub.channel, sub.optin, sub.doubleOptin])).toEqual([
      ["Newsletter", "email", false, true],
    ]);
    expect(await mailsTo("twice@example.de")).toHaveLength(1);
  });
});

describe("subscribeAtSignUp", () => {
  const site = (country: string, locale: string, language: string) => ({
    siteId: country,
    locale,
    language,
    country,
    currency: "USD" as const,
  });

  it("turns the sign-up consents into subscriptions, SMS to the phone", async () => {
    const { token, consumerNo } = await t.registeredToken();
    const subs = await services.subscriptions.subscribeAtSignUp(
      consumerNo,
      {
        newsletterConsent: true,
        smsNotificationConsent: true,
        loyaltyEnrollment: true,
        loyaltyNewsletterConsent: false,
      },
      site("US", "en-us", "en"),
      { email: "New@Example.com", phone: "+12025550123" },
    );
    expect(subs.map((sub) => [sub.type, sub.channel, sub.optin, sub.recipient])).toEqual([
      ["Newsletter", "email", true, "new@example.com"],
      ["Newsletter", "sms", true, "+12025550123"],
      ["Loyalty", "email", true, "new@example.com"],
    ]);
    expect(await listOf(token)).toEqual(subs);
  });

  it("sends one confirmation in Germany and refuses SMS consent without a valid phone", async () => {
    const { consumerNo } = await t.registeredToken();
    const subs = await services.subscriptions.subscribeAtSignUp(
      consumerNo,
      { newsletterConsent: true, loyaltyNewsletterConsent: true },
      site("DE", "de-de", "de"),
      { email: "signup@example.de" },
    );
    expect(subs.every((sub) => sub.doubleOptin && !sub.optin)).toBe(true);
    expect(await mailsTo("signup@example.de")).toHaveLength(1);
    const other = await t.registeredToken();
    await expect(
      services.subscriptions.subscribeAtSignUp(
        other.consumerNo,
        { smsNotificationConsent: true },
        site("US", "en-us", "en"),
        { email: "x@example.com", phone: "2025550123" },
      ),
    ).rejects.toMatchObject({ errorId: "VAL400", field: "phone" });
    expect(
      await services.subscriptions.subscribeAtSignUp(
        other.consumerNo,
        {},
        site("US", "en-us", "en"),
        { email: "x@example.com" },
      ),
    ).toEqual([]);
  });

  it("runs in the caller's transaction, so a sign-up that fails later leaves no subscription", async () => {
    const { token, consumerNo } = await t.registeredToken();
    await expect(
      t.db.transaction(async (tx) => {
        const subs = await services.subscriptions.subscribeAtSignUp(
          consumerNo,
          { newsletterConsent: true },
          site("DE", "de-de", "de"),
          { email: "rollback@example.de" },
          tx,
        );
        expect(subs).toHaveLength(1);
        throw new Error("the sign-up failed later");
      }),
    ).rejects.toThrow("the sign-up failed later");
    expect(await listOf(token)).toEqual([]);
    expect(await mailsTo("rollback@example.de")).toEqual([]);
  });
});
