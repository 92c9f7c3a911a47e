import { describe, expect, it } from "vitest";
import { demoPromotions } from "./cart.seed";
import { priceCart } from "./cart-pricing.helpers";
import type { PricedLine } from "./cart-view.helpers";
import type { Promotion } from "./pricing/promotions.types";
import { SHIPPING_METHODS, SHIPPING_SITES } from "./shipping/shipping-methods.data";

// Golden cases for issue 26 point 4 (decision 0081): every shipping method of every site under
// every shipping promotion of the demo seed, generated from the seed's and the shipping
// catalogue's own lists, so a method, site or shipping promotion added later is covered too.
// "Free standard shipping" takes the standard service level (tier 2) off and nothing else:
// express, same day and the relay point keep their price.

const NOW = new Date("2026-11-25T12:00:00Z");

/** A demo promotion as the engine reads it from its stored row (JSON in, JSON out). */
function asStored(seed: ReturnType<typeof demoPromotions>[number], siteKey: string): Promotion {
  return {
    id: `${siteKey}-${seed.key}`,
    name: seed.names.en,
    callout: typeof seed.callouts.en === "string" ? seed.callouts.en : seed.callouts.en.default,
    level: seed.level,
    priority: seed.priority,
    exclusive: false,
    couponCode: seed.couponCode,
    startsAt: seed.startsAt ? new Date(seed.startsAt) : null,
    endsAt: seed.endsAt ? new Date(seed.endsAt) : null,
    registeredOnly: seed.registeredOnly ?? false,
    condition: JSON.parse(JSON.stringify(seed.condition ?? {})) as Promotion["condition"],
    reward: JSON.parse(JSON.stringify(seed.reward)) as Promotion["reward"],
  };
}

/** One line worth `totalMinor`, priced by the catalogue and in stock. */
function lineWorth(totalMinor: number): PricedLine {
  return {
    row: { item_id: "line-1", qty: 1 },
    offer: {
      color_variant_id: "C1",
      style_id: "S1",
      category_id: "CAT",
      current_minor: totalMinor,
    },
    stock: 10,
  } as unknown as PricedLine;
}

const cases = Object.entries(SHIPPING_SITES).flatMap(([locale, site]) =>
  demoPromotions(site.currency, null)
    .filter((promotion) => promotion.level === "SHIPPING")
    .flatMap((promotion) =>
      SHIPPING_METHODS.map((method) => ({ locale, site, promotion, method })),
    ),
);

describe("the demo's shipping promotions × every shipping method × every site", () => {
  it("covers every site, method and shipping promotion of the seed", () => {
    const sites = Object.keys(SHIPPING_SITES).length;
    expect(sites).toBeGreaterThanOrEqual(5);
    expect(cases.length).toBeGreaterThanOrEqual(sites * SHIPPING_METHODS.length);
  });

  it.each(cases.map((c) => [c.locale, c.promotion.key, c.method.code, c] as const))(
    "%s %s %s: free only when the reward names the method and the bag reaches the threshold",
    (_locale, _key, _code, { promotion, method, site, locale }) => {
      const stored = asStored(promotion, locale);
      const threshold = stored.condition.minSubtotalMinor ?? 0;
      const priceMinor = site.prices[method.code];
      const standard = method.tier === 2;
      for (const [bagMinor, reached] of [
        [threshold, true],
        [Math.max(threshold - 1, 0), threshold === 0],
      ] as const) {
        const result = priceCart({
          lines: [lineWorth(bagMinor)],
          shipping: [{ shippingId: "me", method: method.code, priceMinor }],
          promotions: [stored],
          coupons: [],
          employeeDiscount: null,
          registered: false,
          now: NOW,
        });
        const expectedDiscount = reached && standard ? priceMinor : 0;
        expect(result.shippingDiscountMinor, `bag ${bagMinor}`).toBe(expectedDiscount);
        expect(result.shipments).toEqual([{ shippingId: "me", discountMinor: expectedDiscount }]);
        expect(result.totals.totalMinor).toBe(bagMinor + priceMinor - expectedDiscount);
      }
    },
  );

  it("takes a standard shipment off but leaves an express one whole in the same bag", () => {
    // A bag over $100 on the US site going home by Express, with a line shipped standard
    // elsewhere: only the standard shipment is free (a shipment-level rule, not a bag-level one).
    const site = SHIPPING_SITES["en-us"];
    const [freeship] = demoPromotions("USD", null)
      .filter((promotion) => promotion.level === "SHIPPING")
      .map((promotion) => asStored(promotion, "en-us"));
    const result = priceCart({
      lines: [lineWorth(20000)],
      shipping: [
        { shippingId: "me", method: "EXPRESS", priceMinor: site.prices.EXPRESS },
        { shippingId: "other", method: "STANDARD", priceMinor: site.prices.STANDARD },
      ],
      promotions: freeship ? [freeship] : [],
      coupons: [],
      employeeDiscount: null,
      registered: false,
      now: NOW,
    });
    expect(result.shipments).toEqual([
      { shippingId: "me", discountMinor: 0 },
      { shippingId: "other", discountMinor: site.prices.STANDARD },
    ]);
  });
});
