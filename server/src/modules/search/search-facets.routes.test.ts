// databases: postgres — business rules through the API; PostgreSQL runs them faster
// app: shared — reads the seed only (server/test/shared-app.ts checks it writes nothing)
import type { ErrorEnvelope, ProductSearchResult, SearchFacet } from "@ridgeline/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sharedTestApp } from "../../../test/shared-app";
import { type TestApp } from "../../../test/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await sharedTestApp();
});
afterAll(async () => {
  await t?.close();
});

async function search(query: string): Promise<ProductSearchResult> {
  const response = await t.call({
    method: "GET",
    url: `/products/v2/search/productSearch?${query}`,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as ProductSearchResult;
}

/** Every product id of a search, across pages. */
async function allIds(query: string): Promise<string[]> {
  const ids: string[] = [];
  for (let start = 0; ; start += 100) {
    const page = await search(`${query}&start=${start}&count=100`);
    ids.push(...page.products.map((tile) => tile.productId));
    if (start + 100 >= page.total) return ids.sort();
  }
}

/** Style ids (USD-priced) meeting a condition on a style `s`, colour `c` and USD price `p`. */
async function stylesWhere(condition: string, params: unknown[] = []): Promise<string[]> {
  const rows = await t.db.query<{ style_id: string }>(
    `select distinct s.style_id from styles s
       join colors c on c.style_id = s.style_id
       join prices p on p.color_variant_id = c.color_variant_id and p.currency = 'USD'
      where ${condition} order by s.style_id`,
    params,
  );
  return rows.map((row) => row.style_id);
}

const facet = (answer: ProductSearchResult, id: string): SearchFacet => {
  const found = answer.facets.find((f) => f.id === id);
  if (!found) throw new Error(`no facet ${id}`);
  return found;
};
const countOf = (answer: ProductSearchResult, id: string, value: string) =>
  facet(answer, id).values.find((v) => v.value === value)?.count ?? 0;

describe("productSearch: filters", () => {
  it("gender keeps the styles of that gender (several allowed)", async () => {
    expect(await allIds("gender=women,kids")).toEqual(
      await stylesWhere("s.gender in ('women', 'kids')"),
    );
  });

  it("color keeps styles with a colour of one of the families", async () => {
    expect(await allIds("color=red,blue")).toEqual(
      await stylesWhere("c.color_family in ('red', 'blue')"),
    );
  });

  it("size keeps styles offered in one of the sizes", async () => {
    expect(await allIds("size=9.5,XXL")).toEqual(
      await stylesWhere(
        "exists (select 1 from skus k where k.color_variant_id = c.color_variant_id and k.size_code in ('9.5', 'XXL'))",
      ),
    );
  });

  it("priceMin and priceMax (major units) bound a colour's current price", async () => {
    expect(await allIds("priceMin=40&priceMax=60.5")).toEqual(
      await stylesWhere("p.current_minor between 4000 and 6050"),
    );
    const gbp = await search("priceMax=30&locale=en-gb&count=100");
    expect(gbp.products.every((tile) => tile.price.lowCurrent <= 30)).toBe(true);
  });

  it("rating keeps styles rated at least that", async () => {
    expect(await allIds("rating=4.5")).toEqual(await stylesWhere("s.rating_score >= 4.5"));
  });

  it("onSale keeps styles with a colour below its original price", async () => {
    expect(await allIds("onSale=true")).toEqual(
      await stylesWhere("p.current_minor < p.original_minor"),
    );
    expect((await search("onSale=false")).total).toBe((await search("")).total);
  });

  it("inStock keeps styles with online stock, in the chosen size when there is one", async () => {
    const stocked = (sizes: string) =>
      stylesWhere(
        `exists (select 1 from skus k join inventory i on i.upc = k.upc and i.location_id = 'online'
                  where k.color_variant_id = c.color_variant_id and i.quantity > 0 ${sizes})`,
      );
    expect(await allIds("inStock=true")).toEqual(await stocked(""));
    expect(await allIds("inStock=true&size=M")).toEqual(await stocked("and k.size_code = 'M'"));
  });

  it("storeId keeps styles the store holds for pickup; none at a store without pickup", async () => {
    expect(await allIds("storeId=0101&categoryId=110001")).toEqual(
      await stylesWhere(
        `s.category_id = '110001' and exists (select 1 from skus k join inventory i on i.upc = k.upc
          where k.color_variant_id = c.color_variant_id and i.location_id = '0101' and i.quantity > 0)`,
      ),
    );
    expect((await search("storeId=0104")).total).toBe(0);
  });

  it("answers 400 naming storeId for a store that does not exist", async () => {
    const response = await t.call({
      method: "GET",
      url: "/products/v2/search/productSearch?storeId=0999",
    });
    expect(response.statusCode).toBe(400);
    expect((response.json() as ErrorEnvelope).errorDetails[0]).toMatchObject({
      errorId: "VAL400",
      field: "storeId",
    });
  });
});

describe("productSearch: facets", () => {
  it("lists every facet with its type", async () => {
    const answer = await search("categoryId=1000");
    expect(answer.facets.map((f) => [f.id, f.type])).toEqual([
      ["gender", "multi"],
      ["color", "multi"],
      ["size", "multi"],
      ["price", "range"],
      ["rating", "range"],
      ["onSale", "toggle"],
      ["inStock", "toggle"],
    ]);
  });

  it("counts styles per gender that add up to the total", async () => {
    const answer = await search("q=jacket");
    const genders = facet(answer, "gender").values;
    expect(genders.reduce((sum, v) => sum + v.count, 0)).toBe(answer.total);
    for (const value of genders)
      expect((await search(`q=jacket&gender=${value.value}`)).total).toBe(value.count);
  });

  it("keeps counting other colours when one is selected (multi-select)", async () => {
    const red = await search("color=red");
    const colours = facet(red, "color").values;
    expect(colours.find((v) => v.value === "red")).toMatchObject({
      selected: true,
      count: red.total,
    });
    expect(countOf(red, "color", "blue")).toBe((await search("color=blue")).total);
    // Other facets count within the selection.
    expect(countOf(red, "gender", "men")).toBe((await search("color=red&gender=men")).total);
    expect(countOf(red, "onSale", "true")).toBe((await search("color=red&onSale=true")).total);
  });

  it("counts price ranges and ratings ignoring their own selection", async () => {
    const answer = await search("priceMin=50&priceMax=100");
    const ranges = facet(answer, "price").values;
    expect(ranges.find((v) => v.value === "50-100")).toMatchObject({ selected: true });
    expect(countOf(answer, "price", "0-25")).toBe((await search("priceMax=25")).total);
    const rated = await search("rating=4");
    expect(facet(rated, "rating").values.find((v) => v.value === "4")?.selected).toBe(true);
    expect(countOf(rated, "rating", "3")).toBe((await search("rating=3")).total);
  });

  it("counts sizes and the stock toggle within the other selections", async () => {
    const answer = await search("categoryId=110001&inStock=true");
    const sizes = facet(answer, "size").values;
    expect(sizes.length).toBeGreaterThan(2);
    for (const value of sizes.slice(0, 2))
      expect(value.count).toBe(
        (await search(`categoryId=110001&inStock=true&size=${value.value}`)).total,
      );
    expect(facet(answer, "inStock").values[0]).toMatchObject({ selected: true });
  });

  it("shows a selected value with no match so it can be cleared", async () => {
    const answer = await search("q=jacket&color=purple&gender=kids&size=13");
    expect(answer.total).toBe(0);
    expect(facet(answer, "size").values.find((v) => v.value === "13")).toMatchObject({
      selected: true,
    });
  });

  it("lists sizes in size order: XS, S, M, L, XL, XXL, shoe sizes by number with half sizes", async () => {
    const clothing = facet(await search("categoryId=110001"), "size").values.map((v) => v.value);
    const letters = ["XS", "S", "M", "L", "XL", "XXL"].filter((code) => clothing.includes(code));
    expect(letters.length).toBeGreaterThan(3);
    expect(clothing.filter((code) => letters.includes(code))).toEqual(letters);
    const everything = facet(await search(""), "size").values.map((v) => v.value);
    const shoes = everything.filter((code) => /^\d+(\.5)?$/.test(code));
    expect(shoes.length).toBeGreaterThan(3);
    expect(shoes).toEqual([...shoes].sort((a, b) => Number(a) - Number(b)));
    expect(shoes.some((code) => code.endsWith(".5"))).toBe(true);
  });

  it("shows each tile in the colour the colour filter matched: picture, link and first colour", async () => {
    const answer = await search("categoryId=110001&color=brown&count=100");
    expect(answer.products.length).toBeGreaterThan(0);
    const brown = new Set(
      (
        await t.db.query<{ color_variant_id: string }>(
          "select color_variant_id from colors where color_family = 'brown'",
        )
      ).map((row) => row.color_variant_id),
    );
    for (const tile of answer.products) {
      const color = new URL(tile.url, "http://shop").searchParams.get("color") ?? "";
      expect(brown.has(color), tile.url).toBe(true);
      expect(tile.image.url).toContain(color);
      expect(tile.colors.some((c) => c.colorVariantId === color)).toBe(true);
    }
  });

  it("keeps the plain product link and default picture without a colour filter", async () => {
    const answer = await search("categoryId=110001&count=20");
    expect(answer.products.every((tile) => !tile.url.includes("?color="))).toBe(true);
  });
});
