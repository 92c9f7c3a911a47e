// databases: postgres — business rules through the API; PostgreSQL runs them faster
// app: shared — reads the seed only (server/test/shared-app.ts checks it writes nothing)
import type {
  ProductAvailability,
  ProductInventory,
  StoreProductInventory,
} from "@ridgeline/contract";

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sharedTestApp } from "../../../test/shared-app";
import { type TestApp, errorOf } from "../../../test/test-app";

let t: TestApp;
let styleId: string;
let colorIds: string[];
beforeAll(async () => {
  t = await sharedTestApp();
  // A style with several colours, to see a colour variant narrow the answer.
  const [row] = await t.db.query<{ style_id: string; colors: string[] }>(
    `select style_id, array_agg(color_variant_id order by position) as colors from colors
      group by style_id having count(*) >= 2 order by style_id limit 1`,
  );
  styleId = row?.style_id ?? "";
  colorIds = row?.colors ?? [];
});
afterAll(async () => {
  await t?.close();
});

async function stockAt(location: string, upcs: string[]): Promise<Map<string, number>> {
  const rows = await t.db.query<{ upc: string; quantity: number }>(
    "select upc, quantity from inventory where location_id = $1 and upc = any($2::text[])",
    [location, upcs],
  );
  return new Map(rows.map((row) => [row.upc, row.quantity]));
}

async function skusOf(column: "style_id" | "color_variant_id", id: string): Promise<string[]> {
  const rows = await t.db.query<{ upc: string }>(
    `select upc from skus where ${column} = $1 order by upc`,
    [id],
  );
  return rows.map((row) => row.upc);
}

const availability = (productId: string, payload?: object) =>
  t.call({
    method: "POST",
    url: `/products/v1/products/${productId}/availability?locale=en-us`,
    ...(payload ? { payload } : {}),
  });

describe("POST /products/v1/products/{productId}/availability", () => {
  it("reports every size of a style online, with no stores when none are asked", async () => {
    const response = await availability(styleId);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json() as ProductAvailability;
    const upcs = await skusOf("style_id", styleId);
    expect(body).toMatchObject({ productId: styleId, styleId, colorVariantId: null, stores: [] });
    expect(body.sizes.map((size) => size.upc).sort()).toEqual(upcs);
    const online = await stockAt("online", upcs);
    for (const size of body.sizes) {
      const quantity = online.get(size.upc) ?? 0;
      expect(size.online.quantity).toBe(quantity);
      expect(size.online.stockStatus).toBe(
        quantity === 0 ? "OUT_OF_STOCK" : quantity <= 3 ? "LOW_STOCK" : "IN_STOCK",
      );
      expect(size.stores).toEqual([]);
      expect(size.label).not.toBe("");
    }
  });

  it("narrows to one colour for a colour-variant id, with stock at the stores asked", async () => {
    const colorId = colorIds[1] ?? "";
    const response = await availability(colorId, { storeIds: ["0104", "0101"] });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json() as ProductAvailability;
    expect(body.colorVariantId).toBe(colorId);
    expect(body.stores).toEqual([
      { storeId: "0104", name: "Ridgeline Outfitters Park City", pickupEnabled: false },
      { storeId: "0101", name: "Ridgeline Outfitters Boulder", pickupEnabled: true },
    ]);
    const upcs = await skusOf("color_variant_id", colorId);
    expect(body.sizes.map((size) => size.upc).sort()).toEqual(upcs);
    const [parkCity, boulder] = [await stockAt("0104", upcs), await stockAt("0101", upcs)];
    for (const size of body.sizes) {
      expect(size.colorVariantId).toBe(colorId);
      const b = boulder.get(size.upc) ?? 0;
      expect(size.stores).toEqual([
        { storeId: "0104", quantity: parkCity.get(size.upc) ?? 0, available: false },
        { storeId: "0101", quantity: b, available: b > 0 },
      ]);
    }
  });

  it("chooses the stores near a postal code", async () => {
    const response = await availability(styleId, { postalCode: "80302" });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json() as ProductAvailability;
    expect(body.stores.map((store) => store.storeId)).toEqual(["0101", "0102"]);
    expect(body.sizes[0]?.stores.map((store) => store.storeId)).toEqual(["0101", "0102"]);
  });

  it("answers PLP400 for an unknown product, STR404 for an unknown store or place", async () => {
    const unknown = await availability("ZZZZZZZZ", { storeIds: ["0101"] });
    expect(unknown.statusCode).toBe(404);
    expect(errorOf(unknown)?.errorId).toBe("PLP400");
    const store = await availability(styleId, { storeIds: ["0101", "9999"] });
    expect(store.statusCode).toBe(404);
    expect(errorOf(store)).toMatchObject({ errorId: "STR404", field: "storeIds.1" });
    const place = await availability(styleId, { postalCode: "99950" });
    expect(place.statusCode).toBe(404);
    expect(errorOf(place)).toMatchObject({ errorId: "STR404", field: "postalCode" });
  });

  it("refuses bad input, naming the field", async () => {
    const cases: [string, object, string][] = [
      ["bad-id", {}, "productId"],
      [styleId, { storeIds: Array.from({ length: 21 }, () => "0101") }, "storeIds"],
      [styleId, { storeIds: ["01 01"] }, "storeIds.0"],
      [styleId, { storeIds: ["0101"], postalCode: "80302" }, "postalCode"],
      [styleId, { postalCode: "80302", radius: 1000 }, "radius"],
    ];
    for (const [productId, payload, field] of cases) {
      const response = await availability(productId, payload);
      expect(response.statusCode, field).toBe(400);
      expect(errorOf(response)).toMatchObject({ errorId: "VAL400", field });
    }
  });
});

