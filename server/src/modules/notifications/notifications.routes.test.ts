// databases: postgres — business rules through the API; PostgreSQL runs them faster
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp, errorOf, NO_SHEDDING } from "../../../test/test-app";
import { buildApp, createServices } from "../../app";
import { loadConfig } from "../../platform/config";

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

const subscribe = (payload: Record<string, unknown>, locale = "en-us") =>
  t.call({ method: "PUT", url: `/products/v1/notifications?locale=${locale}`, payload });

const used: string[] = [];
/** An online SKU no other test of this file uses, with its online stock set to `quantity`. */
async function sku(quantity: number): Promise<string> {
  const [row] = await t.db.query<{ upc: string }>(
    `select upc from inventory where location_id = 'online' and not (upc = any($1::text[]))
      order by upc limit 1`,
    [used],
  );
  if (!row) throw new Error("the seed has no online SKU");
  used.push(row.upc);
  await services.inventory.setOnlineStock(row.upc, quantity);
  return row.upc;
}

async function outboxTo(email: string) {
  return t.db.query<{ subject: string; text_body: string; html_body: string; sent_at: unknown }>(
    "select subject, text_body, html_body, sent_at from outbox where to_address = $1",
    [email],
  );
}

describe("PUT /products/v1/notifications", () => {
  it("stores a sign-up once, however often it is repeated", async () => {
    const upc = await sku(0);
    const first = await subscribe({ upc, email: "Ana@Example.com" });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({
      upc,
      email: "ana@example.com",
      subscribed: true,
      created: true,
    });
    const again = await subscribe({ upc, email: " ana@example.com " });
    expect(again.json()).toMatchObject({ created: false });
    const rows = await t.db.query("select 1 from stock_notifications where upc = $1", [upc]);
    expect(rows).toHaveLength(1);
  });

  it("answers 400 AUT453 naming email for an address that is not one", async () => {
    const upc = await sku(0);
    for (const email of ["not-an-email", "a@b", "a b@example.com"]) {
      const response = await subscribe({ upc, email });
      expect(response.statusCode).toBe(400);
      expect(errorOf(response)).toMatchObject({ errorId: "AUT453", field: "email" });
    }
  });

  it("answers 404 ORD404 naming upc for an unknown SKU", async () => {
    const response = await subscribe({ upc: "000000000000", email: "ana@example.com" });
    expect(response.statusCode).toBe(404);
    expect(errorOf(response)).toMatchObject({ errorId: "ORD404", field: "upc" });
  });

  it.each([
    [{ upc: "12ab", email: "ana@example.com" }, "upc"],
    [{ email: "ana@example.com" }, "upc"],
    [{ upc: "123456789012" }, "email"],
  ])("answers 400 VAL400 for %o", async (payload, field) => {
    const response = await subscribe(payload);
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toMatchObject({ errorId: "VAL400", field });
  });
});

