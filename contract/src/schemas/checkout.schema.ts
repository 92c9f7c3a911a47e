import { z } from "zod";
import { LOCALE_QUERY, endpoint } from "../endpoint";
import { CURRENCY_SCHEMA } from "./common.schema";
import { BASKET_ID, CART_ADDRESS_SCHEMA, CART_SCHEMA, PROMO_SUMMARY_ENTRY } from "./cart.schema";
import { BILLING_ADDRESS_INPUT } from "./cart-shipping.schema";
import { PROVIDER_TENDERS, SHIPPING_THRESHOLD_STATUSES } from "./checkout.values";

/** An order number as the store makes them: the site and eight digits (`US00000042`). */
export const ORDER_NUMBER = z.string().regex(/^[A-Z]{2,8}\d{8,12}$/, "orderNumber is not valid");

/** The confirmation link's secret (`st`), given once with the order. */
export const CONFIRMATION_TOKEN = z.string().regex(/^[A-Za-z0-9_-]{20,100}$/, "st is not valid");

/**
 * The header a placement carries: one key per bag and form render (decision 0065). A repeat
 * under the same key answers the first answer.
 */
export const IDEMPOTENCY_KEY = z
  .string()
  .regex(/^[A-Za-z0-9_.:-]{8,100}$/, "Idempotency-Key is 8 to 100 letters, digits or -_.:");

const PAYMENT_INSTRUMENT_ID = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/);

/**
 * The provider tender that pays what the bag's stored-value tenders leave (000 §7 PUT order
 * `paymentMethod`): a card by the card frame's token or a saved card's id, or an approved
 * Klarna or PayPal session.
 */
export const PLACEMENT_PAYMENT_METHOD = z
  .object({
    code: z.enum(PROVIDER_TENDERS),
    additionalData: z
      .object({
        /** The card frame's token (a new card). */
        token: z
          .string()
          .regex(/^[A-Za-z0-9_-]{8,100}$/)
          .optional(),
        /** A saved card. */
        paymentInstrumentId: PAYMENT_INSTRUMENT_ID.optional(),
        /** An approved Klarna or PayPal session. */
        sessionID: z
          .string()
          .regex(/^[A-Za-z0-9_-]{8,100}$/)
          .optional(),
        cardType: z.string().max(30).optional(),
      })
      .strict()
      .default({}),
    /** The card's first six digits, as the frame reports them (kept for the order's record). */
    bin: z
      .string()
      .regex(/^\d{6,8}$/)
      .optional(),
    type: z.string().max(30).optional(),
  })
  .strict();

export const PLACE_ORDER_BODY = z
  .object({
    cartId: BASKET_ID,
    /** A billing address given with the order replaces the bag's. */
    billingAddress: BILLING_ADDRESS_INPUT.optional(),
    /** Absent when the stored-value tenders pay the whole bag. */
    paymentMethod: PLACEMENT_PAYMENT_METHOD.optional(),
    /** A buy-in-store order (000 §6): both ids, and they must be the session's. */
    inStoreSalesInfo: z
      .object({ storeId: z.string().min(1).max(64), storeEmployeeId: z.string().min(1).max(64) })
      .strict()
      .optional(),
    recaptcha_response: z.string().max(10_000).optional(),
    /** A guest's e-mail for the confirmation, when the shipping address has none. */
    email: z.string().email().max(254).optional(),
  })
  .strict();
export type PlaceOrderBody = z.infer<typeof PLACE_ORDER_BODY>;

/** A flash message of the placement (000 §4): a 3-D Secure challenge to pass. */
export const PLACEMENT_FLASH = z.object({
  type: z.literal("PaymentNotAuthorized"),
  message: z.string(),
  /** What the page does next: open the provider's challenge page. */
  action: z.object({ type: z.literal("THREEDS2"), url: z.string(), paymentId: z.string() }),
});

/** Where a shipment is collected: a collection point or a store, by name and address. */
export const SHIPMENT_PLACE_SCHEMA = z.object({
  storeId: z.string(),
  name: z.string(),
  addressLine1: z.string().nullable(),
  city: z.string().nullable(),
  province: z.string().nullable(),
  postalCode: z.string().nullable(),
  country: z.string().nullable(),
});
export type ShipmentPlace = z.infer<typeof SHIPMENT_PLACE_SCHEMA>;

const ORDER_MONEY = z.object({
  currency: CURRENCY_SCHEMA,
  itemTotal: z.number(),
  totalDiscount: z.number(),
  shipping: z.number(),
  tax: z.number(),
  taxIncluded: z.boolean(),
  total: z.number(),
});

