// databases: postgres — several processes over one database are a PostgreSQL deployment; the embedded database has one process
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { createTestApp, US_SITE, type TestApp } from "../../../test/test-app";
import { createServices } from "../../app";
import { answerJson } from "../../platform/http/shared-answer";
import { createCatalogService, type CatalogService } from "./catalog.service";

const US = US_SITE;

let t: TestApp;
let styleId: string;
let colorId: string;
/** Two server processes of one shop: each with its own cache, over the same database. */
let first: CatalogService;
let second: CatalogService;

beforeAll(async () => {
  t = await createTestApp();
  const [row] = await t.db.query<{ style_id: string; color_variant_id: string }>(
    `select c.style_id, c.color_variant_id from colors c
       join prices p on p.color_variant_id = c.color_variant_id and p.currency = 'USD'
      where c.is_default order by c.style_id limit 1`,
  );
  if (!row) throw new Error("the seed has no priced style");
  styleId = row.style_id;
  colorId = row.color_variant_id;
  const { inventory } = createServices(t.config, t.db);
  first = createCatalogService({ db: t.db, inventory, syncIntervalMs: 1_000 });
  second = createCatalogService({ db: t.db, inventory, syncIntervalMs: 1_000 });
});
afterAll(async () => {
  await t?.close();
});
afterEach(() => {
  vi.useRealTimers();
});

const priceIn = async (catalog: CatalogService) =>
  (await catalog.productDetails(styleId, US)).prices.current;
const nameIn = async (catalog: CatalogService) =>
  (await catalog.categoryTree(US)).find((node) => node.id === "1000")?.name;

describe("the catalogue each process keeps", () => {
  it("serves a product's document from memory until the catalogue's version moves", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const before = await priceIn(first);
    await priceIn(second);
    // Another process (or an operator) changes the price in the database.
    await t.db.query(
      "update prices set current_minor = current_minor + 100 where color_variant_id = $1 and currency = 'USD'",
      [colorId],
    );
    // Within the second the version is not read again: the document is the one kept.
    expect(await priceIn(first)).toBe(before);
    vi.advanceTimersByTime(1_001);
    expect(await priceIn(first)).toBeCloseTo(before + 1, 2);
    expect(await priceIn(second)).toBeCloseTo(before + 1, 2);
  });

  it("reloads the category tree of every process after a category changes", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const name = await nameIn(first);
    expect(await nameIn(second)).toBe(name);
    await t.db.query(
      `update categories set names = jsonb_set(names, '{en}', '"Menswear"') where category_id = '1000'`,
    );
    vi.advanceTimersByTime(1_001);
    expect(await nameIn(first)).toBe("Menswear");
    expect(await nameIn(second)).toBe("Menswear");
  });

  it("shows a rating written by this process at once, and in the other within a second", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    await first.productDetails(styleId, US);
    await second.productDetails(styleId, US);
    await first.updateRating(styleId, 3.3, 77);
    expect((await first.productDetails(styleId, US)).rating).toEqual({
      score: 3.3,
      reviewsCount: 77,
    });
    vi.advanceTimersByTime(1_001);
    expect((await second.productDetails(styleId, US)).rating.reviewsCount).toBe(77);
  });

  it("hands every shopper one frozen answer while its document and stock hold", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const details = await first.productDetails(styleId, US);
    expect(await first.productDetails(styleId, US)).toBe(details);
    expect(Object.isFrozen(details.prices)).toBe(true);
    // Its JSON, written once, is the JSON of the answer as built.
    expect(JSON.parse(answerJson(details))).toEqual(structuredClone(details));
    vi.advanceTimersByTime(1_001);
    const later = await first.productDetails(styleId, US);
    expect(later).not.toBe(details);
    expect(later).toEqual(details);
  });

  it("keeps stock at most a second: a sale shows within it", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const details = await first.productDetails(styleId, US);
    const variant = details.variants.find((v) => v.stockStatus !== "OUT_OF_STOCK");
    if (!variant) throw new Error("the style has no stocked size");
    await t.db.query(
      "update inventory set quantity = 0 where upc = $1 and location_id = 'online'",
      [variant.upc],
    );
    vi.advanceTimersByTime(1_000);
    const after = await first.productDetails(styleId, US);
    expect(after.variants.find((v) => v.upc === variant.upc)?.stockStatus).toBe("OUT_OF_STOCK");
  });
});
