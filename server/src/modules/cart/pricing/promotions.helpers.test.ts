import { describe, expect, it } from "vitest";
import {
  applyPromotions,
  promotionProblems,
  type Promotion,
  type PromotionInput,
  type PromotionLine,
} from "./promotions.helpers";

// Golden figures are worked out by hand in the comments, in cents (USD minor units).

const NOW = new Date("2026-11-25T12:00:00Z");
const DAY = 24 * 60 * 60 * 1000;

function line(id: string, unitMinor: number, qty: number, more: Partial<PromotionLine> = {}) {
  return {
    id,
    productId: `P-${id}`,
    styleId: `S-${id}`,
    categoryIds: [],
    unitMinor,
    qty,
    ...more,
  } satisfies PromotionLine;
}

function promo(id: string, more: Partial<Promotion>): Promotion {
  return {
    id,
    name: `Promotion ${id}`,
    callout: `Callout ${id}`,
    level: "ORDER",
    priority: 1,
    exclusive: false,
    couponCode: null,
    startsAt: null,
    endsAt: null,
    registeredOnly: false,
    condition: {},
    reward: { kind: "percentOff", percent: 10 },
    ...more,
  };
}

/** One home shipment by standard delivery at `priceMinor`. */
const std = (priceMinor: number) => [{ shippingId: "me", method: "STANDARD", priceMinor }];

function run(partial: Partial<PromotionInput>) {
  return applyPromotions({
    lines: [],
    shipping: [],
    promotions: [],
    coupons: [],
    now: NOW,
    shopper: { registered: false },
    ...partial,
  });
}

const byId = (result: ReturnType<typeof run>) =>
  Object.fromEntries(result.lines.map((l) => [l.id, [l.itemDiscountMinor, l.orderDiscountMinor]]));

