import { z } from "zod";
import { endpoint, LOCALE_QUERY } from "../endpoint";
import { SIGN_UP_CONSENTS } from "./auth.schema";
import { CONSUMER_PROFILE_VIEW_SCHEMA, WITH_LOYALTY_QUERY } from "./consumer.schema";
export * from "./profile.values";

/** A shoe size as the shopper's site writes it: 1 to 52, whole or half ("9.5", "42"). */
export const SHOE_SIZE_PATTERN = /^(?:[1-9]|[1-4]\d|5[0-2])(?:\.5)?$/;

/**
 * Details a profile save may carry. An absent field or "" leaves the value as it is (000 §5:
 * saving all-empty values does nothing); null clears an optional value.
 */
export const PROFILE_DETAILS_INPUT = z
  .object({
    firstName: z.string().max(30).nullable().optional(),
    lastName: z.string().max(30).nullable().optional(),
    /** Only the account's own e-mail is accepted here (PRO418 otherwise). */
    email: z.string().max(100).optional(),
    phone: z.string().max(20).nullable().optional(),
    postalCode: z.string().trim().max(12).nullable().optional(),
    birthDate: z.string().max(10).nullable().optional(),
    gender: z.enum(["F", "M", "X", ""]).nullable().optional(),
  })
  .strict();
export type ProfileDetailsInput = z.output<typeof PROFILE_DETAILS_INPUT>;

export const PROFILE_PREFERENCES_INPUT = z
  .object({
    /** Interest ids joined by "|"; "" leaves them, null clears them. */
    interests: z.string().max(400).nullable().optional(),
    preferredShoeSize: z.string().trim().max(4).nullable().optional(),
  })
  .strict();
export type ProfilePreferencesInput = z.output<typeof PROFILE_PREFERENCES_INPUT>;

const PROFILE_UPDATE = z
  .object({
    consumerDetails: PROFILE_DETAILS_INPUT.optional(),
    preferences: PROFILE_PREFERENCES_INPUT.optional(),
  })
  .strict();

export const UPDATE_CONSUMER_BODY = z.object({ consumerProfile: PROFILE_UPDATE }).strict();
export type UpdateConsumerBody = z.output<typeof UPDATE_CONSUMER_BODY>;

export const UPDATE_CONSUMER = endpoint({
  method: "PUT",
  path: "/consumers-v3/consumer",
  tag: "consumer",
  summary:
    "Update the signed-in shopper's details and preferences; all-empty values change nothing",
  requiresToken: true,
  query: WITH_LOYALTY_QUERY,
  body: UPDATE_CONSUMER_BODY,
  response: CONSUMER_PROFILE_VIEW_SCHEMA,
});

/** The consents of an enrolment completion (the sign-up payload's `subscriptions`). */
export const ENROLMENT_CONSENTS = SIGN_UP_CONSENTS.strict();

/** A campaign, store or referral code: 1 to 40 letters, digits, - or _. */
const code = (name: string) =>
  z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{1,40}$/, `${name} must be 1 to 40 letters, digits, - or _`);

export const ENROL_CONSUMER_BODY = z
  .object({
    consumerProfile: PROFILE_UPDATE.extend({
      enrollments: z
        .object({
          /** true enrols the shopper in the loyalty programme (again: no change). */
          loyalty: z.boolean().optional(),
          /** Where the enrolment came from (enrollment_marketing_source). */
          source: code("source").optional(),
          referralCode: code("referralCode").optional(),
        })
        .strict()
        .optional(),
      subscriptions: ENROLMENT_CONSENTS.optional(),
    }),
  })
  .strict();
export type EnrolConsumerBody = z.output<typeof ENROL_CONSUMER_BODY>;

export const ENROL_CONSUMER = endpoint({
  method: "POST",
  path: "/consumers-v3/consumer",
  tag: "consumer",
  summary:
    "Complete an enrolment: save details, preferences and consents and, with enrollments.loyalty, join the loyalty programme; answers the profile with its loyalty summary",
  requiresToken: true,
  query: LOCALE_QUERY,
  body: ENROL_CONSUMER_BODY,
  response: CONSUMER_PROFILE_VIEW_SCHEMA,
});

export const CONSUMER_LOOKUP_SCHEMA = z.object({
  email: z.string(),
  accountExists: z.boolean(),
  isLoyaltyMember: z.boolean(),
});
export type ConsumerLookup = z.infer<typeof CONSUMER_LOOKUP_SCHEMA>;

export const CONSUMER_LOOKUP = endpoint({
  method: "GET",
  path: "/consumers-v3/consumer/lookup",
  tag: "consumer",
  summary:
    "The enrolment flow's first step: whether an account exists for an e-mail and whether it is a loyalty member (rate-limited per network address)",
  requiresToken: true,
  query: LOCALE_QUERY.extend({ email: z.string().trim().min(1).max(100) }),
  response: CONSUMER_LOOKUP_SCHEMA,
});

export const RETRIEVE_USER_DATA_SCHEMA = z.object({
  consumerId: z.string(),
  email: z.string(),
  firstName: z.string(),
  isLoyaltyMember: z.boolean(),
  /** A member whose profile has every detail of 000 §4 (not partially enrolled). */
  enrollmentComplete: z.boolean(),
});
export type RetrievedUserData = z.infer<typeof RETRIEVE_USER_DATA_SCHEMA>;

export const RETRIEVE_USER_DATA = endpoint({
  method: "POST",
  path: "/consumers-v3/consumer/retrieveUserData",
  tag: "consumer",
  summary:
    "Prefill of an enrolment link (?consumerId=&email=): answers only when both match one account, else PRO404",
  requiresToken: true,
  query: LOCALE_QUERY,
  body: z
    .object({
      consumerId: z.string().trim().min(1).max(40),
      email: z.string().trim().min(1).max(100),
    })
    .strict(),
  response: RETRIEVE_USER_DATA_SCHEMA,
});
