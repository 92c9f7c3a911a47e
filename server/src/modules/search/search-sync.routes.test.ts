// databases: postgres — several processes over one database are a PostgreSQL deployment; the embedded database has one process
import type { ProductSearchResult } from "@ridgeline/contract";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createTestApp, type TestApp } from "../../../test/test-app";
import { createServices } from "../../app";

// Two server processes on one database: `t.app` answers HTTP and checks for changes on every
// search (SEARCH_SYNC_INTERVAL_MS=0); `other` is a second set of services with its own index,
// where stock changes and rebuilds happen.
let t: TestApp;
let other: ReturnType<typeof createServices>;
let styleId: string;
let upcs: string[];
beforeAll(async () => {
  t = await createTestApp({ SEARCH_SYNC_INTERVAL_MS: "0" });
  other = createServices(t.config, t.db);
  const [style] = await t.db.query<{ style_id: string }>(
    `select s.style_id from styles s where s.category_id = '110001'
        and exists (select 1 from skus k join inventory i on i.upc = k.upc
                     where k.style_id = s.style_id and i.location_id = 'online' and i.quantity > 0)
      order by s.style_id limit 1`,
  );
  if (!style) throw new Error("the seed has no stocked jacket");
  styleId = style.style_id;
  upcs = (
    await t.db.query<{ upc: string }>(
      `select k.upc from skus k join inventory i on i.upc = k.upc and i.location_id = 'online'
        where k.style_id = $1 order by k.upc`,
      [styleId],
    )
  ).map((row) => row.upc);
});
afterAll(async () => {
  await t?.close();
});

async function stockedIds(): Promise<string[]> {
  const response = await t.call({
    method: "GET",
    url: "/products/v2/search/productSearch?categoryId=110001&inStock=true&count=100",
  });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as ProductSearchResult).products.map((tile) => tile.productId);
}

async function otherStockedIds(): Promise<string[]> {
  const site = await other.site.resolveSite("en-us");
  const answer = await other.search.search(
    { categoryId: "110001", inStock: true, sort: "relevance", start: 0, count: 100 },
    site,
  );
  return answer.products.map((tile) => tile.productId);
}

describe("search index freshness", () => {
  it("drops a style from in-stock results once it sells out, in both processes", async () => {
    expect(await stockedIds()).toContain(styleId);
    expect(await otherStockedIds()).toContain(styleId);
    for (const upc of upcs) await other.inventory.setOnlineStock(upc, 0);
    // The process that changed the stock knows at once; the other one at its next check.
    expect(await otherStockedIds()).not.toContain(styleId);
    expect(await stockedIds()).not.toContain(styleId);
  });

  it("brings it back when one size is restocked", async () => {
    await other.inventory.restock(upcs[0] as string, 3);
    expect(await otherStockedIds()).toContain(styleId);
    expect(await stockedIds()).toContain(styleId);
  });

  it("keeps stock changes that do not cross zero out of the index", async () => {
    const before = await t.db.query<{ changed_at: string }>(
      "select max(changed_at)::text as changed_at from search_variants",
    );
    await other.inventory.restock(upcs[0] as string, 2);
    const after = await t.db.query<{ changed_at: string }>(
      "select max(changed_at)::text as changed_at from search_variants",
    );
    expect(after).toEqual(before);
  });

  it("picks up another process's rebuild (a renamed style is found by its new name)", async () => {
    await t.db.query("update styles set name = 'Ridgeline Zephyrwind Shell' where style_id = $1", [
      styleId,
    ]);
    await other.search.rebuild();
    const found = await other.search.search(
      { q: "zephyrwind", sort: "relevance", start: 0, count: 10 },
      await other.site.resolveSite("en-us"),
    );
    expect(found.products.map((tile) => tile.productId)).toEqual([styleId]);
    // The HTTP process reloads in the background and answers from its old index meanwhile.
    await vi.waitFor(
      async () => {
        const response = await t.call({
          method: "GET",
          url: "/products/v2/search/productSearch?q=zephyrwind",
        });
        const answer = response.json() as ProductSearchResult;
        expect(answer.products.map((tile) => tile.productId)).toEqual([styleId]);
      },
      { timeout: 10_000, interval: 50 },
    );
  });
});
