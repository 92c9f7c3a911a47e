import type { CartRow } from "./cart.tables";
import { LOYALTY_REWARD_ID, type CartOrderDiscount, type PricedLine } from "./cart-view.helpers";
import { VAT_RATES } from "./pricing/tax-rates.data";
import { computeTax, isTaxFailure, type TaxClass, type TaxResult } from "./pricing/tax.helpers";
import type { CartDelivery, DeliveryStore } from "./cart-delivery.helpers";
import { applyPromotions } from "./pricing/promotions.helpers";
import type {
  Promotion,
  PromotionLine,
  PromotionResult,
  ShippingCharge,
} from "./pricing/promotions.types";

/**
 * The employee discount (programs area) as the last automatic ORDER promotion: it stacks by the
 * engine's rules after every other promotion and is spread over the lines like them. The
 * programs area works out its amount on the bag before other discounts; the engine caps it at
 * what is left.
 */
export const EMPLOYEE_DISCOUNT_PRIORITY = 1_000_000;

function employeePromotion(discount: CartOrderDiscount): Promotion {
  return {
    id: discount.promotionId,
    name: discount.promotionName,
    callout: discount.promotionName,
    level: "ORDER",
    priority: EMPLOYEE_DISCOUNT_PRIORITY,
    exclusive: false,
    couponCode: null,
    startsAt: null,
    endsAt: null,
    registeredOnly: false,
    condition: {},
    reward: { kind: "amountOff", amountMinor: discount.amountMinor },
  };
}

/** A loyalty voucher the member applied to the cart: its points and what it takes off. */
export interface CartReward {
  points: number;
  amountMinor: number;
}

/**
 * A loyalty voucher as the last ORDER promotion, after the employee discount: it is the
 * member's own money off, so it takes what is left after every discount (capped at it by the
 * engine, never below 0) and is spread over the lines like them.
 */
function rewardPromotion(reward: CartReward): Promotion {
  const name = `Loyalty reward (${reward.points} points)`;
  return {
    ...employeePromotion({ promotionId: LOYALTY_REWARD_ID, promotionName: name, amountMinor: 0 }),
    priority: EMPLOYEE_DISCOUNT_PRIORITY + 1,
    reward: { kind: "amountOff", amountMinor: reward.amountMinor },
  };
}

/** Lines that can be bought (priced and in stock), as the engine reads them. */
export function promotionLines(lines: readonly PricedLine[]): PromotionLine[] {
  const out: PromotionLine[] = [];
  for (const { row, offer, stock, categoryPath } of lines) {
    if (!offer || offer.current_minor === null || stock <= 0) continue;
    out.push({
      id: row.item_id,
      productId: offer.color_variant_id,
      styleId: offer.style_id,
      categoryIds: [...new Set([offer.category_id, ...(categoryPath ?? [])])],
      unitMinor: offer.current_minor,
      qty: row.qty,
    });
  }
  return out;
}

/** The shipments with a chosen method, as the promotions engine prices them. */
export function shippingCharges(plan: Pick<CartDelivery, "shipments">): ShippingCharge[] {
  return plan.shipments.flatMap((shipment) =>
    shipment.chosen
      ? [
          {
            shippingId: shipment.shippingId,
            method: shipment.chosen.code,
            priceMinor: shipment.chosen.priceMinor,
          },
        ]
      : [],
  );
}

/**
 * The bag's discounts: the site's promotions, the codes applied to the cart and the employee
 * discount, through the promotions engine (decision 0055), with what the chosen shipping
 * methods cost (a free-shipping promotion takes it off).
 */
export function priceCart(input: {
  lines: readonly PricedLine[];
  /** Each shipment's chosen method and its price, before shipping promotions. */
  shipping: readonly ShippingCharge[];
  promotions: readonly Promotion[];
  coupons: readonly string[];
  employeeDiscount: CartOrderDiscount | null;
  /** A loyalty voucher on the cart. */
  reward?: CartReward | null;
  registered: boolean;
  now: Date;
}): PromotionResult {
  const promotions = [
    ...input.promotions,
    ...(input.employeeDiscount ? [employeePromotion(input.employeeDiscount)] : []),
    ...(input.reward ? [rewardPromotion(input.reward)] : []),
  ];
  return applyPromotions({
    lines: promotionLines(input.lines),
    shipping: input.shipping,
    promotions,
    coupons: input.coupons,
    now: input.now,
    shopper: { registered: input.registered },
  });
}

/** Bags and packs are taxed as goods; everything else we sell is clothing or footwear. */
const GEAR_TYPES: ReadonlySet<string> = new Set(["backpack", "duffel", "hip-pack"]);

/** A line's tax class (decision 0056): digital, standard goods, or clothing. */
export function taxClassOf(offer: PricedLine["offer"]): TaxClass {
  if (offer?.is_digital) return "digital";
  return offer && GEAR_TYPES.has(offer.product_type) ? "standard" : "clothing";
}

