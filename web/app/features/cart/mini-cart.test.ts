import type { Cart, CartItem } from "@ridgeline/contract";
import { describe, expect, it } from "vitest";
import { MINI_CART_LINES, miniCartOf, miniCartStale } from "./mini-cart";
import { cartItemFixture } from "../../lib/cart-item.fixture";

/** A line of `qty` units at `unit` each, with `off` taken off the row by discounts. */
function line(id: string, qty: number, unit: number, off = 0): CartItem {
  const rowTotal = Math.round(unit * qty * 100) / 100;
  const after = Math.round((rowTotal - off) * 100) / 100;
  return cartItemFixture({
    id,
    productId: `P-${id}`,
    masterId: `M-${id}`,
    upc: `U-${id}`,
    slug: `item-${id}`,
    name: `Item ${id}`,
    qty,
    maxQty: 10,
    price: {
      amount: unit,
      original: unit,
      current: unit,
      highOriginal: unit,
      highCurrent: unit,
      rowTotal,
      priceAfterItemDiscount: rowTotal,
      priceAfterOrderDiscount: after,
      proratedPrice: after,
      currency: "USD",
    },
    pdpUrl: `/en-us/p/item-${id}`,
    productImageURL: `/images/${id}.svg`,
  });
}

function cartOf(items: CartItem[], extra: Partial<Cart["totals"]> = {}): Cart {
  const units = items.reduce((sum, item) => sum + item.qty, 0);
  return {
    id: "c1",
    basketId: "c1",
    locale: "en-us",
    currency: "USD",
    totals: {
      currency: "USD",
      itemSubTotal: 0,
      itemTotal: 0,
      totalDiscount: 0,
      totalDiscountPercentage: 0,
      shipping: null,
      tax: null,
      taxAmount: null,
      taxIncluded: false,
      netAmount: 0,
      totalWithoutTax: 0,
      total: 0,
      remainingToPay: 0,
      totalUnits: units,
      appliedRewards: [],
      taxes: [],
      ...extra,
    },
    totalItems: units,
    items,
    payment_instruments: [],
    billingAddress: null,
    shippingMethods: [],
    couponItems: [],
    priceAdjustments: [],
    promoSummary: [],
    approachingPromotions: [
      {
        promotionId: "ship",
        level: "SHIPPING",
        calloutMsg: "Spend {amount} more for free shipping|Free over $150|Free shipping",
        distanceFromConditionThreshold: 20,
      },
    ],
    notifications: [],
  };
}

describe("the mini cart's lines", () => {
  it("an empty bag, or none, is null: the panel says the bag is empty", () => {
    expect(miniCartOf(null)).toBeNull();
    expect(miniCartOf(cartOf([]))).toBeNull();
  });

  it("shows every line of a small bag, newest first, with nothing more", () => {
    const mini = miniCartOf(cartOf([line("a", 1, 100), line("b", 2, 30)]));
    expect(mini?.lines.map((shown) => shown.id)).toEqual(["b", "a"]);
    expect(mini?.moreUnits).toBe(0);
    expect(mini?.lines[0]).toMatchObject({ name: "Item b", qty: 2, imageUrl: "/images/b.svg" });
  });

  it("shows the 4 newest of 6 lines and counts the units of the other two", () => {
    // Units by line: a 1, b 2, c 1, d 3, e 1, f 2 = 10 in the bag (the header's count).
    // Shown: f, e, d, c = 2 + 1 + 3 + 1 = 7 units; not shown: a and b = 1 + 2 = 3 = 10 − 7.
    const items = [
      line("a", 1, 10),
      line("b", 2, 10),
      line("c", 1, 10),
      line("d", 3, 10),
      line("e", 1, 10),
      line("f", 2, 10),
    ];
    const mini = miniCartOf(cartOf(items));
    expect(mini?.lines.map((shown) => shown.id)).toEqual(["f", "e", "d", "c"]);
    expect(mini?.moreUnits).toBe(3);
  });

  it("a line's price is after its discounts, with the price before them only when they took something off", () => {
    // b: 2 × 30.00 = 60.00 before, 60.00 − 7.50 (its share of an order discount) = 52.50.
    const mini = miniCartOf(cartOf([line("a", 1, 100), line("b", 2, 30, 7.5)]));
    expect(mini?.lines[0]).toMatchObject({ id: "b", price: 52.5, before: 60 });
    expect(mini?.lines[1]).toMatchObject({ id: "a", price: 100, before: null });
  });

  it("keeps the server's figures as they are and only what the panel reads of them", () => {
    const cart = cartOf([line("a", 1, 129.99)], {
      itemTotal: 129.99,
      total: 129.99,
      tax: 21.67,
      taxIncluded: true,
    });
    const mini = miniCartOf(cart);
    expect(mini?.totals).toEqual({
      itemTotal: 129.99,
      shipping: null,
      tax: 21.67,
      taxIncluded: true,
      total: 129.99,
    });
    expect(mini?.approachingPromotions).toEqual(cart.approachingPromotions);
    expect(mini?.currency).toBe("USD");
  });
});

