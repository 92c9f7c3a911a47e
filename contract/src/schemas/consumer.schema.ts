import { z } from "zod";
import { endpoint, LOCALE_QUERY } from "../endpoint";
import { ADDRESS_SCHEMA } from "./address.schema";
import { PROGRAM_DETAILS_SCHEMA } from "./programs.schema";
import { SUBSCRIPTION_SCHEMA } from "./subscriptions.schema";

/** A signed-in shopper's profile (000 §3 "Consumer profile"). */
export const CONSUMER_PROFILE_SCHEMA = z.object({
  consumerNo: z.string(),
  consumerType: z.enum(["REGISTERED", "EMPLOYEE"]),
  consumerDetails: z.object({
    email: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    phone: z.string().nullable(),
    postalCode: z.string().nullable(),
    birthDate: z.string().nullable(),
    gender: z.string().nullable(),
    /** Programme spend (employee, athlete, prosumer) and the identity list (000 §3). */
    ...PROGRAM_DETAILS_SCHEMA.shape,
    /** Saved addresses, main ones first (000 §3: consumerDetails' address list). */
    addresses: z.array(ADDRESS_SCHEMA),
  }),
  isLoyaltyMember: z.boolean(),
  loyaltyOptInDate: z.string().nullable(),
  isEmployeeDiscountTCAccepted: z.boolean(),
  /** 000 §4: an e-mail but no phone, first or last name, postal code or birth date. */
  partiallyEnrolled: z.boolean(),
});
export type ConsumerProfile = z.infer<typeof CONSUMER_PROFILE_SCHEMA>;

/** Profile preferences (000 §3): interests as a pipe-separated string, preferredShoeSize. */
export const CONSUMER_PREFERENCES_SCHEMA = z.object({
  /** Interest ids from PROFILE_INTERESTS joined by "|" ("" when none). */
  interests: z.string(),
  preferredShoeSize: z.string().nullable(),
});
export type ConsumerPreferences = z.infer<typeof CONSUMER_PREFERENCES_SCHEMA>;

/**
 * What GET, PUT and POST /consumers-v3/consumer answer: the profile with its preferences and,
 * when asked with `withLoyalty=true`, the member id and points (000 §3 loyaltySummary).
 */
export const CONSUMER_PROFILE_VIEW_SCHEMA = CONSUMER_PROFILE_SCHEMA.extend({
  preferences: CONSUMER_PREFERENCES_SCHEMA,
  /** The shopper's newsletter, loyalty and SMS subscriptions (000 §3). Additive (issue 26). */
  subscriptions: z.array(SUBSCRIPTION_SCHEMA).optional(),
  memberId: z.string().nullable().optional(),
  loyaltySummary: z
    .object({ points: z.object({ balance: z.number().int() }) })
    .nullable()
    .optional(),
});
export type ConsumerProfileView = z.infer<typeof CONSUMER_PROFILE_VIEW_SCHEMA>;

/** `withLoyalty=true` adds memberId and loyaltySummary (null for a non-member). */
export const WITH_LOYALTY_QUERY = LOCALE_QUERY.extend({
  withLoyalty: z
    .enum(["true", "false"], { message: "must be true or false" })
    .optional()
    .transform((value) => value === "true"),
});

export const GET_CONSUMER = endpoint({
  method: "GET",
  path: "/consumers-v3/consumer",
  tag: "consumer",
  summary: "The signed-in shopper's profile (withLoyalty=true adds member id and points)",
  requiresToken: true,
  query: WITH_LOYALTY_QUERY,
  response: CONSUMER_PROFILE_VIEW_SCHEMA,
});
