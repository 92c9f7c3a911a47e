import { z } from "zod";
import { LOCALE_QUERY, endpoint } from "../endpoint";
import { CURRENCY_SCHEMA, EYEBROW_SCHEMA, RATING_SCHEMA } from "./common.schema";
import { STORE_SCHEMA } from "./stores.schema";

export const BASKET_ID = z.string().regex(/^[a-zA-Z0-9-]{1,64}$/, "basketId is not valid");

/** A way a shipment can travel (000 §3 shippingMethod), priced in the cart's currency. */
export const SHIPPING_METHOD_SCHEMA = z.object({
  code: z.string(),
  kind: z.enum(["home", "pickup", "pudo", "sts", "digital"]),
  label: z.string(),
  /** "3-5" business days, "0" today, or a same-day window "18:00-20:00". */
  deliveryTime: z.string(),
  /** The delivery time in the shopper's words: "3-5 business days". */
  deliveryText: z.string(),
  sameDay: z.boolean(),
  price: z.object({ amount: z.number(), currency: CURRENCY_SCHEMA }),
});
export type ShippingMethod = z.infer<typeof SHIPPING_METHOD_SCHEMA>;

/** A shipment's address as the cart keeps it, after the shipping rules passed it. */
export const CART_ADDRESS_SCHEMA = z.object({
  firstName: z.string(),
  lastName: z.string(),
  addressLine1: z.string(),
  addressLine2: z.string().nullable(),
  city: z.string(),
  province: z.string().nullable(),
  postalCode: z.string(),
  country: z.string(),
  countryCode: z.string(),
  /** +dialCode+number. */
  phone: z.string(),
  phoneCode: z.string(),
  email: z.string().nullable(),
  /**
   * Who to call at the door when it is not the shopper (000 §3), +dialCode+number; null when
   * not given. Additive (issue 26 point 13), as the two below.
   */
  recipientContactPhone: z.string().nullable().optional(),
  /** The shipment the address is for (`me`); null for the billing address. */
  shippingId: z.string().nullable().optional(),
  /** The address passes its country's address rules as they are now (the store's check). */
  isValidated: z.boolean().optional(),
});
export type CartAddress = z.infer<typeof CART_ADDRESS_SCHEMA>;

/** How a line can be delivered (000 §3 cart item shippingOptions): home, or a store. */
const LINE_SHIPPING_OPTION_SCHEMA = z.object({
  selected: z.boolean(),
  shippingMethod: z.object({
    code: z.string(),
    price: z.object({ amount: z.number() }),
    label: z.string(),
    deliveryTime: z.string(),
  }),
  /** The store of a pickup or ship-to-store option, with its units of the line's size. */
  storeInfo: z
    .object({ id: z.string(), name: z.string(), storeInventory: z.number().int() })
    .nullable(),
});

export const DELIVERY_TRANSITIONS = [
  "PickupToSth",
  "PickupToSts",
  "StsToSth",
  "StsToPickup",
  "STHToPickup",
] as const;

/** A line given as a gift (000 §3 giftOption): who it is for and the message sent with it. */
export const GIFT_OPTION_SCHEMA = z.object({
  to: z.string(),
  email: z.string().nullable(),
  message: z.string(),
});

