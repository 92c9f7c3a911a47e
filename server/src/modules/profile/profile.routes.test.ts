// databases: postgres — business rules through the API; PostgreSQL runs them faster
import { randomBytes } from "node:crypto";
import type { ConsumerProfileView } from "@ridgeline/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, errorOf, type TestApp } from "../../../test/test-app";

let t: TestApp;
// A small per-address limit so the look-up limit can be reached; each test uses its own address.
const LOOKUPS_PER_ADDRESS = 6;
beforeAll(async () => {
  t = await createTestApp({ SIGNIN_ATTEMPTS_PER_ADDRESS: String(LOOKUPS_PER_ADDRESS) });
});
afterAll(async () => {
  await t?.close();
});

let serial = 0;
/** A registered shopper (inserted directly: sign-up is identity's own test) and a token. */
async function shopper(details: { phone?: string; birthDate?: string; siteId?: string } = {}) {
  serial += 1;
  const consumerNo = `P${randomBytes(8).toString("hex").toUpperCase()}`;
  const email = `Grace.${serial}.${randomBytes(3).toString("hex")}@Example.com`;
  await t.db.query(
    `insert into consumers (consumer_no, email, email_key, password_hash, first_name, last_name,
       phone, birth_date, site_id)
     values ($1, $2, lower($2), 'scrypt$10$8$1$x$y', 'Grace', 'Hopper', $3, $4::date, $5)`,
    [consumerNo, email, details.phone ?? null, details.birthDate ?? null, details.siteId ?? "US"],
  );
  const { token } = await t.registeredToken({ consumerNo });
  return { consumerNo, email, token };
}

const put = (token: string, consumerProfile: unknown, query = "locale=en-us") =>
  t.call({
    method: "PUT",
    url: `/consumers-v3/consumer?${query}`,
    token,
    payload: { consumerProfile },
  });
const post = (token: string, consumerProfile: unknown, locale = "en-us") =>
  t.call({
    method: "POST",
    url: `/consumers-v3/consumer?locale=${locale}`,
    token,
    payload: { consumerProfile },
  });
const profileOf = async (token: string, query = "") => {
  const response = await t.call({ method: "GET", url: `/consumers-v3/consumer${query}`, token });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as ConsumerProfileView;
};

