import { z } from "zod";
import { LOCALE_QUERY, endpoint } from "../endpoint";
import { CART_ADDRESS_SCHEMA } from "./cart.schema";
import { BILLING_ADDRESS_INPUT } from "./cart-shipping.schema";

/** Payment methods of spec 000 §3 "Payment instrument". */
export const PAYMENT_METHOD_IDS = [
  "GIFT_CARD",
  "LOYALTY_POINTS",
  "ATHLETES_PAYMENT",
  "REWARD_CODE",
  "REWARD_CARD",
  "KLARNA",
  "CREDIT_CARD",
  "PAYPAL",
] as const;
export type PaymentMethodId = (typeof PAYMENT_METHOD_IDS)[number];

/** The ones a shopper can keep in the account. */
export const SAVED_PAYMENT_METHOD_IDS = ["CREDIT_CARD", "GIFT_CARD"] as const;

const PAYMENT_INSTRUMENT_ID = z
  .string()
  .regex(/^[A-Za-z0-9_-]{1,64}$/, "paymentInstrumentId is not valid");

// A form sends "07", a script 7; two-digit years are read as this century by the server.
const DATE_PART = z.union([
  z.number().int().min(0).max(9999),
  z
    .string()
    .trim()
    .regex(/^\d{1,4}$/, "must be a number")
    .transform(Number),
]);

// The card number and security code are checked by the payment sandbox, which never echoes them.
const CREDIT_CARD_FIELDS = z
  .object({
    number: z.string().min(1).max(40),
    expirationMonth: DATE_PART,
    expirationYear: DATE_PART,
    securityCode: z
      .string()
      .trim()
      .regex(/^\d{3,4}$/, "securityCode must be 3 or 4 digits"),
    holder: z.string().trim().min(1).max(60),
  })
  .strict();

const CARD_FIELD_NAMES = ["number", "expirationMonth", "expirationYear", "securityCode", "holder"];

/**
 * A typed card, or (checkout's "save this card", issue 26 point 22) the `token` the provider's
 * card frame made of one, alone: the frame checked the card and has its own limits, so no bot
 * check is asked for a token. Each field is refused by its own name.
 */
const CARD_INPUT = CREDIT_CARD_FIELDS.partial()
  .extend({
    token: z
      .string()
      .regex(/^[A-Za-z0-9_-]{8,100}$/, "token is not a card token")
      .optional(),
  })
  .strict()
  .superRefine((card, ctx) => {
    const given = CARD_FIELD_NAMES.filter((name) => card[name as keyof typeof card] !== undefined);
    if (card.token !== undefined) {
      for (const name of given)
        ctx.addIssue({ code: "custom", path: [name], message: `${name}: send a token alone` });
      return;
    }
    for (const name of CARD_FIELD_NAMES)
      if (!given.includes(name))
        ctx.addIssue({ code: "custom", path: [name], message: `${name} is required` });
  })
  .transform((card) =>
    card.token !== undefined
      ? { token: card.token }
      : (card as z.output<typeof CREDIT_CARD_FIELDS>),
  );

const GIFT_CARD_FIELDS = z
  .object({
    number: z.string().min(1).max(40),
    pin: z.string().trim().min(1).max(16),
  })
  .strict();

/** Bot defence token; checked by the store's pluggable verifier. */
const RECAPTCHA = z.string().max(10_000);

export const SAVE_PAYMENT_INSTRUMENT_BODY = z.discriminatedUnion("payment_method_id", [
  z
    .object({
      payment_method_id: z.literal("CREDIT_CARD"),
      card: CARD_INPUT,
      /** The card's billing address (000 §3 Payment instrument `address`). */
      address: BILLING_ADDRESS_INPUT.optional(),
      // Required for a typed card; none for a card frame's token.
      recaptcha_response: RECAPTCHA.optional(),
    })
    .strict()
    .superRefine((body, ctx) => {
      if (!("token" in body.card) && body.recaptcha_response === undefined)
        ctx.addIssue({
          code: "custom",
          path: ["recaptcha_response"],
          message: "recaptcha_response is required",
        });
    }),
  z
    .object({
      payment_method_id: z.literal("GIFT_CARD"),
      card: GIFT_CARD_FIELDS,
      recaptcha_response: RECAPTCHA,
    })
    .strict(),
]);
export type SavePaymentInstrumentBody = z.output<typeof SAVE_PAYMENT_INSTRUMENT_BODY>;

