// databases: postgres — pages kept and purged through the whole store; PostgreSQL runs it faster
import { cookieName } from "@ridgeline/contract";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runs } from "../../../../scripts/fast-check-runs.mjs";
import { createTestApp, webBuildForTests, type TestApp } from "../../../test/test-app";
import { ALL_PAGES_TAG } from "./page-purge";

/**
 * Shared pages (issue 27, decision 0088) through the whole store with its web build: a kept
 * page is what a fresh render would show the same shopper, whatever cookies they bring and
 * whatever changed meanwhile; nothing of one shopper reaches another.
 */
let t: TestApp;
let product: { url: string; upc: string; styleId: string };
/** The product's prices, one per colour and currency, that the generated changes move. */
let prices: { colorVariantId: string; currency: string; originalMinor: number }[];
let category: string;
let stores: string[];

beforeAll(async () => {
  t = await createTestApp({ PAGE_CACHE_ENTRIES: "500" }, { web: await webBuildForTests() });
  const [row] = await t.db.query<{ upc: string; style_id: string }>(
    `select k.upc, k.style_id from skus k join inventory i on i.upc = k.upc and i.location_id = 'online'
      where i.quantity > 0 order by k.style_id, k.upc limit 1`,
  );
  if (!row) throw new Error("no SKU in stock");
  const details = await t.call({
    method: "GET",
    url: `/products/v2/products/${row.style_id}/details?locale=en-us`,
  });
  product = { url: (details.json() as { url: string }).url, upc: row.upc, styleId: row.style_id };
  prices = (
    await t.db.query<{ color_variant_id: string; currency: string; original_minor: number }>(
      `select p.color_variant_id, p.currency, p.original_minor from prices p
         join colors c on c.color_variant_id = p.color_variant_id
        where c.style_id = $1 order by c.is_default desc, 1, 2`,
      [row.style_id],
    )
  ).map((price) => ({
    colorVariantId: price.color_variant_id,
    currency: price.currency,
    originalMinor: Number(price.original_minor),
  }));
  // The product's own category: its listing's order and facets follow the product's changes.
  const crumbs = (details.json() as { breadcrumbs: { url: string }[] }).breadcrumbs;
  category = crumbs.at(-1)?.url ?? "";
  stores = (await t.db.query<{ store_id: string }>("select store_id from stores limit 2")).map(
    (store) => store.store_id,
  );
}, 120_000);
afterAll(async () => {
  await t?.close();
});

type Shopper = { store: string | null; session: "none" | "guest" | "signedIn"; junk: boolean };

async function cookiesOf(shopper: Shopper): Promise<string> {
  const secure = t.config.cookieSecure;
  const parts: string[] = [];
  if (shopper.store !== null)
    parts.push(`${cookieName("store", secure)}=${encodeURIComponent(shopper.store)}`);
  if (shopper.session === "guest")
    parts.push(`${cookieName("accessToken", secure)}=${await t.guestToken()}`);
  if (shopper.session === "signedIn") {
    const { token } = await t.registeredToken();
    parts.push(
      `${cookieName("accessToken", secure)}=${token}`,
      `${cookieName("refreshToken", secure)}=x`,
    );
  }
  if (shopper.junk) parts.push(`${cookieName("basketId", secure)}=not-a-basket`, "other=1");
  return parts.join("; ");
}

function pathOf(kind: string, site: string, sort = ""): string {
  const localize = (path: string) => path.replace(/^\/en-us/, `/${site}`);
  if (kind === "home") return `/${site}`;
  if (kind === "product") return localize(product.url);
  if (kind === "product.data") return `${localize(product.url)}.data`;
  if (kind === "category") return `${localize(category)}${sort ? `?sort=${sort}` : ""}`;
  return `/${site}/search?q=jacket&utm_source=mail${sort ? `&sort=${sort}` : ""}`;
}

