/**
 * The promotions engine (issue 12 point 3, decision 0055): a pure function from the cart's
 * lines, the chosen shipping price, the site's promotions, the shopper's coupon codes and the
 * time to every discount, per line, with the totals. No I/O: the cart service loads the inputs
 * (catalogue prices, never the client's) and shows the result.
 *
 * The rules, each with its reason:
 *
 * 1. Stacking is explicit. Promotions run one at a time in priority order (lower first, ties by
 *    id so the order never depends on how they were loaded). Each sees the net amounts left by
 *    those ranked before it, and its threshold is measured on them: "10% over $50" after a
 *    buy-one-get-one asks whether the bag is still worth $50 once the free unit is taken off.
 *    Measured on the gross, the threshold would give a discount the bag no longer qualifies
 *    for, and without a fixed order the total would depend on how the rules were loaded.
 * 2. Exclusivity is positional. An exclusive promotion applies only if nothing applied before
 *    it, and once it applies nothing ranked after it does: the merchant decides by priority
 *    which wins, instead of the engine searching for the "best" combination (a search the
 *    shopper cannot predict and whose result flips as lines change).
 * 3. A discount never takes a line or the shipping below 0, and 100% makes exactly 0: every
 *    discount is capped at the net left, and percentages of a whole amount round to it exactly.
 * 4. Percentages round half up to the minor unit once per amount they are taken of: a line
 *    (PRODUCT), the qualifying lines together (ORDER), the shipping (SHIPPING). An order
 *    discount is then spread over its qualifying lines in proportion to their net by the
 *    largest-remainder rule (promotion-math.helpers.ts), so the shares add up exactly to the
 *    discount the shopper was shown and a refund of one line gives back its share to the unit.
 * 5. The engine's line order is the lines sorted by id. It breaks ties (equal remainders when
 *    spreading, equal unit prices in buy X get Y) so that the same cart gives the same result
 *    however the caller listed its lines; with ties broken by list position, two identical
 *    lines listed the other way round could round a later percentage differently.
 *
 * Conditions: the line filters (productIds, styleIds, categoryIds, lineIds) select the
 * qualifying lines;
 * a line must match every filter given (any id within one filter), and an empty or absent filter
 * selects every line. `minSubtotalMinor` is compared with the qualifying lines' current net,
 * `minQty` with their units. Dates: `startsAt ≤ now < endsAt`.
 *
 * Rewards by level: PRODUCT takes percentOff of each qualifying line's net, amountOff from each
 * qualifying unit, or buyXGetY; ORDER takes percentOff of or amountOff from the qualifying lines
 * together and spreads it; SHIPPING takes freeShipping, percentOff or amountOff of the shipments
 * whose chosen method the reward names (`methods`, decision 0081): "free standard shipping"
 * leaves an Express shipment's price whole. A SHIPPING reward naming no method never applies
 * (a reward meaning "every method" would make each new, dearer method free without anyone
 * deciding it). The amount is taken once of those shipments together, rounded once, and
 * spread over them by the largest remainder like an order discount over lines.
 * A reward that does not fit its level (buyXGetY on ORDER, freeShipping on PRODUCT), or with a
 * value out of range, never applies: `promotionProblems` names these for whoever stores them.
 *
 * Approaching (000 §4): an automatic ORDER or SHIPPING promotion with a `minSubtotalMinor`
 * that would otherwise run (in date, shopper eligible, not shut out by an exclusive one) but
 * whose qualifying net, at its turn, is below the threshold; `remainingMinor` is the gap, and
 * the nearest comes first (ties by rank). Coded promotions are not advertised to shoppers who
 * have not entered the code, and PRODUCT ones are callouts on the product, not on the bag.
 *
 * When a promotion counts as applied: PRODUCT and ORDER ones when they take something off;
 * SHIPPING ones whenever their conditions hold, even while shipping is still 0 (no method
 * chosen) or the chosen method is not one they name (they then take 0 off), so the summary
 * already says "free standard shipping" and choosing a method later does not change which
 * promotions apply (and so which exclusive one wins).
 */
