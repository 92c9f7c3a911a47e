/**
 * The shop as the benchmarks call it: the access key their servers start with, the demo
 * catalogue's ids, and the fixtures a load needs (real products and in-stock sizes, guests and
 * empty carts), made before any clock runs.
 *
 * Fixture helpers take `call(path, { method, token, body, status })`, the bench's own JSON
 * request that throws unless the answer's status is in `status` (default [200]): the benches
 * send over different clients (fetch, a node:http pool) and must keep doing so.
 */

/** The access key the benchmarks start their servers with. */
export const ACCESS_KEY = "bench-access-key";
export const LOCALE = "en-us";
/** Men: the demo catalogue's largest top-level category. */
export const CATEGORY_ID = "1000";
/** Cookie names the web app reads (contract/src/request-context.ts, COOKIES). */
export const TOKEN_COOKIE = "rl_token";
export const BASKET_COOKIE = "rl_basket";
/** The category listing's 24 top-rated tiles, as the category page asks for them. */
export const CATEGORY_SEARCH_PATH = `/products/v2/search/productSearch?categoryId=${CATEGORY_ID}&count=24&sort=top-rated&locale=${LOCALE}`;

export function apiHeaders(token, json = false) {
  return {
    "x-api-key": ACCESS_KEY,
    ...(token ? { authorization: `Bearer ${token}` } : {}),
    ...(json ? { "content-type": "application/json" } : {}),
  };
}

/** Runs fn over items with at most `limit` in flight: setup must not be a load test itself. */
export async function mapLimit(items, limit, fn) {
  const out = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      out[index] = await fn(items[index], index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return out;
}

export const guestToken = async (call) =>
  (await call("/token/v2/auth/token", { method: "POST", body: { grantType: "Guest" } }))
    .accessToken;

/** A new guest's empty cart: `{ token, basketId }`. */
export async function newCart(call) {
  const token = await guestToken(call);
  const cart = await call("/cart/v1/cart", { method: "POST", token, status: [200, 201] });
  return { token, basketId: cart.basketId };
}

/**
 * The Men listing's top products (their ids, URLs and colours) and every in-stock size among
 * them; fewer than `minSizes` sizes stops the run.
 */
export async function catalogueFixtures(call, minSizes) {
  const search = await call(CATEGORY_SEARCH_PATH);
  const products = search.products ?? [];
  if (products.length === 0) throw new Error("setup: the category search returned no products");

  const details = await mapLimit(products, 4, (product) =>
    call(`/products/v2/products/${product.productId}/details?locale=${LOCALE}`),
  );
  const variants = details.flatMap((detail) =>
    (detail.variants ?? [])
      .filter((variant) => variant.stockStatus !== "OUT_OF_STOCK")
      .map((variant) => ({
        productId: detail.productId,
        upc: variant.upc,
        // Not sent with an add (the API takes no such field): cart-bench picks sizes by it.
        inStock: variant.stockStatus === "IN_STOCK",
      })),
  );
  if (variants.length < minSizes) {
    throw new Error(`setup: only ${variants.length} in-stock sizes among the top products`);
  }
  return { products, variants };
}
