import { afterAll, beforeAll, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/test-app";

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t?.close(); });

it("probe", async () => {
  const show = async (label: string, o: Parameters<TestApp["call"]>[0]) => {
    const r = await t.call(o);
    console.log(label, r.statusCode, JSON.stringify(r.headers), r.body.slice(0, 300));
  };
  await show("trailing", { method: "GET", url: "/fapi/sites/" });
  await show("badurl", { method: "GET", url: "/cart/v1/cart/%E0%A4%A" });
  await show("head", { method: "DELETE", url: "/fapi/sites" });
  await show("str", { method: "POST", url: "/token/v2/auth/token", payload: "hello" });
  await show("textplain", { method: "POST", url: "/token/v2/auth/token", payload: "hello", headers: { "content-type": "text/plain" } });
  await show("empty", { method: "POST", url: "/token/v2/auth/token" });
  await show("emptyjson", { method: "POST", url: "/token/v2/auth/token", headers: { "content-type": "application/json" } });
  await show("proto", { method: "POST", url: "/token/v2/auth/token", payload: '{"grantType":"Guest","__proto__":{"x":1}}', headers: { "content-type": "application/json" } });
  await show("unknownkey", { method: "POST", url: "/token/v2/auth/token", payload: { grantType: "Guest", foo: 1 } });
  await show("locale", { method: "GET", url: "/fapi/sites?locale=EN" });
  await show("locale2", { method: "GET", url: "/products/v2/catalog?locale=EN" });
  await show("locale3", { method: "GET", url: "/products/v2/catalog?locale=en-us&locale=fr-ca" });
  await show("accept", { method: "GET", url: "/fapi/sites", headers: { accept: "text/html" } });
  await show("fapi", { method: "GET", url: "/fapi" });
  const tok = await t.guestToken();
  await show("cart1", { method: "POST", url: "/cart/v1/cart", token: tok });
  const rows = await t.db.query("select * from inventory where quantity = 0 and location_id='online' limit 2");
  console.log(rows);
  console.log(await t.db.query("select count(*)::int n, sum(case when current_minor<original_minor then 1 else 0 end)::int sale from prices where currency='USD'"));
  console.log(await t.db.query("select c.category_id, count(s.style_id)::int from categories c left join styles s on s.category_id=c.category_id where c.level=1 group by 1"));
  const results = await Promise.all([1,2,3].map(() => t.call({ method: "POST", url: "/cart/v1/cart", token: tok, headers: {} })));
  console.log(results.map(r => r.statusCode));
  const tok2 = await t.guestToken();
  const results2 = await Promise.all([1,2,3].map(() => t.call({ method: "POST", url: "/cart/v1/cart", token: tok2 })));
  console.log(results2.map(r => r.statusCode + " " + (r.json() as {basketId:string}).basketId));
  await show("search-past-end", { method: "GET", url: "/products/v2/search/productSearch?categoryId=1000&start=5000" });
});
