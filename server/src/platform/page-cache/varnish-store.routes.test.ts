// databases: postgres — the whole store behind a real Varnish; PostgreSQL runs it faster
import { request } from "node:http";
import { cookieName } from "@ridgeline/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  findVarnishd,
  startVarnish,
  type RunningVarnish,
} from "../../../../scripts/with-varnish.mjs";
import { freePort } from "../../../test/server-processes";
import { createTestApp, webBuildForTests, type TestApp } from "../../../test/test-app";

/**
 * The store itself behind ops/varnish/ridgeline.vcl (decision 0088): its shared pages are kept
 * by Varnish too, a stock change purges the product page there (EDGE_PURGE_URLS) within a
 * second, and a personal page never enters it.
 */
const VARNISHD = findVarnishd();
if (!VARNISHD) console.warn("varnish-store.routes.test.ts skipped: varnishd not found");

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

function get(varnish: RunningVarnish, path: string, cookie?: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(
      `${varnish.url}${path}`,
      { headers: cookie ? { cookie } : {}, agent: false },
      (res) => {
        let body = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => (body += chunk));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      },
    );
    req.on("error", reject);
    req.end();
  });
}

describe.skipIf(!VARNISHD)("the store behind Varnish", () => {
  let t: TestApp;
  let varnish: RunningVarnish;
  let url = "";
  let upc = "";

  beforeAll(async () => {
    const port = await freePort();
    varnish = await startVarnish({ backend: `127.0.0.1:${port}`, purgers: ["127.0.0.1"] });
    t = await createTestApp(
      { PAGE_CACHE_ENTRIES: "100", EDGE_PURGE_URLS: `${varnish.url}/`, PUBLIC_URL: varnish.url },
      { web: await webBuildForTests() },
    );
    await t.app.listen({ host: "127.0.0.1", port });
    const [row] = await t.db.query<{ upc: string; style_id: string }>(
      `select k.upc, k.style_id from skus k
         join inventory i on i.upc = k.upc and i.location_id = 'online'
        where i.quantity > 0 order by k.style_id, k.upc desc limit 1`,
    );
    if (!row) throw new Error("no SKU in stock");
    upc = row.upc;
    const details = await t.call({
      method: "GET",
      url: `/products/v2/products/${row.style_id}/details?locale=en-us`,
    });
    url = (details.json() as { url: string }).url;
  }, 120_000);
  afterAll(async () => {
    await varnish?.stop();
    await t?.close();
  });

  it("keeps a product page, session cookie or not, and purges it on a stock change within a second", async () => {
    const session = `${cookieName("accessToken", t.config.cookieSecure)}=${await t.guestToken()}`;
    const first = await get(varnish, url);
    expect(first.status).toBe(200);
    const second = await get(varnish, url, session);
    expect(second.headers["x-cache"]).toBe("hit");
    expect(second.headers["set-cookie"]).toBeUndefined();

    const [row] = await t.db.query<{ quantity: number }>(
      "select quantity from inventory where upc = $1 and location_id = 'online'",
      [upc],
    );
    const started = Date.now();
    await t.services.inventory.restock(upc, -(row?.quantity ?? 0));
    await t.services.events.idle();
    let after: Answer | null = null;
    while (Date.now() - started < 1000) {
      const next = await get(varnish, url);
      if (next.body !== second.body) {
        after = next;
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    expect(after, "Varnish still served the old product page after a second").not.toBeNull();
  });

  it("never keeps a personal page", async () => {
    const session = `${cookieName("accessToken", t.config.cookieSecure)}=${await t.guestToken()}`;
    const answers = [await get(varnish, "/en-us/cart", session), await get(varnish, "/en-us/cart")];
    for (const answer of answers) {
      expect(answer.headers["x-cache"]).not.toBe("hit");
      expect(answer.headers["cache-control"]).toBe("private, no-store");
    }
  });
});
