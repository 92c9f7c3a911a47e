import type {
  CartAddress,
  Currency,
  ShipmentPlace,
  ShippingThresholdStatus,
} from "@ridgeline/contract";

/** An order's money, in minor units, as the bag's answer had it when the order was placed. */
export interface OrderTotals {
  itemTotalMinor: number;
  discountMinor: number;
  shippingMinor: number;
  taxMinor: number;
  totalMinor: number;
  /** UK and EU prices include VAT: the tax is inside the total, not added to it. */
  taxIncluded: boolean;
  /**
   * The tax per rate as the bag showed it ("GST 5%"), for the invoice; absent on orders placed
   * before issue 14 (their invoice shows one row for the whole tax).
   */
  taxes?: { label: string; taxableMinor: number; taxMinor: number }[];
  /**
   * The promotions the bag showed (000 §3 Order promoSummary), each with what it took off;
   * absent on orders placed before issue 26.
   */
  promotions?: {
    promotionId: string;
    promotionName: string;
    calloutMessage: string;
    level: "ORDER" | "PRODUCT" | "SHIPPING";
    couponCode: string | null;
    discountMinor: number;
  }[];
}

export interface NewOrderLine {
  itemId: string;
  productId: string;
  upc: string;
  name: string;
  qty: number;
  unitMinor: number;
  discountMinor: number;
  taxMinor: number;
  totalMinor: number;
  shipmentId: string;
  options: Record<string, unknown>;
}

export interface NewOrderShipment {
  shipmentId: string;
  kind: "home" | "pickup" | "sts" | "digital";
  methodCode: string;
  storeId: string | null;
  address: CartAddress | null;
  priceMinor: number;
  /** Where it is collected (a collection point, a store); null when it comes to the address. */
  place: ShipmentPlace | null;
  /** The method's delivery time as the bag showed it ("3-5", "0", "18:00-20:00"). */
  deliveryTime: string | null;
}

export interface NewOrderPayment {
  method: string;
  /** The provider's payment id, or the gift card, points or voucher the tender drew on. */
  reference: string;
  amountMinor: number;
  status: "pending" | "authorised" | "captured";
  /** A card payment's card as the provider answered it; null (or absent) for other tenders. */
  card?: { brand: string; lastFour: string } | null;
}

/** Everything the checkout hands the orders area to make an order of a bag. */
export interface NewOrder {
  siteId: string;
  basketId: string;
  consumerNo: string;
  email: string;
  currency: Currency;
  totals: OrderTotals;
  billingAddress: CartAddress | null;
  lines: NewOrderLine[];
  shipments: NewOrderShipment[];
  payments: NewOrderPayment[];
  /** A buy-in-store order: both the store and the associate (000 §6). */
  inStore: { storeId: string; storeEmployeeId: string } | null;
  /** `pending` while a 3-D Secure challenge decides the payment; placed otherwise. */
  status?: "pending" | "placed";
  /** Where the bag stood against the free-shipping threshold (000 §4); null without one. */
  shippingThreshold?: ShippingThresholdStatus | null;
}

export type OrderStatus =
  "pending" | "placed" | "processing" | "shipped" | "delivered" | "cancelled" | "failed";

/** A shipment's own state (decision 0072). */
export type ShipmentStatus = "pending" | "shipped" | "delivered" | "ready" | "collected";

/** A shipment of a placed order, with where it is. */
export interface OrderShipment extends NewOrderShipment {
  status: ShipmentStatus;
  carrier: string | null;
  trackingNumber: string | null;
  /** ISO times, null until the shipment left or arrived. */
  shippedAt: string | null;
  deliveredAt: string | null;
}

export interface PlacedOrder {
  orderNo: string;
  siteId: string;
  basketId: string;
  consumerNo: string;
  email: string;
  currency: Currency;
  status: OrderStatus;
  totals: OrderTotals;
  billingAddress: CartAddress | null;
  lines: NewOrderLine[];
  shipments: OrderShipment[];
  payments: (NewOrderPayment & { paymentNo: number })[];
  inStore: { storeId: string; storeEmployeeId: string } | null;
  shippingThreshold: ShippingThresholdStatus | null;
  /** The locale the order was placed in, or null (then the site's default). */
  locale: string | null;
  placedAt: Date;
}
