// databases: postgres — business rules through the API; PostgreSQL runs them faster
// app: shared — reads the seed only (server/test/shared-app.ts checks it writes nothing)
import { parseCategorySegment, type CategoryNode, type ProductDetails } from "@ridgeline/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sharedTestApp } from "../../../test/shared-app";
import { type TestApp, errorOf } from "../../../test/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await sharedTestApp();
});
afterAll(async () => {
  await t?.close();
});

const get = (url: string) => t.call({ method: "GET", url });

describe("GET /products/v2/catalog", () => {
  async function tree(locale: string): Promise<CategoryNode[]> {
    const response = await get(`/products/v2/catalog?locale=${locale}`);
    expect(response.statusCode).toBe(200);
    return (response.json() as { categories: CategoryNode[] }).categories;
  }

  it("has three levels, each node one level below its parent", async () => {
    const roots = await tree("en-us");
    expect(roots.map((root) => root.name)).toEqual(["Men", "Women", "Kids"]);
    const walk = (nodes: CategoryNode[], level: number): number =>
      nodes.reduce((count, node) => {
        expect(node.level).toBe(level);
        if (level === 3) expect(node.children).toEqual([]);
        else expect(node.children.length, node.id).toBeGreaterThan(0);
        return count + 1 + walk(node.children, level + 1);
      }, 0);
    const [{ n }] = (await t.db.query<{ n: number }>(
      "select count(*)::int as n from categories",
    )) as [{ n: number }];
    expect(walk(roots, 1)).toBe(n);
  });

  it("names categories in the site's language", async () => {
    const [fr, de] = [await tree("fr-ca"), await tree("de-de")];
    expect(fr.map((root) => root.name)).toEqual(["Hommes", "Femmes", "Enfants"]);
    expect(de[0]?.name).toBe("Herren");
    const rows = await t.db.query<{ category_id: string; names: Record<string, string> }>(
      "select category_id, names from categories",
    );
    const frenchById = new Map(rows.map((row) => [row.category_id, row.names["fr"]]));
    const visit = (nodes: CategoryNode[]): void =>
      nodes.forEach((node) => {
        expect(node.name).toBe(frenchById.get(node.id));
        visit(node.children);
      });
    visit(fr);
  });

  it("links each category as /{locale}/c/{slug}-{id}", async () => {
    const visit = (nodes: CategoryNode[]): void =>
      nodes.forEach((node) => {
        expect(node.url).toMatch(/^\/fr-ca\/c\/[a-z0-9-]+-\d{4,10}$/);
        expect(node.url).toBe(`/fr-ca/c/${node.slug}-${node.id}`);
        expect(parseCategorySegment(node.url.split("/").at(-1) ?? "")).toEqual({
          slug: node.slug,
          categoryId: node.id,
        });
        visit(node.children);
      });
    visit(await tree("fr-ca"));
  });
});