/** A small seeded generator (mulberry32), so a failing case can be replayed by its seed. */
function generator(seed: number) {
  let state = seed >>> 0;
  return (max: number) => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return Math.floor((((t ^ (t >>> 14)) >>> 0) / 4294967296) * max);
  };
}

describe("the mini cart over generated bags", () => {
  it("shows at most 4 lines, the newest, and its units plus the rest make the header's count", () => {
    for (let seed = 1; seed <= 400; seed += 1) {
      const next = generator(seed);
      const items = Array.from({ length: 1 + next(9) }, (_, index) =>
        line(`l${index}`, 1 + next(5), 1 + next(300), next(2) ? 0 : 0.5),
      );
      const cart = cartOf(items);
      const mini = miniCartOf(cart);
      const context = `seed ${seed}`;
      expect(mini, context).not.toBeNull();
      if (!mini) continue;
      expect(mini.lines.length, context).toBe(Math.min(items.length, MINI_CART_LINES));
      expect(
        mini.lines.map((shown) => shown.id),
        context,
      ).toEqual(
        items
          .slice(-MINI_CART_LINES)
          .reverse()
          .map((item) => item.id),
      );
      const shownUnits = mini.lines.reduce((sum, shown) => sum + shown.qty, 0);
      expect(shownUnits + mini.moreUnits, context).toBe(cart.totalItems);
      expect(Number.isInteger(mini.moreUnits) && mini.moreUnits >= 0, context).toBe(true);
      for (const shown of mini.lines)
        expect(shown.before === null || shown.before > shown.price, context).toBe(true);
    }
  });
});

describe("when the panel reads its data", () => {
  const now = { open: false, locale: "en-us", count: 2 };
  const answer = { locale: "en-us", count: 2, failed: false };

  it("never before it is first opened: a page view reads nothing", () => {
    expect(miniCartStale(undefined, now)).toBe(false);
    expect(miniCartStale(undefined, { ...now, open: true })).toBe(true);
  });

  it("again when the header's count changes (an add, a removal), open or not", () => {
    expect(miniCartStale(answer, now)).toBe(false);
    expect(miniCartStale(answer, { ...now, open: true })).toBe(false);
    expect(miniCartStale(answer, { ...now, count: 3 })).toBe(true);
    expect(miniCartStale(answer, { ...now, count: 0, open: true })).toBe(true);
  });

  it("again on another site's language", () => {
    expect(miniCartStale(answer, { ...now, locale: "fr-fr" })).toBe(true);
  });

  it("after a failed read, only while open (the component tries once per count)", () => {
    const failed = { locale: "en-us", count: -1, failed: true };
    expect(miniCartStale(failed, now)).toBe(false);
    expect(miniCartStale(failed, { ...now, open: true })).toBe(true);
  });
});