describe("PUT /consumers-v3/consumer", () => {
  it("updates details and preferences, storing the phone by the country's rules", async () => {
    const { token } = await shopper();
    const response = await put(token, {
      consumerDetails: {
        firstName: "Grace B.",
        lastName: "Hopper-Murray",
        phone: "(415) 555-0134",
        postalCode: "94110",
        birthDate: "1990-12-09",
        gender: "F",
      },
      preferences: { interests: "hiking|running|hiking", preferredShoeSize: "9.5" },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      consumerDetails: {
        firstName: "Grace B.",
        lastName: "Hopper-Murray",
        phone: "+14155550134",
        postalCode: "94110",
        birthDate: "1990-12-09",
        gender: "F",
      },
      preferences: { interests: "hiking|running", preferredShoeSize: "9.5" },
      partiallyEnrolled: false,
    });
    expect((await profileOf(token)).preferences.interests).toBe("hiking|running");
  });

  it("changes nothing when every value is empty, and answers the current profile", async () => {
    const { token } = await shopper({ phone: "+14155550188" });
    await put(token, { preferences: { interests: "yoga" } });
    const before = await profileOf(token);
    const response = await put(token, {
      consumerDetails: { firstName: "", lastName: " ", phone: "", postalCode: "", birthDate: "" },
      preferences: { interests: "", preferredShoeSize: "" },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual(before);
    expect((await put(token, {})).json()).toEqual(before);
  });

  it("clears optional values sent as null, but never a name", async () => {
    const { token } = await shopper({ phone: "+14155550177" });
    await put(token, { preferences: { interests: "yoga", preferredShoeSize: "42" } });
    const cleared = await put(token, {
      consumerDetails: { phone: null },
      preferences: { interests: null, preferredShoeSize: null },
    });
    expect(cleared.json()).toMatchObject({
      consumerDetails: { phone: null },
      preferences: { interests: "", preferredShoeSize: null },
    });
    const refused = await put(token, { consumerDetails: { lastName: null } });
    expect(refused.statusCode).toBe(400);
    expect(errorOf(refused)).toMatchObject({ errorId: "VAL400", field: "lastName" });
  });

  it("refuses a phone another account holds with 409 AUT444 on phone", async () => {
    await shopper({ phone: "+14155550101" });
    const { token } = await shopper();
    const response = await put(token, { consumerDetails: { phone: "+1 415 555 0101" } });
    expect(response.statusCode).toBe(409);
    expect(errorOf(response)).toMatchObject({ errorId: "AUT444", field: "phone" });
  });

  it("checks each value with the sign-up rules of the site's country", async () => {
    const { token } = await shopper();
    const cases: [unknown, number, string, string][] = [
      [{ consumerDetails: { birthDate: "2024-01-01" } }, 400, "PRO410", "birthDate"],
      [{ consumerDetails: { birthDate: "1990-02-30" } }, 400, "VAL400", "birthDate"],
      [{ consumerDetails: { phone: "12345" } }, 400, "VAL400", "phone"],
      [{ consumerDetails: { firstName: "R2D2" } }, 400, "VAL400", "firstName"],
      [{ consumerDetails: { postalCode: "9" } }, 400, "VAL400", "postalCode"],
      [{ consumerDetails: { email: "someone.else@example.com" } }, 400, "PRO418", "email"],
      [{ preferences: { interests: "running|knitting" } }, 400, "PRO412", "preferences.interests"],
      [
        { preferences: { preferredShoeSize: "99" } },
        400,
        "PRO412",
        "preferences.preferredShoeSize",
      ],
      [{ consumerDetails: { nickname: "G" } }, 400, "VAL400", "consumerProfile.consumerDetails"],
    ];
    for (const [body, status, errorId, field] of cases) {
      const response = await put(token, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(status);
      expect(errorOf(response), JSON.stringify(body)).toMatchObject({ errorId, field });
    }
  });

  it("answers PRO411 when a German shopper clears the birth date the country requires", async () => {
    const { token } = await shopper({ birthDate: "1980-05-05", siteId: "DE" });
    const response = await put(token, { consumerDetails: { birthDate: null } }, "locale=de-de");
    expect(errorOf(response)).toMatchObject({ errorId: "PRO411", field: "birthDate" });
  });

  it("answers 401 AUT432 to a guest", async () => {
    const response = await put(await t.guestToken(), { consumerDetails: { firstName: "Al" } });
    expect(response.statusCode).toBe(401);
    expect(errorOf(response)?.errorId).toBe("AUT432");
  });
});

describe("POST /consumers-v3/consumer (enrolment completion)", () => {
  it("saves details, interests and consents and enrols in loyalty in one go", async () => {
    const { token, email } = await shopper();
    const response = await post(token, {
      consumerDetails: { phone: "+14155550142", postalCode: "10001", birthDate: "1985-03-03" },
      preferences: { interests: "climbing" },
      enrollments: { loyalty: true, source: "instore_qr" },
      subscriptions: { newsletterConsent: true, smsNotificationConsent: true },
    });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json() as ConsumerProfileView;
    expect(body).toMatchObject({
      isLoyaltyMember: true,
      loyaltySummary: { points: { balance: 0 } },
      preferences: { interests: "climbing" },
      consumerDetails: { phone: "+14155550142" },
    });
    expect(body.memberId).toMatch(/^RL\d{10}$/);
    expect(body.loyaltyOptInDate).not.toBeNull();
    const subscriptions = await t.call({
      method: "GET",
      url: "/consumers-v3/consumer/subscription?locale=en-us",
      token,
    });
    expect(subscriptions.json()).toMatchObject({
      subscriptions: [
        expect.objectContaining({
          type: "Newsletter",
          channel: "email",
          recipient: email.toLowerCase(),
        }),
        expect.objectContaining({ type: "Newsletter", channel: "sms", recipient: "+14155550142" }),
      ],
    });
    // Enrolling again keeps the member id.
    const again = await post(token, { enrollments: { loyalty: true } });
    expect((again.json() as ConsumerProfileView).memberId).toBe(body.memberId);
  });

  it("saves nothing when a consent cannot be honoured (SMS without a phone)", async () => {
    const { token } = await shopper();
    const response = await post(token, {
      consumerDetails: { postalCode: "10001" },
      enrollments: { loyalty: true },
      subscriptions: { smsNotificationConsent: true },
    });
    expect(errorOf(response)).toMatchObject({ errorId: "VAL400", field: "phone" });
    const after = await profileOf(token, "?withLoyalty=true");
    expect(after).toMatchObject({
      isLoyaltyMember: false,
      memberId: null,
      loyaltySummary: null,
      consumerDetails: { postalCode: null },
    });
  });

  it("asks a German shopper joining loyalty for the birth date (PRO411)", async () => {
    const { token } = await shopper({ siteId: "DE" });
    const response = await post(token, { enrollments: { loyalty: true } }, "de-de");
    expect(errorOf(response)).toMatchObject({ errorId: "PRO411", field: "birthDate" });
  });
});

describe("GET /consumers-v3/consumer", () => {
  it("tells members apart for real, and adds the loyalty summary only with withLoyalty=true", async () => {
    const { token } = await shopper();
    expect(await profileOf(token)).toMatchObject({
      isLoyaltyMember: false,
      loyaltyOptInDate: null,
    });
    await post(token, { enrollments: { loyalty: true } });
    const plain = await profileOf(token);
    expect(plain.isLoyaltyMember).toBe(true);
    expect(plain).not.toHaveProperty("loyaltySummary");
    const full = await profileOf(token, "?withLoyalty=true&locale=en-us");
    expect(full).toMatchObject({ loyaltySummary: { points: { balance: 0 } } });
    const bad = await t.call({
      method: "GET",
      url: "/consumers-v3/consumer?withLoyalty=yes",
      token,
    });
    expect(errorOf(bad)).toMatchObject({ errorId: "VAL400", field: "withLoyalty" });
  });
});

describe("GET /consumers-v3/consumer/lookup", () => {
  const lookup = (token: string, email: string, remoteAddress: string) =>
    t.call({
      method: "GET",
      url: `/consumers-v3/consumer/lookup?email=${encodeURIComponent(email)}`,
      token,
      remoteAddress,
    });

  it("tells a guest whether an account and a membership exist for an e-mail", async () => {
    const guest = await t.guestToken();
    const member = await shopper();
    await post(member.token, { enrollments: { loyalty: true } });
    const plain = await shopper();
    const address = "10.9.0.1";
    expect((await lookup(guest, member.email.toUpperCase(), address)).json()).toMatchObject({
      accountExists: true,
      isLoyaltyMember: true,
    });
    expect((await lookup(guest, plain.email, address)).json()).toMatchObject({
      accountExists: true,
      isLoyaltyMember: false,
    });
    expect((await lookup(guest, "nobody.here@example.com", address)).json()).toEqual({
      email: "nobody.here@example.com",
      accountExists: false,
      isLoyaltyMember: false,
    });
    expect(errorOf(await lookup(guest, "not-an-email", address))).toMatchObject({
      errorId: "AUT453",
      field: "email",
    });
  });

  it("limits look-ups per network address with AUT441, and needs a token", async () => {
    const guest = await t.guestToken();
    for (let index = 0; index < LOOKUPS_PER_ADDRESS; index += 1)
      expect((await lookup(guest, `x${index}@example.com`, "10.9.0.2")).statusCode).toBe(200);
    const limited = await lookup(guest, "y@example.com", "10.9.0.2");
    expect(limited.statusCode).toBe(423);
    expect(errorOf(limited)?.errorId).toBe("AUT441");
    expect((await lookup(guest, "y@example.com", "10.9.0.3")).statusCode).toBe(200);
    const anonymous = await t.call({
      method: "GET",
      url: "/consumers-v3/consumer/lookup?email=y@example.com",
    });
    expect(errorOf(anonymous)?.errorId).toBe("AUT432");
  });
});

describe("POST /consumers-v3/consumer/retrieveUserData", () => {
  const retrieve = async (payload: Record<string, string>, remoteAddress = "10.9.1.1") =>
    t.call({
      method: "POST",
      url: "/consumers-v3/consumer/retrieveUserData",
      token: await t.guestToken(),
      payload,
      remoteAddress,
    });

  it("answers the enrolment prefill only when id and e-mail belong together", async () => {
    const { consumerNo, email, token } = await shopper();
    const ok = await retrieve({ consumerId: consumerNo, email: email.toLowerCase() });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toEqual({
      consumerId: consumerNo,
      email,
      firstName: "Grace",
      isLoyaltyMember: false,
      enrollmentComplete: false,
    });
    await post(token, {
      consumerDetails: { phone: "+14155550155", postalCode: "02139", birthDate: "1970-01-01" },
      enrollments: { loyalty: true },
    });
    expect((await retrieve({ consumerId: consumerNo, email })).json()).toMatchObject({
      isLoyaltyMember: true,
      enrollmentComplete: true,
    });
  });

  it("answers the same 404 PRO404 for an unknown id and for a wrong e-mail", async () => {
    const { consumerNo } = await shopper();
    const other = await shopper();
    const wrongEmail = await retrieve({ consumerId: consumerNo, email: other.email });
    const unknownId = await retrieve({ consumerId: "CNOSUCHCONSUMER", email: other.email });
    for (const response of [wrongEmail, unknownId]) {
      expect(response.statusCode).toBe(404);
      expect(errorOf(response)).toMatchObject({
        errorId: "PRO404",
        message: "No enrolment matches this link.",
      });
    }
    expect(errorOf(await retrieve({ consumerId: consumerNo }))).toMatchObject({
      errorId: "VAL400",
      field: "email",
    });
  });
});