describe("GET /products/v2/products/{productId}/details", () => {
  interface Style {
    style_id: string;
    category_id: string;
    default_color: string;
    other_color: string;
  }
  let style: Style;
  beforeAll(async () => {
    // A style with a second colour and sizes in every stock state, so statuses can be checked.
    const [row] = await t.db.query<Style>(
      `select s.style_id, s.category_id,
              (select color_variant_id from colors where style_id = s.style_id and is_default) as default_color,
              (select color_variant_id from colors where style_id = s.style_id and not is_default
                order by position limit 1) as other_color
         from styles s
        where (select count(*) from colors where style_id = s.style_id) >= 2
          and exists (select 1 from skus k join inventory i on i.upc = k.upc and i.location_id = 'online'
                       where k.style_id = s.style_id and i.quantity = 0)
          and exists (select 1 from skus k join inventory i on i.upc = k.upc and i.location_id = 'online'
                       where k.style_id = s.style_id and i.quantity between 1 and 3)
        order by s.style_id limit 1`,
    );
    if (!row) throw new Error("the seed has no style with mixed stock");
    style = row;
  });

  async function details(productId: string, locale = "en-us"): Promise<ProductDetails> {
    const response = await get(`/products/v2/products/${productId}/details?locale=${locale}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as ProductDetails;
  }

  async function priceOf(colorVariantId: string, currency: string) {
    const [row] = await t.db.query<{ original_minor: number; current_minor: number }>(
      "select original_minor, current_minor from prices where color_variant_id = $1 and currency = $2",
      [colorVariantId, currency],
    );
    if (!row) throw new Error(`no ${currency} price for ${colorVariantId}`);
    return { original: row.original_minor / 100, current: row.current_minor / 100 };
  }

  it("selects the default colour for a style id", async () => {
    const answer = await details(style.style_id);
    expect(answer.productId).toBe(style.style_id);
    expect(answer.selectedColorId).toBe(style.default_color);
    expect(answer.attributes.colors.find((color) => color.defaultColor)?.id).toBe(
      style.default_color,
    );
    expect(answer.prices).toMatchObject(await priceOf(style.default_color, "USD"));
  });

  it("selects the colour a colour-variant id names, with its price and sizes", async () => {
    const answer = await details(style.other_color);
    expect(answer.productId).toBe(style.style_id);
    expect(answer.selectedColorId).toBe(style.other_color);
    expect(answer.prices).toMatchObject(await priceOf(style.other_color, "USD"));
    const sizes = await t.db.query<{ size_code: string }>(
      "select size_code from skus where color_variant_id = $1 order by position",
      [style.other_color],
    );
    expect(answer.attributes.sizes.map((size) => size.id)).toEqual(
      sizes.map((size) => size.size_code),
    );
  });

  it("reports every SKU's stock status and size availability as the inventory table has it", async () => {
    const stock = await t.db.query<{ upc: string; color_variant_id: string; quantity: number }>(
      `select k.upc, k.color_variant_id, coalesce(i.quantity, 0) as quantity from skus k
         left join inventory i on i.upc = k.upc and i.location_id = 'online' where k.style_id = $1`,
      [style.style_id],
    );
    const answer = await details(style.style_id);
    const expected = stock.map((row) => ({
      upc: row.upc,
      status: row.quantity === 0 ? "OUT_OF_STOCK" : row.quantity <= 3 ? "LOW_STOCK" : "IN_STOCK",
    }));
    expect(
      answer.variants
        .map((variant) => ({ upc: variant.upc, status: variant.stockStatus }))
        .sort((a, b) => a.upc.localeCompare(b.upc)),
    ).toEqual(expected.sort((a, b) => a.upc.localeCompare(b.upc)));
    const statuses = new Set(answer.variants.map((variant) => variant.stockStatus));
    expect(statuses).toContain("OUT_OF_STOCK");
    expect(statuses).toContain("LOW_STOCK");

    const quantity = new Map(
      stock.map((row) => [`${row.color_variant_id}/${row.upc}`, row.quantity]),
    );
    for (const variant of answer.variants.filter((v) => v.colorId === answer.selectedColorId)) {
      const size = answer.attributes.sizes.find((s) => s.id === variant.sizeId);
      expect(size?.available).toBe((quantity.get(`${variant.colorId}/${variant.upc}`) ?? 0) > 0);
    }
    for (const color of answer.attributes.colors) {
      const anyInStock = stock.some((row) => row.color_variant_id === color.id && row.quantity > 0);
      expect(color.available, color.id).toBe(anyInStock);
    }
  });

  it.each([
    ["en-gb", "GBP"],
    ["fr-fr", "EUR"],
    ["fr-ca", "CAD"],
  ])("prices in the site's currency (%s: %s)", async (locale, currency) => {
    const answer = await details(style.style_id, locale);
    expect(answer.prices.currency).toBe(currency);
    expect(answer.prices).toMatchObject(await priceOf(style.default_color, currency));
    const other = answer.attributes.colors.find((color) => color.id === style.other_color);
    expect(other).toMatchObject(await priceOf(style.other_color, currency));
  });

  it("gives breadcrumbs from the root to the style's category, in the site's language", async () => {
    const answer = await details(style.style_id, "fr-ca");
    expect(answer.breadcrumbs).toHaveLength(3);
    expect(answer.breadcrumbs.at(-1)?.id).toBe(style.category_id);
    expect(["Hommes", "Femmes", "Enfants"]).toContain(answer.breadcrumbs[0]?.name);
    for (const crumb of answer.breadcrumbs)
      expect(crumb.url).toMatch(new RegExp(`^/fr-ca/c/.+-${crumb.id}$`));
  });

  it("gives each colour a picture", async () => {
    const answer = await details(style.style_id);
    for (const color of answer.attributes.colors) {
      expect(answer.images[color.id]?.[0]?.url).toBe(`/images/products/${color.id}.svg`);
    }
  });

  it.each(["ZZZZZZZZ", "ZZZZZZZZBLK"])(
    "answers 404 PLP400 for unknown id %s",
    async (productId) => {
      const response = await get(`/products/v2/products/${productId}/details`);
      expect(response.statusCode).toBe(404);
      expect(errorOf(response)?.errorId).toBe("PLP400");
    },
  );

  it.each(["abc", "abcdefgh", "ABCDEFGHIJKL"])(
    "answers 400 VAL400 naming productId for malformed %s",
    async (productId) => {
      const response = await get(`/products/v2/products/${productId}/details`);
      expect(response.statusCode).toBe(400);
      expect(errorOf(response)).toMatchObject({ errorId: "VAL400", field: "productId" });
    },
  );
});