/** Where two pages part, with a little of each from there: a whole page is too long to read. */
function firstDifference(a: string, b: string): { at: number; kept: string; fresh: string } | null {
  if (a === b) return null;
  let at = 0;
  while (at < a.length && a[at] === b[at]) at += 1;
  return { at, kept: a.slice(at, at + 160), fresh: b.slice(at, at + 160) };
}

const view = async (url: string, cookie: string) =>
  t.call({ method: "GET", url, headers: cookie ? { cookie } : {} });

/** The first top category, its dearest product and that product's US price (default colour). */
async function dearestOfTopCategory(app: TestApp) {
  const top = await app.call({
    method: "GET",
    url: "/products/v2/catalog?locale=en-us",
  });
  const root = (top.json() as { categories: { id: string; url: string }[] }).categories[0];
  if (!root) throw new Error("no category");
  const dearest = await app.call({
    method: "GET",
    url: `/products/v2/search/productSearch?locale=en-us&categoryId=${root.id}&sort=price-desc&count=1`,
  });
  const tile = (dearest.json() as { products: { productId: string }[] }).products[0];
  if (!tile) throw new Error("no product");
  const [price] = await app.db.query<{ color_variant_id: string; original_minor: number }>(
    `select p.color_variant_id, p.original_minor from prices p
         join colors c on c.color_variant_id = p.color_variant_id
        where c.style_id = $1 and p.currency = 'USD' order by c.is_default desc limit 1`,
    [tile.productId.slice(0, 8)],
  );
  if (!price) throw new Error("no USD price");
  return { root, tile, price };
}

/** Puts a colour's US price back as the seed had it, and waits for the purges it makes. */
async function restorePrice(price: { color_variant_id: string; original_minor: number }) {
  await t.services.catalog.changePrice({
    colorVariantId: price.color_variant_id,
    currency: "USD",
    currentMinor: Number(price.original_minor),
  });
  await t.services.events.idle();
}

