// databases: postgres — business rules through the API; PostgreSQL runs them faster
import type { CompareItem, ProductSet, RecommendationItem, SizeChart } from "@ridgeline/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp, errorOf } from "../../../test/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const get = (url: string, token?: string) =>
  t.call({ method: "GET", url, ...(token ? { token } : {}) });

async function expectError(url: string, status: number, errorId: string, field?: string) {
  const response = await get(url);
  expect(response.statusCode, response.body).toBe(status);
  expect(errorOf(response)).toMatchObject({ errorId, ...(field ? { field } : {}) });
}

async function firstSet(): Promise<{ id: string; styleIds: string[] }> {
  const rows = await t.db.query<{ product_set_id: string; style_ids: string[] }>(
    `select product_set_id, array_agg(style_id order by position) as style_ids
       from product_set_items group by product_set_id order by product_set_id limit 1`,
  );
  return { id: rows[0]?.product_set_id ?? "", styleIds: rows[0]?.style_ids ?? [] };
}

describe("GET /products/v2/products/{productId}/productSets", () => {
  it("lists the sets a style belongs to, also when asked by a colour variant", async () => {
    const set = await firstSet();
    const jacket = set.styleIds[0] ?? "";
    const response = await get(`/products/v2/products/${jacket}/productSets?locale=fr-fr`);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json() as { productId: string; productSets: unknown[] };
    expect(body.productId).toBe(jacket);
    expect(body.productSets).toContainEqual({
      productSetId: set.id,
      name: expect.stringContaining("Tenue prête pour le sentier"),
      productIds: set.styleIds,
    });
    const [color] = await t.db.query<{ color_variant_id: string }>(
      "select color_variant_id from colors where style_id = $1 limit 1",
      [jacket],
    );
    const byColor = await get(`/products/v2/products/${color?.color_variant_id}/productSets`);
    expect((byColor.json() as { productSets: unknown[] }).productSets).toEqual(
      (await get(`/products/v2/products/${jacket}/productSets`)).json().productSets,
    );
  });

  it("answers an empty list for a product in no set, PLP400 for an unknown one", async () => {
    const [tee] = await t.db.query<{ style_id: string }>(
      "select style_id from styles where product_type = 'tshirt' limit 1",
    );
    const response = await get(`/products/v2/products/${tee?.style_id}/productSets`);
    expect(response.json()).toMatchObject({ productSets: [] });
    await expectError("/products/v2/products/ZZZZZZZZ/productSets", 404, "PLP400");
    await expectError("/products/v2/products/SET-00001/productSets", 400, "VAL400", "productId");
  });
});

describe("GET /products/v2/products/{productSetId}/productSet", () => {
  it("gives the set with its products as listing tiles, in set order", async () => {
    const set = await firstSet();
    const response = await get(`/products/v2/products/${set.id}/productSet?locale=en-gb`);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json() as ProductSet;
    expect(body.productSetId).toBe(set.id);
    expect(body.name).toMatch(/^Trail-ready look \d+$/);
    expect(body.products.map((tile) => tile.productId)).toEqual(set.styleIds);
    for (const tile of body.products) {
      expect(tile.price.currency).toBe("GBP");
      expect(tile.url).toMatch(new RegExp(`^/en-gb/p/.+-${tile.productId}$`));
      expect(tile.colors.length).toBeGreaterThan(0);
    }
  });

  it("answers PLP400 for an unknown set and VAL400 for a product id in its place", async () => {
    await expectError("/products/v2/products/SET-99999/productSet", 404, "PLP400", "productSetId");
    await expectError("/products/v2/products/JKABCDEF/productSet", 400, "VAL400", "productSetId");
  });
});

describe("GET /fapi/components/size-chart/{productType}", () => {
  it("gives clothing measurements per gender in cm and inches", async () => {
    const response = await get("/fapi/components/size-chart/jacket");
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json() as SizeChart;
    expect(body.charts.map((chart) => chart.gender)).toEqual(["men", "women", "kids"]);
    const men = body.charts[0];
    expect(men?.measurements).toEqual(["chest", "waist", "hip"]);
    expect(men?.rows.map((row) => row.sizeId)).toEqual(["XS", "S", "M", "L", "XL", "XXL"]);
    const medium = men?.rows[2]?.measurements["chest"];
    expect(medium?.cm).toBe(97);
    expect(medium?.in).toBe(38.2);
  });

  it("filters by gender and gives footwear conversions", async () => {
    const body = (
      await get("/fapi/components/size-chart/hiking-boot?gender=women")
    ).json() as SizeChart;
    expect(body.charts).toHaveLength(1);
    const row = body.charts[0]?.rows.find((r) => r.sizeId === "8");
    expect(row?.conversions).toMatchObject({ US: "8", UK: "6" });
    expect(row?.measurements["footLength"]?.cm).toBeGreaterThan(20);
  });

  it("has no chart for one-size products, and refuses unknown types and genders", async () => {
    expect((await get("/fapi/components/size-chart/backpack")).json()).toEqual({
      productType: "backpack",
      charts: [],
    });
    await expectError("/fapi/components/size-chart/spacesuit", 404, "API404", "productType");
    await expectError("/fapi/components/size-chart/JACKET", 400, "VAL400", "productType");
    await expectError("/fapi/components/size-chart/jacket?gender=cats", 400, "VAL400", "gender");
  });
});