export const CART_ITEM_SCHEMA = z.object({
  id: z.string(),
  productId: z.string(),
  masterId: z.string(),
  /** The colour's id (the style's is masterId). */
  masterId2: z.string(),
  /** The style's id in the merchant's catalogue. */
  merchantProductId: z.string(),
  upc: z.string(),
  slug: z.string(),
  name: z.string(),
  qty: z.number().int(),
  maxQty: z.number().int(),
  price: z.object({
    amount: z.number(),
    original: z.number(),
    current: z.number(),
    /** The dearest colour's prices of the style (a "from … to" line). */
    highOriginal: z.number(),
    highCurrent: z.number(),
    rowTotal: z.number(),
    priceAfterItemDiscount: z.number(),
    priceAfterOrderDiscount: z.number(),
    proratedPrice: z.number(),
    currency: CURRENCY_SCHEMA,
  }),
  taxTotal: z.number().nullable(),
  variants: z.array(z.object({ code: z.string(), value: z.string() })),
  /** A gift with purchase: free, added and taken away by its promotion (GWP403 to change it). */
  bonus: z.boolean(),
  isCustoms: z.boolean(),
  isDigitalProduct: z.boolean(),
  recipeId: z.string().nullable(),
  precreatedCustomsCode: z.string().nullable(),
  season: z.string(),
  /** The style's colours and the colour's sizes, each with whether it can be bought now. */
  attributes: z.object({
    colors: z.array(
      z.object({
        id: z.string(),
        label: z.string(),
        available: z.boolean(),
        defaultColor: z.boolean(),
      }),
    ),
    sizes: z.array(z.object({ id: z.string(), label: z.string(), available: z.boolean() })),
  }),
  breadcrumbs: z.array(z.object({ id: z.string(), name: z.string(), url: z.string() })),
  /** The product promotions that took something off this line, each with what it took. */
  productPromotions: z.array(
    z.object({
      promotionId: z.string(),
      campaignId: z.string().nullable(),
      couponCode: z.string().nullable(),
      price: z.number(),
    }),
  ),
  /** The shipping promotions of the line's shipment (free shipping over a threshold). */
  shippingPromotions: z.array(z.object({ promotionId: z.string(), calloutMessage: z.string() })),
  giftOption: GIFT_OPTION_SCHEMA.nullable(),
  pdpUrl: z.string(),
  productImageURL: z.string(),
  badge: z.string().nullable(),
  eyebrow: EYEBROW_SCHEMA.nullable(),
  rating: RATING_SCHEMA,
  customerNotifications: z.array(z.object({ type: z.string(), message: z.string() })),
  /** Where the line goes: home, pickup from a store's shelves, or shipped to a store. */
  delivery: z.object({
    kind: z.enum(["home", "pickup", "sts"]),
    storeId: z.string().nullable(),
  }),
  shippingOptions: z.array(LINE_SHIPPING_OPTION_SCHEMA),
  /**
   * The store changed how the line is delivered (000 §4 delivery method transitions): the
   * transition and its order code (ORD516 ship → pickup, ORD517 pickup → ship, ORD518 pickup →
   * ship to store; none for the ship-to-store ones). Null when it did not.
   */
  deliveryMethodChanged: z
    .object({ type: z.enum(DELIVERY_TRANSITIONS), code: z.string().nullable() })
    .nullable(),
});
export type CartItem = z.infer<typeof CART_ITEM_SCHEMA>;

export const CART_TOTALS_SCHEMA = z.object({
  currency: CURRENCY_SCHEMA,
  itemSubTotal: z.number(),
  itemTotal: z.number(),
  totalDiscount: z.number(),
  totalDiscountPercentage: z.number(),
  shipping: z.number().nullable(),
  tax: z.number().nullable(),
  taxAmount: z.number().nullable(),
  /**
   * The site's prices include tax (VAT on the UK and EU sites): `tax` is part of `total`, not
   * added to it.
   */
  taxIncluded: z.boolean(),
  /**
   * The tax itemised by rate (000 §3; issue 12 point 5): "GST 5%", "QST 9.975%" shown apart,
   * each with the amount it is levied on (`taxable`, without tax). Empty while tax is unknown.
   */
  taxes: z.array(
    z.object({
      name: z.string(),
      label: z.string(),
      /** Percent: 9.975. */
      rate: z.number(),
      taxable: z.number(),
      amount: z.number(),
    }),
  ),
  netAmount: z.number(),
  totalWithoutTax: z.number(),
  total: z.number(),
  remainingToPay: z.number(),
  totalUnits: z.number().int(),
  appliedRewards: z.array(z.object({ id: z.string(), amount: z.number() })),
});

