import { CART_SCHEMA } from "@ridgeline/contract";
import { describe, expect, it } from "vitest";
import type { OfferRow } from "../catalog";
import { priceCart } from "./cart-pricing.helpers";
import { buildCartView, type CartOrderDiscount, type PricedLine } from "./cart-view.helpers";
import { type CartRow } from "./cart.tables";
import { lineRow } from "./cart-lines.tables";

const CART: CartRow = {
  basket_id: "basket-1",
  consumer_no: "G0001",
  site_id: "US",
  locale: "en-us",
  currency: "USD",
  shipping_address: null,
  shipping_method: null,
  shipping_method_by_shopper: false,
  shipping_method_downgraded: false,
  reward_points: null,
  owner_registered: false,
  collection_point: null,
  revision: 0,
  tax_shown_minor: null,
  tax_shown_revision: null,
  split_shown: null,
  billing_address: null,
  device_fingerprint: null,
};

function offer(upc: string, prices: { original: number | null; current: number | null }): OfferRow {
  return {
    upc,
    color_variant_id: "AB123456BLK",
    style_id: "AB123456",
    size_code: "M",
    size_label: "Medium",
    position: 0,
    name: "Men's Summit Jacket",
    slug: "mens-summit-jacket",
    description: "A jacket.",
    brand: "Ridgeline",
    product_type: "jacket",
    category_id: "110001",
    season: "FW25",
    badge: null,
    eyebrow: "Best Seller",
    rating_score: 4.5,
    reviews_count: 12,
    is_customs: false,
    is_digital: false,
    color_name: "Black",
    original_minor: prices.original,
    current_minor: prices.current,
  };
}

function line(
  upc: string,
  qty: number,
  prices: { original: number | null; current: number | null } | null,
  stock = 100,
): PricedLine {
  return {
    row: lineRow({ item_id: `item-${upc}`, upc, product_id: "AB123456BLK", qty, max_qty: 999999 }),
    offer: prices ? offer(upc, prices) : undefined,
    stock,
  };
}

/** The cart of these lines, priced by the engine with no promotion but `discount`. */
function viewOf(
  lines: PricedLine[],
  discount: CartOrderDiscount | null = null,
  cart: CartRow = CART,
) {
  const pricing = priceCart({
    lines,
    shipping: [],
    promotions: [],
    coupons: [],
    employeeDiscount: discount,
    registered: false,
    now: new Date("2026-11-25T12:00:00Z"),
  });
  return buildCartView(cart, lines, pricing);
}

