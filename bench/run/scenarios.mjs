/**
 * run-bench's scenarios, one after another on the same server, and the fixtures they use:
 * real ids from the seeded catalogue, guests and carts made before the clock runs.
 */
import {
  BASKET_COOKIE,
  CATEGORY_ID,
  CATEGORY_SEARCH_PATH,
  LOCALE,
  TOKEN_COOKIE,
  apiHeaders,
  catalogueFixtures,
  guestToken,
  mapLimit,
  newCart,
} from "../lib/shop-api.mjs";

/** Lines per cart in add-to-cart: a realistic bag, and qty 1 per line never exceeds stock. */
export const LINES_PER_CART = 5;

/** `call` is run-bench's JSON request for setup (see lib/shop-api.mjs). */
export async function prepareFixtures(call, options) {
  const { products, variants } = await catalogueFixtures(call, LINES_PER_CART);

  // Enough carts that no virtual user ever waits for one: each takes LINES_PER_CART adds.
  const adds = options.warmup + options.requests;
  const cartCount = Math.ceil(adds / LINES_PER_CART) + options.concurrency;
  const carts = await mapLimit(Array.from({ length: cartCount }), 4, async () => ({
    ...(await newCart(call)),
    lines: 0,
  }));
  // A returning shopper's browser carries its token cookie; pages then read, not insert.
  const browserTokens = await mapLimit(Array.from({ length: options.concurrency }), 4, () =>
    guestToken(call),
  );

  return {
    styleIds: products.map((product) => product.productId),
    productUrls: products.map((product) => product.url),
    colorIds: products.flatMap((product) => (product.colors ?? []).map((c) => c.colorVariantId)),
    variants,
    carts,
    fullCarts: [],
    browserTokens,
    nextVariant: 0,
  };
}

// Each scenario turns (virtual user, request number) into one request.

const json = "application/json";
const html = "text/html";

function itemCount(expected) {
  return (body) => {
    const cart = JSON.parse(body.toString("utf8"));
    const count = cart.items?.length;
    return count === expected ? null : `cart has ${count} lines, expected ${expected}`;
  };
}

export function scenarios(fx) {
  const pick = (list, i) => list[i % list.length];
  const pageHeaders = (vu, extra = "") => ({
    accept: html,
    cookie: `${TOKEN_COOKIE}=${fx.browserTokens[vu.index]}${extra}`,
  });
  // get cart and the cart page read bags that add-to-cart filled, one per virtual user.
  const fullCart = (vu) => {
    if (fx.fullCarts.length === 0) throw new Error("no filled cart: add-to-cart must run first");
    return pick(fx.fullCarts, vu.index);
  };

  return [
    {
      name: "catalog",
      kind: "api",
      request: () => ({
        path: `/products/v2/catalog?locale=${LOCALE}`,
        headers: apiHeaders(),
        type: json,
      }),
    },
    {
      name: "category search",
      kind: "api",
      request: () => ({
        path: CATEGORY_SEARCH_PATH,
        headers: apiHeaders(),
        type: json,
      }),
    },
    {
      name: "product details",
      kind: "api",
      request: (_vu, i) => ({
        path: `/products/v2/products/${pick(fx.styleIds, i)}/details?locale=${LOCALE}`,
        headers: apiHeaders(),
        type: json,
      }),
    },
    {
      name: "add to cart",
      kind: "write",
      request: (vu) => {
        if (!vu.cart || vu.cart.lines >= LINES_PER_CART) {
          if (vu.cart) fx.fullCarts.push(vu.cart);
          vu.cart = fx.carts.shift();
          if (!vu.cart) throw new Error("ran out of prepared carts");
        }
        const cart = vu.cart;
        // Consecutive variants are different sizes, so every add is a new line with qty 1.
        const variant = pick(fx.variants, fx.nextVariant++);
        cart.lines += 1;
        return {
          path: "/cart/v1/item",
          method: "POST",
          headers: apiHeaders(cart.token, true),
          body: JSON.stringify({
            cartId: cart.basketId,
            productId: variant.productId,
            upc: variant.upc,
            qty: 1,
          }),
          type: json,
          check: itemCount(cart.lines),
        };
      },
      finish: (vus) => {
        for (const vu of vus) if (vu.cart?.lines === LINES_PER_CART) fx.fullCarts.push(vu.cart);
      },
    },
    {
      name: "get cart",
      kind: "api",
      request: (vu) => {
        const cart = fullCart(vu);
        return {
          path: `/cart/v1/cart/${cart.basketId}`,
          headers: apiHeaders(cart.token),
          type: json,
          check: itemCount(LINES_PER_CART),
        };
      },
    },
    {
      name: "product image",
      kind: "asset",
      request: (_vu, i) => ({
        path: `/images/products/${pick(fx.colorIds, i)}.svg`,
        headers: { accept: "image/svg+xml" },
        type: "image/svg+xml",
      }),
    },
    {
      name: "home page",
      kind: "page",
      request: (vu) => ({ path: `/${LOCALE}`, headers: pageHeaders(vu), type: html }),
    },
    {
      name: "category page",
      kind: "page",
      request: (vu) => ({
        path: `/${LOCALE}/c/men-${CATEGORY_ID}`,
        headers: pageHeaders(vu),
        type: html,
      }),
    },
    {
      name: "product page",
      kind: "page",
      request: (vu, i) => ({ path: pick(fx.productUrls, i), headers: pageHeaders(vu), type: html }),
    },
    {
      name: "cart page",
      kind: "page",
      request: (vu) => {
        const cart = fullCart(vu);
        return {
          path: `/${LOCALE}/cart`,
          headers: {
            accept: html,
            cookie: `${TOKEN_COOKIE}=${cart.token}; ${BASKET_COOKIE}=${cart.basketId}`,
          },
          type: html,
          // An empty-bag page would also be a 200: count the rendered lines.
          check: (body) => {
            const lines = body.toString("utf8").split('data-testid="cart-line"').length - 1;
            return lines === LINES_PER_CART ? null : `page shows ${lines} cart lines`;
          },
        };
      },
    },
    {
      // A first visit (or a crawler) has no cookie: the page issues a guest token, a write.
      name: "home page, new visitor",
      kind: "page",
      request: () => ({ path: `/${LOCALE}`, headers: { accept: html }, type: html }),
    },
  ];
}
