import { z } from "zod";
import { LOCALE_QUERY, endpoint } from "../endpoint";
import { BASKET_ID, CART_SCHEMA } from "./cart.schema";
import { PROVIDER_TENDERS } from "./checkout.values";

export * from "./cart-tenders.values";

// 000 §7 `POST` and `DELETE /cart/v1/cart/{basketId}/paymentInstruments` (issue 13): the
// stored-value tenders of a bag (decision 0068).

/** A gift card's number and PIN (the same fields as `POST /cart/v1/giftcard/balance`). */
const GIFT_CARD_TENDER = z
  .object({
    payment_method_id: z.literal("GIFT_CARD"),
    number: z.string().max(40),
    pin: z.string().max(16),
  })
  .strict();

const REWARD_REFERENCE = z.string().trim().min(1).max(64);

export const ADD_TENDER_BODY_SCHEMA = z.discriminatedUnion("payment_method_id", [
  GIFT_CARD_TENDER,
  z
    .object({
      payment_method_id: z.literal("LOYALTY_POINTS"),
      /** Absent: as many as the bag can use. */
      points: z.number().int().min(1).max(100_000_000).optional(),
    })
    .strict(),
  z.object({ payment_method_id: z.literal("ATHLETES_PAYMENT") }).strict(),
  z.object({ payment_method_id: z.literal("REWARD_CODE"), code: REWARD_REFERENCE }).strict(),
  z.object({ payment_method_id: z.literal("REWARD_CARD"), number: REWARD_REFERENCE }).strict(),
  // Named so the answer can say where they go (VAL400), instead of "not one of the options".
  z.object({ payment_method_id: z.enum(PROVIDER_TENDERS) }),
]);
export type AddTenderInput = z.infer<typeof ADD_TENDER_BODY_SCHEMA>;

export const ADD_TENDER = endpoint({
  method: "POST",
  path: "/cart/v1/cart/:basketId/paymentInstruments",
  tag: "cart",
  summary:
    "Pay part of the bag with a gift card, points, the athlete allowance or a reward (GFC400, GFC410, GFC7xx, GFC8xx, REW140)",
  params: z.object({ basketId: BASKET_ID }),
  query: LOCALE_QUERY,
  body: ADD_TENDER_BODY_SCHEMA,
  response: CART_SCHEMA,
  requiresToken: true,
});

export const PAYMENT_INSTRUMENT_ID = z
  .string()
  .regex(/^[A-Za-z0-9-]{1,64}$/, "payment_instrument_id is not valid");

export const REMOVE_TENDER = endpoint({
  method: "DELETE",
  path: "/cart/v1/cart/:basketId/paymentInstruments",
  tag: "cart",
  summary: "Take a tender off the bag (PYT404 when it is not on it)",
  params: z.object({ basketId: BASKET_ID }),
  query: LOCALE_QUERY,
  body: z.object({ payment_instrument_id: PAYMENT_INSTRUMENT_ID }).strict(),
  response: CART_SCHEMA,
  requiresToken: true,
});
