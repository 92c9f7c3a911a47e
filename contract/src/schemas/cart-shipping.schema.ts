import { z } from "zod";
import { LOCALE_QUERY, endpoint } from "../endpoint";
import { CURRENCY_SCHEMA } from "./common.schema";
import { BASKET_ID, CART_SCHEMA, SHIPPING_METHOD_SCHEMA } from "./cart.schema";
import { STORE_ID_SCHEMA } from "./stores.schema";
import { HOME_SHIPMENT_ID, PUDO_METHOD_CODE } from "./cart-shipping.values";
export * from "./cart-shipping.values";

/** `me` (home), `pickup-{storeId}`, `sts-{storeId}` or `digital`. */
const SHIPPING_ID = z
  .string()
  .regex(/^[a-z]{2,7}(-[A-Za-z0-9]{1,16})?$/, "shippingId is not valid");
const METHOD_CODE = z.string().regex(/^[A-Z0-9_]{1,32}$/, "code is not valid");

export const SET_SHIPPING_METHOD = endpoint({
  method: "POST",
  path: "/cart/v1/shippingMethod",
  tag: "cart",
  summary: "Choose how a shipment travels (SHP404 when it cannot take that method)",
  query: LOCALE_QUERY,
  body: z
    .object({
      cartId: BASKET_ID,
      code: METHOD_CODE,
      shippingId: SHIPPING_ID.default(HOME_SHIPMENT_ID),
      /** The shopper chose it (not a default): a later downgrade is told to them. */
      shopperAppliedSM: z.boolean().default(true),
      /**
       * The collection point (`/stores/v1/collectionPoints`) a PUDO shipment goes to: required
       * with PUDO, refused with any other method (decision 0063).
       */
      storeId: STORE_ID_SCHEMA.optional(),
    })
    .strict()
    .superRefine((body, ctx) => {
      if (body.code === PUDO_METHOD_CODE && body.storeId === undefined)
        ctx.addIssue({
          code: "custom",
          path: ["storeId"],
          message: "storeId (the collection point) is required with PUDO",
        });
      if (body.code !== PUDO_METHOD_CODE && body.storeId !== undefined)
        ctx.addIssue({
          code: "custom",
          path: ["storeId"],
          message: "storeId is only taken with PUDO",
        });
    }),
  response: CART_SCHEMA,
  requiresToken: true,
});

export const GET_SHIPPING_METHODS = endpoint({
  method: "GET",
  path: "/cart/v1/cart/:basketId/shippingMethod/:shippingId",
  tag: "cart",
  summary: "The methods a shipment can take, sorted as 000 §4 says, and the one chosen",
  params: z.object({ basketId: BASKET_ID, shippingId: SHIPPING_ID }),
  query: LOCALE_QUERY,
  response: z.object({
    shippingId: z.string(),
    code: z.string().nullable(),
    applicableShippingMethods: z.array(SHIPPING_METHOD_SCHEMA),
  }),
  requiresToken: false,
});

const text = z.string().max(200);

/** A shipping address as the shopper types it (the address book's fields, without its flags). */
const ADDRESS_FIELDS = {
  firstName: text,
  lastName: text,
  addressLine1: text,
  addressLine2: text.nullable().optional(),
  city: text,
  province: text.nullable().optional(),
  postalCode: text,
  country: text.optional(),
  countryCode: text.optional(),
  phone: text,
  phoneCode: z.string().max(8).optional(),
  email: text.optional(),
  recaptcha_response: z.string().max(4096).optional(),
};

const needsCountry = (
  body: { country?: string | undefined; countryCode?: string | undefined },
  ctx: z.RefinementCtx,
) => {
  if (body.country === undefined && body.countryCode === undefined)
    ctx.addIssue({ code: "custom", path: ["country"], message: "country is required" });
};

export const SHIPPING_ADDRESS_INPUT = z
  .object({
    ...ADDRESS_FIELDS,
    shippingId: SHIPPING_ID.optional(),
    /** 000 §3: a phone for whoever takes the parcel, when it is not the shopper. */
    recipientContactPhone: text.optional(),
  })
  .strict()
  .superRefine(needsCountry);
export type ShippingAddressInput = z.output<typeof SHIPPING_ADDRESS_INPUT>;

/** A billing address (000 §7): the address fields of a shipping one, without a shipment. */
export const BILLING_ADDRESS_INPUT = z.object(ADDRESS_FIELDS).strict().superRefine(needsCountry);
export type BillingAddressInput = z.output<typeof BILLING_ADDRESS_INPUT>;