describe("restock of a SKU", () => {
  it("mails each waiting subscriber once when online stock goes from 0 to some", async () => {
    const upc = await sku(0);
    await subscribe({ upc, email: "first@example.com" }, "fr-fr");
    await subscribe({ upc, email: "second@example.com" });
    await services.inventory.restock(upc, 5);
    const [mail] = await outboxTo("first@example.com");
    // The subscriber signed up on the French site: the mail is in French (issue 26).
    expect(mail?.subject).toMatch(/^De retour en stock : /);
    expect(mail?.text_body).toContain("/fr-fr/p/");
    expect(await outboxTo("second@example.com")).toHaveLength(1);
    // More stock, or another restock after selling out, does not mail the same sign-up again.
    await services.inventory.restock(upc, 3);
    await services.inventory.setOnlineStock(upc, 0);
    await services.inventory.setOnlineStock(upc, 2);
    expect(await outboxTo("first@example.com")).toHaveLength(1);
  });

  it("mails nobody while stock stays above zero, and a new sign-up after a restock waits for the next", async () => {
    const upc = await sku(4);
    await subscribe({ upc, email: "third@example.com" });
    await services.inventory.restock(upc, 2);
    expect(await outboxTo("third@example.com")).toHaveLength(0);
    await services.inventory.setOnlineStock(upc, 0);
    await services.inventory.restock(upc, 1);
    expect(await outboxTo("third@example.com")).toHaveLength(1);
  });

  it("answers ORD404 for an unknown SKU and VAL400 for stock below zero", async () => {
    await expect(services.inventory.restock("000000000000", 1)).rejects.toMatchObject({
      errorId: "ORD404",
      field: "upc",
    });
    const upc = await sku(1);
    await expect(services.inventory.restock(upc, -2)).rejects.toMatchObject({
      errorId: "VAL400",
      field: "quantity",
    });
  });

  it("delivers queued messages once: the delivery job marks them sent", async () => {
    const upc = await sku(0);
    await subscribe({ upc, email: "deliver@example.com" });
    await services.inventory.restock(upc, 1);
    expect((await outboxTo("deliver@example.com"))[0]?.sent_at).toBeNull();
    const first = await services.mailer.deliverPending();
    expect(first.sent).toBeGreaterThanOrEqual(1);
    expect((await outboxTo("deliver@example.com"))[0]?.sent_at).not.toBeNull();
    expect(await services.mailer.deliverPending()).toEqual({ sent: 0, deferred: [], failed: [] });
  });
});

describe("GET /dev/outbox", () => {
  /** The store on this file's database with the given settings: no second database to copy. */
  async function withApp(
    env: Record<string, string>,
    use: (app: Awaited<ReturnType<typeof buildApp>>) => Promise<void>,
  ) {
    const app = await buildApp({
      config: loadConfig({ ACCESS_KEYS: "some-access-key", ...NO_SHEDDING, ...env }),
      db: t.db,
    });
    try {
      await use(app);
    } finally {
      await app.close();
    }
  }

  it("lists the latest messages as HTML with shopper text escaped, when turned on, to loopback", async () => {
    await t.db.query(
      `insert into outbox (to_address, subject, text_body, html_body)
       values ('page@example.com', '<script>alert(1)</script>', 'plain', '<p>hi</p>')`,
    );
    await withApp({ DEV_OUTBOX: "true" }, async (app) => {
      const response = await app.inject({
        method: "GET",
        url: "/dev/outbox",
        remoteAddress: "127.0.0.1",
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers["content-type"]).toMatch(/^text\/html/);
      expect(response.body).toContain("page@example.com");
      expect(response.body).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
      expect(response.body).not.toContain("<script>alert(1)</script>");
    });
  });

  it.each([
    ["development, not asked for", { NODE_ENV: "development" }],
    ["test, not asked for", { NODE_ENV: "test" }],
    [
      "production, not asked for",
      { NODE_ENV: "production", BOT_SECRET: "b".repeat(32), PUBLIC_URL: "http://localhost" },
    ],
  ])("is not served in %s", async (_name, env) => {
    await withApp(env, async (app) => {
      const response = await app.inject({
        method: "GET",
        url: "/dev/outbox",
        remoteAddress: "127.0.0.1",
      });
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain("@example.com");
    });
  });

  it.each(["203.0.113.9", "10.0.0.7", "::ffff:192.0.2.1", "2001:db8::1", "128.0.0.1"])(
    "does not answer %s even when turned on, whatever X-Forwarded-For it sends",
    async (remoteAddress) => {
      await withApp({ DEV_OUTBOX: "true" }, async (app) => {
        for (const headers of [{}, { "x-forwarded-for": "127.0.0.1" }]) {
          const response = await app.inject({
            method: "GET",
            url: "/dev/outbox",
            remoteAddress,
            headers,
          });
          expect(response.statusCode).toBe(404);
          expect(response.body).not.toContain("@example.com");
        }
      });
    },
  );
});
