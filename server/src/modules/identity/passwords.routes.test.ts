// databases: postgres — business rules kept in transactions; what PGlite's transactions keep, the event bus and the demo reload prove (decision 0100)
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createRateLimits, databaseRateLimitStore } from "../../platform/rate-limit/rate-limits";
import { createShopper, signInShopper, TEST_PASSWORD } from "../../../test/shoppers";
import { createTestApp, errorOf, type TestApp } from "../../../test/test-app";
import type { Db } from "../../platform/database/db.types";
import { createMailer } from "../../platform/mail/mailer";
import { createPasswordsService } from "./passwords.service";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const NEW_PASSWORD = "Switchback77";
const profile = (token: string) => t.call({ method: "GET", url: "/consumers-v3/consumer", token });
const change = (token: string, body: Record<string, unknown>) =>
  t.call({ method: "POST", url: "/consumers-v3/consumer/changepassword", token, payload: body });
const askReset = (email: string) =>
  t.call({
    method: "POST",
    url: "/consumers-v3/consumer/resetpassword?locale=en-gb",
    payload: { email },
  });
const confirmReset = (body: Record<string, unknown>) =>
  t.call({ method: "POST", url: "/consumers-v3/confirmforgotpassword", payload: body });

/** The reset link mailed to an address (the latest one). */
async function mailedToken(email: string): Promise<string> {
  const [mail] = await t.db.query<{ text_body: string }>(
    "select text_body from outbox where to_address = $1 order by created_at desc limit 1",
    [email],
  );
  const token = /\/en-gb\/reset-password\?token=([A-Za-z0-9_-]+)/.exec(mail?.text_body ?? "")?.[1];
  if (!token) throw new Error(`no reset link mailed to ${email}`);
  return token;
}

describe("POST /consumers-v3/consumer/changepassword", () => {
  it("fails with PRO415 when another change landed between the check and the write", async () => {
    const { email, consumerNo } = await createShopper(t);
    const { accessToken } = await signInShopper(t, email);
    // A database whose transaction starts just after someone else changed the password.
    const racing: Db = {
      kind: t.db.kind,
      query: (sql, params) => t.db.query(sql, params),
      exec: (sql) => t.db.exec(sql),
      close: async () => undefined,
      async transaction(work) {
        await t.db.query("update consumers set password_hash = $2 where consumer_no = $1", [
          consumerNo,
          "scrypt$changed-meanwhile",
        ]);
        return t.db.transaction(work);
      },
    };
    const passwords = createPasswordsService({
      db: racing,
      mailer: createMailer({ db: t.db }),
      passwordCost: t.config.passwordCost,
      limits: createRateLimits({ store: databaseRateLimitStore(t.db) }),
      publicOrigin: t.config.publicOrigin,
    });
    await expect(
      passwords.change(consumerNo, accessToken, {
        currentPassword: TEST_PASSWORD,
        newPassword: NEW_PASSWORD,
        confirmPassword: NEW_PASSWORD,
      }),
    ).rejects.toMatchObject({ errorId: "PRO415" });
    const [row] = await t.db.query<{ password_hash: string }>(
      "select password_hash from consumers where consumer_no = $1",
      [consumerNo],
    );
    expect(row?.password_hash).toBe("scrypt$changed-meanwhile");
  });

  it("refuses a wrong current password (AUT450), a mismatch (FE340) and the same password (AUT451)", async () => {
    const { email } = await createShopper(t);
    const { accessToken } = await signInShopper(t, email);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ currentPassword: "Wrong-pass9", newPassword: NEW_PASSWORD }, "AUT450", "currentPassword"],
      [
        { currentPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD, confirmPassword: "Other123" },
        "FE340",
        "confirmPassword",
      ],
      [{ currentPassword: TEST_PASSWORD, newPassword: TEST_PASSWORD }, "AUT451", "newPassword"],
      [{ currentPassword: TEST_PASSWORD, newPassword: "short1A" }, "FE872", "newPassword"],
    ];
    for (const [body, errorId, field] of cases)
      expect(errorOf(await change(accessToken, body))).toMatchObject({ errorId, field });
  });

  it("changes it and signs out the shopper's other sessions, not this one", async () => {
    const { email } = await createShopper(t);
    const here = await signInShopper(t, email);
    const elsewhere = await signInShopper(t, email);
    const response = await change(here.accessToken, {
      currentPassword: TEST_PASSWORD,
      newPassword: NEW_PASSWORD,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect((await profile(here.accessToken)).statusCode).toBe(200);
    expect((await profile(elsewhere.accessToken)).statusCode).toBe(401);
    await expect(signInShopper(t, email)).rejects.toThrow(/AUT401/);
    expect((await signInShopper(t, email, NEW_PASSWORD)).consumerType).toBe("REGISTERED");
  });

  it("answers 401 AUT432 to a guest", async () => {
    const response = await change(await t.guestToken(), {
      currentPassword: "x",
      newPassword: NEW_PASSWORD,
    });
    expect(errorOf(response)?.errorId).toBe("AUT432");
  });
});

describe("forgot password", () => {
  it("answers the same for an unknown e-mail and mails nothing", async () => {
    const response = await askReset("nobody.here@example.com");
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ sent: true });
    const mails = await t.db.query("select 1 from outbox where to_address = $1", [
      "nobody.here@example.com",
    ]);
    expect(mails).toHaveLength(0);
  });

  it("mails a single-use link that sets a new password, lifts a lockout and ends every session", async () => {
    const { email } = await createShopper(t);
    const session = await signInShopper(t, email);
    await t.db.query(
      "update consumers set locked_until = now() + interval '1 hour' where email = $1",
      [email],
    );
    expect((await askReset(email.toUpperCase())).statusCode).toBe(200);
    const token = await mailedToken(email);

    const same = await confirmReset({ token, newPassword: TEST_PASSWORD });
    expect(errorOf(same)).toMatchObject({ errorId: "AUT452", field: "newPassword" });
    const done = await confirmReset({
      token,
      newPassword: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expect(done.statusCode, done.body).toBe(200);
    expect((await profile(session.accessToken)).statusCode).toBe(401);
    expect((await signInShopper(t, email, NEW_PASSWORD)).consumerType).toBe("REGISTERED");

    const again = await confirmReset({ token, newPassword: "Another123" });
    expect(again.statusCode).toBe(410);
    expect(errorOf(again)).toMatchObject({ errorId: "AUT402", field: "token" });
  });

  it("refuses an expired link with AUT402", async () => {
    const { email } = await createShopper(t);
    await askReset(email);
    const token = await mailedToken(email);
    await t.db.query(
      "update password_resets set expires_at = now() - interval '1 minute' where consumer_no = (select consumer_no from consumers where email = $1)",
      [email],
    );
    expect(errorOf(await confirmReset({ token, newPassword: NEW_PASSWORD }))?.errorId).toBe(
      "AUT402",
    );
  });
});
