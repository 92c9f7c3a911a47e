import type { CartItem } from "@ridgeline/contract";

/**
 * A cart line as the API answers it, for unit tests: a home-delivered jacket at $150 with
 * every field of 000 §3 filled; `overrides` change what a test is about.
 */
export function cartItemFixture(overrides: Partial<CartItem> = {}): CartItem {
  return {
    id: "line-1",
    productId: "AB123456BLK",
    masterId: "AB123456",
    masterId2: "AB123456BLK",
    merchantProductId: "AB123456",
    upc: "100000000001",
    slug: "mens-summit-jacket",
    name: "Men's Summit Jacket",
    qty: 1,
    maxQty: 999999,
    price: {
      amount: 150,
      original: 150,
      current: 150,
      highOriginal: 150,
      highCurrent: 150,
      rowTotal: 150,
      priceAfterItemDiscount: 150,
      priceAfterOrderDiscount: 150,
      proratedPrice: 150,
      currency: "USD",
    },
    taxTotal: null,
    variants: [
      { code: "color", value: "Black" },
      { code: "size", value: "M" },
    ],
    bonus: false,
    isCustoms: false,
    isDigitalProduct: false,
    recipeId: null,
    precreatedCustomsCode: null,
    season: "FW26",
    attributes: { colors: [], sizes: [] },
    breadcrumbs: [],
    productPromotions: [],
    shippingPromotions: [],
    giftOption: null,
    pdpUrl: "/en-us/p/mens-summit-jacket-AB123456?color=AB123456BLK",
    productImageURL: "/images/products/AB123456BLK.svg",
    badge: null,
    eyebrow: null,
    rating: { score: 4.5, reviewsCount: 3 },
    customerNotifications: [],
    delivery: { kind: "home", storeId: null },
    shippingOptions: [],
    deliveryMethodChanged: null,
    ...overrides,
  };
}
