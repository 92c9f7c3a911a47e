// databases: postgres — business rules through the API; PostgreSQL runs them faster
// Product copy in the site's language: names, descriptions, colour and size labels on the
// French and German sites, English elsewhere and wherever a translation is missing.
import type {
  Cart,
  CompareItem,
  ProductDetails,
  ProductSet,
  RecommendationItem,
  SizeChart,
} from "@ridgeline/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

interface Copy {
  name: string;
  description: string;
}
interface StyleCopyRow {
  style_id: string;
  name: string;
  description: string;
  fr: Copy;
  de: Copy;
}

async function stylesOfType(productType: string, count = 1): Promise<StyleCopyRow[]> {
  return t.db.query<StyleCopyRow>(
    `select style_id, name, description, translations -> 'fr' as fr, translations -> 'de' as de
       from styles where product_type = $1 order by style_id limit $2`,
    [productType, count],
  );
}

async function colourNames(styleId: string) {
  return t.db.query<{ color_variant_id: string; color_name: string; fr: string; de: string }>(
    `select color_variant_id, color_name, color_names ->> 'fr' as fr, color_names ->> 'de' as de
       from colors where style_id = $1 order by position`,
    [styleId],
  );
}

async function details(productId: string, locale: string): Promise<ProductDetails> {
  const response = await t.call({
    method: "GET",
    url: `/products/v2/products/${productId}/details?locale=${locale}`,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as ProductDetails;
}

describe("GET /products/v2/products/{productId}/details in the site's language", () => {
  it("names, describes and labels colours in French on fr-fr and fr-ca", async () => {
    const [style] = await stylesOfType("jacket");
    if (!style) throw new Error("the seed has no jacket");
    const colours = await colourNames(style.style_id);
    for (const locale of ["fr-fr", "fr-ca"]) {
      const product = await details(style.style_id, locale);
      expect(product.name).toBe(style.fr.name);
      expect(product.name).toMatch(/^(Veste|Coupe-vent|Anorak).* pour (homme|femme|enfant)$/);
      expect(product.description).toBe(style.fr.description);
      expect(product.description).toMatch(/ (est|sont) (un|une|des) /);
      expect(product.attributes.colors.map((c) => c.label)).toEqual(colours.map((c) => c.fr));
      const first = colours[0];
      expect(product.images[first?.color_variant_id ?? ""]?.[0]?.alt).toBe(
        `${style.fr.name}, coloris ${first?.fr}`,
      );
    }
  });

  it("names, describes and labels colours in German on de-de", async () => {
    const [style] = await stylesOfType("backpack");
    if (!style) throw new Error("the seed has no backpack");
    const colours = await colourNames(style.style_id);
    const product = await details(style.style_id, "de-de");
    expect(product.name).toBe(style.de.name);
    expect(product.name).toMatch(/rucksack.* für (Herren|Damen|Kinder)$/i);
    expect(product.description).toBe(style.de.description);
    expect(product.attributes.colors.map((c) => c.label)).toEqual(colours.map((c) => c.de));
    expect(product.attributes.colors.map((c) => c.label)).not.toEqual(
      colours.map((c) => c.color_name),
    );
  });

  it("stays English on the English sites", async () => {
    const [style] = await stylesOfType("jacket");
    const colours = await colourNames(style?.style_id ?? "");
    for (const locale of ["en-us", "en-gb"]) {
      const product = await details(style?.style_id ?? "", locale);
      expect(product.name).toBe(style?.name);
      expect(product.description).toBe(style?.description);
      expect(product.attributes.colors.map((c) => c.label)).toEqual(
        colours.map((c) => c.color_name),
      );
    }
  });

  it("falls back to English where a style or colour has no translation", async () => {
    const [, style] = await stylesOfType("jacket", 2);
    if (!style) throw new Error("the seed has no second jacket");
    await t.db.query(
      `update styles set translations = jsonb_set(translations - 'de', '{fr,name}', '""')
        where style_id = $1`,
      [style.style_id],
    );
    await t.db.query("update colors set color_names = '{}' where style_id = $1", [style.style_id]);
    const colours = await colourNames(style.style_id);

    const german = await details(style.style_id, "de-de");
    expect(german.name).toBe(style.name);
    expect(german.description).toBe(style.description);
    expect(german.attributes.colors.map((c) => c.label)).toEqual(colours.map((c) => c.color_name));
    // An empty name is no translation; the French description is still there.
    const french = await details(style.style_id, "fr-fr");
    expect(french.name).toBe(style.name);
    expect(french.description).toBe(style.fr.description);
  });

  it("puts the fixed words of size labels into the site's language", async () => {
    const [pack] = await stylesOfType("backpack");
    const sizes = async (locale: string) =>
      (await details(pack?.style_id ?? "", locale)).attributes.sizes.map((s) => s.label);
    expect(await sizes("en-us")).toEqual(["One Size"]);
    expect(await sizes("fr-fr")).toEqual(["Taille unique"]);
    expect(await sizes("de-de")).toEqual(["Einheitsgröße"]);
  });
});

describe("POST /products/v1/products/{productId}/availability in the site's language", () => {
  it("labels sizes in French on fr-ca", async () => {
    const [pack] = await stylesOfType("backpack");
    const response = await t.call({
      method: "POST",
      url: `/products/v1/products/${pack?.style_id}/availability?locale=fr-ca`,
    });
    expect(response.statusCode, response.body).toBe(200);
    const sizes = (response.json() as { sizes: { label: string }[] }).sizes;
    expect(new Set(sizes.map((size) => size.label))).toEqual(new Set(["Taille unique"]));
  });
});

describe("tiles, sets, compare and recommendations in the site's language", () => {
  it("names a product set's tiles and colour swatches in French", async () => {
    const [set] = await t.db.query<{ product_set_id: string; style_ids: string[] }>(
      `select product_set_id, array_agg(style_id order by position) as style_ids
         from product_set_items group by product_set_id order by product_set_id limit 1`,
    );
    const response = await t.call({
      method: "GET",
      url: `/products/v2/products/${set?.product_set_id}/productSet?locale=fr-fr`,
    });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json() as ProductSet;
    const rows = await t.db.query<{ style_id: string; fr: string }>(
      "select style_id, translations -> 'fr' ->> 'name' as fr from styles where style_id = any($1)",
      [set?.style_ids ?? []],
    );
    const french = new Map(rows.map((row) => [row.style_id, row.fr]));
    expect(body.products.length).toBeGreaterThan(0);
    for (const tile of body.products) {
      expect(tile.name).toBe(french.get(tile.productId));
      const colours = await colourNames(tile.productId);
      const labels = new Map(colours.map((c) => [c.color_variant_id, c.fr]));
      for (const swatch of tile.colors)
        expect(swatch.label).toBe(labels.get(swatch.colorVariantId));
    }
  });

  it("titles recommendations in German on de-de", async () => {
    const response = await t.call({
      method: "GET",
      url: "/products/v1/widgetRecommendations?type=top-sellers&count=3&locale=de-de",
    });
    expect(response.statusCode, response.body).toBe(200);
    const items = (response.json() as { items: RecommendationItem[] }).items;
    expect(items).toHaveLength(3);
    const rows = await t.db.query<{ style_id: string; de: string }>(
      "select style_id, translations -> 'de' ->> 'name' as de from styles where style_id = any($1)",
      [items.map((item) => item.productId)],
    );
    const german = new Map(rows.map((row) => [row.style_id, row.de]));
    for (const item of items) {
      expect(item.title).toBe(german.get(item.productId));
      expect(item.title).toMatch(/ für (Herren|Damen|Kinder)$/);
    }
  });

  it("compares products by their French names and colour labels", async () => {
    const [a, b] = await stylesOfType("fleece", 2);
    const response = await t.call({
      method: "GET",
      url: `/fapi/components/compare?productIds=${a?.style_id},${b?.style_id}&locale=fr-fr`,
    });
    expect(response.statusCode, response.body).toBe(200);
    const products = (response.json() as { products: CompareItem[] }).products;
    expect(products.map((p) => p.name)).toEqual([a?.fr.name, b?.fr.name]);
    const colours = await colourNames(a?.style_id ?? "");
    expect(products[0]?.colors.map((c) => c.label)).toEqual(colours.map((c) => c.fr));
  });

  it("labels kids' sizes in the size chart in German", async () => {
    const response = await t.call({
      method: "GET",
      url: "/fapi/components/size-chart/socks?gender=kids&locale=de-de",
    });
    expect(response.statusCode, response.body).toBe(200);
    const chart = response.json() as SizeChart;
    expect(chart.charts[0]?.rows.map((row) => row.label)).toEqual([
      "S (Kinder 9–12)",
      "M (Kinder 13–3)",
      "L (Kinder 4–7)",
    ]);
  });
});

describe("cart lines in the language of the cart's site", () => {
  it("shows a line's name and colour in French on a fr-fr cart", async () => {
    const [sku] = await t.db.query<{
      upc: string;
      style_id: string;
      fr_name: string;
      fr_colour: string;
    }>(
      `select k.upc, k.style_id, s.translations -> 'fr' ->> 'name' as fr_name,
              c.color_names ->> 'fr' as fr_colour
         from skus k join styles s on s.style_id = k.style_id
         join colors c on c.color_variant_id = k.color_variant_id
         join inventory i on i.upc = k.upc and i.location_id = 'online' and i.quantity > 0
        where s.product_type = 'hoodie' order by k.upc limit 1`,
    );
    if (!sku) throw new Error("the seed has no hoodie in stock");
    const token = await t.guestToken();
    const created = await t.call({ method: "POST", url: "/cart/v1/cart?locale=fr-fr", token });
    expect(created.statusCode, created.body).toBe(201);
    const response = await t.call({
      method: "POST",
      url: "/cart/v1/item?locale=fr-fr",
      token,
      payload: {
        cartId: (created.json() as Cart).basketId,
        productId: sku.style_id,
        upc: sku.upc,
        qty: 1,
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    const [line] = (response.json() as Cart).items;
    expect(line?.name).toBe(sku.fr_name);
    expect(line?.variants).toContainEqual({ code: "color", value: sku.fr_colour });
  });
});