/** A promotion applied to a bag or an order (000 §3 promoSummary) and what it took off. */
export const PROMO_SUMMARY_ENTRY = z.object({
  promotionId: z.string(),
  promotionName: z.string(),
  calloutMessage: z.string(),
  level: z.enum(["ORDER", "PRODUCT", "SHIPPING"]),
  couponCode: z.string().nullable(),
  discount: z.number(),
});

/** What an approaching promotion gives once reached (the engine's reward kinds). */
export const APPROACHING_PROMOTION_CLASSES = [
  "percentOff",
  "amountOff",
  "buyXGetY",
  "freeShipping",
  "gift",
] as const;

export const CART_SCHEMA = z.object({
  id: z.string(),
  basketId: z.string(),
  locale: z.string(),
  currency: CURRENCY_SCHEMA,
  totals: CART_TOTALS_SCHEMA,
  totalItems: z.number().int(),
  items: z.array(CART_ITEM_SCHEMA),
  /**
   * The stored-value tenders on the bag (issue 13, decision 0068), in the order they were added,
   * each with what it pays of the total now (`amount`, major units; 0 when the others already
   * cover it) and what the page shows of it.
   */
  payment_instruments: z.array(
    z.object({
      payment_instrument_id: z.string(),
      payment_method_id: z.string(),
      amount: z.number(),
      /** What the page calls it: "Gift card •••• 0005", "1,000 points". */
      label: z.string(),
      /** A gift card's last four digits; null for the others. */
      lastFour: z.string().nullable(),
      /** Loyalty points this tender uses; null for the others. */
      points: z.number().int().nullable(),
      /** The athlete's allowance left this year and what it pays here; null for the others. */
      remaining: z.number().nullable(),
      payable: z.number().nullable(),
    }),
  ),
  /**
   * The cart's shipments (000 §3 shippingMethods): `me` for the lines going home, one per store
   * for pickup (`pickup-{storeId}`) and ship to store (`sts-{storeId}`), `digital` for e-mailed
   * items; each with its chosen method and the methods it can take, sorted as 000 §4 says.
   */
  /** The billing address the shopper gave (000 §7 billingAddress); null until one is. */
  billingAddress: CART_ADDRESS_SCHEMA.nullable(),
  shippingMethods: z.array(
    z.object({
      shippingId: z.string(),
      kind: z.enum(["home", "pickup", "sts", "digital"]),
      code: z.string().nullable(),
      applicableShippingMethods: z.array(SHIPPING_METHOD_SCHEMA),
      address: CART_ADDRESS_SCHEMA.nullable(),
      /** The store of a pickup or ship-to-store shipment; the collection point of a PUDO one. */
      storeId: z.string().nullable(),
      /** Where a home shipment sent by PUDO is collected (decision 0063); null otherwise. */
      collectionPoint: STORE_SCHEMA.pick({
        storeId: true,
        name: true,
        addressLine1: true,
        city: true,
        province: true,
        postalCode: true,
        country: true,
      }).nullable(),
      /** What the chosen method costs before shipping promotions (major units). */
      price: z.number(),
    }),
  ),
  /**
   * The codes applied to the cart: APPLIED when their promotion takes something off now,
   * NOT_APPLICABLE while the bag does not qualify (they stay and apply when it does).
   */
  couponItems: z.array(
    z.object({
      code: z.string(),
      status: z.enum(["APPLIED", "NOT_APPLICABLE", "UNKNOWN", "EXPIRED", "NOT_STARTED"]),
    }),
  ),
  /** The associate's price adjustments of lines (000 §6; only made in a buy-in-store session). */
  priceAdjustments: z.array(
    z.object({
      adjustmentId: z.string(),
      itemId: z.string(),
      type: z.enum(["PERCENT_OFF", "AMOUNT_OFF", "FIXED_PRICE"]),
      value: z.number(),
      reason: z.string(),
      storeId: z.string(),
      storeEmployeeId: z.string(),
    }),
  ),
  /**
   * Promotions applied to the cart (000 §3 promoSummary), in the order they ran, each with what
   * it took off (`discount`, major units); the employee discount is ORDER level.
   */
  promoSummary: z.array(PROMO_SUMMARY_ENTRY),
  /** The ORDER-level entries of promoSummary (000 §3 orderPromotions). Additive (issue 26). */
  orderPromotions: z.array(PROMO_SUMMARY_ENTRY).optional(),
  /**
   * Automatic promotions the bag has not reached yet (000 §3 approaching promotion), nearest
   * first: how far the bag is from the threshold, in major units.
   */
  approachingPromotions: z.array(
    z.object({
      promotionId: z.string(),
      level: z.enum(["ORDER", "PRODUCT", "SHIPPING"]),
      calloutMsg: z.string(),
      distanceFromConditionThreshold: z.number(),
      /**
       * What the promotion gives once reached (000 §3 `promotionClass`): a discount, free
       * shipping or a gift. Additive (issue 26 point 13).
       */
      promotionClass: z.enum(APPROACHING_PROMOTION_CLASSES).optional(),
      /**
       * Which of calloutMsg's three parts the bag is at (000 §3 `approachingDisplayLevel`):
       * APPROACHING while money is missing (the first part), QUALIFIED once the bag is there
       * but something else is (a guest's members' gift: sign in; the third part).
       */
      approachingDisplayLevel: z.enum(["APPROACHING", "QUALIFIED"]).optional(),
    }),
  ),
  notifications: z.array(z.object({ type: z.string(), level: z.string(), message: z.string() })),
  /**
   * With `inventorySupplyCheck=true` (000 §3 out-of-stock detail): each line the online stock
   * does not cover, and how many of its units are missing.
   */
  outOfStockDetails: z
    .array(z.object({ productId: z.string(), sku: z.string(), missingQty: z.number().int() }))
    .optional(),
});
export type Cart = z.infer<typeof CART_SCHEMA>;