import {
  percentOfMinor,
  percentToBasisPoints,
  spreadByLargestRemainder,
} from "./promotion-math.helpers";
import type {
  Promotion,
  PromotionCondition,
  PromotionInput,
  PromotionLine,
  PromotionResult,
  PromotionReward,
} from "./promotions.types";

export type * from "./promotions.types";

/** What is wrong with a promotion's definition; empty when the engine can apply it. */
export function promotionProblems(promotion: Promotion): string[] {
  const problems: string[] = [];
  const { reward, level, condition } = promotion;
  const wholeMinor = (value: number | undefined) =>
    value === undefined || (Number.isSafeInteger(value) && value >= 0);
  if (!wholeMinor(condition.minSubtotalMinor) || !wholeMinor(condition.minQty)) {
    problems.push("minSubtotalMinor and minQty must be whole numbers ≥ 0");
  }
  if (reward.kind === "percentOff" && percentToBasisPoints(reward.percent) === null) {
    problems.push("percent must be 0–100 with at most two decimals");
  }
  if (reward.kind === "amountOff" && !wholeMinor(reward.amountMinor)) {
    problems.push("amountMinor must be a whole number of minor units ≥ 0");
  }
  if (reward.kind === "buyXGetY") {
    if (level !== "PRODUCT") problems.push("buyXGetY is a PRODUCT-level reward");
    const positive = (value: number) => Number.isSafeInteger(value) && value >= 1;
    if (!positive(reward.buy) || !positive(reward.get)) {
      problems.push("buy and get must be whole numbers ≥ 1");
    }
    if (percentToBasisPoints(reward.percentOff) === null) {
      problems.push("percentOff must be 0–100 with at most two decimals");
    }
  }
  if (reward.kind === "freeShipping" && level !== "SHIPPING") {
    problems.push("freeShipping is a SHIPPING-level reward");
  }
  const methods = "methods" in reward ? reward.methods : undefined;
  if (level === "SHIPPING" && (!Array.isArray(methods) || methods.length === 0)) {
    problems.push("a SHIPPING reward names the shipping methods it applies to (methods)");
  }
  if (level !== "SHIPPING" && methods !== undefined) {
    problems.push("only a SHIPPING reward names shipping methods");
  }
  if (reward.kind === "gift" && level !== "ORDER") {
    problems.push("a gift with purchase is an ORDER-level reward");
  }
  return problems;
}

/** A line while the engine works: its current net is gross − item − order discounts. */
interface WorkingLine {
  line: PromotionLine;
  grossMinor: number;
  itemDiscountMinor: number;
  orderDiscountMinor: number;
  /** Each PRODUCT promotion's part of itemDiscountMinor, in the order they ran. */
  productPromotions: { promotionId: string; couponCode: string | null; amountMinor: number }[];
}

const netOf = (line: WorkingLine) =>
  line.grossMinor - line.itemDiscountMinor - line.orderDiscountMinor;

const compareIds = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

function matchesFilter(filter: readonly string[] | undefined, values: readonly string[]): boolean {
  return !filter || filter.length === 0 || values.some((value) => filter.includes(value));
}

function qualifyingLines(lines: readonly WorkingLine[], condition: PromotionCondition) {
  return lines.filter(
    ({ line }) =>
      line.qty > 0 &&
      matchesFilter(condition.productIds, [line.productId]) &&
      matchesFilter(condition.styleIds, [line.styleId]) &&
      matchesFilter(condition.categoryIds, line.categoryIds) &&
      matchesFilter(condition.lineIds, [line.id]),
  );
}

type DateState = "ACTIVE" | "EXPIRED" | "NOT_STARTED";

function dateState(promotion: Promotion, now: Date): DateState {
  if (promotion.startsAt && now.getTime() < promotion.startsAt.getTime()) return "NOT_STARTED";
  if (promotion.endsAt && now.getTime() >= promotion.endsAt.getTime()) return "EXPIRED";
  return "ACTIVE";
}