describe("GET /fapi/components/compare", () => {
  it("puts 2 to 4 products side by side in the order asked", async () => {
    const rows = await t.db.query<{ style_id: string }>(
      "select style_id from styles order by style_id limit 3",
    );
    const ids = rows.map((row) => row.style_id);
    const response = await get(`/fapi/components/compare?productIds=${ids.join(",")}&locale=de-de`);
    expect(response.statusCode, response.body).toBe(200);
    const products = (response.json() as { products: CompareItem[] }).products;
    expect(products.map((p) => p.productId)).toEqual(ids);
    for (const product of products) {
      expect(product.price.currency).toBe("EUR");
      expect(product.colors.length).toBeGreaterThan(0);
      expect(product.sizes.length).toBeGreaterThan(0);
      expect(product.attributes.category).not.toBe("");
    }
  });

  it("refuses fewer than 2 or more than 4 products, bad and unknown ids", async () => {
    const base = "/fapi/components/compare?productIds=";
    await expectError("/fapi/components/compare", 400, "VAL400", "productIds");
    await expectError(`${base}JKAAAAAA`, 400, "VAL400", "productIds");
    await expectError(`${base}JKAAAAAA,JKAAAAAA`, 400, "VAL400", "productIds");
    const five = ["A", "B", "C", "D", "E"].map((c) => `JKAAAAA${c}`).join(",");
    await expectError(`${base}${five}`, 400, "VAL400", "productIds");
    await expectError(`${base}JKAAAAAA,bad`, 400, "VAL400", "productIds.1");
    const [row] = await t.db.query<{ style_id: string }>("select style_id from styles limit 1");
    await expectError(`${base}${row?.style_id},ZZZZZZZZ`, 404, "PLP400", "productIds.1");
  });
});

describe("GET /products/v1/widgetRecommendations", () => {
  const recommend = async (query: string, token?: string) => {
    const response = await get(`/products/v1/widgetRecommendations?${query}`, token);
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as { type: string; items: RecommendationItem[] }).items;
  };

  it("answers the spec's recommendation record, ids stable per type, source and item", async () => {
    const [row] = await t.db.query<{ style_id: string; category_id: string }>(
      "select style_id, category_id from styles order by style_id limit 1",
    );
    const items = await recommend(`type=similar&productId=${row?.style_id}&count=4`);
    expect(items.length).toBeGreaterThan(0);
    expect(items.length).toBeLessThanOrEqual(4);
    expect(Object.keys(items[0] ?? {}).sort()).toEqual([
      "image",
      "price",
      "productId",
      "recommendationId",
      "review_average",
      "reviews_count",
      "title",
      "url",
    ]);
    const sameCategory = await t.db.query<{ style_id: string }>(
      "select style_id from styles where category_id = $1",
      [row?.category_id],
    );
    for (const item of items) {
      expect(item.productId).not.toBe(row?.style_id);
      expect(sameCategory.map((s) => s.style_id)).toContain(item.productId);
    }
    const again = await recommend(`type=similar&productId=${row?.style_id}&count=4`);
    expect(again.map((i) => i.recommendationId)).toEqual(items.map((i) => i.recommendationId));
  });

  it("completes the look from the product's sets", async () => {
    const set = await firstSet();
    const items = await recommend(`type=complete-the-look&productId=${set.styleIds[0]}`);
    expect(items.map((item) => item.productId)).toEqual(
      expect.arrayContaining(set.styleIds.slice(1)),
    );
  });

  it("ranks top sellers by popularity", async () => {
    const items = await recommend("type=top-sellers&count=3");
    const rows = await t.db.query<{ style_id: string }>(
      "select style_id from styles order by reviews_count desc, rating_score desc, style_id limit 3",
    );
    expect(items.map((item) => item.productId)).toEqual(rows.map((row) => row.style_id));
  });

  it("remembers what this shopper viewed, newest first, and nothing for others", async () => {
    const token = await t.guestToken();
    const rows = await t.db.query<{ style_id: string }>(
      "select style_id from styles order by style_id desc limit 3",
    );
    for (const { style_id } of rows)
      expect((await get(`/products/v2/products/${style_id}/details`, token)).statusCode).toBe(200);
    const items = await recommend("type=recently-viewed", token);
    expect(items.map((item) => item.productId)).toEqual(rows.map((r) => r.style_id).reverse());
    expect(await recommend("type=recently-viewed", await t.guestToken())).toEqual([]);
    expect(await recommend("type=recently-viewed")).toEqual([]);
  });

  it("refuses bad queries, naming the parameter", async () => {
    const base = "/products/v1/widgetRecommendations";
    await expectError(`${base}?type=bestest`, 400, "VAL400", "type");
    await expectError(`${base}`, 400, "VAL400", "type");
    await expectError(`${base}?type=similar`, 400, "VAL400", "productId");
    await expectError(`${base}?type=top-sellers&count=0`, 400, "VAL400", "count");
    await expectError(`${base}?type=top-sellers&count=1000`, 400, "VAL400", "count");
    await expectError(`${base}?type=similar&productId=ZZZZZZZZ`, 404, "PLP400");
  });
});