describe("applyPromotions: golden carts", () => {
  // Tee $20 × 2 (style TEE), jeans $20 × 1: subtotal 6000.
  const bogoCart = [line("tee", 2000, 2, { styleId: "TEE" }), line("jeans", 2000, 1)];
  const bogo = (priority: number) =>
    promo("BOGO", {
      level: "PRODUCT",
      priority,
      condition: { styleIds: ["TEE"] },
      reward: { kind: "buyXGetY", buy: 1, get: 1, percentOff: 100 },
    });
  const tenOverFifty = (priority: number) =>
    promo("TEN50", {
      priority,
      condition: { minSubtotalMinor: 5000 },
      reward: { kind: "percentOff", percent: 10 },
    });

  it("buy-one-get-one before '10% over $50': the free tee drops the bag below $50, total $40.00", () => {
    // BOGO: 2 tee units, one group of 2 → 1 free: 4000 × 1/2 = 2000 off the tees.
    // Net 2000 + 2000 = 4000 < 5000: no 10%, 1000 left to reach it. Total 6000 − 2000 = 4000.
    const result = run({ lines: bogoCart, promotions: [bogo(1), tenOverFifty(2)] });
    expect(result.totals).toEqual({
      itemSubtotalMinor: 6000,
      itemDiscountMinor: 2000,
      orderDiscountMinor: 0,
      shippingMinor: 0,
      shippingDiscountMinor: 0,
      totalMinor: 4000,
    });
    expect(result.applied.map((a) => a.promotionId)).toEqual(["BOGO"]);
    expect(result.approaching).toEqual([
      {
        promotionId: "TEN50",
        callout: "Callout TEN50",
        remainingMinor: 1000,
        rewardKind: "percentOff",
      },
    ]);
  });

  it("'10% over $50' before buy-one-get-one: 10% of $60 then half the tees' net free, total $36.00", () => {
    // 10%: 6000 ≥ 5000 → 600, spread tee 600 × 4000/6000 = 400, jeans 200. Nets 3600 and 1800.
    // BOGO on the tees' net: 3600 × 1/2 = 1800. Total 6000 − 600 − 1800 = 3600.
    const result = run({ lines: bogoCart, promotions: [bogo(2), tenOverFifty(1)] });
    expect(result.totals.totalMinor).toBe(3600);
    expect(result.totals.orderDiscountMinor).toBe(600);
    expect(result.totals.itemDiscountMinor).toBe(1800);
    expect(byId(result)).toEqual({ tee: [1800, 400], jeans: [0, 200] });
    expect(result.applied.map((a) => [a.promotionId, a.amountMinor])).toEqual([
      ["TEN50", 600],
      ["BOGO", 1800],
    ]);
    expect(result.approaching).toEqual([]);
  });

  it("a 15% order voucher on a marked-down jacket takes 15% of what is left, not of the original", () => {
    // Jacket 9999 with 25% off (category OUTER): 2499.75 → half up 2500, net 7499. Socks 500 × 3 = 1500.
    // SAVE15 on 7499 + 1500 = 8999: 1349.85 → 1350 (not 15% of 11499 = 1725).
    // Spread: jacket 1350 × 7499 / 8999 = 1124 rem 8774; socks 1350 × 1500 / 8999 = 225 rem 225;
    // the leftover cent goes to the larger remainder: jacket 1125, socks 225.
    // Total 11499 − 2500 − 1350 = 7649.
    const result = run({
      lines: [line("jacket", 9999, 1, { categoryIds: ["OUTER"] }), line("socks", 500, 3)],
      promotions: [
        promo("SALE25", {
          level: "PRODUCT",
          condition: { categoryIds: ["OUTER"] },
          reward: { kind: "percentOff", percent: 25 },
        }),
        promo("SAVE15", {
          priority: 5,
          couponCode: "SAVE15",
          reward: { kind: "percentOff", percent: 15 },
        }),
      ],
      coupons: ["SAVE15"],
    });
    expect(byId(result)).toEqual({ jacket: [2500, 1125], socks: [0, 225] });
    expect(result.totals.totalMinor).toBe(7649);
    expect(result.coupons).toEqual([{ code: "SAVE15", status: "APPLIED" }]);
    expect(result.applied[1]).toMatchObject({
      promotionId: "SAVE15",
      amountMinor: 1350,
      couponCode: "SAVE15",
    });
  });

  it("buy X get Y counts units, so 4 socks in one line give as much as 4 lines of one sock", () => {
    // Buy 1 get 1 at 50%: 4 units → 2 groups → 2 discounted units. One line 1200 × 4 = 4800:
    // 4800 × 2/4 × 50% = 1200. Four lines of 1200: the first two in line order get 600 each.
    const reward = { kind: "buyXGetY", buy: 1, get: 1, percentOff: 50 } as const;
    const promotions = [promo("B1G1", { level: "PRODUCT", reward })];
    const oneLine = run({ lines: [line("a", 1200, 4)], promotions });
    const fourLines = run({
      lines: ["a", "b", "c", "d"].map((id) => line(id, 1200, 1)),
      promotions,
    });
    expect(oneLine.totals.itemDiscountMinor).toBe(1200);
    expect(oneLine.totals.totalMinor).toBe(3600);
    expect(fourLines.totals.totalMinor).toBe(3600);
    expect(byId(fourLines)).toEqual({ a: [600, 0], b: [600, 0], c: [0, 0], d: [0, 0] });
  });

  it("buy 2 get 1 free gives the cheapest unit free", () => {
    // Shoes 8000 × 2 and 5000 × 1: 3 units → 1 free, the cheapest: 5000 off. Total 21000 − 5000.
    const result = run({
      lines: [line("runner", 8000, 2), line("sandal", 5000, 1)],
      promotions: [
        promo("B2G1", {
          level: "PRODUCT",
          reward: { kind: "buyXGetY", buy: 2, get: 1, percentOff: 100 },
        }),
      ],
    });
    expect(byId(result)).toEqual({ runner: [0, 0], sandal: [5000, 0] });
    expect(result.totals.totalMinor).toBe(16000);
  });

  it("100% off the order and free shipping total exactly 0, every line at 0", () => {
    // 3333 × 3 + 1 = 10000; 100% of 10000 is 10000, spread 9999 and 1; shipping 595 − 595.
    const result = run({
      lines: [line("mug", 3333, 3), line("sticker", 1, 1)],
      shipping: std(595),
      promotions: [
        promo("ALL", { reward: { kind: "percentOff", percent: 100 } }),
        promo("SHIP", {
          level: "SHIPPING",
          priority: 2,
          reward: { kind: "freeShipping", methods: ["STANDARD"] },
        }),
      ],
    });
    expect(byId(result)).toEqual({ mug: [0, 9999], sticker: [0, 1] });
    expect(result.totals).toEqual({
      itemSubtotalMinor: 10000,
      itemDiscountMinor: 0,
      orderDiscountMinor: 10000,
      shippingMinor: 595,
      shippingDiscountMinor: 595,
      totalMinor: 0,
    });
  });

  it("an exclusive promotion ranked first applies alone", () => {
    // 20% of 5000 = 1000; the 10% product promotion and free shipping ranked after it do not apply.
    const promotions = [
      promo("VIP20", { exclusive: true, reward: { kind: "percentOff", percent: 20 } }),
      promo("TEN", { level: "PRODUCT", priority: 2 }),
      promo("SHIP", {
        level: "SHIPPING",
        priority: 3,
        reward: { kind: "freeShipping", methods: ["STANDARD"] },
      }),
    ];
    const result = run({ lines: [line("a", 5000, 1)], shipping: std(500), promotions });
    expect(result.applied.map((a) => a.promotionId)).toEqual(["VIP20"]);
    expect(result.totals.totalMinor).toBe(4500);
  });

  it("an exclusive promotion ranked after one that applied does not apply", () => {
    // TEN (product 10%): 500 off 5000; VIP20 is exclusive and something applied before it.
    const promotions = [
      promo("VIP20", { priority: 2, exclusive: true, reward: { kind: "percentOff", percent: 20 } }),
      promo("TEN", { level: "PRODUCT", priority: 1 }),
    ];
    const result = run({ lines: [line("a", 5000, 1)], promotions });
    expect(result.applied.map((a) => a.promotionId)).toEqual(["TEN"]);
    expect(result.totals.totalMinor).toBe(4500);
  });

  it("an expired coupon says EXPIRED and takes nothing off; unknown and future codes say so", () => {
    const promotions = [
      promo("OLD", { couponCode: "OLD10", endsAt: new Date(NOW.getTime() - DAY) }),
      promo("SOON", { couponCode: "SOON10", startsAt: new Date(NOW.getTime() + DAY) }),
      promo("EDGE", { couponCode: "EDGE10", endsAt: NOW }),
    ];
    const result = run({
      lines: [line("a", 5000, 1)],
      promotions,
      coupons: ["OLD10", "SOON10", "NOPE", "EDGE10", "OLD10"],
    });
    expect(result.coupons).toEqual([
      { code: "OLD10", status: "EXPIRED" },
      { code: "SOON10", status: "NOT_STARTED" },
      { code: "NOPE", status: "UNKNOWN" },
      // endsAt is exclusive: a promotion ending at 12:00 is over at 12:00.
      { code: "EDGE10", status: "EXPIRED" },
    ]);
    expect(result.applied).toEqual([]);
    expect(result.totals.totalMinor).toBe(5000);
  });

  it("a registered-only promotion applies to a registered shopper, not to a guest", () => {
    // 10% of 5000 = 500 for the member; the guest's coupon is NOT_APPLICABLE.
    const promotions = [promo("MEMBER", { registeredOnly: true, couponCode: "MEMBER10" })];
    const input = { lines: [line("a", 5000, 1)], promotions, coupons: ["MEMBER10"] };
    const guest = run({ ...input, shopper: { registered: false } });
    const member = run({ ...input, shopper: { registered: true } });
    expect(guest.totals.totalMinor).toBe(5000);
    expect(guest.coupons).toEqual([{ code: "MEMBER10", status: "NOT_APPLICABLE" }]);
    expect(member.totals.totalMinor).toBe(4500);
    expect(member.coupons).toEqual([{ code: "MEMBER10", status: "APPLIED" }]);
  });

  it("approaching promotions are automatic ORDER and SHIPPING thresholds not reached, nearest first", () => {
    // Bag 3000. SMALL (over 2000) takes 100 off: 2900. TENOFF (over 7500): 4600 away. FREESHIP
    // ranks after both (priority 2) so it measures 2900: 600 away from 3500. The coded and
    // PRODUCT ones and the one already reached are not listed.
    const result = run({
      lines: [line("a", 1000, 3)],
      shipping: std(700),
      promotions: [
        promo("TENOFF", {
          condition: { minSubtotalMinor: 7500 },
          reward: { kind: "amountOff", amountMinor: 1000 },
        }),
        promo("FREESHIP", {
          level: "SHIPPING",
          priority: 2,
          condition: { minSubtotalMinor: 3500 },
          reward: { kind: "freeShipping", methods: ["STANDARD"] },
        }),
        promo("CODED", { couponCode: "BIG", condition: { minSubtotalMinor: 4000 } }),
        promo("ITEM", { level: "PRODUCT", condition: { minSubtotalMinor: 4000 } }),
        promo("SMALL", {
          condition: { minSubtotalMinor: 2000 },
          reward: { kind: "amountOff", amountMinor: 100 },
        }),
      ],
    });
    expect(result.approaching.map((a) => [a.promotionId, a.remainingMinor])).toEqual([
      ["FREESHIP", 600],
      ["TENOFF", 4600],
    ]);
    expect(result.totals.totalMinor).toBe(2900 + 700);
  });

  it("free shipping applies before a method is chosen, at 0, and a shipping amount off stops at 0", () => {
    const ship = promo("SHIP", {
      level: "SHIPPING",
      reward: { kind: "freeShipping", methods: ["STANDARD"] },
    });
    const before = run({ lines: [line("a", 1000, 1)], promotions: [ship] });
    expect(before.applied).toMatchObject([{ promotionId: "SHIP", amountMinor: 0 }]);
    const capped = run({
      lines: [line("a", 1000, 1)],
      shipping: std(300),
      promotions: [
        promo("FIVE", {
          level: "SHIPPING",
          reward: { kind: "amountOff", amountMinor: 500, methods: ["STANDARD"] },
        }),
      ],
    });
    expect(capped.shippingDiscountMinor).toBe(300);
    expect(capped.totals.totalMinor).toBe(1000);
  });

  it("a shipping promotion limited to some products needs one of them in the bag", () => {
    const boots = promo("BOOTSHIP", {
      level: "SHIPPING",
      condition: { categoryIds: ["BOOTS"] },
      reward: { kind: "freeShipping", methods: ["STANDARD"] },
    });
    const withoutBoots = run({
      lines: [line("a", 1000, 1)],
      shipping: std(500),
      promotions: [boots],
    });
    expect(withoutBoots.shippingDiscountMinor).toBe(0);
    const withBoots = run({
      lines: [line("a", 1000, 1), line("b", 9000, 1, { categoryIds: ["BOOTS"] })],
      shipping: std(500),
      promotions: [boots],
    });
    expect(withBoots.shippingDiscountMinor).toBe(500);
  });

  it("an amount off a product is per unit and never takes a line below 0", () => {
    // 700 off each of 2 units of 500: capped at the line's 1000.
    const result = run({
      lines: [line("a", 500, 2), line("b", 2000, 1)],
      promotions: [
        promo("OFF7", {
          level: "PRODUCT",
          condition: { productIds: ["P-a"] },
          reward: { kind: "amountOff", amountMinor: 700 },
        }),
      ],
    });
    expect(byId(result)).toEqual({ a: [1000, 0], b: [0, 0] });
  });

  it("the same cart listed the other way round gives the same total (ties go by line id)", () => {
    // Two lines of 101. ONE takes 1 off the order: remainders tie, the cent goes to line "a"
    // (first by id), whose net is 100; HALF (50% of line "a") then takes 50. Total 202 − 1 − 50
    // = 151. Had the tie gone by list position, listing "b" first would leave "a" at 101 and
    // HALF would take 50.5 → 51: a total of 150 for the same cart.
    const promotions = [
      promo("ONE", { reward: { kind: "amountOff", amountMinor: 1 } }),
      promo("HALF", {
        level: "PRODUCT",
        priority: 2,
        condition: { productIds: ["P-a"] },
        reward: { kind: "percentOff", percent: 50 },
      }),
    ];
    const ab = run({ lines: [line("a", 101, 1), line("b", 101, 1)], promotions });
    const ba = run({ lines: [line("b", 101, 1), line("a", 101, 1)], promotions });
    expect(ab.totals.totalMinor).toBe(151);
    expect(ba.totals.totalMinor).toBe(151);
    expect(byId(ba)).toEqual({ a: [50, 1], b: [0, 0] });
  });

  it("a malformed promotion never applies and promotionProblems says why", () => {
    const bad = promo("BAD", {
      level: "ORDER",
      reward: { kind: "buyXGetY", buy: 0, get: 1, percentOff: 150 },
    });
    expect(promotionProblems(bad)).toEqual([
      "buyXGetY is a PRODUCT-level reward",
      "buy and get must be whole numbers ≥ 1",
      "percentOff must be 0–100 with at most two decimals",
    ]);
    expect(run({ lines: [line("a", 1000, 2)], promotions: [bad] }).applied).toEqual([]);
    expect(promotionProblems(promo("OK", {}))).toEqual([]);
  });

  it("refuses a fractional price or quantity instead of rounding it silently", () => {
    expect(() => run({ lines: [line("a", 10.5, 1)] })).toThrow(RangeError);
    expect(() => run({ lines: [line("a", 100, 1.5)] })).toThrow(RangeError);
  });
});

