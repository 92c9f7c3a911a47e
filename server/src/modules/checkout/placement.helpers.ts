import {
  HOME_SHIPMENT_ID,
  toMinor,
  type Cart,
  type CartItem,
  type Currency,
  type ShipmentPlace,
  type ShippingThresholdStatus,
} from "@ridgeline/contract";
import { createHash } from "node:crypto";
import type { PlaceOrderBody } from "@ridgeline/contract";
import { AppError } from "../../platform/errors/app-error";
import type { Shopper } from "../../platform/http/request-scope";
import type { BagTender, SplitShown } from "../cart";
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
      // The promotions as the shopper confirmed them (000 §3 Order promoSummary).
      promotions: cart.promoSummary.map(({ discount, ...promotion }) => ({
        ...promotion,
        discountMinor: minor(discount, currency),
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

/** JSON with every object's keys in order, so two equal requests give the same text. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(",")}]`;
  if (value !== null && typeof value === "object")
    return `{${Object.entries(value as Record<string, unknown>)
      .filter(([, field]) => field !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([name, field]) => `${JSON.stringify(name)}:${canonicalJson(field)}`)
      .join(",")}}`;
  return JSON.stringify(value);
}

/**
 * What a placement asks for, as a hash kept with its Idempotency-Key (decision 0079): the
 * request's body (the bag, the billing address, the tender, the in-store sale, the e-mail)
 * and the shopper. The bot check's answer is left out: it proves who sends, not what is
 * ordered, and a retry of the same order may carry a fresh one.
 */
export function requestFingerprint(body: PlaceOrderBody, shopper: Shopper): string {
  const request: Partial<PlaceOrderBody> = { ...body };
  delete request.recaptcha_response;
  return createHash("sha256")
    .update(canonicalJson({ request, consumerNo: shopper.consumerNo }))
    .digest("base64url");
}

/** The refusal of a tender that would pay another amount than the shopper was shown. */
function tenderChanged(method: BagTender["method"] | null): AppError {
  if (method === "GIFT_CARD")
    return new AppError("GFC740", {
      field: "payment_instrument_id",
      message:
        "A gift card on your bag no longer pays what your bag showed: it was used elsewhere. Review your payment and try again.",
    });
  return new AppError("PYT400", {
    field: "payment_instrument_id",
    message:
      "Your payment no longer splits as your bag showed (a balance was used elsewhere, or the total moved). Review your payment and try again.",
  });
}

/**
 * Whether the split worked out now differs from the one the shopper was shown for this
 * revision of the bag (decision 0079), tender by tender and for the provider's remainder:
 * the refusal of the first that moved (GFC740 for a gift card, PYT400 for points, the
 * allowance, a reward, or the remainder a card, Klarna or PayPal would pay), else null. With
 * no split recorded for this revision, a bag paid partly by the store's own tenders is
 * refused (PYT400): nothing says what the shopper agreed to.
 */
export function splitChange(
  shown: SplitShown | null,
  tenders: readonly BagTender[],
  providerMinor: number,
): AppError | null {
  if (!shown) return tenders.length > 0 ? tenderChanged(null) : null;
  const before = new Map(shown.tenders.map((tender) => [tender.instrumentId, tender.amountMinor]));
  for (const tender of tenders)
    if (before.get(tender.instrumentId) !== tender.amountMinor) return tenderChanged(tender.method);
  if (shown.tenders.length !== tenders.length) return tenderChanged(null);
  if (shown.remainingMinor !== providerMinor) return tenderChanged(null);
  return null;
}
