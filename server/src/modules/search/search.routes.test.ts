// databases: postgres — business rules through the API; PostgreSQL runs them faster
// app: shared — reads the seed only (server/test/shared-app.ts checks it writes nothing)
import type { ProductSearchResult, ProductTile } from "@ridgeline/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sharedTestApp } from "../../../test/shared-app";
import { type TestApp, errorOf } from "../../../test/test-app";

type SearchAnswer = ProductSearchResult;

let t: TestApp;
beforeAll(async () => {
  t = await sharedTestApp();
});
afterAll(async () => {
  await t?.close();
});

const get = (url: string) => t.call({ method: "GET", url });

async function search(query: string): Promise<SearchAnswer> {
  const response = await get(`/products/v2/search/productSearch?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as SearchAnswer;
}

/** Styles at or below a category, from the tables rather than the API. */
async function stylesUnder(categoryId: string): Promise<string[]> {
  const rows = await t.db.query<{ style_id: string }>(
    `with recursive sub as (
       select category_id from categories where category_id = $1
       union all select c.category_id from categories c join sub on c.parent_id = sub.category_id)
     select style_id from styles where category_id in (select category_id from sub) order by style_id`,
    [categoryId],
  );
  return rows.map((row) => row.style_id);
}

describe("GET /products/v2/search/productSearch", () => {
  const LEAF = "110001"; // Men > Clothing > Jackets
  const ROOT = "1000"; // Men: its styles all sit in leaves below it

  it("finds exactly the styles of a leaf category, with its breadcrumbs", async () => {
    const answer = await search(`categoryId=${LEAF}&count=100`);
    const expected = await stylesUnder(LEAF);
    expect(answer.total).toBe(expected.length);
    expect(answer.products.map((tile) => tile.productId).sort()).toEqual(expected);
    expect(answer.category?.breadcrumbs.map((crumb) => crumb.id)).toEqual(["1000", "1100", LEAF]);
    expect(answer.category?.name).toBe("Jackets");
  });

  it("includes the styles of every descendant for a level-1 category", async () => {
    const expected = await stylesUnder(ROOT);
    const [{ n: direct }] = (await t.db.query<{ n: number }>(
      "select count(*)::int as n from styles where category_id = $1",
      [ROOT],
    )) as [{ n: number }];
    expect(direct).toBe(0);
    const answer = await search(`categoryId=${ROOT}&count=1`);
    expect(answer.total).toBe(expected.length);
    expect(answer.total).toBeGreaterThan(50);
  });

  it("pages with start and count without repeating or skipping a product", async () => {
    const expected = await stylesUnder(ROOT);
    const seen: string[] = [];
    for (let start = 0; start < expected.length; start += 40) {
      const page = await search(`categoryId=${ROOT}&start=${start}&count=40&sort=price-asc`);
      expect(page.start).toBe(start);
      expect(page.count).toBe(Math.min(40, expected.length - start));
      expect(page.total).toBe(expected.length);
      seen.push(...page.products.map((tile) => tile.productId));
    }
    expect(new Set(seen).size).toBe(seen.length);
    expect([...seen].sort()).toEqual(expected);
  });

  it("keeps reporting the total on a page past the end", async () => {
    const expected = await stylesUnder(ROOT);
    const page = await search(`categoryId=${ROOT}&start=${expected.length + 10}&count=10`);
    expect(page.products).toEqual([]);
    expect(page.total).toBe(expected.length);
  });

  describe("sorts", () => {
    const inOrder = <T>(items: T[], before: (a: T, b: T) => boolean) =>
      items.slice(1).every((item, index) => before(items[index] as T, item));

    it("price-asc orders by lowest current price, cheapest first", async () => {
      const tiles = (await search(`categoryId=${ROOT}&count=100&sort=price-asc`)).products;
      expect(inOrder(tiles, (a, b) => a.price.lowCurrent <= b.price.lowCurrent)).toBe(true);
      expect(tiles[0]?.price.lowCurrent).toBeLessThan(tiles.at(-1)?.price.lowCurrent ?? 0);
    });

    it("price-desc orders by highest current price, dearest first", async () => {
      const tiles = (await search(`categoryId=${ROOT}&count=100&sort=price-desc`)).products;
      expect(inOrder(tiles, (a, b) => a.price.highCurrent >= b.price.highCurrent)).toBe(true);
      expect(tiles[0]?.price.highCurrent).toBeGreaterThan(tiles.at(-1)?.price.highCurrent ?? 0);
    });

    it("top-rated orders by a Bayesian average (5 reviews at the catalogue mean), not by a 5.0 from one review", async () => {
      const tiles = (await search(`categoryId=${ROOT}&count=100&sort=top-rated`)).products;
      const [{ mean }] = (await t.db.query<{ mean: number }>(
        "select sum(rating_score * reviews_count) / sum(reviews_count) as mean from styles",
      )) as [{ mean: number }];
      const bayes = (tile: ProductTile) =>
        (5 * Number(mean) + tile.rating.score * tile.rating.reviewsCount) /
        (5 + tile.rating.reviewsCount);
      expect(inOrder(tiles, (a, b) => bayes(a) >= bayes(b) - 1e-9)).toBe(true);
      // The plain score order would differ: the Bayesian one is what is being checked.
      const byScore = [...tiles].sort((a, b) => b.rating.score - a.rating.score);
      expect(tiles.map((tile) => tile.productId)).not.toEqual(
        byScore.map((tile) => tile.productId),
      );
    });

    it("relevance (the default) puts the most reviewed first", async () => {
      const answer = await search(`categoryId=${ROOT}&count=100`);
      expect(answer.sort).toBe("relevance");
      expect(
        inOrder(answer.products, (a, b) => a.rating.reviewsCount >= b.rating.reviewsCount),
      ).toBe(true);
    });

    it("newest puts the most recently added style first", async () => {
      const tiles = (await search(`categoryId=${ROOT}&count=100&sort=newest`)).products;
      const rows = await t.db.query<{ style_id: string; created_at: Date | string }>(
        "select style_id, created_at from styles",
      );
      const created = new Map(
        rows.map((row) => [row.style_id, new Date(row.created_at).getTime()]),
      );
      const times = tiles.map((tile) => created.get(tile.productId) ?? Number.NaN);
      expect(inOrder(times, (a, b) => a >= b)).toBe(true);
    });
  });

  it("prices tiles in the site's currency", async () => {
    const page = await search(`categoryId=${LEAF}&count=5&locale=en-gb`);
    expect(page.products.every((tile) => tile.price.currency === "GBP")).toBe(true);
    expect(page.products[0]?.url.startsWith("/en-gb/p/")).toBe(true);
  });

  it("gives tiles pictures that answer as SVG", async () => {
    const page = await search(`categoryId=${LEAF}&count=3`);
    const urls = page.products.flatMap((tile) => [
      tile.image.url,
      ...tile.colors.map((color) => color.image.url),
    ]);
    expect(urls.length).toBeGreaterThan(3);
    for (const url of urls) {
      const response = await t.app.inject({ method: "GET", url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers["content-type"]).toMatch(/^image\/svg\+xml/);
    }
  });

  it("answers 404 PLP400 for a category that does not exist", async () => {
    const response = await get("/products/v2/search/productSearch?categoryId=9999");
    expect(response.statusCode).toBe(404);
    expect(errorOf(response)).toMatchObject({ errorId: "PLP400", field: "categoryId" });
  });

  it.each(["abc", "12", "12345678901"])(
    "answers 400 VAL400 naming categoryId for %s",
    async (categoryId) => {
      const response = await get(`/products/v2/search/productSearch?categoryId=${categoryId}`);
      expect(response.statusCode).toBe(400);
      expect(errorOf(response)).toMatchObject({ errorId: "VAL400", field: "categoryId" });
    },
  );

  it.each([
    ["count=101", "count"],
    ["count=0", "count"],
    ["start=-1", "start"],
    ["count=ten", "count"],
  ])("answers 400 VAL400 for %s", async (query, field) => {
    const response = await get(`/products/v2/search/productSearch?categoryId=${LEAF}&${query}`);
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toMatchObject({ errorId: "VAL400", field });
  });
});

describe("productSearch: bad filters and sorts", () => {
  it.each([
    ["sort=cheapest", "sort"],
    ["gender=aliens", "gender"],
    ["gender=men,aliens", "gender"],
    ["color=chartreuse", "color"],
    ["color=", "color"],
    ["size=XXXXXL", "size"],
    ["size=%3Cscript%3E", "size"],
    ["priceMin=abc", "priceMin"],
    ["priceMax=-5", "priceMax"],
    ["priceMin=50&priceMax=10", "priceMin"],
    ["rating=6", "rating"],
    ["onSale=yes", "onSale"],
    ["inStock=1", "inStock"],
    ["storeId=9999", "storeId"],
    ["storeId=a%20b", "storeId"],
    ["count=1000000", "count"],
    ["start=999999999", "start"],
    [`q=${"a".repeat(201)}`, "q"],
  ])("answers 400 VAL400 naming the parameter for %s", async (query, field) => {
    const response = await get(`/products/v2/search/productSearch?${query}`);
    expect(response.statusCode, response.body).toBe(400);
    expect(errorOf(response)).toMatchObject({ errorId: "VAL400", field });
  });

  it("answers a 10,000-character text with 400 naming q, not a 500", async () => {
    const response = await get(`/products/v2/search/productSearch?q=${"%25".repeat(10000)}`);
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toMatchObject({ errorId: "VAL400", field: "q" });
  });
});

describe("productSearch: text", () => {
  const namesWith = async (word: string) =>
    (
      await t.db.query<{ style_id: string }>(
        "select style_id from styles where name ilike '%' || $1 || '%' order by style_id",
        [word],
      )
    ).map((row) => row.style_id);

  it("finds every style named after the word, names first under relevance", async () => {
    const named = await namesWith("jacket");
    expect(named.length).toBeGreaterThan(10);
    const answer = await search("q=jacket&count=100");
    expect(answer.query).toEqual({ q: "jacket", corrected: null });
    const found = answer.products.map((tile) => tile.productId);
    expect(found).toEqual(expect.arrayContaining(named));
    // Name matches weigh most, so the first page is all named jackets.
    expect(answer.products.slice(0, 10).every((tile) => /jacket/i.test(tile.name))).toBe(true);
  });

  it("treats plurals and singulars alike (jackets, boots/boot)", async () => {
    expect((await search("q=jackets")).total).toBe((await search("q=jacket")).total);
    const boots = await search("q=boots&count=100");
    expect(boots.total).toBe((await search("q=boot")).total);
    expect(boots.products.map((tile) => tile.productId)).toEqual(
      expect.arrayContaining(await namesWith("boot")),
    );
  });

  it("corrects a typo and says what it searched for", async () => {
    const typo = await search("q=jaket");
    expect(typo.query).toEqual({ q: "jaket", corrected: "jacket" });
    expect(typo.total).toBe((await search("q=jacket")).total);
  });

  it("corrects two letters swapped while typing", async () => {
    const typo = await search("q=jakc");
    expect(typo.query).toEqual({ q: "jakc", corrected: "jacket" });
    expect(typo.total).toBe((await search("q=jacket")).total);
  });

  it("ignores accents and case, and finds the French category name", async () => {
    expect((await search("q=J%C3%84CKET")).total).toBe((await search("q=jacket")).total);
    const vestes = await search("q=vestes&count=100");
    expect(vestes.total).toBeGreaterThan(0);
    const jackets = await stylesUnder("110001");
    expect(vestes.products.map((tile) => tile.productId)).toEqual(
      expect.arrayContaining(jackets.slice(0, 3)),
    );
  });

  it("names tiles and swatches in the site's language, and finds French and German names", async () => {
    const [row] = await t.db.query<{ style_id: string; fr: string; de: string; color_fr: string }>(
      `select s.style_id, s.translations->'fr'->>'name' as fr, s.translations->'de'->>'name' as de,
              c.color_names->>'fr' as color_fr
         from styles s join colors c on c.style_id = s.style_id and c.is_default
        where s.translations ? 'fr' and s.translations ? 'de' order by s.style_id limit 1`,
    );
    if (!row) throw new Error("the seed has no translated style");
    const french = await search(`q=${encodeURIComponent(row.fr)}&locale=fr-fr&count=100`);
    const tile = french.products.find((product) => product.productId === row.style_id);
    expect(tile?.name).toBe(row.fr);
    expect(tile?.colors.map((color) => color.label)).toContain(row.color_fr);
    const german = await search(`q=${encodeURIComponent(row.de)}&locale=de-de&count=100`);
    expect(german.products.find((p) => p.productId === row.style_id)?.name).toBe(row.de);
  });

  it("finds a style by one of its colour names", async () => {
    const [row] = await t.db.query<{ style_id: string; color_name: string }>(
      "select style_id, color_name from colors order by color_variant_id limit 1",
    );
    if (!row) throw new Error("no colours seeded");
    const answer = await search(`q=${encodeURIComponent(row.color_name)}&count=100`);
    expect(answer.products.map((tile) => tile.productId)).toContain(row.style_id);
  });

  it("combines a text with a category", async () => {
    const inCategory = new Set(await stylesUnder("1000"));
    const answer = await search("q=jacket&categoryId=1000&count=100");
    expect(answer.total).toBeGreaterThan(0);
    expect(answer.products.every((tile) => inCategory.has(tile.productId))).toBe(true);
  });

  it.each(["' or 1=1 --", "%_%", ".*[(\\", "jacket:* | !boot", "<script>alert(1)</script>"])(
    "answers metacharacters as plain text: %s",
    async (text) => {
      const answer = await search(`q=${encodeURIComponent(text)}`);
      expect(answer.query.q).toBe(text.trim());
      expect(answer.total).toBeLessThan(await styleCount());
    },
  );

  it("answers no results with suggestions of other texts and categories", async () => {
    const answer = await search("q=zzqxv");
    expect(answer).toMatchObject({ total: 0, count: 0, products: [] });
    expect(answer.query.corrected).toBeNull();
    expect(answer.suggestions.categories.length).toBeGreaterThan(0);
    expect(answer.suggestions.categories[0]?.url).toMatch(/^\/en-us\/c\//);
  });

  it("suggests the word meant when nothing matches a mistyped pair", async () => {
    const answer = await search("q=jaket%20zzqxv");
    expect(answer.total).toBe(0);
    expect(answer.suggestions.queries.some((q) => q.includes("jacket"))).toBe(true);
  });
});

async function styleCount(): Promise<number> {
  const [row] = await t.db.query<{ n: number }>("select count(*)::int as n from styles");
  return row?.n ?? 0;
}
