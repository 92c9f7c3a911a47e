// databases: postgres — business rules through the API; PostgreSQL runs them faster
import type { InStoreSession } from "@ridgeline/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, errorOf, type TestApp } from "../../../test/test-app";
import { hashPassword } from "../../platform/security/passwords";
import { upsertCredential } from "./associates.tables";

let t: TestApp;
/** A seeded store and two of its employees, each given a secret by the test. */
let store: { storeId: string; storeName: string };
let staff: { storeEmployeeId: string; storeEmployeeName: string }[];
const SECRET = "Till-4821";

beforeAll(async () => {
  t = await createTestApp();
  const listed = await t.call({
    method: "GET",
    url: "/consumers-v3/utilities/stores/0101/employees",
  });
  const body = listed.json() as typeof store & { employees: typeof staff };
  store = { storeId: body.storeId, storeName: body.storeName };
  staff = body.employees;
  const secretHash = await hashPassword(SECRET, t.config.passwordCost);
  for (const employee of staff.slice(0, 3))
    await upsertCredential(t.db, {
      storeId: store.storeId,
      storeEmployeeId: employee.storeEmployeeId,
      secretHash,
    });
});
afterAll(async () => {
  await t?.close();
});

const login = (payload: Record<string, unknown>) =>
  t.call({ method: "POST", url: "/consumers-v3/consumer/agent/login", payload });

const employee = (index: number) => {
  const found = staff[index];
  if (!found) throw new Error(`store 0101 has no employee ${index}`);
  return found;
};

describe("POST /consumers-v3/consumer/agent/login", () => {
  it("opens a buy-in-store session carrying the store and the associate", async () => {
    const associate = employee(0);
    const response = await login({
      storeId: store.storeId,
      storeEmployeeId: associate.storeEmployeeId,
      secret: SECRET,
    });
    expect(response.statusCode).toBe(200);
    const session = response.json() as InStoreSession & { storeSessionToken: string };
    expect(session).toEqual({
      storeId: "0101",
      storeName: store.storeName,
      storeEmployeeId: associate.storeEmployeeId,
      storeEmployeeName: associate.storeEmployeeName,
      expiresAt: expect.any(String),
      storeSessionToken: expect.stringMatching(/^[\w-]{43}$/),
    });
    const cookie = response.cookies.find((c) => c.name === "rl_instore");
    expect(cookie).toMatchObject({ value: session.storeSessionToken, httpOnly: true });

    // The session reads back by header (the web app) and by cookie (a browser).
    const byHeader = await t.call({
      method: "GET",
      url: "/consumers-v3/consumer/agent/session",
      headers: { "x-store-session": session.storeSessionToken },
    });
    expect(byHeader.json()).toEqual({
      inStore: {
        storeId: "0101",
        storeName: store.storeName,
        storeEmployeeId: associate.storeEmployeeId,
        storeEmployeeName: associate.storeEmployeeName,
        expiresAt: session.expiresAt,
      },
    });
    const byCookie = await t.call({
      method: "GET",
      url: "/consumers-v3/consumer/agent/session",
      cookies: { rl_instore: session.storeSessionToken },
    });
    expect((byCookie.json() as { inStore: InStoreSession }).inStore.storeId).toBe("0101");

    // Clearing ends it: the same token no longer stands for a session.
    const cleared = await t.call({
      method: "POST",
      url: "/consumers-v3/consumer/agent/logout",
      headers: { "x-store-session": session.storeSessionToken },
    });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json()).toEqual({ cleared: true });
    expect(cleared.cookies.find((c) => c.name === "rl_instore")?.value).toBe("");
    const after = await t.call({
      method: "GET",
      url: "/consumers-v3/consumer/agent/session",
      headers: { "x-store-session": session.storeSessionToken },
    });
    expect(after.json()).toEqual({ inStore: null });
  });

  it("answers AUT401 naming the secret for a wrong secret or an employee without one", async () => {
    const wrong = await login({
      storeId: store.storeId,
      storeEmployeeId: employee(1).storeEmployeeId,
      secret: "not-it",
    });
    expect(wrong.statusCode).toBe(401);
    expect(errorOf(wrong)).toMatchObject({ errorId: "AUT401", field: "secret" });
    const stranger = await login({
      storeId: store.storeId,
      storeEmployeeId: "E999999",
      secret: SECRET,
    });
    expect(stranger.statusCode).toBe(401);
    expect(errorOf(stranger)).toMatchObject({ errorId: "AUT401", field: "secret" });
  });

  it("answers STR404 naming storeId for an unknown store", async () => {
    const response = await login({ storeId: "9999", storeEmployeeId: "E999901", secret: SECRET });
    expect(response.statusCode).toBe(404);
    expect(errorOf(response)).toMatchObject({ errorId: "STR404", field: "storeId" });
  });

  it("checks a bot answer when one is sent (AUT403 for a wrong one)", async () => {
    const response = await login({
      storeId: store.storeId,
      storeEmployeeId: employee(0).storeEmployeeId,
      secret: SECRET,
      recaptcha_response: "not-a-solved-challenge",
    });
    expect(response.statusCode).toBe(403);
    expect(errorOf(response)?.errorId).toBe("AUT403");
  });

  it("answers VAL400 naming the field for a malformed or missing value", async () => {
    const malformed = await login({ storeId: "no such", storeEmployeeId: "E1", secret: SECRET });
    expect(malformed.statusCode).toBe(400);
    expect(errorOf(malformed)).toMatchObject({ errorId: "VAL400", field: "storeId" });
    const missing = await login({ storeId: "0101", storeEmployeeId: employee(0).storeEmployeeId });
    expect(errorOf(missing)).toMatchObject({ errorId: "VAL400", field: "secret" });
  });

  it("warns on the fourth failure, locks on the fifth, and then refuses the right secret", async () => {
    const target = { storeId: store.storeId, storeEmployeeId: employee(2).storeEmployeeId };
    const codes: (string | undefined)[] = [];
    for (let attempt = 0; attempt < 5; attempt += 1)
      codes.push(errorOf(await login({ ...target, secret: "wrong" }))?.errorId);
    expect(codes).toEqual(["AUT401", "AUT401", "AUT401", "AUT426", "AUT423"]);
    const locked = await login({ ...target, secret: SECRET });
    expect(locked.statusCode).toBe(423);
    expect(errorOf(locked)?.errorId).toBe("AUT441");
  });
});

describe("GET /consumers-v3/consumer/agent/session", () => {
  it("answers null without a session or with an unknown token", async () => {
    const none = await t.call({ method: "GET", url: "/consumers-v3/consumer/agent/session" });
    expect(none.statusCode).toBe(200);
    expect(none.json()).toEqual({ inStore: null });
    const unknown = await t.call({
      method: "GET",
      url: "/consumers-v3/consumer/agent/session",
      headers: { "x-store-session": "x".repeat(43) },
    });
    expect(unknown.json()).toEqual({ inStore: null });
  });
});
