import { z } from "zod";
import { LOCALE_QUERY, endpoint } from "../endpoint";
import { PAYMENT_METHOD_IDS } from "./payment-instruments.schema";
import { BASKET_ID, CART_SCHEMA } from "./cart.schema";

// What takes money off a bag besides promotions and codes: a loyalty voucher and an associate's
// price adjustment (decision 0061).

const ITEM_ID = z.string().regex(/^[a-zA-Z0-9-]{1,64}$/, "itemId is not valid");

/**
 * 000 §7 `PUT /cart/v1/cart/{basketId}/reward`: a loyalty member applies a voucher of their
 * points (the tier `points` of `GET …/loyalty/vouchers`) to the bag, or takes it off (`null`).
 */
export const APPLY_REWARD = endpoint({
  method: "PUT",
  path: "/cart/v1/cart/:basketId/reward",
  tag: "cart",
  summary: "Apply a loyalty voucher to the cart, or take it off (REW401, REW130, REW140)",
  params: z.object({ basketId: BASKET_ID }),
  query: LOCALE_QUERY,
  body: z
    .object({
      appliedLoyaltyVoucher: z
        .object({ points: z.number().int().min(1).max(10_000_000) })
        .strict()
        .nullable(),
    })
    .strict(),
  response: CART_SCHEMA,
  requiresToken: true,
});

/** An associate's change of one line's price (000 §6): a percentage off, an amount off each unit, or a price. */
const PRICE_ADJUSTMENT_FIELDS = {
  type: z.enum(["PERCENT_OFF", "AMOUNT_OFF", "FIXED_PRICE"]),
  /** PERCENT_OFF: percent (0 < value ≤ 100, two decimals); else the amount per unit, major units. */
  value: z.number().min(0).max(1_000_000),
  /** Why: shown to the shopper and kept with the order. */
  reason: z.string().trim().min(1).max(200),
};

export const ADD_PRICE_ADJUSTMENT = endpoint({
  method: "POST",
  path: "/cart/v1/cart/:basketId/price_adjustments",
  tag: "cart",
  summary: "An associate adjusts a line's price (only in a buy-in-store session)",
  params: z.object({ basketId: BASKET_ID }),
  query: LOCALE_QUERY,
  body: z.object({ itemId: ITEM_ID, ...PRICE_ADJUSTMENT_FIELDS }).strict(),
  response: CART_SCHEMA,
  requiresToken: true,
});

const ADJUSTMENT_PARAMS = z.object({
  basketId: BASKET_ID,
  adjustmentId: z.string().regex(/^[a-zA-Z0-9-]{1,64}$/, "adjustmentId is not valid"),
});

export const CHANGE_PRICE_ADJUSTMENT = endpoint({
  method: "PATCH",
  path: "/cart/v1/cart/:basketId/price_adjustments/:adjustmentId",
  tag: "cart",
  summary: "An associate changes a price adjustment (only in a buy-in-store session)",
  params: ADJUSTMENT_PARAMS,
  query: LOCALE_QUERY,
  body: z.object(PRICE_ADJUSTMENT_FIELDS).strict(),
  response: CART_SCHEMA,
  requiresToken: true,
});

export const REMOVE_PRICE_ADJUSTMENT = endpoint({
  method: "DELETE",
  path: "/cart/v1/cart/:basketId/price_adjustments/:adjustmentId",
  tag: "cart",
  summary: "An associate takes a price adjustment off (only in a buy-in-store session)",
  params: ADJUSTMENT_PARAMS,
  query: LOCALE_QUERY,
  response: CART_SCHEMA,
  requiresToken: true,
});

export const GET_PAYMENT_METHODS = endpoint({
  method: "GET",
  path: "/cart/v1/cart/:basketId/paymentMethods",
  tag: "cart",
  summary: "The tenders this bag can be paid with, by site, contents and shopper (issue 13)",
  params: z.object({ basketId: BASKET_ID }),
  query: LOCALE_QUERY,
  response: z.object({
    applicablePaymentMethods: z.array(
      z.object({ id: z.enum(PAYMENT_METHOD_IDS), name: z.string() }),
    ),
  }),
  requiresToken: true,
});
