// databases: postgres — business rules through the API; PostgreSQL runs them faster
// app: shared — reads the seed only (server/test/shared-app.ts checks it writes nothing)
import type { StoreSearchResult } from "@ridgeline/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sharedTestApp } from "../../../test/shared-app";
import { type TestApp, errorOf } from "../../../test/test-app";
import { isOpenAt } from "./store-hours.helpers";

let t: TestApp;
beforeAll(async () => {
  t = await sharedTestApp();
});
afterAll(async () => {
  await t?.close();
});

const post = (url: string, payload: object) => t.call({ method: "POST", url, payload });

async function searchStores(
  payload: Record<string, unknown>,
  locale = "en-us",
  path = "/stores/v1/search",
): Promise<StoreSearchResult> {
  const response = await post(`${path}?locale=${locale}`, payload);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as StoreSearchResult;
}

async function expectError(payload: object, status: number, errorId: string, field?: string) {
  const response = await post("/stores/v1/search?locale=en-us", payload);
  expect(response.statusCode, response.body).toBe(status);
  expect(errorOf(response)).toMatchObject({ errorId, ...(field ? { field } : {}) });
}

describe("POST /stores/v1/search", () => {
  it("finds the stores near a US ZIP code, nearest first, distances in km to one decimal", async () => {
    const result = await searchStores({ postalCode: "80302" });
    expect(result.stores.map((store) => store.storeId)).toEqual(["0101", "0102"]);
    const [boulder, denver] = result.stores;
    expect(boulder?.distance).toBeLessThan(2);
    expect(denver?.distance).toBeGreaterThan(30);
    expect(denver?.distance).toBeLessThan(50);
    for (const store of result.stores)
      expect(Math.round(store.distance * 10) / 10).toBe(store.distance);
    expect(result).toMatchObject({ radius: 50, total: 2, origin: { label: "80302" } });
    expect(boulder).toMatchObject({
      name: "Ridgeline Outfitters Boulder",
      city: "Boulder",
      postalCode: "80302",
      country: "US",
      distanceUnit: "km",
      timezone: "America/Denver",
      pickupEnabled: true,
      storeInventory: [],
    });
  });

  it("gives each store its week of hours and whether it is open now in its own time zone", async () => {
    const before = new Date();
    const { stores } = await searchStores({ city: "Paris", radius: 500 });
    const after = new Date();
    expect(stores[0]?.storeId).toBe("0501");
    for (const store of stores) {
      expect(store.hours.map((slot) => slot.day)).toEqual([
        "mon",
        "tue",
        "wed",
        "thu",
        "fri",
        "sat",
        "sun",
      ]);
      const expected = isOpenAt(store.hours, store.timezone, before);
      // Unless the answer straddled an opening or closing minute, it is the same either side.
      if (expected === isOpenAt(store.hours, store.timezone, after))
        expect(store.openNow, store.storeId).toBe(expected);
    }
  });

  it("reads a postal code in the site's country first when formats overlap", async () => {
    const german = await searchStores({ postalCode: "80331" }, "de-de");
    expect(german.stores[0]?.storeId).toBe("0401");
    const american = await searchStores({ postalCode: "80331" }, "en-us");
    expect(american.stores[0]?.storeId).toBe("0101");
    const asked = await searchStores({ postalCode: "80331", country: "DE" }, "en-us");
    expect(asked.stores[0]?.storeId).toBe("0401");
  });

  it("recognises Canadian, UK and French postal codes whatever the site", async () => {
    expect((await searchStores({ postalCode: "v6e 1a9" })).stores[0]?.storeId).toBe("0201");
    expect((await searchStores({ postalCode: "WC2E 9LY" })).stores[0]?.storeId).toBe("0301");
    expect((await searchStores({ postalCode: "EH2" })).stores[0]?.storeId).toBe("0303");
    expect((await searchStores({ postalCode: "74400" }, "fr-fr")).stores[0]?.storeId).toBe("0503");
  });

  it("finds a city by name without accents or by an alias", async () => {
    expect((await searchStores({ city: "montreal" })).stores[0]?.storeId).toBe("0204");
    expect((await searchStores({ city: "Munich" })).stores[0]?.storeId).toBe("0401");
  });

  it("searches around coordinates, a store on the spot at distance 0", async () => {
    const result = await searchStores({ latitude: 47.6101, longitude: -122.3351 });
    expect(result.stores[0]).toMatchObject({ storeId: "0105", distance: 0 });
    // A shopper's own location is named by the city it is near, for them to confirm.
    expect(result.origin).toMatchObject({
      latitude: 47.6101,
      longitude: -122.3351,
      label: "Seattle",
    });
  });

  it("reads coordinates too small for the database's floats as zero, not as a server error", async () => {
    for (const tiny of [5e-324, 9.4e-323, 1e-300]) {
      const result = await searchStores({ latitude: tiny, longitude: tiny, radius: 500 });
      expect(result.stores).toEqual([]);
    }
  });

  it("prefers coordinates to a postal code, and a postal code to a city", async () => {
    const seattle = { latitude: 47.6101, longitude: -122.3351 };
    const both = await searchStores({ postalCode: "80302", ...seattle });
    expect(both.stores[0]?.storeId).toBe("0105");
    const postal = await searchStores({ postalCode: "80302", city: "Paris" });
    expect(postal.stores[0]?.storeId).toBe("0101");
  });

  it("widens with the radius and caps the list with count, total still counting all", async () => {
    const near = await searchStores({ city: "Seattle" });
    expect(near.stores.map((s) => s.storeId)).toEqual(["0105"]);
    const wide = await searchStores({ city: "Seattle", radius: 500 });
    expect(wide.stores.map((s) => s.storeId)).toEqual(["0105", "0201", "0106"]);
    const distances = wide.stores.map((s) => s.distance);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    for (const store of wide.stores) expect(store.distance).toBeLessThanOrEqual(500);
    const capped = await searchStores({ city: "Seattle", radius: 500, count: 2 });
    expect(capped.stores).toHaveLength(2);
    expect(capped.total).toBe(wide.total);
    const none = await searchStores({ latitude: 0, longitude: 0 });
    // Far from every city the gazetteer knows: the coordinates, not a misleading name.
    expect(none).toMatchObject({ total: 0, stores: [], origin: { label: "0,0" } });
  });

  it("shows pickup stock per SKU, not available where pickup is off", async () => {
    const rows = await t.db.query<{ upc: string; quantity: number }>(
      `select upc, quantity from inventory where location_id = '0104' and quantity > 0
        order by upc limit 1`,
    );
    const upc = rows[0]?.upc ?? "";
    const [utah] = await t.db.query<{ quantity: number }>(
      "select quantity from inventory where location_id = '0103' and upc = $1",
      [upc],
    );
    const { stores } = await searchStores({ postalCode: "84060", skus: [upc, upc] });
    const parkCity = stores.find((store) => store.storeId === "0104");
    expect(parkCity?.pickupEnabled).toBe(false);
    expect(parkCity?.storeInventory).toEqual([
      { upc, quantity: rows[0]?.quantity, available: false },
    ]);
    const slc = stores.find((store) => store.storeId === "0103");
    expect(slc?.storeInventory).toEqual([
      { upc, quantity: utah?.quantity ?? 0, available: (utah?.quantity ?? 0) > 0 },
    ]);
  });

  it("answers an unknown but well-formed SKU with no stock", async () => {
    const { stores } = await searchStores({ postalCode: "80302", skus: ["000000000000"] });
    expect(stores[0]?.storeInventory).toEqual([
      { upc: "000000000000", quantity: 0, available: false },
    ]);
  });

  it("refuses bad input, naming the field", async () => {
    await expectError({}, 400, "VAL400", "postalCode");
    await expectError({ latitude: 40 }, 400, "VAL400", "longitude");
    await expectError({ longitude: 40 }, 400, "VAL400", "latitude");
    await expectError({ latitude: 91, longitude: 0 }, 400, "VAL400", "latitude");
    await expectError({ postalCode: "80302", radius: 501 }, 400, "VAL400", "radius");
    await expectError({ postalCode: "80302", radius: 0 }, 400, "VAL400", "radius");
    await expectError({ postalCode: "80302", radius: "ten" }, 400, "VAL400", "radius");
    await expectError({ postalCode: "80302", count: 0 }, 400, "VAL400", "count");
    await expectError({ postalCode: "80302", skus: ["12ab"] }, 400, "VAL400", "skus.0");
    const many = Array.from({ length: 51 }, (_, i) => String(100000000000 + i));
    await expectError({ postalCode: "80302", skus: many }, 400, "VAL400", "skus");
    await expectError({ postalCode: "x".repeat(13) }, 400, "VAL400", "postalCode");
    await expectError({ postalCode: "80302", country: "usa" }, 400, "VAL400", "country");
  });

  it("answers STR404 naming the field for a place it does not know", async () => {
    await expectError({ postalCode: "99950" }, 404, "STR404", "postalCode");
    await expectError({ postalCode: "1'; drop--" }, 404, "STR404", "postalCode");
    await expectError({ city: "Atlantis" }, 404, "STR404", "city");
  });

  it("answers ATTR300 without a body", async () => {
    const response = await t.call({ method: "POST", url: "/stores/v1/search" });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)?.errorId).toBe("ATTR300");
  });
});

describe("POST /stores/v1/collectionPoints", () => {
  it("lists only pickup-enabled stores", async () => {
    const all = await searchStores({ postalCode: "84060" });
    expect(all.stores.map((store) => store.storeId)).toContain("0104");
    const points = await searchStores(
      { postalCode: "84060" },
      "en-us",
      "/stores/v1/collectionPoints",
    );
    expect(points.stores.map((store) => store.storeId)).toEqual(["0103"]);
    expect(points.stores.every((store) => store.pickupEnabled)).toBe(true);
  });

  it("refuses bad input like the store search", async () => {
    const response = await post("/stores/v1/collectionPoints", { radius: 10 });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toMatchObject({ errorId: "VAL400", field: "postalCode" });
  });
});