/** The card brands the store takes (the provider's names, as `cardType` carries them). */
export const CARD_BRANDS = ["VISA", "MASTERCARD", "AMEX", "DISCOVER"] as const;

export const PAYMENT_INSTRUMENT_SCHEMA = z.object({
  payment_instrument_id: z.string(),
  payment_method_id: z.enum(SAVED_PAYMENT_METHOD_IDS),
  card: z.object({
    paymentInstrumentId: z.string(),
    main: z.boolean(),
    /** Bullets and the last four digits. */
    maskedNumber: z.string(),
    lastFour: z.string(),
    /** VISA, MASTERCARD, AMEX or DISCOVER; null for a gift card. */
    cardType: z.string().nullable(),
    expirationMonth: z.number().int().nullable(),
    expirationYear: z.number().int().nullable(),
    holder: z.string().nullable(),
    /** True once the expiry month is over; the card stays saved until the shopper removes it. */
    expired: z.boolean(),
  }),
  /** A card's billing address as saved with it; null without one (and for gift cards). */
  address: CART_ADDRESS_SCHEMA.nullable().optional(),
});
export type PaymentInstrument = z.infer<typeof PAYMENT_INSTRUMENT_SCHEMA>;

export const PAYMENT_INSTRUMENT_LIST_SCHEMA = z.object({
  payment_instruments: z.array(PAYMENT_INSTRUMENT_SCHEMA),
});

const INSTRUMENT_PARAMS = z.object({ paymentInstrumentId: PAYMENT_INSTRUMENT_ID }).strict();

export const LIST_PAYMENT_INSTRUMENTS = endpoint({
  method: "GET",
  path: "/consumers-v3/consumer/payment_instruments",
  tag: "consumer",
  summary: "The signed-in shopper's saved cards and gift cards, main first",
  query: LOCALE_QUERY.extend({ payment_method_id: z.enum(PAYMENT_METHOD_IDS).optional() }),
  response: PAYMENT_INSTRUMENT_LIST_SCHEMA,
  requiresToken: true,
});

export const SAVE_PAYMENT_INSTRUMENT = endpoint({
  method: "POST",
  path: "/consumers-v3/consumer/payment_instruments",
  tag: "consumer",
  summary:
    "Save a card (tokenised by the payment sandbox) or a gift card; the first of a method is main",
  query: LOCALE_QUERY,
  body: SAVE_PAYMENT_INSTRUMENT_BODY,
  response: PAYMENT_INSTRUMENT_SCHEMA,
  status: 201,
  requiresToken: true,
});

export const UPDATE_PAYMENT_INSTRUMENT = endpoint({
  method: "PATCH",
  path: "/consumers-v3/consumer/payment_instruments/:paymentInstrumentId",
  tag: "consumer",
  summary: "Make a saved instrument main, or change a card's expiry or holder",
  params: INSTRUMENT_PARAMS,
  query: LOCALE_QUERY,
  body: z
    .object({
      card: z
        .object({
          main: z.literal(true).optional(),
          expirationMonth: DATE_PART.optional(),
          expirationYear: DATE_PART.optional(),
          holder: z.string().trim().min(1).max(60).optional(),
        })
        .strict()
        .refine((card) => Object.keys(card).length > 0, "card must name at least one change"),
    })
    .strict(),
  response: PAYMENT_INSTRUMENT_LIST_SCHEMA,
  requiresToken: true,
});

export const DELETE_PAYMENT_INSTRUMENT = endpoint({
  method: "DELETE",
  path: "/consumers-v3/consumer/payment_instruments/:paymentInstrumentId",
  tag: "consumer",
  summary: "Remove a saved instrument; removing the main one makes the newest other one main",
  params: INSTRUMENT_PARAMS,
  query: LOCALE_QUERY,
  response: PAYMENT_INSTRUMENT_LIST_SCHEMA,
  requiresToken: true,
});

/** 000 §7 `POST /cart/v1/giftcard/balance`: a gift card's number and PIN. */
export const CHECK_GIFT_CARD_BALANCE = endpoint({
  method: "POST",
  path: "/cart/v1/giftcard/balance",
  tag: "cart",
  summary: "What is left on a gift card (GFC400, GFC800, GFC760, GFC700, GFC812, GFC725)",
  query: LOCALE_QUERY,
  body: z
    .object({
      number: z.string().max(40),
      pin: z.string().max(16),
      recaptcha_response: z.string().max(4096).optional(),
    })
    .strict(),
  response: z.object({ balance: z.number(), currency: z.string(), maskedNumber: z.string() }),
  requiresToken: false,
});
