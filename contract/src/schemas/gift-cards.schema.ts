import { z } from "zod";
import { LOCALE_QUERY, endpoint } from "../endpoint";
import { CONFIRMATION_TOKEN, ORDER_NUMBER } from "./checkout.schema";
import { CURRENCY_SCHEMA } from "./common.schema";

export * from "./gift-cards.values";

// The gift cards the store sells (000 §7 resendGiftCardEmail, decision 0076).

/** A sold card as its buyer sees it: never its number or PIN, only the last four digits. */
export const SOLD_GIFT_CARD_SCHEMA = z.object({
  orderNumber: z.string(),
  lineNo: z.number().int(),
  unitNo: z.number().int(),
  maskedNumber: z.string(),
  amount: z.number(),
  balance: z.number(),
  currency: CURRENCY_SCHEMA,
  /** `active`, `blocked` (its order was cancelled) or `replaced` (never shown: a resend's). */
  status: z.enum(["active", "blocked", "replaced"]),
  recipientName: z.string(),
  recipientEmail: z.string(),
  resends: z.number().int(),
  issuedAt: z.string(),
});
export type SoldGiftCard = z.infer<typeof SOLD_GIFT_CARD_SCHEMA>;

export const RESEND_GIFT_CARD_EMAIL = endpoint({
  method: "POST",
  path: "/consumers-v3/consumer/resendGiftCardEmail",
  tag: "consumer",
  summary:
    "Sends a sold gift card's e-mail again, to its recipient or a corrected address: a new number and PIN for what is left on it, the old ones stop working (decision 0076)",
  query: LOCALE_QUERY,
  body: z
    .object({
      orderNumber: ORDER_NUMBER,
      /**
       * The order's e-mail: not enough to resend a card since decision 0077 (a guest brings the
       * order's secret `st`; a signed-in shopper asks about their own orders).
       */
      email: z.string().trim().min(1).max(254).optional(),
      /** The order's secret: the confirmation link's `st` or a mailed link's. */
      st: CONFIRMATION_TOKEN.optional(),
      /** The order's gift card line (1 for the first line) and which of its units. */
      lineNo: z.number().int().min(1).max(10_000),
      unitNo: z.number().int().min(1).max(10_000).default(1),
      /** A corrected recipient's address; absent, the card's own. */
      recipientEmail: z.string().trim().max(254).email("recipientEmail is not valid").optional(),
    })
    .strict(),
  response: z.object({
    card: SOLD_GIFT_CARD_SCHEMA,
    /** Always true: the e-mail carries a new number and PIN, the old ones stop working. */
    newPin: z.literal(true),
    sentTo: z.string(),
  }),
});

export const MY_GIFT_CARDS = endpoint({
  method: "GET",
  path: "/consumers-v3/consumer/giftcards",
  tag: "consumer",
  summary: "The gift cards the signed-in shopper bought, newest order first, with what is left",
  query: LOCALE_QUERY,
  response: z.object({ cards: z.array(SOLD_GIFT_CARD_SCHEMA) }),
  requiresToken: true,
});

/** Ours: the gift card the catalogue sells on this site, with the amounts it may be bought at. */
export const GIFT_CARD_PRODUCT = endpoint({
  method: "GET",
  path: "/cart/v1/giftcard/product",
  tag: "cart",
  summary:
    "The digital gift card this store sells: its product, size and the amounts allowed (PLP400 when it sells none)",
  query: LOCALE_QUERY,
  response: z.object({
    productId: z.string(),
    upc: z.string(),
    name: z.string(),
    currency: CURRENCY_SCHEMA,
    minAmount: z.number(),
    maxAmount: z.number(),
    amounts: z.array(z.number()),
  }),
});
