// The pure steps of a cart read (decision 0058): where the lines go, what they cost with their
// promotions, shipping and tax, and the answer. cart-core's `view` reads the facts and calls
// these; the money property tests call the very same steps.
import { toMajor, type Cart, type ProductDetails } from "@ridgeline/contract";
import type { Market, OfferRow } from "../catalog";
import { planCartDelivery, type CartDelivery, type DeliveryFacts } from "./cart-delivery.helpers";
import {
  cartTax,
  priceCart,
  shippingCharges,
  type CartReward,
  type CartTax,
} from "./cart-pricing.helpers";
import {
  buildCartView,
  giftItem,
  type CartOrderDiscount,
  type PricedLine,
} from "./cart-view.helpers";
import type { CartRow } from "./cart.tables";
import type { CartItemRow } from "./cart-lines.tables";
import type { Promotion, PromotionReward } from "./pricing/promotions.types";
import type { AdjustmentRow } from "./price-adjustments.tables";

/** A cart shows its lines in the currency and language of the site it was made on. */
export function marketOf(cart: CartRow): Market {
  return { currency: cart.currency, language: cart.locale.split("-")[0] ?? "en" };
}

/** A digital gift card's line costs the amount the shopper chose; any other line its offer. */
function withChosenAmount(offer: OfferRow | undefined, row: CartItemRow): OfferRow | undefined {
  if (!offer?.is_digital || row.custom_amount_minor === null) return offer;
  return {
    ...offer,
    current_minor: row.custom_amount_minor,
    original_minor: row.custom_amount_minor,
  };
}

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
    offer: withChosenAmount(offers.get(row.upc), row),
    // Units where the line comes from: its store's shelves for pickup, online otherwise.
    stock: plan.lines.get(row.item_id)?.sourceUnits ?? facts.online.get(row.upc) ?? 0,
  }));
  return { plan, lines };
}

/** Runs before every promotion: an associate's price is the price the promotions see. */
export const ADJUSTMENT_PRIORITY = -1_000_000;

/**
 * An associate's price adjustment as a PRODUCT promotion of its one line (decision 0058's
 * sequel): first, stackable, a percentage of the line, an amount off each unit, or what takes
 * each unit down to the price set (never below 0).
 */
export function adjustmentPromotion(adjustment: AdjustmentRow, unitMinor: number): Promotion {
  const reward: PromotionReward =
    adjustment.kind === "PERCENT_OFF"
      ? { kind: "percentOff", percent: adjustment.value / 100 }
      : {
          kind: "amountOff",
          amountMinor:
            adjustment.kind === "AMOUNT_OFF"
              ? adjustment.value
              : Math.max(0, unitMinor - adjustment.value),
        };
  return {
    id: `ADJ-${adjustment.adjustment_id}`,
    name: `Price adjustment: ${adjustment.reason}`,
    callout: adjustment.reason,
    level: "PRODUCT",
    priority: ADJUSTMENT_PRIORITY,
    exclusive: false,
    couponCode: null,
    startsAt: null,
    endsAt: null,
    registeredOnly: false,
    condition: { lineIds: [adjustment.item_id] },
    reward,
  };
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
  adjustments?: readonly AdjustmentRow[];
  /** The lines' products (colours, sizes, breadcrumbs), by colour id. */
  products?: ReadonlyMap<string, ProductDetails>;
  /** The gifts the promotions can give: each size's offer and online units. */
  gifts?: ReadonlyMap<string, { offer: OfferRow | undefined; stock: number }>;
  registered: boolean;
}): { answer: Cart; tax: CartTax } {
  const { cart, plan, facts } = input;
  // A promotion of a category takes what is below it: each line with its category path.
  const lines = input.products
    ? input.lines.map((line) => ({
        ...line,
        categoryPath: input.products
          ?.get(line.row.product_id)
          ?.breadcrumbs.map((crumb) => crumb.id),
      }))
    : input.lines;
  const adjustments = input.adjustments ?? [];
  const units = new Map(lines.map((line) => [line.row.item_id, line.offer?.current_minor ?? 0]));
  const promotions = [
    ...adjustments.map((row) => adjustmentPromotion(row, units.get(row.item_id) ?? 0)),
    ...input.promotions,
  ];
  const pricing = priceCart({
    lines,
    shipping: shippingCharges(plan),
    promotions,
    coupons: input.coupons,
    employeeDiscount: input.employeeDiscount,
    reward: input.reward ?? null,
    registered: input.registered,
    now: facts.now,
  });
  const levels = new Map(promotions.map((promotion) => [promotion.id, promotion.level]));
  const tax = cartTax(cart, lines, pricing, plan, facts.stores);
  const answer = buildCartView(cart, lines, pricing, levels, tax.result, {
    plan,
    stores: facts.stores,
    storeUnits: facts.storeUnits,
    favouriteStoreId: facts.favouriteStoreId,
    taxFailed: tax.failure !== null,
    ...(input.products ? { products: input.products } : {}),
  });
  const priceAdjustments = adjustments.map((row) => ({
    adjustmentId: row.adjustment_id,
    itemId: row.item_id,
    type: row.kind,
    value: row.kind === "PERCENT_OFF" ? row.value / 100 : toMajor(row.value, cart.currency),
    reason: row.reason,
    storeId: row.store_id,
    storeEmployeeId: row.store_employee_id,
  }));
  // Gifts earned: a free line each while the gift is in stock, else the bag says it ran out.
  const giftItems: Cart["items"] = [];
  const giftNotes: Cart["notifications"] = [];
  for (const gift of pricing.gifts) {
    const found = input.gifts?.get(gift.upc);
    if (found?.offer && found.offer.current_minor !== null && found.stock > 0)
      giftItems.push(giftItem(cart, gift.promotionId, found.offer));
    else
      giftNotes.push({
        type: "GiftUnavailable",
        level: "cart",
        message: "Your free gift is out of stock, so it cannot be added to your bag.",
      });
  }
  return {
    answer: {
      ...answer,
      items: [...answer.items, ...giftItems],
      notifications: [...answer.notifications, ...giftNotes],
      priceAdjustments,
    },
    tax,
  };
}