export const CREATE_CART = endpoint({
  method: "POST",
  path: "/cart/v1/cart",
  tag: "cart",
  summary: "Create the shopper's cart, or return the open one they already have",
  query: LOCALE_QUERY,
  body: z.union([z.undefined(), z.object({}).strict()]),
  response: CART_SCHEMA,
  requiresToken: true,
});

export const GET_CART = endpoint({
  method: "GET",
  path: "/cart/v1/cart/:basketId",
  tag: "cart",
  summary: "A cart with totals computed by the server",
  params: z.object({ basketId: BASKET_ID }),
  query: LOCALE_QUERY.extend({
    favStoreId: z.string().max(16).optional(),
    isPatchRequired: z.enum(["true", "false"]).optional(),
    inventorySupplyCheck: z.enum(["true", "false"]).optional(),
  }),
  response: CART_SCHEMA,
  // Without a token the answer is BSK404, as for any cart that is not the caller's.
  requiresToken: false,
});

export const PROMO_CODE_PATTERN = /^[A-Za-z0-9_-]{1,32}$/;

export const COUPON_BODY_SCHEMA = z
  .object({
    cartId: BASKET_ID,
    code: z
      .string()
      .trim()
      .regex(PROMO_CODE_PATTERN, "code must be 1 to 32 letters, digits, - or _")
      .transform((code) => code.toUpperCase()),
  })
  .strict();

export const APPLY_COUPON = endpoint({
  method: "PUT",
  path: "/cart/v1/coupon",
  tag: "cart",
  summary: "Apply a promo code to the cart",
  query: LOCALE_QUERY,
  body: COUPON_BODY_SCHEMA,
  response: CART_SCHEMA,
  requiresToken: true,
});

export const REMOVE_COUPON = endpoint({
  method: "DELETE",
  path: "/cart/v1/coupon",
  tag: "cart",
  summary: "Take a promo code off the cart",
  query: LOCALE_QUERY,
  body: COUPON_BODY_SCHEMA,
  response: CART_SCHEMA,
  requiresToken: true,
});
