// databases: postgres — business rules through the API; PostgreSQL runs them faster
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { authCalls, PASSWORD } from "../../../test/auth-calls";
import { createTestApp, errorOf, type TestApp } from "../../../test/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});
const { newShopper, signUp } = authCalls(() => t);

describe("POST /consumers-v3/auth/signup", () => {
  it("creates an account and answers 201 with its number", async () => {
    const body = newShopper({
      birthDate: "1990-04-12",
      phone: "+1 (415) 555-2671",
      postalCode: "94110",
    });
    const response = await signUp(body);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({
      accountCreated: true,
      email: body.email,
      firstName: "Ada",
    });
    const [row] = await t.db.query<{ password_hash: string; phone: string }>(
      "select password_hash, phone from consumers where email = $1",
      [body.email],
    );
    expect(row?.password_hash).toMatch(/^scrypt\$10\$8\$1\$/);
    expect(row?.password_hash).not.toContain(PASSWORD);
    expect(row?.phone).toBe("+14155552671");
  });

  it("turns the sign-up's consents into subscriptions, and saves nothing when one is refused", async () => {
    const body = newShopper({
      phone: "+14155550199",
      subscriptions: { newsletterConsent: true, smsNotificationConsent: true },
    });
    const created = await signUp(body);
    expect(created.statusCode, created.body).toBe(201);
    const { consumerNo } = created.json() as { consumerNo: string };
    const rows = await t.db.query<{ type: string; channel: string }>(
      "select type, channel from consumer_subscriptions where consumer_no = $1 order by channel",
      [consumerNo],
    );
    expect(rows.map((row) => `${row.type}/${row.channel}`)).toEqual([
      "Newsletter/email",
      "Newsletter/sms",
    ]);
    const noPhone = newShopper({ subscriptions: { smsNotificationConsent: true } });
    const refused = await signUp(noPhone);
    expect(errorOf(refused)).toMatchObject({ errorId: "VAL400", field: "phone" });
    const [left] = await t.db.query<{ n: number }>(
      "select count(*)::int as n from consumers where email = $1",
      [noPhone.email],
    );
    expect(left?.n).toBe(0);
  });

  it("stores a phone by its country's rules: a UK number written the UK way on the UK site", async () => {
    const created = await signUp(newShopper({ phone: "07700 900456" }), "en-gb");
    expect(created.statusCode, created.body).toBe(201);
    const [row] = await t.db.query<{ phone: string }>(
      "select phone from consumers where consumer_no = $1",
      [(created.json() as { consumerNo: string }).consumerNo],
    );
    expect(row?.phone).toBe("+447700900456");
  });

  it("refuses an e-mail already registered, whatever its case (PRO400 on email)", async () => {
    const body = newShopper();
    await signUp(body);
    const again = await signUp({ ...body, email: ` ${body.email.toUpperCase()} ` });
    expect(again.statusCode).toBe(409);
    expect(errorOf(again)).toMatchObject({ errorId: "PRO400", field: "email" });
  });

  it("refuses a phone number already in use (AUT444 on phone)", async () => {
    await signUp(newShopper({ phone: "+447700900123" }));
    const again = await signUp(newShopper({ phone: "+44 7700 900123" }));
    expect(again.statusCode).toBe(409);
    expect(errorOf(again)).toMatchObject({ errorId: "AUT444", field: "phone" });
  });

  it.each([
    [{ firstName: "R2-D2" }, 400, "VAL400", "firstName"],
    [{ lastName: "X" }, 400, "VAL400", "lastName"],
    [{ email: "ada@example" }, 400, "AUT453", "email"],
    [{ password: "Sh0rt" }, 400, "FE872", "password"],
    [{ password: "alllowercase1" }, 400, "VAL400", "password"],
    [{ isTermsConfirmed: false }, 400, "VAL400", "isTermsConfirmed"],
    [{ birthDate: "2020-02-30" }, 400, "VAL400", "birthDate"],
    [{ birthDate: "1899-12-31" }, 400, "VAL400", "birthDate"],
    [{ phone: "12345" }, 400, "VAL400", "phone"],
  ])("refuses %o with %i %s naming the field", async (change, status, errorId, field) => {
    const response = await signUp(newShopper(change));
    expect(response.statusCode, response.body).toBe(status);
    expect(errorOf(response)).toMatchObject({ errorId, field });
  });

  it("applies the country's minimal age (13 in the US, 16 in Germany) and Germany's required birth date", async () => {
    const year = new Date().getUTCFullYear();
    const fourteen = `${year - 14}-01-01`;
    expect((await signUp(newShopper({ birthDate: fourteen }))).statusCode).toBe(201);
    const young = await signUp(newShopper({ birthDate: fourteen }), "de-de");
    expect(errorOf(young)).toMatchObject({ errorId: "PRO410", field: "birthDate" });
    const missing = await signUp(newShopper(), "de-de");
    expect(errorOf(missing)).toMatchObject({ errorId: "PRO411", field: "birthDate" });
  });
});