describe("shared pages", () => {
  it("answer every generated shopper what a fresh render shows them, through stock and price changes", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.oneof(
            {
              weight: 5,
              arbitrary: fc.record({
                kind: fc.constant("view" as const),
                page: fc.constantFrom("home", "product", "product.data", "category", "search"),
                // Listings in an order prices move (decision 0090).
                sort: fc.constantFrom("", "price-asc", "price-desc"),
                site: fc.constantFrom("en-us", "fr-fr", "de-de", "en-gb"),
                shopper: fc.record({
                  store: fc.constantFrom(
                    null,
                    `${stores[0]}|Downtown`,
                    `${stores[1]}|Mall`,
                    "bad|",
                  ),
                  session: fc.constantFrom("none" as const, "guest" as const, "signedIn" as const),
                  junk: fc.boolean(),
                }),
              }),
            },
            {
              weight: 1,
              arbitrary: fc.record({ kind: fc.constant("stock" as const), out: fc.boolean() }),
            },
            {
              weight: 1,
              arbitrary: fc.record({
                kind: fc.constant("price" as const),
                which: fc.nat(),
                // The share of the original price paid: a markdown, or back to full price.
                paid: fc.double({ min: 0.3, max: 1, noNaN: true }),
              }),
            },
          ),
          { minLength: 1, maxLength: 8 },
        ),
        async (steps) => {
          for (const step of steps) {
            if (step.kind === "stock") {
              const [row] = await t.db.query<{ quantity: number }>(
                "select quantity from inventory where upc = $1 and location_id = 'online'",
                [product.upc],
              );
              const now = row?.quantity ?? 0;
              await t.services.inventory.restock(product.upc, step.out ? -now : now === 0 ? 5 : 0);
              await t.services.events.idle();
              continue;
            }
            if (step.kind === "price") {
              const price = prices[step.which % prices.length];
              if (!price) continue;
              await t.services.catalog.changePrice({
                ...price,
                currentMinor: Math.max(1, Math.round(price.originalMinor * step.paid)),
              });
              await t.services.events.idle();
              continue;
            }
            const url = pathOf(step.page, step.site, step.sort);
            const cookie = await cookiesOf(step.shopper as Shopper);
            const kept = await view(url, cookie);
            expect(kept.statusCode, kept.body.slice(0, 300)).toBeLessThan(500);
            expect(kept.headers["set-cookie"]).toBeUndefined();
            // A fresh render for the same shopper: everything purged, then asked again.
            await t.services.pages.purge([ALL_PAGES_TAG]);
            const fresh = await view(url, cookie);
            expect(fresh.headers["x-page-cache"]).toBe("miss");
            expect(kept.statusCode).toBe(fresh.statusCode);
            expect(firstDifference(kept.body, fresh.body)).toBeNull();
            expect(kept.headers["content-security-policy"]).toBe(
              fresh.headers["content-security-policy"],
            );
          }
        },
      ),
      { numRuns: runs(25) },
    );
  }, 300_000);

  it("keep a page per URL and decisions, with ETag, 304 and the shared headers", async () => {
    const url = pathOf("product", "en-us");
    await t.services.pages.purge([ALL_PAGES_TAG]);
    const first = await view(url, "");
    const second = await view(
      url,
      `${cookieName("accessToken", t.config.cookieSecure)}=${await t.guestToken()}`,
    );
    expect([first.headers["x-page-cache"], second.headers["x-page-cache"]]).toEqual([
      "miss",
      "hit",
    ]);
    expect(second.headers["cache-control"]).toMatch(
      /^public, max-age=0, s-maxage=\d+, stale-while-revalidate=\d+$/,
    );
    expect(String(second.headers["xkey"])).toContain(`product:${product.styleId}`);
    // Every page's head carries its consent (decision 0103), the product page its store stock.
    expect(second.headers["vary"]).toBe("accept-encoding, x-rl-d-consent, x-rl-d-store");
    const again = await t.call({
      method: "GET",
      url,
      headers: { "if-none-match": String(second.headers["etag"]) },
    });
    expect(again.statusCode).toBe(304);
    const withStore = await view(
      url,
      `${cookieName("store", t.config.cookieSecure)}=${stores[0]}|Downtown`,
    );
    expect(withStore.headers["x-page-cache"]).toBe("miss");
    // The bag and the account are the shopper's: never kept.
    const bag = await view("/en-us/cart", "");
    expect(bag.headers["cache-control"]).toBe("private, no-store");
    expect(bag.headers["x-page-cache"]).toBeUndefined();
  });

  it("render a cold page once for many shoppers asking at once", async () => {
    await t.services.pages.purge([ALL_PAGES_TAG]);
    const url = pathOf("category", "fr-fr");
    const rendersBefore = t.services.pages.stats()?.renders ?? 0;
    const answers = await Promise.all(Array.from({ length: 40 }, () => view(url, "")));
    expect(t.services.pages.stats()?.renders).toBe(rendersBefore + 1);
    expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);
    expect((await view(url, "")).headers["x-page-cache"]).toBe("hit");
  });

  it("show a price change on the next view of the product page and the listings that show it", async () => {
    // The default colour's: the one the product page and the tiles show.
    const price = prices.find((each) => each.currency === "USD");
    if (!price) throw new Error("no USD price");
    const details = await t.call({
      method: "GET",
      url: `/products/v2/products/${product.styleId}/details?locale=en-us`,
    });
    const crumbs = (details.json() as { breadcrumbs: { url: string }[] }).breadcrumbs;
    const listings = [crumbs.at(-1)?.url ?? category, pathOf("search", "en-us")];
    await t.services.catalog.changePrice({ ...price, currentMinor: price.originalMinor });
    await t.services.events.idle();
    const urls = [pathOf("product", "en-us"), ...listings];
    for (const url of urls) await view(url, "");
    const shows = new Map<string, boolean>();
    for (const url of urls) {
      const again = await view(url, "");
      expect(again.headers["x-page-cache"], url).toBe("hit");
      shows.set(url, again.body.includes(`/p/${product.url.split("/p/")[1] ?? ""}`));
    }
    // At least one listing lists the product: otherwise this test would prove nothing of them.
    expect(listings.some((url) => shows.get(url))).toBe(true);
    const markdown = Math.round(price.originalMinor * 0.55);
    await t.services.catalog.changePrice({ ...price, currentMinor: markdown });
    await t.services.events.idle();
    const shown = `$${(markdown / 100).toFixed(2)}`;
    for (const url of urls) {
      if (url !== urls[0] && !shows.get(url)) continue;
      const after = await view(url, "");
      expect(after.headers["x-page-cache"], url).toBe("miss");
      expect(after.body.includes(shown), `${url} shows ${shown}`).toBe(true);
    }
  });

  it("bring a marked-down product onto a kept listing that did not show it", async () => {
    // The dearest product of a top category, far from the first page of its cheapest-first
    // listing, marked down to a cent: that listing's first tile now.
    const { root, tile, price } = await dearestOfTopCategory(t);
    const listing = `${root.url}?sort=price-asc`;
    await view(listing, "");
    const before = await view(listing, "");
    expect(before.headers["x-page-cache"]).toBe("hit");
    const style = tile.productId.slice(0, 8);
    expect(before.body.includes(style)).toBe(false);
    try {
      await t.services.catalog.changePrice({
        colorVariantId: price.color_variant_id,
        currency: "USD",
        currentMinor: 1,
      });
      await t.services.events.idle();
      const after = await view(listing, "");
      expect(after.headers["x-page-cache"]).toBe("miss");
      expect(after.body.includes(style)).toBe(true);
    } finally {
      await restorePrice(price);
    }
  });

  it("renew a kept default listing when a product of its category changes price, shown on it or not", async () => {
    // Its facet counts (how many on sale, in each price band) follow every product of the
    // category, not only the tiles on its first page (decision 0090, amended).
    const { root, price } = await dearestOfTopCategory(t);
    await view(root.url, "");
    expect((await view(root.url, "")).headers["x-page-cache"]).toBe("hit");
    try {
      await t.services.catalog.changePrice({
        colorVariantId: price.color_variant_id,
        currency: "USD",
        currentMinor: Math.max(1, Math.floor(Number(price.original_minor) / 2)),
        originalMinor: Number(price.original_minor),
      });
      await t.services.events.idle();
      expect((await view(root.url, "")).headers["x-page-cache"]).toBe("miss");
    } finally {
      await restorePrice(price);
    }
  });

  it("refuse an impossible price with its field, and an unknown colour", async () => {
    const price = prices[0];
    if (!price) throw new Error("no price");
    for (const [currentMinor, originalMinor, field] of [
      [0, 100, "currentMinor"],
      [10.5, 100, "currentMinor"],
      [200, 100, "currentMinor"],
      [50, -1, "originalMinor"],
      [price.originalMinor + 1, undefined, "currentMinor"],
    ] as const)
      await expect(
        t.services.catalog.changePrice({ ...price, currentMinor, originalMinor }),
      ).rejects.toMatchObject({ errorId: "VAL400", field });
    await expect(
      t.services.catalog.changePrice({
        ...price,
        currency: "JPY",
        currentMinor: 1,
        originalMinor: 1,
      }),
    ).rejects.toMatchObject({ errorId: "PLP400" });
  });

  it("show a stock change on the next view of the product page", async () => {
    const url = pathOf("product", "en-us");
    await t.services.pages.purge([ALL_PAGES_TAG]);
    await t.services.inventory.restock(product.upc, 5);
    await t.services.events.idle();
    const before = await view(url, "");
    await view(url, "");
    const [row] = await t.db.query<{ quantity: number }>(
      "select quantity from inventory where upc = $1 and location_id = 'online'",
      [product.upc],
    );
    await t.services.inventory.restock(product.upc, -(row?.quantity ?? 0));
    await t.services.events.idle();
    const after = await view(url, "");
    expect(after.headers["x-page-cache"]).toBe("miss");
    expect(firstDifference(after.body, before.body)).not.toBeNull();
  });
});