describe("applyPromotions: gifts with purchase", () => {
  const socks = (more: Partial<Promotion> = {}) =>
    promo("SOCKS", {
      condition: { minSubtotalMinor: 15000 },
      reward: { kind: "gift", upc: "100000000099", productId: "SOCKS01BLK" },
      ...more,
    });

  it("earns the gift once the bag reaches the threshold after the discounts ranked before it, taking nothing off", () => {
    // $160 bag, 10% off first: $144 left, below $150 — no gift, $6.00 to go.
    const discounted = run({
      lines: [line("jacket", 16000, 1)],
      promotions: [promo("TEN", { priority: 0 }), socks()],
    });
    expect(discounted.gifts).toEqual([]);
    expect(discounted.approaching).toEqual([
      { promotionId: "SOCKS", callout: "Callout SOCKS", remainingMinor: 600, rewardKind: "gift" },
    ]);
    // Without the 10%: $160 ≥ $150, the socks come free and the total stays $160.
    const earned = run({ lines: [line("jacket", 16000, 1)], promotions: [socks()] });
    expect(earned.gifts).toEqual([
      { promotionId: "SOCKS", upc: "100000000099", productId: "SOCKS01BLK" },
    ]);
    expect(earned.totals.totalMinor).toBe(16000);
    expect(earned.applied.map((applied) => [applied.promotionId, applied.amountMinor])).toEqual([
      ["SOCKS", 0],
    ]);
  });

  it("shows a members' gift to a guest as approaching, at 0 once the bag is there, and gives it to a member", () => {
    const members = socks({ registeredOnly: true });
    const guest = run({ lines: [line("jacket", 16000, 1)], promotions: [members] });
    expect(guest.gifts).toEqual([]);
    expect(guest.approaching).toEqual([
      { promotionId: "SOCKS", callout: "Callout SOCKS", remainingMinor: 0, rewardKind: "gift" },
    ]);
    const member = run({
      lines: [line("jacket", 16000, 1)],
      promotions: [members],
      shopper: { registered: true },
    });
    expect(member.gifts).toHaveLength(1);
  });

  it("is an ORDER-level reward only", () => {
    expect(promotionProblems(socks({ level: "PRODUCT" }))).toEqual([
      "a gift with purchase is an ORDER-level reward",
    ]);
  });
});