/** The cart's tax, or why it is not shown: not known yet (no address), or not computable (TAX309). */
export interface CartTax {
  result: TaxResult | null;
  /** The engine could not compute it for a destination (TAX309); the reason is logged. */
  failure: string | null;
}

function mergeTax(results: readonly TaxResult[]): TaxResult {
  const byRate = new Map<string, TaxResult["byRate"][number]>();
  for (const rate of results.flatMap((result) => result.byRate)) {
    const seen = byRate.get(rate.label);
    byRate.set(
      rate.label,
      seen
        ? {
            ...seen,
            taxableMinor: seen.taxableMinor + rate.taxableMinor,
            taxMinor: seen.taxMinor + rate.taxMinor,
          }
        : rate,
    );
  }
  const sum = (pick: (result: TaxResult) => number) =>
    results.reduce((total, result) => total + pick(result), 0);
  return {
    pricesIncludeTax: results[0]?.pricesIncludeTax ?? false,
    lines: results.flatMap((result) => result.lines),
    shipping: {
      taxMinor: sum((result) => result.shipping.taxMinor),
      rates: results.flatMap((result) => result.shipping.rates),
    },
    byRate: [...byRate.values()],
    taxMinor: sum((result) => result.taxMinor),
    netMinor: sum((result) => result.netMinor),
    grossMinor: sum((result) => result.grossMinor),
  };
}

/**
 * The cart's tax (decision 0056) on what each line costs after every discount, and on shipping
 * after its discount. On a site whose prices include VAT (UK, EU) it is the site country's, so
 * the bag shows it before any address. On the US and Canadian sites tax is due where the goods
 * are handed over: the shipping address for lines going home (null until there is one), the
 * store's state or province for pickup and ship-to-store lines, the collection point's for a
 * home shipment sent by PUDO (decision 0063); each destination is computed apart and the
 * results summed. Only the home shipment costs anything, so shipping is taxed where it goes.
 */
export function cartTax(
  cart: CartRow,
  lines: readonly PricedLine[],
  pricing: PromotionResult,
  delivery: CartDelivery,
  stores: ReadonlyMap<string, DeliveryStore>,
): CartTax {
  const country = (cart.locale.split("-")[1] ?? "").toUpperCase();
  const pricesIncludeTax = country in VAT_RATES;
  const discounts = new Map(pricing.lines.map((line) => [line.id, line]));
  const offers = new Map(lines.map((line) => [line.row.item_id, line.offer]));
  const taxLines = promotionLines(lines).map((line) => {
    const discount = discounts.get(line.id);
    return {
      id: line.id,
      qty: line.qty,
      amountMinor:
        line.unitMinor * line.qty -
        (discount?.itemDiscountMinor ?? 0) -
        (discount?.orderDiscountMinor ?? 0),
      taxClass: taxClassOf(offers.get(line.id)),
    };
  });
  const shippingMinor = pricing.totals.shippingMinor - pricing.totals.shippingDiscountMinor;
  const site = { pricesIncludeTax, rounding: "line" as const, country };
  type Destination = { country: string; region: string | null; postalCode: string | null };
  const groups = new Map<string, { destination: Destination | null; ids: Set<string> }>();
  const atStore = (store: DeliveryStore): Destination => ({
    country: store.country,
    region: store.province,
    postalCode: store.postalCode,
  });
  // The home shipment is handed over at its address, or at its collection point with PUDO.
  const address = cart.shipping_address;
  const point = delivery.shipments.find((shipment) => shipment.kind === "home")?.storeId;
  const pointStore = point ? stores.get(point) : undefined;
  const home: Destination | null = pointStore
    ? atStore(pointStore)
    : address
      ? { country: address.countryCode, region: address.province, postalCode: address.postalCode }
      : null;
  for (const line of taxLines) {
    const planned = delivery.lines.get(line.id);
    const store = planned?.storeId ? stores.get(planned.storeId) : undefined;
    const key = pricesIncludeTax ? "site" : store ? `store-${store.storeId}` : "home";
    const destination: Destination | null = pricesIncludeTax
      ? { country, region: null, postalCode: null }
      : store
        ? atStore(store)
        : home;
    const group = groups.get(key) ?? { destination, ids: new Set<string>() };
    group.ids.add(line.id);
    groups.set(key, group);
  }
  const shippingKey = pricesIncludeTax ? "site" : "home";
  if (shippingMinor > 0 && !groups.has(shippingKey)) {
    groups.set(shippingKey, {
      destination: pricesIncludeTax ? { country, region: null, postalCode: null } : home,
      ids: new Set(),
    });
  }
  if (groups.size === 0) return { result: null, failure: null };
  const results: TaxResult[] = [];
  for (const [key, group] of groups) {
    if (group.destination === null) return { result: null, failure: null };
    const result = computeTax({
      site,
      destination: group.destination,
      lines: taxLines.filter((line) => group.ids.has(line.id)),
      shippingMinor: key === shippingKey ? shippingMinor : 0,
    });
    if (isTaxFailure(result)) return { result: null, failure: result.reason };
    results.push(result);
  }
  return { result: mergeTax(results), failure: null };
}
