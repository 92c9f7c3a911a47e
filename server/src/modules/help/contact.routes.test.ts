// databases: postgres — races decided by row locks; on PGlite's one connection requests queue, which placement-races proves (decision 0100)
import { CASE_NUMBER_PATTERN } from "@ridgeline/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, errorOf, type TestApp } from "../../../test/test-app";
import { MIN_FORM_SECONDS } from "../../platform/bot/bot-check";
import { bodySchema, fuzzBodies, nextAddress, outboxTo } from "./help-test.helpers";

/** Contact-us cases (issue 14 point 7): lists, refusals, numbers, the bot check, limits, mail. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const URL = "/consumers-v3/contactus?locale=en-us";

async function caseBody(extra: Record<string, unknown> = {}) {
  return {
    category: "ORDERS_DELIVERY",
    subject: "ORDER_STATUS",
    name: "Ada Lovelace",
    email: "ada.contact@example.com",
    message: "  My parcel has not arrived after ten days.  ",
    recaptcha_response: await t.botAnswer("contactUs"),
    ...extra,
  };
}

const send = (payload: unknown, options: { token?: string; remoteAddress?: string } = {}) =>
  t.call({
    method: "POST",
    url: URL,
    payload: payload as object,
    ...options,
    remoteAddress: options.remoteAddress ?? nextAddress(),
  });

describe("GET categorySubject", () => {
  it("lists six categories with their subjects, labelled in the site's language, cacheable", async () => {
    const en = await t.call({
      method: "GET",
      url: "/consumers-v3/contactus/categorySubject?locale=en-us",
    });
    expect(en.statusCode).toBe(200);
    expect(en.headers["cache-control"]).toContain("max-age");
    const { categories } = en.json() as {
      categories: { code: string; label: string; subjects: { code: string }[] }[];
    };
    expect(categories.map((c) => c.code)).toEqual([
      "ORDERS_DELIVERY",
      "RETURNS_REFUNDS",
      "PRODUCT",
      "ACCOUNT_LOYALTY",
      "PAYMENT",
      "OTHER",
    ]);
    for (const category of categories) expect(category.subjects.length).toBeGreaterThanOrEqual(3);
    const fr = await t.call({
      method: "GET",
      url: "/consumers-v3/contactus/categorySubject?locale=fr-fr",
    });
    const de = await t.call({
      method: "GET",
      url: "/consumers-v3/contactus/categorySubject?locale=de-de",
    });
    expect((fr.json() as { categories: { label: string }[] }).categories[1]?.label).toBe(
      "Retours et remboursements",
    );
    expect((de.json() as { categories: { label: string }[] }).categories[0]?.label).toBe(
      "Bestellungen & Lieferung",
    );
  });
});

describe("POST contactus", () => {
  it("stores the case with a readable number per site, trims the message and acknowledges it by e-mail in the shopper's language", async () => {
    const response = await send(await caseBody({ orderNumber: "US00000042" }));
    expect(response.statusCode).toBe(201);
    const { caseNumber } = response.json() as { caseNumber: string };
    expect(caseNumber).toMatch(CASE_NUMBER_PATTERN);
    expect(caseNumber).toMatch(/^C-US-\d{6}$/);
    const [row] = await t.db.query<{
      message: string;
      order_no: string;
      consumer_no: string | null;
    }>("select message, order_no, consumer_no from contact_cases where case_no = $1", [caseNumber]);
    expect(row).toEqual({
      message: "My parcel has not arrived after ten days.",
      order_no: "US00000042",
      consumer_no: null,
    });
    const mails = await outboxTo(t, "ada.contact@example.com");
    expect(mails.at(-1)?.subject).toBe(`We received your message (case ${caseNumber})`);
    expect(mails.at(-1)?.text_body).toContain("Orders & delivery: Where is my order?");

    const french = await t.call({
      method: "POST",
      url: "/consumers-v3/contactus?locale=fr-fr",
      payload: await caseBody({ email: "zoe.contact@example.com" }),
      remoteAddress: nextAddress(),
    });
    const frenchNo = (french.json() as { caseNumber: string }).caseNumber;
    expect(frenchNo).toMatch(/^C-FR-\d{6}$/);
    expect((await outboxTo(t, "zoe.contact@example.com"))[0]?.subject).toBe(
      `Nous avons bien reçu votre message (dossier ${frenchNo})`,
    );
  });

  it("keeps the shopper's consumer number when signed in", async () => {
    const { token, consumerNo } = await t.registeredToken();
    const response = await send(await caseBody(), { token });
    const { caseNumber } = response.json() as { caseNumber: string };
    const [row] = await t.db.query<{ consumer_no: string }>(
      "select consumer_no from contact_cases where case_no = $1",
      [caseNumber],
    );
    expect(row?.consumer_no).toBe(consumerNo);
  });

  it.each([
    [{ category: "NOPE" }, "VAL400", "category"],
    [{ subject: "SIZING" }, "VAL400", "subject"],
    [{ subject: "NOPE" }, "VAL400", "subject"],
    [{ email: "not-an-email" }, "VAL400", "email"],
    [{ name: "   " }, "VAL400", "name"],
    [{ message: "short" }, "VAL400", "message"],
    [{ message: "x".repeat(2001) }, "VAL400", "message"],
    [{ orderNumber: "12345" }, "VAL400", "orderNumber"],
    [{ recaptcha_response: undefined }, "AUT403", "recaptcha_response"],
    [{ recaptcha_response: "forged.answer:1" }, "AUT403", "recaptcha_response"],
  ])("refuses %j with %s at its field", async (change, errorId, field) => {
    const response = await send(await caseBody(change));
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(errorOf(response)).toMatchObject({ errorId, field });
  });

  it("accepts a bot answer once: the same answer again is refused", async () => {
    const body = await caseBody();
    expect((await send(body)).statusCode).toBe(201);
    expect(errorOf(await send(body))?.errorId).toBe("AUT403");
  });

  it("takes an unanswered challenge from a page without JavaScript only after a person's reading time", async () => {
    const challenge = (
      await t.call({ method: "GET", url: "/consumers-v3/auth/challenge?action=contactUs" })
    ).json() as { challenge: string };
    const early = await send(await caseBody({ recaptcha_response: challenge.challenge }));
    expect(errorOf(early)?.errorId).toBe("AUT403");
    const later = (
      await t.call({ method: "GET", url: "/consumers-v3/auth/challenge?action=contactUs" })
    ).json() as { challenge: string };
    await new Promise((resolve) => setTimeout(resolve, (MIN_FORM_SECONDS + 0.2) * 1000));
    const response = await send(await caseBody({ recaptcha_response: later.challenge }));
    expect(response.statusCode).toBe(201);
  });

  it("gives 50 cases sent at once 50 distinct numbers without gaps", async () => {
    const bodies = await Promise.all(
      Array.from({ length: 50 }, (_, i) => caseBody({ email: `burst.${i}@example.com` })),
    );
    const responses = await Promise.all(
      bodies.map((body) =>
        t.call({
          method: "POST",
          url: "/consumers-v3/contactus?locale=en-gb",
          payload: body,
          remoteAddress: nextAddress(),
        }),
      ),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(Array(50).fill(201));
    const numbers = responses
      .map((response) => (response.json() as { caseNumber: string }).caseNumber)
      .map((caseNumber) => Number(caseNumber.replace("C-GB-", "")))
      .sort((a, b) => a - b);
    expect(numbers).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
  });

  it("answers each shape of body generated from the schema with 201 or a catalogue code, never a 500", async () => {
    const schema = await bodySchema(t, "/consumers-v3/contactus", "post");
    const problems = await fuzzBodies(
      schema,
      {
        category: ["PRODUCT", "OTHER", "X"],
        subject: ["SIZING", "OTHER", "ORDER_STATUS"],
        email: ["a@example.com", "nope"],
        orderNumber: ["US00000001", "", "x"],
      },
      async (body) => send(body),
    );
    expect(problems).toEqual([]);
  });
});

describe("the per-address limit", () => {
  it("refuses a network past its hourly allowance of mail-sending calls with API429", async () => {
    const limited = await createTestApp({ MAIL_REQUESTS_PER_ADDRESS: "3" });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++) {
        const response = await limited.call({
          method: "POST",
          url: URL,
          payload: {
            ...(await caseBody()),
            recaptcha_response: await limited.botAnswer("contactUs"),
          },
          remoteAddress: "10.99.0.1",
        });
        statuses.push(response.statusCode);
        if (i === 3) expect(errorOf(response)?.errorId).toBe("API429");
      }
      expect(statuses).toEqual([201, 201, 201, 429]);
      // Another network is not held back.
      const other = await limited.call({
        method: "POST",
        url: URL,
        payload: {
          ...(await caseBody()),
          recaptcha_response: await limited.botAnswer("contactUs"),
        },
        remoteAddress: "10.99.0.2",
      });
      expect(other.statusCode).toBe(201);
    } finally {
      await limited.close();
    }
  });
});