describe("buildCartView", () => {
  it("answers an empty cart with zero totals and no notifications", () => {
    const cart = viewOf([]);
    expect(cart.items).toEqual([]);
    expect(cart.totals).toMatchObject({ total: 0, itemTotal: 0, totalUnits: 0, currency: "USD" });
    expect(cart.notifications).toEqual([]);
    expect(CART_SCHEMA.parse(cart)).toEqual(cart);
  });

  it("sums in minor units so decimal prices add up exactly", () => {
    // Summed as floats, 0.10 + 0.20 is 0.30000000000000004.
    const small = viewOf([
      line("100000000001", 1, { original: 10, current: 10 }),
      line("100000000002", 1, { original: 20, current: 20 }),
    ]);
    expect(0.1 + 0.2).not.toBe(0.3);
    expect(small.totals.total).toBe(0.3);

    const cart = viewOf([
      line("100000000001", 3, { original: 10, current: 10 }),
      line("100000000002", 1, { original: 20, current: 20 }),
      line("100000000003", 7, { original: 1999, current: 1999 }),
    ]);
    const totalMinor = 3 * 10 + 20 + 7 * 1999;
    expect(cart.totals.itemTotal).toBe(totalMinor / 100);
    expect(cart.totals.total).toBe(140.43);
    expect(cart.items[2]?.price.rowTotal).toBe(139.93);
    expect(cart.totals.totalUnits).toBe(11);
    expect(cart.totalItems).toBe(11);
  });

  it("charges the current price and shows the original next to it", () => {
    const cart = viewOf([line("100000000001", 2, { original: 12000, current: 8399 })]);
    expect(cart.items[0]?.price).toMatchObject({
      original: 120,
      current: 83.99,
      amount: 83.99,
      rowTotal: 167.98,
    });
    expect(cart.totals.total).toBe(167.98);
  });

  it("keeps every total field equal while there is no discount, shipping or tax", () => {
    const cart = viewOf([line("100000000001", 1, { original: 5000, current: 5000 })]);
    const { itemSubTotal, itemTotal, netAmount, totalWithoutTax, total, remainingToPay } =
      cart.totals;
    expect(
      new Set([itemSubTotal, itemTotal, netAmount, totalWithoutTax, total, remainingToPay]),
    ).toEqual(new Set([50]));
    expect(cart.totals).toMatchObject({
      shipping: null,
      tax: null,
      taxAmount: null,
      totalDiscount: 0,
    });
  });

  it("shows lines that can no longer be bought but does not count them", () => {
    const cart = viewOf([
      line("100000000001", 2, { original: 1000, current: 1000 }),
      line("100000000002", 5, null),
      line("100000000003", 4, { original: null, current: null }),
    ]);
    expect(cart.items).toHaveLength(3);
    expect(cart.totals.total).toBe(20);
    expect(cart.totals.totalUnits).toBe(2);
    expect(cart.items[1]).toMatchObject({
      name: "Unavailable item",
      qty: 5,
      pdpUrl: "",
      productImageURL: "",
    });
    expect(cart.items[1]?.customerNotifications[0]?.type).toBe("ProductItemNotAvailable");
    expect(cart.items[2]?.customerNotifications[0]?.type).toBe("ProductItemNotAvailable");
  });

  it("leaves a line that is out of stock online out of the totals", () => {
    const cart = viewOf([
      line("100000000001", 1, { original: 1000, current: 1000 }, 0),
      line("100000000002", 2, { original: 500, current: 500 }, 5),
    ]);
    expect(cart.totals.total).toBe(10);
    expect(cart.totals.totalUnits).toBe(2);
    expect(cart.items).toHaveLength(2);
  });

  it("flags a line out of stock online", () => {
    const cart = viewOf([line("100000000001", 1, { original: 1000, current: 1000 }, 0)]);
    expect(cart.items[0]?.customerNotifications).toEqual([
      { type: "ProductLineItemFullInventoryMissing", message: expect.any(String) },
    ]);
  });

  it("flags a line with less stock than its quantity, saying how many are missing", () => {
    const cart = viewOf([line("100000000001", 5, { original: 1000, current: 1000 }, 2)]);
    const [notification] = cart.items[0]?.customerNotifications ?? [];
    expect(notification?.type).toBe("ProductLineItemInventoryMissing");
    expect(notification?.message).toContain("3");
  });

  it("adds a cart-level notification only when some line needs attention", () => {
    const fine = viewOf([line("100000000001", 1, { original: 1000, current: 1000 }, 1)]);
    expect(fine.items[0]?.customerNotifications).toEqual([]);
    expect(fine.notifications).toEqual([]);
    const short = viewOf([
      line("100000000001", 1, { original: 1000, current: 1000 }),
      line("100000000002", 3, { original: 1000, current: 1000 }, 1),
    ]);
    expect(short.notifications).toHaveLength(1);
    expect(short.notifications[0]).toMatchObject({ type: "error", level: "item" });
  });

  it("links each line to its product page in the cart's locale, with the colour", () => {
    const cart = viewOf([line("100000000001", 1, { original: 1000, current: 1000 })], null, {
      ...CART,
      locale: "fr-ca",
      currency: "CAD",
    });
    expect(cart.items[0]).toMatchObject({
      pdpUrl: "/fr-ca/p/mens-summit-jacket-AB123456?color=AB123456BLK",
      productImageURL: "/images/products/AB123456BLK.svg",
      masterId: "AB123456",
      variants: [
        { code: "color", value: "Black" },
        { code: "size", value: "Medium" },
      ],
      eyebrow: { id: "best-seller", label: "Best Seller" },
    });
    expect(cart.items[0]?.price.currency).toBe("CAD");
    expect(cart.totals.currency).toBe("CAD");
  });

  it("answers what the contract's cart schema accepts", () => {
    const cart = viewOf([
      line("100000000001", 2, { original: 1000, current: 900 }, 1),
      line("100000000002", 1, null),
    ]);
    expect(CART_SCHEMA.safeParse(cart).success).toBe(true);
  });
});

describe("buildCartView with an order discount", () => {
  const discount = {
    promotionId: "EMPLOYEE_DISCOUNT",
    promotionName: "Employee",
    amountMinor: 1001,
  };

  it("takes the discount off every total and shows it as an ORDER promotion", () => {
    const cart = viewOf(
      [
        line("100000000001", 2, { original: 1000, current: 1000 }),
        line("100000000002", 1, { original: 3000, current: 3000 }),
      ],
      discount,
    );
    expect(cart.totals).toMatchObject({
      itemTotal: 50,
      totalDiscount: 10.01,
      totalDiscountPercentage: 20,
      total: 39.99,
      remainingToPay: 39.99,
    });
    expect(cart.promoSummary).toEqual([
      expect.objectContaining({ promotionId: "EMPLOYEE_DISCOUNT", level: "ORDER" }),
    ]);
    // The lines' shares add up to the discount exactly.
    const after = cart.items.reduce((sum, item) => sum + item.price.priceAfterOrderDiscount, 0);
    expect(Math.round(after * 100)).toBe(3999);
  });

  it("never takes off more than the payable total", () => {
    const cart = viewOf([line("100000000001", 1, { original: 500, current: 500 })], {
      ...discount,
      amountMinor: 900,
    });
    expect(cart.totals.total).toBe(0);
    expect(cart.totals.totalDiscount).toBe(5);
  });
});