/**
 * Buy X get Y over the qualifying units: the total quantity is counted in groups of buy+get,
 * each group gives `get` discounted units, and the discounted units are the cheapest (by net per
 * unit, ties in line order), so the whole quantity arriving in one line counts like separate
 * lines. Each line's discount is `percentOff` of its net × discounted units / its units, rounded
 * once per line. Returns the discount per qualifying line.
 */
function buyXGetYDiscounts(
  qualifying: readonly WorkingLine[],
  reward: Extract<PromotionReward, { kind: "buyXGetY" }>,
  basisPoints: bigint,
): number[] {
  const units = qualifying.reduce((sum, working) => sum + working.line.qty, 0);
  let free = Math.floor(units / (reward.buy + reward.get)) * reward.get;
  const cheapestFirst = qualifying
    .map((working, index) => ({ working, index }))
    .sort((a, b) => {
      // net_a / qty_a vs net_b / qty_b without fractions; equal prices keep line order.
      const diff = netOf(a.working) * b.working.line.qty - netOf(b.working) * a.working.line.qty;
      return diff !== 0 ? diff : a.index - b.index;
    });
  const discounts = qualifying.map(() => 0);
  for (const { working, index } of cheapestFirst) {
    if (free <= 0) break;
    const taken = Math.min(free, working.line.qty);
    free -= taken;
    discounts[index] = percentOfMinor(netOf(working), basisPoints, taken, working.line.qty);
  }
  return discounts;
}

/** The item discount a PRODUCT promotion takes from each qualifying line, capped at its net. */
function productDiscounts(qualifying: readonly WorkingLine[], reward: PromotionReward): number[] {
  if (reward.kind === "percentOff") {
    const basisPoints = percentToBasisPoints(reward.percent) ?? 0n;
    return qualifying.map((working) => percentOfMinor(netOf(working), basisPoints));
  }
  if (reward.kind === "amountOff") {
    return qualifying.map((working) =>
      Math.min(reward.amountMinor * working.line.qty, netOf(working)),
    );
  }
  if (reward.kind === "buyXGetY") {
    return buyXGetYDiscounts(qualifying, reward, percentToBasisPoints(reward.percentOff) ?? 0n);
  }
  return qualifying.map(() => 0);
}

/** The amount a reward takes off `baseMinor` (ORDER or SHIPPING level), capped at it. */
function wholeAmountDiscount(baseMinor: number, reward: PromotionReward): number {
  if (reward.kind === "percentOff") {
    return percentOfMinor(baseMinor, percentToBasisPoints(reward.percent) ?? 0n);
  }
  if (reward.kind === "amountOff") return Math.min(reward.amountMinor, baseMinor);
  if (reward.kind === "freeShipping") return baseMinor;
  return 0;
}

/**
 * A SHIPPING reward on the shipments whose chosen method it names: taken once of what they
 * still cost together (capped at it), then spread over them by the largest remainder, so the
 * shares add up to the discount shown and none goes below 0. Updates each shipment's discount
 * and answers the amount.
 */
function shippingDiscount(
  shipments: { charge: { method: string; priceMinor: number }; discountMinor: number }[],
  reward: PromotionReward,
): number {
  const methods = "methods" in reward ? (reward.methods ?? []) : [];
  const eligible = shipments.filter(({ charge }) => methods.includes(charge.method));
  const left = eligible.map((shipment) => shipment.charge.priceMinor - shipment.discountMinor);
  const amountMinor = wholeAmountDiscount(
    left.reduce((sum, value) => sum + value, 0),
    reward,
  );
  const shares = spreadByLargestRemainder(amountMinor, left);
  eligible.forEach((shipment, index) => (shipment.discountMinor += shares[index] ?? 0));
  return amountMinor;
}

function assertWholeMinor(value: number, what: string): void {
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new RangeError(`${what} must be a whole number ≥ 0, got ${value}`);
  }
}

