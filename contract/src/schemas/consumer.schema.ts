import { z } from "zod";
import { endpoint, LOCALE_QUERY } from "../endpoint";
import { ADDRESS_SCHEMA } from "./address.schema";
import { PROGRAM_DETAILS_SCHEMA } from "./programs.schema";

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

export const GET_CONSUMER = endpoint({
  method: "GET",
  path: "/consumers-v3/consumer",
  tag: "consumer",
  summary: "The signed-in shopper's profile",
  requiresToken: true,
  query: LOCALE_QUERY,
  response: CONSUMER_PROFILE_SCHEMA,
});
