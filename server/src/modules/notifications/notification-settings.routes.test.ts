// databases: postgres — business rules through the API; PostgreSQL runs them faster
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createShopper } from "../../../test/shoppers";
import { createTestApp, errorOf, type TestApp } from "../../../test/test-app";
import { createServices } from "../../app";

/** The account's back-in-stock settings (issue 14 point 7, decision 0073). */
let t: TestApp;
let services: ReturnType<typeof createServices>;
beforeAll(async () => {
  t = await createTestApp();
  // The same wiring as the app's, on the test database: restocks go through the real hook.
  services = createServices(t.config, t.db);
});
afterAll(async () => {
  await t?.close();
});

const used: string[] = [];
/** An online SKU no other test of this file uses, out of stock. */
async function soldOutSku(): Promise<string> {
  const [row] = await t.db.query<{ upc: string }>(
    `select upc from inventory where location_id = 'online' and not (upc = any($1::text[]))
      order by upc desc limit 1`,
    [used],
  );
  if (!row) throw new Error("the seed has no online SKU");
  used.push(row.upc);
  await services.inventory.setOnlineStock(row.upc, 0);
  return row.upc;
}

async function signedInShopper() {
  const { email, consumerNo } = await createShopper(t);
  const { token } = await t.registeredToken({ consumerNo });
  return { email, token };
}

const subscribe = (upc: string, email: string) =>
  t.call({
    method: "PUT",
    url: "/products/v1/notifications?locale=en-us",
    payload: { upc, email },
  });
const settings = (token?: string) =>
  t.call({
    method: "GET",
    url: "/consumers-v3/consumer/notification?locale=en-us",
    ...(token ? { token } : {}),
  });
const update = (payload: object, token?: string) =>
  t.call({
    method: "PUT",
    url: "/consumers-v3/consumer/notification?locale=en-us",
    payload,
    ...(token ? { token } : {}),
  });
const mailsTo = (email: string) =>
  t.db.query("select 1 from outbox where to_address = $1 and subject like 'Back in stock%'", [
    email,
  ]);

describe("the account's back-in-stock settings", () => {
  it("lists the sign-ups under the account's e-mail with their product, on by default", async () => {
    const { email, token } = await signedInShopper();
    const upc = await soldOutSku();
    await subscribe(upc, email.toUpperCase());
    const response = await settings(token);
    expect(response.statusCode).toBe(200);
    const body = response.json() as {
      email: string;
      backInStock: boolean;
      subscriptions: { upc: string; name: string | null; notifiedAt: string | null }[];
    };
    expect(body.email).toBe(email);
    expect(body.backInStock).toBe(true);
    expect(body.subscriptions).toHaveLength(1);
    expect(body.subscriptions[0]).toMatchObject({ upc, notifiedAt: null });
    expect(body.subscriptions[0]?.name).toEqual(expect.any(String));
  });

  it("turned off, holds restock e-mails back and keeps the sign-up waiting; turned on, the next restock mails", async () => {
    const { email, token } = await signedInShopper();
    const upc = await soldOutSku();
    await subscribe(upc, email);
    const off = await update({ backInStock: false }, token);
    expect(off.json()).toMatchObject({ backInStock: false });
    await services.inventory.restock(upc, 3);
    expect(await mailsTo(email)).toHaveLength(0);
    expect(
      ((await settings(token)).json() as { subscriptions: { notifiedAt: null }[] }).subscriptions[0]
        ?.notifiedAt,
    ).toBeNull();

    expect((await update({ backInStock: true }, token)).json()).toMatchObject({
      backInStock: true,
    });
    await services.inventory.setOnlineStock(upc, 0);
    await services.inventory.restock(upc, 2);
    expect(await mailsTo(email)).toHaveLength(1);
  });

  it("removes a sign-up, so its restock mails nobody; an unknown SKU in the list is ignored", async () => {
    const { email, token } = await signedInShopper();
    const kept = await soldOutSku();
    const removed = await soldOutSku();
    await subscribe(kept, email);
    await subscribe(removed, email);
    const response = await update({ remove: [removed, "000000000000"] }, token);
    expect(response.statusCode).toBe(200);
    expect(
      (response.json() as { subscriptions: { upc: string }[] }).subscriptions.map((s) => s.upc),
    ).toEqual([kept]);
    await services.inventory.restock(removed, 4);
    expect(await mailsTo(email)).toHaveLength(0);
  });

  it("needs a signed-in shopper: AUT432 without a token, for a guest, and for a session without an account", async () => {
    expect(errorOf(await settings())?.errorId).toBe("AUT432");
    expect(errorOf(await update({ backInStock: false }, await t.guestToken()))?.errorId).toBe(
      "AUT432",
    );
    const { token } = await t.registeredToken();
    expect(errorOf(await settings(token))?.errorId).toBe("AUT432");
  });

  it.each([
    [{ backInStock: "no" }, "backInStock"],
    [{ remove: ["12ab"] }, "remove.0"],
    [{ other: true }, "body"],
  ])("refuses %j with VAL400", async (payload, field) => {
    const { token } = await signedInShopper();
    const response = await update(payload, token);
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toMatchObject({ errorId: "VAL400", field });
  });
});
