// databases: postgres — business rules through the API; PostgreSQL runs them faster
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createShopper } from "../../../test/shoppers";
import { createTestApp, errorOf, type TestApp } from "../../../test/test-app";
import { createServices } from "../../app";

const PUBLIC_URL = "https://shop.example";
let t: TestApp;
let services: ReturnType<typeof createServices>;
beforeAll(async () => {
  // Proxy headers are read here, so a link built from the request would show them.
  t = await createTestApp({ PUBLIC_URL, TRUST_PROXY: "1" });
  services = createServices(t.config, t.db);
});
afterAll(async () => {
  await t?.close();
});

/** Hosts this shop answers for that are not its public one: a link on them is wrong. */
const ALLOWED_BUT_NOT_PUBLIC = {
  host: "localhost:3000",
  "x-forwarded-host": "127.0.0.1:8080",
  "x-forwarded-proto": "http",
};
const HOSTILE = [
  { host: "evil.example" },
  { host: "localhost", "x-forwarded-host": "evil.example" },
];

async function mailTo(address: string) {
  const rows = await t.db.query<{ text_body: string; html_body: string }>(
    "select text_body, html_body from outbox where to_address = $1",
    [address],
  );
  expect(rows).toHaveLength(1);
  return rows[0] ?? { text_body: "", html_body: "" };
}

/** Every link of a mail, in its text and in its HTML, is absolute on PUBLIC_URL's origin. */
async function expectLinksOnPublicOrigin(address: string) {
  const mail = await mailTo(address);
  const textLinks = mail.text_body.match(/[a-z]+:\/\/\S+|(?<=\s)\/\S+/g) ?? [];
  const hrefs = [...mail.html_body.matchAll(/href="([^"]*)"/g)].map((match) => match[1]);
  expect(textLinks.length).toBeGreaterThan(0);
  expect(hrefs.length).toBeGreaterThan(0);
  for (const link of [...textLinks, ...hrefs]) expect(link).toMatch(/^https:\/\/shop\.example\//);
  for (const body of [mail.text_body, mail.html_body])
    expect(body).not.toMatch(/localhost|127\.0\.0\.1|evil\.example/);
}

describe("links in mail", () => {
  it("the password-reset mail links to PUBLIC_URL, whatever host the request named", async () => {
    const { email } = await createShopper(t);
    for (const headers of HOSTILE) {
      const refused = await t.call({
        method: "POST",
        url: "/consumers-v3/consumer/resetpassword?locale=en-gb",
        headers,
        payload: { email },
      });
      expect(refused.statusCode).toBe(421);
      expect(errorOf(refused)?.errorId).toBe("API421");
    }
    const response = await t.call({
      method: "POST",
      url: "/consumers-v3/consumer/resetpassword?locale=en-gb",
      headers: ALLOWED_BUT_NOT_PUBLIC,
      payload: { email },
    });
    expect(response.statusCode, response.body).toBe(200);
    await expectLinksOnPublicOrigin(email);
    expect((await mailTo(email)).text_body).toMatch(
      /https:\/\/shop\.example\/en-gb\/reset-password\?token=[\w-]+/,
    );
  });

  it("the back-in-stock mail links to the product on PUBLIC_URL", async () => {
    const [row] = await t.db.query<{ upc: string }>(
      "select upc from inventory where location_id = 'online' order by upc limit 1",
    );
    const upc = row?.upc ?? "";
    await services.inventory.setOnlineStock(upc, 0);
    const response = await t.call({
      method: "PUT",
      url: "/products/v1/notifications?locale=fr-fr",
      headers: ALLOWED_BUT_NOT_PUBLIC,
      payload: { upc, email: "restock.links@example.com" },
    });
    expect(response.statusCode, response.body).toBe(200);
    await services.inventory.restock(upc, 2);
    await expectLinksOnPublicOrigin("restock.links@example.com");
    expect((await mailTo("restock.links@example.com")).text_body).toContain(
      "https://shop.example/fr-fr/p/",
    );
  });

  it("the double opt-in mail links to the confirmation page on PUBLIC_URL", async () => {
    const { token } = await t.registeredToken();
    const response = await t.call({
      method: "POST",
      url: "/consumers-v3/consumer/subscription?locale=de-de",
      token,
      headers: ALLOWED_BUT_NOT_PUBLIC,
      payload: {
        subscriptions: [
          { type: "Newsletter", channel: "email", recipient: "optin.links@example.com" },
        ],
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    await expectLinksOnPublicOrigin("optin.links@example.com");
    expect((await mailTo("optin.links@example.com")).text_body).toMatch(
      /https:\/\/shop\.example\/de-de\/subscription\/confirm\?token=[\w-]+/,
    );
  });
});
