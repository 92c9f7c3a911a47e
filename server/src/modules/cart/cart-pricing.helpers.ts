import type { CartRow } from "./cart.tables";
import type { CartOrderDiscount, PricedLine } from "./cart-view.helpers";
import { VAT_RATES } from "./pricing/tax-rates.data";
import { computeTax, isTaxFailure, type TaxResult } from "./pricing/tax.helpers";
import { applyPromotions } from "./pricing/promotions.helpers";
import type { Promotion, PromotionLine, PromotionResult } from "./pricing/promotions.types";

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

/** Lines that can be bought (priced and in stock), as the engine reads them. */
export function promotionLines(lines: readonly PricedLine[]): PromotionLine[] {
  const out: PromotionLine[] = [];
  for (const { row, offer, stock } of lines) {
    if (!offer || offer.current_minor === null || stock <= 0) continue;
    out.push({
      id: row.item_id,
      productId: offer.color_variant_id,
      styleId: offer.style_id,
      categoryIds: [offer.category_id],
      unitMinor: offer.current_minor,
      qty: row.qty,
    });
  }
  return out;
}

/**
 * The bag's discounts: the site's promotions, the codes applied to the cart and the employee
 * discount, through the promotions engine (decision 0055). Shipping is not chosen in the bag,
 * so it counts 0 here; a free-shipping promotion already shows as applied.
 */
export function priceCart(input: {
  lines: readonly PricedLine[];
  promotions: readonly Promotion[];
  coupons: readonly string[];
  employeeDiscount: CartOrderDiscount | null;
  registered: boolean;
  now: Date;
}): PromotionResult {
  const promotions = input.employeeDiscount
    ? [...input.promotions, employeePromotion(input.employeeDiscount)]
    : input.promotions;
  return applyPromotions({
    lines: promotionLines(input.lines),
    shippingMinor: 0,
    promotions,
    coupons: input.coupons,
    now: input.now,
    shopper: { registered: input.registered },
  });
}

/**
 * The VAT in a bag on a site whose prices include it (the UK and EU sites, decision 0056): it is
 * the site country's, so the bag shows it before any address. Sites that add tax on top (US,
 * Canada) tax by the shipping address, which the checkout asks for: null until then. Each line
 * is taxed on what it costs after every discount; the bag has no shipping yet.
 */
export function bagTax(
  cart: CartRow,
  lines: readonly PricedLine[],
  pricing: PromotionResult,
): TaxResult | null {
  const country = (cart.locale.split("-")[1] ?? "").toUpperCase();
  if (!(country in VAT_RATES)) return null;
  const discounts = new Map(pricing.lines.map((line) => [line.id, line]));
  const result = computeTax({
    site: { pricesIncludeTax: true, rounding: "line", country },
    destination: { country, region: null },
    lines: promotionLines(lines).map((line) => {
      const discount = discounts.get(line.id);
      return {
        id: line.id,
        qty: line.qty,
        amountMinor:
          line.unitMinor * line.qty -
          (discount?.itemDiscountMinor ?? 0) -
          (discount?.orderDiscountMinor ?? 0),
        taxClass: "standard" as const,
      };
    }),
    shippingMinor: 0,
  });
  return isTaxFailure(result) ? null : result;
}
