// The pure steps of a cart read (decision 0058): where the lines go, what they cost with their
// promotions, shipping and tax, and the answer. cart-core's `view` reads the facts and calls
// these; the money property tests call the very same steps.
import type { Cart } from "@ridgeline/contract";
import type { OfferRow } from "../catalog";
import { planCartDelivery, type CartDelivery, type DeliveryFacts } from "./cart-delivery.helpers";
import { cartTax, priceCart, type CartReward, type CartTax } from "./cart-pricing.helpers";
import { buildCartView, type CartOrderDiscount, type PricedLine } from "./cart-view.helpers";
import type { CartItemRow, CartRow } from "./cart.tables";
import type { Promotion } from "./pricing/promotions.types";

/** The cart's lines as the stock now places them, each with the units at its source. */
export function placeLines(
  cart: CartRow,
  rows: readonly CartItemRow[],
  offers: ReadonlyMap<string, OfferRow | undefined>,
  facts: DeliveryFacts,
  language: string,
): { plan: CartDelivery; lines: PricedLine[] } {
  const plan = planCartDelivery(
    cart,
    rows.map((row) => {
      const offer = offers.get(row.upc);
      return {
        row,
        isDigital: offer?.is_digital ?? false,
        isCustoms: offer?.is_customs ?? false,
        priced: offer !== undefined && offer.current_minor !== null,
      };
    }),
    facts,
    language,
  );
  const lines = rows.map((row) => ({
    row,
    offer: offers.get(row.upc),
    // Units where the line comes from: its store's shelves for pickup, online otherwise.
    stock: plan.lines.get(row.item_id)?.sourceUnits ?? facts.online.get(row.upc) ?? 0,
  }));
  return { plan, lines };
}

/** The cart priced (promotions, shipping, tax) and answered as the API shows it. */
export function answerCart(input: {
  cart: CartRow;
  plan: CartDelivery;
  lines: readonly PricedLine[];
  facts: DeliveryFacts;
  promotions: readonly Promotion[];
  coupons: readonly string[];
  employeeDiscount: CartOrderDiscount | null;
  reward?: CartReward | null;
  registered: boolean;
}): { answer: Cart; tax: CartTax } {
  const { cart, plan, lines, facts } = input;
  const pricing = priceCart({
    lines,
    shippingMinor: plan.shippingMinor,
    promotions: input.promotions,
    coupons: input.coupons,
    employeeDiscount: input.employeeDiscount,
    reward: input.reward ?? null,
    registered: input.registered,
    now: facts.now,
  });
  const levels = new Map(input.promotions.map((promotion) => [promotion.id, promotion.level]));
  const tax = cartTax(cart, lines, pricing, plan, facts.stores);
  const answer = buildCartView(cart, lines, pricing, levels, tax.result, {
    plan,
    stores: facts.stores,
    storeUnits: facts.storeUnits,
    favouriteStoreId: facts.favouriteStoreId,
    taxFailed: tax.failure !== null,
  });
  return { answer, tax };
}