/**
 * Applies the site's promotions and the shopper's coupons to a cart (rules in this file's
 * header and decision 0055). Deterministic: the same input gives the same result. Throws a
 * RangeError for a fractional or negative price, quantity or shipping price: a caller's bug
 * that rounding here would hide.
 */
export function applyPromotions(input: PromotionInput): PromotionResult {
  for (const line of input.lines) {
    assertWholeMinor(line.unitMinor, `line ${line.id} unitMinor`);
    assertWholeMinor(line.qty, `line ${line.id} qty`);
  }
  for (const charge of input.shipping)
    assertWholeMinor(charge.priceMinor, `shipment ${charge.shippingId} priceMinor`);
  const shippingMinor = input.shipping.reduce((sum, charge) => sum + charge.priceMinor, 0);
  // What each shipment still costs as shipping promotions run, in the caller's order.
  const shipments = input.shipping.map((charge) => ({ charge, discountMinor: 0 }));

  const working: WorkingLine[] = input.lines
    .map((line) => ({
      line,
      grossMinor: line.unitMinor * line.qty,
      itemDiscountMinor: 0,
      productPromotions: [],
      orderDiscountMinor: 0,
    }))
    .sort((a, b) => compareIds(a.line.id, b.line.id));
  const codes = new Set(input.coupons.map((code) => code.toUpperCase()));
  const ranked = [...input.promotions].sort((a, b) =>
    a.priority !== b.priority ? a.priority - b.priority : compareIds(a.id, b.id),
  );

  let shippingDiscountMinor = 0;
  let anyApplied = false;
  let closed = false;
  const applied: PromotionResult["applied"] = [];
  const approaching: (PromotionResult["approaching"][number] & { rank: number })[] = [];
  const appliedCodes = new Set<string>();
  const gifts: PromotionResult["gifts"] = [];

  ranked.forEach((promotion, rank) => {
    const code = promotion.couponCode?.toUpperCase() ?? null;
    if (code !== null && !codes.has(code)) return;
    if (dateState(promotion, input.now) !== "ACTIVE") return;
    if (promotionProblems(promotion).length > 0) return;
    if (closed || (promotion.exclusive && anyApplied)) return;

    const { condition, reward, level } = promotion;
    const qualifying = qualifyingLines(working, condition);
    const qualifyingNet = qualifying.reduce((sum, line) => sum + netOf(line), 0);
    if (promotion.registeredOnly && !input.shopper.registered) {
      // A members' gift is still shown to a guest, with the guest's callout ("sign in…"), and
      // how far the bag is from it (0 once there): signing in is what is missing.
      if (reward.kind === "gift" && code === null)
        approaching.push({
          promotionId: promotion.id,
          callout: promotion.callout,
          remainingMinor: Math.max(0, (condition.minSubtotalMinor ?? 0) - qualifyingNet),
          rewardKind: reward.kind,
          rank,
        });
      return;
    }
    const qualifyingUnits = qualifying.reduce((sum, line) => sum + line.line.qty, 0);
    const minSubtotal = condition.minSubtotalMinor ?? 0;
    if (qualifyingNet < minSubtotal) {
      if (code === null && level !== "PRODUCT" && minSubtotal > 0) {
        const remainingMinor = minSubtotal - qualifyingNet;
        approaching.push({
          promotionId: promotion.id,
          callout: promotion.callout,
          remainingMinor,
          rewardKind: reward.kind,
          rank,
        });
      }
      return;
    }
    if (qualifyingUnits < (condition.minQty ?? 0)) return;
    // No qualifying line, no promotion: "free shipping on boots" needs a pair of boots.
    if (qualifying.length === 0) return;

    let amountMinor: number;
    if (reward.kind === "gift") {
      // A gift takes nothing off: it is earned while the condition holds (like free shipping
      // before a method is chosen), and an exclusive gift shuts out what ranks after it.
      amountMinor = 0;
      gifts.push({ promotionId: promotion.id, upc: reward.upc, productId: reward.productId });
    } else if (level === "PRODUCT") {
      const discounts = productDiscounts(qualifying, reward);
      qualifying.forEach((line, index) => {
        const discount = discounts[index] ?? 0;
        line.itemDiscountMinor += discount;
        if (discount > 0)
          line.productPromotions.push({
            promotionId: promotion.id,
            couponCode: code,
            amountMinor: discount,
          });
      });
      amountMinor = discounts.reduce((sum, discount) => sum + discount, 0);
    } else if (level === "ORDER") {
      amountMinor = wholeAmountDiscount(qualifyingNet, reward);
      const shares = spreadByLargestRemainder(amountMinor, qualifying.map(netOf));
      qualifying.forEach((line, index) => (line.orderDiscountMinor += shares[index] ?? 0));
    } else {
      amountMinor = shippingDiscount(shipments, reward);
      shippingDiscountMinor += amountMinor;
    }
    if (level !== "SHIPPING" && reward.kind !== "gift" && amountMinor <= 0) return;

    anyApplied = true;
    if (promotion.exclusive) closed = true;
    if (code !== null) appliedCodes.add(code);
    applied.push({
      promotionId: promotion.id,
      name: promotion.name,
      callout: promotion.callout,
      level,
      amountMinor,
      couponCode: code,
    });
  });

  const itemSubtotalMinor = working.reduce((sum, line) => sum + line.grossMinor, 0);
  const itemDiscountMinor = working.reduce((sum, line) => sum + line.itemDiscountMinor, 0);
  const orderDiscountMinor = working.reduce((sum, line) => sum + line.orderDiscountMinor, 0);
  const byId = new Map(working.map((line) => [line.line, line]));
  return {
    lines: input.lines.map((line) => {
      const result = byId.get(line);
      return {
        id: line.id,
        itemDiscountMinor: result?.itemDiscountMinor ?? 0,
        orderDiscountMinor: result?.orderDiscountMinor ?? 0,
        productPromotions: result?.productPromotions ?? [],
      };
    }),
    shippingDiscountMinor,
    shipments: shipments.map(({ charge, discountMinor }) => ({
      shippingId: charge.shippingId,
      discountMinor,
    })),
    applied,
    approaching: approaching
      .sort((a, b) => a.remainingMinor - b.remainingMinor || a.rank - b.rank)
      .map(({ rank: _rank, ...promotion }) => promotion),
    coupons: couponStatuses(input, appliedCodes),
    gifts,
    totals: {
      itemSubtotalMinor,
      itemDiscountMinor,
      orderDiscountMinor,
      shippingMinor,
      shippingDiscountMinor,
      totalMinor:
        itemSubtotalMinor -
        itemDiscountMinor -
        orderDiscountMinor +
        shippingMinor -
        shippingDiscountMinor,
    },
  };
}

/**
 * Each code the shopper entered, once, in the order entered: APPLIED when a promotion with it
 * applied; UNKNOWN when no promotion has it; otherwise NOT_APPLICABLE when one of its promotions
 * is running (conditions not met, guest on a registered-only one, or blocked by an exclusive
 * one), else NOT_STARTED when one starts later (it will work then), else EXPIRED.
 */
function couponStatuses(
  input: PromotionInput,
  appliedCodes: ReadonlySet<string>,
): PromotionResult["coupons"] {
  const entered = [...new Set(input.coupons.map((code) => code.toUpperCase()))];
  return entered.map((code) => {
    if (appliedCodes.has(code)) return { code, status: "APPLIED" };
    const states = input.promotions
      .filter((promotion) => promotion.couponCode?.toUpperCase() === code)
      .map((promotion) => dateState(promotion, input.now));
    if (states.length === 0) return { code, status: "UNKNOWN" };
    if (states.includes("ACTIVE")) return { code, status: "NOT_APPLICABLE" };
    return { code, status: states.includes("NOT_STARTED") ? "NOT_STARTED" : "EXPIRED" };
  });
}
