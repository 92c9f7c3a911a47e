import {
  discountPercentage,
  productImagePath,
  productPath,
  toMajor,
  type Cart,
  type CartItem,
  type Currency,
} from "@ridgeline/contract";
import type { OfferRow } from "../catalog";
import type { CartItemRow, CartRow } from "./cart.tables";
import type { PromotionLevel, PromotionResult } from "./pricing/promotions.types";
import type { TaxResult } from "./pricing/tax.helpers";

/** An order-level discount on the cart's payable lines, in minor units (employee discount). */
export interface CartOrderDiscount {
  promotionId: string;
  promotionName: string;
  amountMinor: number;
}

export interface PricedLine {
  row: CartItemRow;
  offer: OfferRow | undefined;
  stock: number;
}

function notificationsFor(line: PricedLine): CartItem["customerNotifications"] {
  if (!line.offer || line.offer.current_minor === null) {
    return [{ type: "ProductItemNotAvailable", message: "This item is no longer available." }];
  }
  if (line.stock <= 0) {
    return [{ type: "ProductLineItemFullInventoryMissing", message: "This item is out of stock." }];
  }
  if (line.stock < line.row.qty) {
    return [
      {
        type: "ProductLineItemInventoryMissing",
        message: `Only ${line.stock} left: ${line.row.qty - line.stock} cannot be shipped.`,
      },
    ];
  }
  return [];
}

function toItem(
  line: PricedLine,
  cart: CartRow,
  pricing: { itemDiscountMinor: number; orderDiscountMinor: number } | undefined,
): CartItem {
  const { row, offer } = line;
  const currency: Currency = cart.currency;
  const money = (minor: number) => toMajor(minor, currency);
  const current = offer?.current_minor ?? 0;
  const original = offer?.original_minor ?? 0;
  const rowTotal = current * row.qty;
  const itemDiscountMinor = pricing?.itemDiscountMinor ?? 0;
  const orderDiscountMinor = pricing?.orderDiscountMinor ?? 0;
  return {
    id: row.item_id,
    productId: row.product_id,
    masterId: offer?.style_id ?? row.product_id.slice(0, 8),
    upc: row.upc,
    slug: offer?.slug ?? "",
    name: offer?.name ?? "Unavailable item",
    qty: row.qty,
    maxQty: row.max_qty,
    price: {
      amount: money(current),
      original: money(original),
      current: money(current),
      rowTotal: money(rowTotal),
      priceAfterItemDiscount: money(rowTotal - itemDiscountMinor),
      priceAfterOrderDiscount: money(rowTotal - itemDiscountMinor - orderDiscountMinor),
      proratedPrice: money(rowTotal - itemDiscountMinor - orderDiscountMinor),
      currency,
    },
    taxTotal: null,
    variants: offer
      ? [
          { code: "color", value: offer.color_name },
          { code: "size", value: offer.size_label },
        ]
      : [],
    isCustoms: offer?.is_customs ?? false,
    isDigitalProduct: offer?.is_digital ?? false,
    pdpUrl: offer
      ? `${productPath(cart.locale, offer.slug, offer.style_id)}?color=${offer.color_variant_id}`
      : "",
    productImageURL: offer ? productImagePath(offer.color_variant_id) : "",
    badge: offer?.badge ?? null,
    eyebrow: offer?.eyebrow
      ? { id: offer.eyebrow.toLowerCase().replace(/\W+/g, "-"), label: offer.eyebrow }
      : null,
    rating: { score: offer?.rating_score ?? 0, reviewsCount: offer?.reviews_count ?? 0 },
    customerNotifications: notificationsFor(line),
  };
}

/** Lines that can be bought: priced and in stock. */
function payableLines(lines: readonly PricedLine[]): PricedLine[] {
  return lines.filter((line) => line.offer && line.offer.current_minor !== null && line.stock > 0);
}

/** What the payable lines cost before any order discount, in minor units. */
export function payableItemTotalMinor(lines: readonly PricedLine[]): number {
  return payableLines(lines).reduce(
    (sum, line) => sum + (line.offer?.current_minor ?? 0) * line.row.qty,
    0,
  );
}

/**
 * inventorySupplyCheck (000 §3 out-of-stock detail): the cart with each line the online stock
 * does not cover and its missing units, and "order cannot be completed" when no line can be
 * bought at all.
 */