export const SET_BILLING_ADDRESS = endpoint({
  method: "POST",
  path: "/cart/v1/cart/:basketId/billingAddress",
  tag: "cart",
  summary: "Set the bag's billing address (BIL400 for a field, BILL410 without a phone)",
  params: z.object({ basketId: BASKET_ID }),
  query: LOCALE_QUERY,
  body: BILLING_ADDRESS_INPUT,
  response: CART_SCHEMA,
  requiresToken: true,
});

export const REMOVE_BILLING_ADDRESS = endpoint({
  method: "DELETE",
  path: "/cart/v1/cart/:basketId/billingAddress",
  tag: "cart",
  summary: "Take the billing address off the bag",
  params: z.object({ basketId: BASKET_ID }),
  query: LOCALE_QUERY,
  response: CART_SCHEMA,
  requiresToken: true,
});

const SHIPPING_ADDRESS_QUERY = LOCALE_QUERY.extend({
  /** Where the address was typed (`cart`, `checkout`): accepted, it changes nothing. */
  context: z.string().max(32).optional(),
  bid: z.string().max(64).optional(),
});

export const SET_SHIPPING_ADDRESS = endpoint({
  method: "POST",
  path: "/cart/v2/cart/:basketId/shippingAddress",
  tag: "cart",
  summary: "Set the home shipment's address (SHP500, SHP410, PAY401, CHK320 when it cannot be)",
  params: z.object({ basketId: BASKET_ID }),
  query: SHIPPING_ADDRESS_QUERY,
  // 000 §7: an array; one address, for the home shipment, is what a cart takes.
  body: z.array(SHIPPING_ADDRESS_INPUT).min(1).max(1),
  response: CART_SCHEMA,
  requiresToken: true,
});

export const REMOVE_SHIPPING_ADDRESS = endpoint({
  method: "DELETE",
  path: "/cart/v2/cart/:basketId/shippingAddress",
  tag: "cart",
  summary: "Take the home shipment's address off the cart",
  params: z.object({ basketId: BASKET_ID }),
  query: SHIPPING_ADDRESS_QUERY,
  response: CART_SCHEMA,
  requiresToken: true,
});

/** One reason an address cannot be shipped to, with the field it is about. */
export const ADDRESS_PROBLEM_SCHEMA = z.object({
  errorId: z.enum(["SHP500", "SHP410", "CHK380", "CHK320", "PAY401"]),
  field: z.string(),
  message: z.string(),
});

export const VALIDATE_SHIPPING_ADDRESS = endpoint({
  method: "POST",
  path: "/cart/v1/cart/:basketId/shippingAddress/validation",
  tag: "cart",
  summary: "Whether the cart can ship to an address, and every reason it cannot",
  params: z.object({ basketId: BASKET_ID }),
  query: LOCALE_QUERY,
  body: SHIPPING_ADDRESS_INPUT,
  response: z.object({ valid: z.boolean(), errors: z.array(ADDRESS_PROBLEM_SCHEMA) }),
  requiresToken: true,
});

/** A site's delivery methods as the shipping-terms page states them (issue 14, decision 0073). */
export const SHIPPING_TERMS_SCHEMA = z.object({
  currency: CURRENCY_SCHEMA,
  methods: z.array(
    z.object({
      code: z.string(),
      kind: z.string(),
      label: z.string(),
      deliveryText: z.string(),
      price: z.number(),
      sameDay: z.boolean(),
      /** Made-to-order items' methods (they are made first). */
      customs: z.boolean(),
      /**
       * This method is free from this order subtotal (an automatic shipping promotion that names
       * it); null when none does. Additive (issue 26 point 4): absent from older answers.
       */
      freeFrom: z.number().nullable().optional(),
    }),
  ),
  /** Standard shipping is free from this order subtotal; null when no such promotion runs. */
  freeShippingThreshold: z.number().nullable(),
  /** Same-day orders are taken until this local hour, to these metro areas. */
  sameDayCutoffHour: z.number().int(),
  sameDayMetros: z.array(z.string()),
});
export type ShippingTerms = z.infer<typeof SHIPPING_TERMS_SCHEMA>;

export const SHIPPING_TERMS = endpoint({
  method: "GET",
  path: "/cart/v1/shippingTerms",
  tag: "cart",
  summary:
    "The site's delivery methods, times and prices and its free-shipping threshold (ours: the shipping-terms page)",
  query: LOCALE_QUERY,
  response: SHIPPING_TERMS_SCHEMA,
});