/** A placed order as its confirmation shows it (000 §3 Order). */
export const ORDER_SCHEMA = z.object({
  orderNumber: z.string(),
  status: z.string(),
  placedAt: z.string(),
  email: z.string(),
  totals: ORDER_MONEY,
  items: z.array(
    z.object({
      productId: z.string(),
      upc: z.string(),
      name: z.string(),
      qty: z.number().int(),
      price: z.number(),
      total: z.number(),
      shipmentId: z.string(),
      /** Size and colour as the bag showed them (`code` color, size…; `value` the shopper's words). */
      variants: z.array(z.object({ code: z.string(), value: z.string() })),
    }),
  ),
  shipments: z.array(
    z.object({
      shipmentId: z.string(),
      kind: z.string(),
      shippingMethod: z.string(),
      storeId: z.string().nullable(),
      address: CART_ADDRESS_SCHEMA.nullable(),
      /**
       * Where it is collected (decision 0083): the collection point of a PUDO home shipment, the
       * store of a pickup or ship-to-store one; null for one that comes to the address.
       */
      place: SHIPMENT_PLACE_SCHEMA.nullable(),
      /** The method's delivery time as the bag showed it: "3-5" business days, "0" today. */
      deliveryTime: z.string().nullable(),
      price: z.number(),
      /** Where it is (decision 0072): pending, shipped, delivered, ready, collected. */
      status: z.string(),
      carrier: z.string().nullable(),
      trackingNumber: z.string().nullable(),
    }),
  ),
  paymentMethod: z.array(
    z.object({
      code: z.string(),
      amount: z.number(),
      additionalData: z.record(z.string(), z.string()),
    }),
  ),
  billingAddress: CART_ADDRESS_SCHEMA.nullable(),
  /** The free-shipping threshold when the order was placed; null without such a promotion. */
  shippingThresholdStatus: z.enum(SHIPPING_THRESHOLD_STATUSES).nullable(),
  /**
   * The promotions the bag had when it was ordered (000 §3 Order promoSummary), as the bag
   * showed them; empty for orders placed before issue 26. Additive.
   */
  promoSummary: z.array(PROMO_SUMMARY_ENTRY).optional(),
});
export type Order = z.infer<typeof ORDER_SCHEMA>;

/**
 * The placement's answer: the order (with the confirmation link's `st`), or, while a 3-D
 * Secure challenge is pending, the order's number with the challenge in `flash`.
 */
export const PLACEMENT_SCHEMA = z.object({
  orderNumber: z.string(),
  /** The confirmation link's secret; absent while a challenge is pending. */
  st: z.string().optional(),
  flash: z.array(PLACEMENT_FLASH),
  order: ORDER_SCHEMA.optional(),
});
export type Placement = z.infer<typeof PLACEMENT_SCHEMA>;

export const PREPARE_ORDER = endpoint({
  method: "POST",
  path: "/cart/v1/cart/prepareOrder",
  tag: "checkout",
  summary:
    "Re-check the bag before placement: stock, prices, promotions, shipping, billing and tax; answers the bag as it will be ordered",
  query: LOCALE_QUERY,
  body: z.object({ basketId: BASKET_ID, bid: z.string().max(100).optional() }).strict(),
  response: CART_SCHEMA,
  requiresToken: true,
});

export const PLACE_ORDER = endpoint({
  method: "PUT",
  path: "/cart/v2/checkout/order",
  completesFlow: true,
  tag: "checkout",
  summary: "Place the bag's order, exactly once per Idempotency-Key header and bag (decision 0065)",
  query: LOCALE_QUERY,
  body: PLACE_ORDER_BODY,
  response: PLACEMENT_SCHEMA,
  requiresToken: true,
});

export const COMPLETE_ORDER = endpoint({
  method: "PATCH",
  path: "/cart/v2/checkout/order/:orderNumber",
  completesFlow: true,
  tag: "checkout",
  summary: "Finish an order held for a 3-D Secure challenge with the challenge's result",
  params: z.object({ orderNumber: ORDER_NUMBER }),
  query: LOCALE_QUERY,
  body: z
    .object({
      paymentMethod: z
        .object({
          code: z.literal("CREDIT_CARD"),
          additionalData: z
            .object({
              threeDS2Result: z.enum(["Y", "N"]),
              paymentInstrumentId: PAYMENT_INSTRUMENT_ID.optional(),
              cardType: z.string().max(30).optional(),
              sessionID: z.string().max(100).optional(),
            })
            .strict(),
        })
        .strict(),
    })
    .strict(),
  response: PLACEMENT_SCHEMA,
  requiresToken: true,
});

export const ORDER_CONFIRMATION = endpoint({
  method: "GET",
  path: "/cart/v2/checkout/order/:orderNumber",
  completesFlow: true,
  tag: "checkout",
  summary: "The order a confirmation link names (OHS4004 for a wrong number or secret alike)",
  params: z.object({ orderNumber: ORDER_NUMBER }),
  query: LOCALE_QUERY.extend({ st: CONFIRMATION_TOKEN }),
  response: ORDER_SCHEMA,
});

/** A device fingerprint as the page's risk script makes it: opaque, 8 to 512 characters. */
export const DEVICE_FINGERPRINT = z
  .string()
  .regex(/^[A-Za-z0-9+/=_.:-]{8,512}$/, "deviceFingerPrint is 8 to 512 letters, digits or +/=_.:-");

export const SET_DEVICE_FINGERPRINT = endpoint({
  method: "POST",
  path: "/cart/v1/deviceFingerPrint",
  tag: "checkout",
  summary:
    "Keep the shopper's device fingerprint on the bag: the payment provider gets it as risk data with the authorisation",
  query: LOCALE_QUERY,
  body: z.object({ basketId: BASKET_ID, deviceFingerPrint: DEVICE_FINGERPRINT }).strict(),
  response: z.object({ success: z.literal(true) }),
  requiresToken: true,
});