export function withSupplyCheck(cart: Cart, lines: readonly PricedLine[]): Cart {
  const details: NonNullable<Cart["outOfStockDetails"]> = [];
  for (const { row, offer, stock } of lines) {
    const buyable = offer !== undefined && offer.current_minor !== null;
    const missingQty = buyable ? Math.max(0, row.qty - Math.max(stock, 0)) : row.qty;
    if (missingQty > 0) details.push({ productId: row.product_id, sku: row.upc, missingQty });
  }
  const nothingLeft = lines.length > 0 && payableLines(lines).length === 0;
  return {
    ...cart,
    outOfStockDetails: details,
    notifications: nothingLeft
      ? [
          ...cart.notifications,
          {
            type: "OrderCannotBeCompleted",
            level: "cart",
            message: "Your order cannot be completed: nothing in your bag is available.",
          },
        ]
      : cart.notifications,
  };
}

/**
 * The cart as the API answers it. Totals are the promotions engine's (decision 0055), summed in
 * minor units from the catalogue's current prices; lines that cannot be bought at all (gone,
 * unpriced or out of stock) are shown but not counted. Shipping and tax stay null until a
 * shipping method and address make them known.
 */
export function buildCartView(
  cart: CartRow,
  lines: readonly PricedLine[],
  pricing: PromotionResult,
  /** Each promotion's level, for the approaching ones (the engine names only their id). */
  levels: ReadonlyMap<string, PromotionLevel> = new Map(),
  /** The VAT included in the bag's prices (UK and EU sites), or null until tax is known. */
  tax: TaxResult | null = null,
): Cart {
  const byLine = new Map(pricing.lines.map((line) => [line.id, line]));
  const lineTax = new Map(tax?.lines.map((line) => [line.id, line.taxMinor]));
  const items = lines.map((line) => ({
    ...toItem(line, cart, byLine.get(line.row.item_id)),
    taxTotal: tax ? toMajor(lineTax.get(line.row.item_id) ?? 0, cart.currency) : null,
  }));
  const { totals } = pricing;
  const discountMinor = totals.itemDiscountMinor + totals.orderDiscountMinor;
  // The bag's total is the items' (shipping comes with the checkout's method).
  const totalMinor = totals.itemSubtotalMinor - discountMinor;
  const units = payableLines(lines).reduce((sum, line) => sum + line.row.qty, 0);
  const money = (minor: number) => toMajor(minor, cart.currency);
  return {
    id: cart.basket_id,
    basketId: cart.basket_id,
    locale: cart.locale,
    currency: cart.currency,
    totals: {
      currency: cart.currency,
      itemSubTotal: money(totals.itemSubtotalMinor),
      itemTotal: money(totals.itemSubtotalMinor),
      totalDiscount: money(discountMinor),
      totalDiscountPercentage: discountPercentage(totals.itemSubtotalMinor, totalMinor),
      shipping: null,
      tax: tax ? money(tax.taxMinor) : null,
      taxAmount: tax ? money(tax.taxMinor) : null,
      taxIncluded: tax?.pricesIncludeTax ?? false,
      netAmount: money(tax ? tax.netMinor : totalMinor),
      totalWithoutTax: money(tax ? tax.netMinor : totalMinor),
      total: money(totalMinor),
      remainingToPay: money(totalMinor),
      totalUnits: units,
      appliedRewards: [],
    },
    totalItems: units,
    items,
    payment_instruments: [],
    shippingMethods: [],
    couponItems: pricing.coupons.map((coupon) => ({ code: coupon.code, status: coupon.status })),
    promoSummary: pricing.applied.map((promotion) => ({
      promotionId: promotion.promotionId,
      promotionName: promotion.name,
      calloutMessage: promotion.callout,
      level: promotion.level,
      couponCode: promotion.couponCode,
      discount: money(promotion.amountMinor),
    })),
    approachingPromotions: pricing.approaching.map((promotion) => ({
      promotionId: promotion.promotionId,
      level: levels.get(promotion.promotionId) ?? "ORDER",
      calloutMsg: promotion.callout,
      distanceFromConditionThreshold: money(promotion.remainingMinor),
    })),
    notifications: items.some((item) => item.customerNotifications.length > 0)
      ? [{ type: "error", level: "item", message: "Some items in your cart need attention." }]
      : [],
  };
}
