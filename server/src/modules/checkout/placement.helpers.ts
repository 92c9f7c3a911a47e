import {
  HOME_SHIPMENT_ID,
  toMinor,
  type Cart,
  type CartItem,
  type Currency,
  type ShipmentPlace,
  type ShippingThresholdStatus,
} from "@ridgeline/contract";
import type { NewOrder, NewOrderLine, NewOrderShipment } from "../orders";

/** Where a line's units are held: a pickup line on its store's shelves, others online. */
export const ONLINE_STOCK = "online";

/** The shipment a line travels in, as the bag names its shipments (000 §3 shippingMethods). */
export function shipmentOf(item: CartItem): string {
  if (item.isDigitalProduct) return "digital";
  if (item.delivery.kind === "home" || !item.delivery.storeId) return HOME_SHIPMENT_ID;
  return `${item.delivery.kind}-${item.delivery.storeId}`;
}

/** The units placement reserves: each physical line, where it is taken from. */
export function stockLinesOf(cart: Cart): { upc: string; locationId: string; qty: number }[] {
  return cart.items
    .filter((item) => !item.isDigitalProduct)
    .map((item) => ({
      upc: item.upc,
      locationId:
        item.delivery.kind === "pickup" && item.delivery.storeId
          ? item.delivery.storeId
          : ONLINE_STOCK,
      qty: item.qty,
    }));
}

/**
 * What keeps a bag from being ordered as it stands, the first one found: no lines, a
 * shipment without its method or address, no billing address. Null when it can be ordered.
 */
export function bagProblem(
  cart: Cart,
): { code: "CHK400" | "CHK380" | "BIL400"; field: string; message: string } | null {
  if (cart.items.length === 0)
    return { code: "CHK400", field: "cartId", message: "The bag is empty." };
  for (const shipment of cart.shippingMethods) {
    if (!shipment.code)
      return {
        code: "CHK380",
        field: `shippingMethods.${shipment.shippingId}`,
        message: "Choose how this shipment is delivered.",
      };
    if (shipment.kind === "home" && !shipment.address)
      return {
        code: "CHK380",
        field: `shippingMethods.${shipment.shippingId}.address`,
        message: "Give the address this shipment goes to.",
      };
  }
  if (!cart.billingAddress)
    return { code: "BIL400", field: "billingAddress", message: "Give a billing address." };
  return null;
}

const minor = (amount: number | null, currency: Currency) =>
  amount === null ? 0 : toMinor(amount, currency);

/**
 * Where a shipment is collected, as the bag showed it (decision 0083): a PUDO home shipment's
 * collection point, or the store a pickup or ship-to-store shipment goes to (its lines name
 * it); null for one that comes to the address or by e-mail.
 */
export function shipmentPlaceOf(
  cart: Cart,
  shipment: Cart["shippingMethods"][number],
): ShipmentPlace | null {
  const point = shipment.collectionPoint;
  if (shipment.kind === "home")
    // The point as the bag's answer names it (the same fields as a place).
    return point ? { ...point } : null;
  if ((shipment.kind !== "pickup" && shipment.kind !== "sts") || !shipment.storeId) return null;
  const store = cart.items
    .flatMap((item) => item.shippingOptions)
    .find((option) => option.storeInfo?.id === shipment.storeId)?.storeInfo;
  return {
    storeId: shipment.storeId,
    name: store?.name ?? shipment.storeId,
    addressLine1: null,
    city: null,
    province: null,
    postalCode: null,
    country: null,
  };
}

/** The order's lines, shipments and money as the bag's answer shows them. */
export function orderPartsOf(
  cart: Cart,
): Pick<NewOrder, "lines" | "shipments" | "totals" | "currency" | "billingAddress"> {
  const currency = cart.currency;
  const lines: NewOrderLine[] = cart.items.map((item) => {
    const rowTotal = minor(item.price.rowTotal, currency);
    const after = minor(item.price.priceAfterOrderDiscount, currency);
    return {
      itemId: item.id,
      productId: item.productId,
      upc: item.upc,
      name: item.name,
      qty: item.qty,
      unitMinor: minor(item.price.current, currency),
      discountMinor: Math.max(0, rowTotal - after),
      taxMinor: minor(item.taxTotal, currency),
      totalMinor: after,
      shipmentId: shipmentOf(item),
      options: {
        giftOption: item.giftOption,
        recipeId: item.recipeId,
        customsCode: item.precreatedCustomsCode,
        bonus: item.bonus,
        variants: item.variants,
        image: item.productImageURL,
      },
    };
  });
  const shipments: NewOrderShipment[] = cart.shippingMethods.map((shipment) => ({
    shipmentId: shipment.shippingId,
    kind: shipment.kind,
    methodCode: shipment.code ?? "",
    storeId: shipment.storeId,
    address: shipment.address,
    priceMinor: minor(shipment.price, currency),
    place: shipmentPlaceOf(cart, shipment),
    deliveryTime:
      shipment.applicableShippingMethods.find((method) => method.code === shipment.code)
        ?.deliveryTime ?? null,
  }));
  const totals = cart.totals;
  return {
    currency,
    lines,
    shipments,
    billingAddress: cart.billingAddress,
    totals: {
      itemTotalMinor: minor(totals.itemTotal, currency),
      discountMinor: minor(totals.totalDiscount, currency),
      shippingMinor: minor(totals.shipping, currency),
      taxMinor: minor(totals.tax, currency),
      totalMinor: minor(totals.total, currency),
      taxIncluded: totals.taxIncluded,
      taxes: totals.taxes.map((tax) => ({
        label: tax.label,
        taxableMinor: minor(tax.taxable, currency),
        taxMinor: minor(tax.amount, currency),
      })),
    },
  };
}

/**
 * Where the bag stands against the free-shipping threshold (000 §4, in 000 §5's words): earned
 * when a shipping promotion took something off, "Above Threshold" while a distance is left,
 * "Below Threshold" when none is left but it did not apply; null without such a promotion.
 */
export function shippingThresholdOf(cart: Cart): ShippingThresholdStatus | null {
  if (cart.promoSummary.some((promo) => promo.level === "SHIPPING" && promo.discount > 0))
    return "Threshold Reached";
  const approaching = cart.approachingPromotions.find((promo) => promo.level === "SHIPPING");
  if (!approaching) return null;
  return approaching.distanceFromConditionThreshold > 0 ? "Above Threshold" : "Below Threshold";
}
