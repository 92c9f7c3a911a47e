import { z } from "zod";
import { LOCALE_QUERY, endpoint } from "../endpoint";
import { BASKET_ID } from "./cart.schema";
import { CURRENCY_SCHEMA } from "./common.schema";

/** The tenders paid on the provider's approval page (000 §7 paymentSession). */
export const SESSION_METHODS = ["KLARNA", "PAYPAL"] as const;

/** A path of the store's own origin: one leading `/`, no `//`, no backslash, no space. */
const STORE_PATH = z
  .string()
  .max(2000)
  // "/" alone, or "/" then anything but a second slash or a backslash (no "//host"), no spaces.
  .regex(/^\/(?:[^/\\\s][^\s\\]*)?$/, "referer must be a path of the store");

export const PAYMENT_SESSION = endpoint({
  method: "GET",
  path: "/cart/v1/paymentSession",
  tag: "checkout",
  summary:
    "A Klarna or PayPal session for what the bag leaves to pay; the provider's approval page sends the shopper back to `referer` with sessionId and outcome",
  query: LOCALE_QUERY.extend({
    /** Ours: the bag the session pays (the spec's query names no bag). */
    basketId: BASKET_ID,
    paymentMethodId: z.enum(SESSION_METHODS),
    /** The tender's name as the page showed it; informative only. */
    paymentMethod: z.string().max(100).optional(),
    /** The store's page the approval page sends the shopper back to. */
    referer: STORE_PATH.optional(),
  }),
  response: z.object({
    success: z.boolean(),
    provider: z.object({
      name: z.enum(SESSION_METHODS),
      sessionId: z.string(),
      /** The provider's approval page. */
      redirectUrl: z.string(),
      amount: z.number(),
      currency: CURRENCY_SCHEMA,
    }),
  }),
  requiresToken: true,
});
