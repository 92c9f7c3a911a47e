import { z } from "zod";
import { LOCALE_QUERY, endpoint } from "../endpoint";
import { CURRENCY_SCHEMA } from "./common.schema";

/** The optional header naming where a loyalty token was asked from (000 §7: "source header"). */
export const LOYALTY_SOURCE_HEADER = "source";

export const LOYALTY_TOKEN = endpoint({
  method: "POST",
  path: "/consumers-v3/consumer/loyalty/token",
  tag: "loyalty",
  summary:
    "A short-lived signed token naming the signed-in loyalty member (4044 when not a member)",
  requiresToken: true,
  query: LOCALE_QUERY,
  body: z
    .object({
      /** The shopper's session id on the page asking (carried in the token). */
      usid: z.string().trim().min(1).max(100).optional(),
      referralCode: z
        .string()
        .trim()
        .regex(/^[A-Za-z0-9_-]{1,40}$/, "referralCode must be 1 to 40 letters, digits, - or _")
        .optional(),
    })
    .strict()
    .optional(),
  response: z.object({
    loyaltyToken: z.string(),
    memberId: z.string(),
    /** Seconds the token stays valid. */
    expiresIn: z.number().int(),
  }),
});

export const LOYALTY_VOUCHER_SCHEMA = z.object({
  /** Points the voucher costs (its threshold). */
  points: z.number().int(),
  /** Its value in the site's currency, decimal major units. */
  amountInCurrency: z.number(),
  /** The tier is offered in this currency now. */
  available: z.boolean(),
  /** The member's balance meets its threshold. */
  eligible: z.boolean(),
});
export type LoyaltyVoucher = z.infer<typeof LOYALTY_VOUCHER_SCHEMA>;

export const LOYALTY_VOUCHERS_SCHEMA = z.object({
  currentLoyaltyPoints: z.number().int(),
  currency: z.string(),
  applicableLoyaltyVouchers: z.array(LOYALTY_VOUCHER_SCHEMA),
  /** The highest available voucher whose threshold is met (000 §9); null when none is. */
  offeredLoyaltyVoucher: LOYALTY_VOUCHER_SCHEMA.nullable(),
});
export type LoyaltyVouchers = z.infer<typeof LOYALTY_VOUCHERS_SCHEMA>;

export const GET_LOYALTY_VOUCHERS = endpoint({
  method: "GET",
  path: "/consumers-v3/consumer/loyalty/vouchers",
  tag: "loyalty",
  summary: "The member's points and the vouchers of the site's currency, with the one offered",
  requiresToken: true,
  query: LOCALE_QUERY,
  response: LOYALTY_VOUCHERS_SCHEMA,
});

export const WELCOME_PROMO_SCHEMA = z.object({
  promoCode: z.string(),
  discountPercentage: z.number().int(),
  /** ISO timestamp. */
  expiresAt: z.string(),
  redeemed: z.boolean(),
  expired: z.boolean(),
});
export type WelcomePromo = z.infer<typeof WELCOME_PROMO_SCHEMA>;

export const GET_WELCOME_PROMO = endpoint({
  method: "GET",
  path: "/consumers-v3/consumer/loyalty/promo/welcome",
  tag: "loyalty",
  summary: "The member's welcome promo code, made at enrolment (4044 when not a member)",
  requiresToken: true,
  query: LOCALE_QUERY,
  response: WELCOME_PROMO_SCHEMA,
});

/** The loyalty programme's rules on a site, as its page states them (issue 14, decision 0073). */
export const LOYALTY_PROGRAMME_SCHEMA = z.object({
  currency: CURRENCY_SCHEMA,
  /** Points earned per whole unit (dollar, pound, euro) of an order's total. */
  pointsPerUnit: z.number().int(),
  /** What one point pays, in the site's currency (the voucher tiers' rate). */
  pointValue: z.number(),
  /** The vouchers points turn into: the highest tier a balance meets is offered. */
  voucherTiers: z.array(z.object({ points: z.number().int(), amount: z.number() })),
  /** The welcome promo a new member gets. */
  welcomeDiscountPercentage: z.number().int(),
  welcomeValidDays: z.number().int(),
});
export type LoyaltyProgramme = z.infer<typeof LOYALTY_PROGRAMME_SCHEMA>;

export const GET_LOYALTY_PROGRAMME = endpoint({
  method: "GET",
  path: "/consumers-v3/loyalty/programme",
  tag: "loyalty",
  summary:
    "The loyalty programme's earning rate, point value, voucher tiers and welcome promo on a site (ours: the programme page)",
  query: LOCALE_QUERY,
  response: LOYALTY_PROGRAMME_SCHEMA,
});