describe("GET /products/v2/products/{productId}/inventory", () => {
  it("gives the online quantity and status of every UPC", async () => {
    const response = await t.call({
      method: "GET",
      url: `/products/v2/products/${styleId}/inventory`,
    });
    expect(response.statusCode).toBe(200);
    const body = response.json() as ProductInventory;
    const upcs = await skusOf("style_id", styleId);
    const online = await stockAt("online", upcs);
    expect(body.inventory.map((row) => row.upc).sort()).toEqual(upcs);
    for (const row of body.inventory) expect(row.quantity).toBe(online.get(row.upc) ?? 0);
  });

  it("narrows to a colour and answers PLP400 or VAL400 for bad ids", async () => {
    const colorId = colorIds[0] ?? "";
    const response = await t.call({
      method: "GET",
      url: `/products/v2/products/${colorId}/inventory`,
    });
    const body = response.json() as ProductInventory;
    expect(body.inventory.map((row) => row.upc).sort()).toEqual(
      await skusOf("color_variant_id", colorId),
    );
    const unknown = await t.call({
      method: "GET",
      url: "/products/v2/products/ZZZZZZZZZ/inventory",
    });
    expect(unknown.statusCode).toBe(404);
    expect(errorOf(unknown)?.errorId).toBe("PLP400");
    const bad = await t.call({ method: "GET", url: "/products/v2/products/abc/inventory" });
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad)).toMatchObject({ errorId: "VAL400", field: "productId" });
  });
});

describe("GET /products/v2/products/{productId}/stores/{storeId}/inventory", () => {
  const url = (productId: string, storeId: string) =>
    `/products/v2/products/${productId}/stores/${storeId}/inventory`;

  it("gives the pickup stock of every UPC at the store", async () => {
    const response = await t.call({ method: "GET", url: url(styleId, "0102") });
    expect(response.statusCode).toBe(200);
    const body = response.json() as StoreProductInventory;
    expect(body).toMatchObject({ productId: styleId, storeId: "0102", pickupEnabled: true });
    const upcs = await skusOf("style_id", styleId);
    const stock = await stockAt("0102", upcs);
    expect(body.inventory.map((row) => row.upc).sort()).toEqual(upcs);
    for (const row of body.inventory) {
      expect(row.quantity).toBe(stock.get(row.upc) ?? 0);
      expect(row.available).toBe(row.quantity > 0);
    }
  });

  it("marks nothing available where the store does no pickup", async () => {
    const body = (
      await t.call({ method: "GET", url: url(styleId, "0205") })
    ).json() as StoreProductInventory;
    expect(body.pickupEnabled).toBe(false);
    expect(body.inventory.some((row) => row.quantity > 0)).toBe(true);
    expect(body.inventory.every((row) => !row.available)).toBe(true);
  });

  it("answers STR404 for an unknown store, PLP400 for an unknown product", async () => {
    const store = await t.call({ method: "GET", url: url(styleId, "9999") });
    expect(store.statusCode).toBe(404);
    expect(errorOf(store)).toMatchObject({ errorId: "STR404", field: "storeId" });
    const product = await t.call({ method: "GET", url: url("ZZZZZZZZ", "0101") });
    expect(product.statusCode).toBe(404);
    expect(errorOf(product)?.errorId).toBe("PLP400");
    const bad = await t.call({ method: "GET", url: url(styleId, "x") });
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad)).toMatchObject({ errorId: "VAL400", field: "storeId" });
  });
});
