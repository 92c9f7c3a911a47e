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
import { type CartRow } from "./cart.tables";
import { lineRow, type CartItemRow } from "./cart-lines.tables";
import type { PromotionLevel, PromotionResult } from "./pricing/promotions.types";
import type { TaxResult } from "./pricing/tax.helpers";
import { answeredAddress } from "./cart-address.helpers";
import {
  DELIVERY_CHANGE_MESSAGES,
  lineShippingOptions,
  shipmentsOf,
  type DeliveryView,
} from "./cart-delivery-view.helpers";

/** The promotion id under which a loyalty voucher shows (promoSummary, appliedRewards). */
export const LOYALTY_REWARD_ID = "LOYALTY_REWARD";

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
  /** The style's category and every category above it (a promotion of "Men" takes its boots). */
  categoryPath?: readonly string[];
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
  pricing: PromotionResult["lines"][number] | undefined,
  view: DeliveryView | undefined,
  shippingPromotions: CartItem["shippingPromotions"],
): CartItem {
  const { row, offer } = line;
  const currency: Currency = cart.currency;
  const planned = view?.plan.lines.get(row.item_id);
  const money = (minor: number) => toMajor(minor, currency);
  const current = offer?.current_minor ?? 0;
  const original = offer?.original_minor ?? 0;
  const rowTotal = current * row.qty;
  const itemDiscountMinor = pricing?.itemDiscountMinor ?? 0;
  const orderDiscountMinor = pricing?.orderDiscountMinor ?? 0;
  const product = view?.products?.get(row.product_id);
  const masterId = offer?.style_id ?? row.product_id.slice(0, 8);
  const kind = planned?.kind ?? row.delivery;
  return {
    id: row.item_id,
    productId: row.product_id,
    masterId,
    masterId2: row.product_id,
    merchantProductId: masterId,
    upc: row.upc,
    slug: offer?.slug ?? "",
    name: offer?.name ?? "Unavailable item",
    qty: row.qty,
    maxQty: row.max_qty,
    price: {
      amount: money(current),
      original: money(original),
      current: money(current),
      highOriginal: product?.prices.highOriginal ?? money(original),
      highCurrent: product?.prices.highCurrent ?? money(current),
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
    bonus: false,
    isCustoms: offer?.is_customs ?? false,
    isDigitalProduct: offer?.is_digital ?? false,
    recipeId: row.recipe_id,
    precreatedCustomsCode: row.customs_code,
    season: offer?.season ?? "",
    attributes: {
      colors: (product?.attributes.colors ?? []).map((color) => ({
        id: color.id,
        label: color.label,
        available: color.available,
        defaultColor: color.defaultColor,
      })),
      sizes: product?.attributes.sizes ?? [],
    },
    breadcrumbs: product?.breadcrumbs ?? [],
    productPromotions: (pricing?.productPromotions ?? []).map((promotion) => ({
      promotionId: promotion.promotionId,
      campaignId: null,
      couponCode: promotion.couponCode,
      price: money(promotion.amountMinor),
    })),
    shippingPromotions: kind === "home" ? shippingPromotions : [],
    giftOption: row.gift_option,
    pdpUrl: offer
      ? `${productPath(cart.locale, offer.slug, offer.style_id)}?color=${offer.color_variant_id}`
      : "",
    productImageURL: offer ? productImagePath(offer.color_variant_id) : "",
    badge: offer?.badge ?? null,
    eyebrow: offer?.eyebrow
      ? { id: offer.eyebrow.toLowerCase().replace(/\W+/g, "-"), label: offer.eyebrow }
      : null,
    rating: { score: offer?.rating_score ?? 0, reviewsCount: offer?.reviews_count ?? 0 },
    customerNotifications: [
      ...(planned?.change
        ? [
            {
              type: planned.change.type,
              message: DELIVERY_CHANGE_MESSAGES[planned.change.type] ?? "",
            },
          ]
        : []),
      ...notificationsFor(line),
    ],
    delivery: {
      kind,
      storeId: planned ? planned.storeId : row.store_id,
    },
    shippingOptions: planned && view ? lineShippingOptions(line, planned, view, currency) : [],
    deliveryMethodChanged: planned?.change
      ? { type: planned.change.type, code: planned.change.code }
      : null,
  };
}

/** A gift's line id: its promotion's, so the same gift keeps its id from read to read. */
export const GIFT_LINE_PREFIX = "gwp-";

/**
 * A gift with purchase as a bag line (000 §3 `bonus`): one unit, free (its catalogue price as
 * the original), going home with the other lines; its promotion adds and removes it, so the
 * shopper cannot change it (GWP403).
 */
export function giftItem(cart: CartRow, promotionId: string, offer: OfferRow): CartItem {
  const row = lineRow({
    item_id: `${GIFT_LINE_PREFIX}${promotionId}`,
    upc: offer.upc,
    product_id: offer.color_variant_id,
    qty: 1,
    max_qty: 1,
  });
  const free = { ...offer, original_minor: offer.current_minor, current_minor: 0 };
  return {
    ...toItem({ row, offer: free, stock: 1 }, cart, undefined, undefined, []),
    bonus: true,
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
  /** The cart's tax (included on the UK and EU sites), or null until it is known. */
  tax: TaxResult | null = null,
  /** How the lines travel; absent, the cart has no shipments (unit tests of the pricing). */
  delivery?: DeliveryView,
): Cart {
  const byLine = new Map(pricing.lines.map((line) => [line.id, line]));
  const lineTax = new Map(tax?.lines.map((line) => [line.id, line.taxMinor]));
  const view = delivery && {
    ...delivery,
    shipmentDiscounts: new Map(
      pricing.shipments.map((shipment) => [shipment.shippingId, shipment.discountMinor]),
    ),
  };
  const shippingPromotions = pricing.applied
    .filter((promotion) => promotion.level === "SHIPPING")
    .map((promotion) => ({
      promotionId: promotion.promotionId,
      calloutMessage: promotion.callout,
    }));
  const items = lines.map((line) => ({
    ...toItem(line, cart, byLine.get(line.row.item_id), view, shippingPromotions),
    taxTotal: tax ? toMajor(lineTax.get(line.row.item_id) ?? 0, cart.currency) : null,
  }));
  const { totals } = pricing;
  const discountMinor = totals.itemDiscountMinor + totals.orderDiscountMinor;
  const shippingMinor = totals.shippingMinor - totals.shippingDiscountMinor;
  // Lines less their discounts, plus shipping less its own, plus tax unless prices include it.
  const goodsMinor = totals.itemSubtotalMinor - discountMinor + shippingMinor;
  const addedTaxMinor = tax && !tax.pricesIncludeTax ? tax.taxMinor : 0;
  const totalMinor = goodsMinor + addedTaxMinor;
  const units = payableLines(lines).reduce((sum, line) => sum + line.row.qty, 0);
  const money = (minor: number) => toMajor(minor, cart.currency);
  const promoSummary = pricing.applied.map((promotion) => ({
    promotionId: promotion.promotionId,
    promotionName: promotion.name,
    calloutMessage: promotion.callout,
    level: promotion.level,
    couponCode: promotion.couponCode,
    discount: money(promotion.amountMinor),
  }));
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
      // What the discounts take off the lines, not the total (shipping and tax are not discounted).
      totalDiscountPercentage: discountPercentage(
        totals.itemSubtotalMinor,
        totals.itemSubtotalMinor - discountMinor,
      ),
      shipping: delivery ? money(shippingMinor) : null,
      tax: tax ? money(tax.taxMinor) : null,
      taxAmount: tax ? money(tax.taxMinor) : null,
      taxIncluded: tax?.pricesIncludeTax ?? false,
      taxes: (tax?.byRate ?? [])
        .filter((rate) => rate.taxMinor > 0 || rate.taxableMinor > 0)
        .map((rate) => ({
          name: rate.name,
          label: rate.label,
          rate: rate.rate / 10_000,
          taxable: money(rate.taxableMinor),
          amount: money(rate.taxMinor),
        })),
      netAmount: money(tax ? tax.netMinor : goodsMinor),
      totalWithoutTax: money(tax ? tax.netMinor : goodsMinor),
      total: money(totalMinor),
      remainingToPay: money(totalMinor),
      totalUnits: units,
      // The loyalty voucher (000 §3 appliedRewards): what it takes off this bag.
      appliedRewards: pricing.applied
        .filter((promotion) => promotion.promotionId === LOYALTY_REWARD_ID)
        .map((promotion) => ({ id: promotion.promotionId, amount: money(promotion.amountMinor) })),
    },
    totalItems: units,
    items,
    payment_instruments: [],
    billingAddress: cart.billing_address && answeredAddress(cart.billing_address, null),
    shippingMethods: shipmentsOf(cart, delivery),
    priceAdjustments: [],
    couponItems: pricing.coupons.map((coupon) => ({ code: coupon.code, status: coupon.status })),
    promoSummary,
    orderPromotions: promoSummary.filter((promotion) => promotion.level === "ORDER"),
    approachingPromotions: pricing.approaching.map((promotion) => ({
      promotionId: promotion.promotionId,
      level: levels.get(promotion.promotionId) ?? "ORDER",
      calloutMsg: promotion.callout,
      distanceFromConditionThreshold: money(promotion.remainingMinor),
      promotionClass: promotion.rewardKind,
      // Money missing: the callout's first part; none missing (a guest's members' gift waits
      // for a sign-in): its third.
      approachingDisplayLevel: promotion.remainingMinor > 0 ? "APPROACHING" : "QUALIFIED",
    })),
    notifications: cartNotifications(items, delivery),
  };
}

/** The cart's own messages: lines that need attention, delivery changes, tax (000 §4, §8). */
function cartNotifications(
  items: readonly CartItem[],
  delivery: DeliveryView | undefined,
): Cart["notifications"] {
  const out: Cart["notifications"] = [];
  const needsAttention = items.some((item) =>
    item.customerNotifications.some(
      (note) => !item.deliveryMethodChanged || note.type !== item.deliveryMethodChanged.type,
    ),
  );
  if (needsAttention)
    out.push({ type: "error", level: "item", message: "Some items in your cart need attention." });
  if (items.some((item) => item.deliveryMethodChanged))
    out.push({
      type: "OrderUpdated",
      level: "info",
      message: "Your order was updated: how some items are delivered has changed.",
    });
  if (delivery?.plan.downgraded)
    out.push({
      type: "OrderShippingMethodDowngraded",
      level: "info",
      message: "Your shipping method is no longer available for this order; we chose the next one.",
    });
  if (delivery?.taxFailed)
    out.push({ type: "TAX309", level: "cart", message: "Tax could not be calculated." });
  return out;
}
