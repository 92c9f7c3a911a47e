import { z } from "zod";
import { endpoint, LOCALE_QUERY } from "../endpoint";
import { CURRENCY_SCHEMA } from "./common.schema";
import { STORE_ID_SCHEMA } from "./stores.schema";

/** The programmes a shopper may belong to (000 §1 roles): WRANX and IPA are "prosumer" ones. */
export const PROGRAMS = ["EMPLOYEE", "ATHLETE", "WRANX", "IPA"] as const;
export type Program = (typeof PROGRAMS)[number];

/**
 * A programme member's spend this calendar year (000 §3 "Spend"): a cap on what may be bought
 * under the programme's terms (employee, WRANX, IPA) or a credit to spend (athlete). Decimal
 * major units; the one of `annualCap` / `annualCredit` that does not apply is absent.
 */
export const PROGRAM_SPEND_SCHEMA = z.object({
  program: z.enum(PROGRAMS),
  identityId: z.string(),
  year: z.number().int(),
  currency: CURRENCY_SCHEMA,
  currentSpend: z.number(),
  annualCap: z.number().optional(),
  annualCredit: z.number().optional(),
  /** What is left of the cap or credit this year (never below 0). */
  remaining: z.number(),
});
export type ProgramSpend = z.infer<typeof PROGRAM_SPEND_SCHEMA>;

/** 000 §3 "identity list with types": the shopper's ids in the programmes' own systems. */
export const PROGRAM_IDENTITY_SCHEMA = z.object({
  type: z.enum(PROGRAMS),
  id: z.string(),
});

/** What the programmes add to the profile's consumerDetails. */
export const PROGRAM_DETAILS_SCHEMA = z.object({
  employee: PROGRAM_SPEND_SCHEMA.nullable(),
  athlete: PROGRAM_SPEND_SCHEMA.nullable(),
  /** A professional-programme (WRANX or IPA) member's spend. */
  prosumer: PROGRAM_SPEND_SCHEMA.nullable(),
  identities: z.array(PROGRAM_IDENTITY_SCHEMA),
});
export type ProgramDetails = z.infer<typeof PROGRAM_DETAILS_SCHEMA>;

export const ACCEPT_EMPLOYEE_TERMS = endpoint({
  method: "POST",
  path: "/consumers-v3/consumer/employeeDiscountTC",
  tag: "consumer",
  summary: "An employee accepts the employee discount terms; the discount applies from then on",
  requiresToken: true,
  query: LOCALE_QUERY,
  body: z.object({ isEmployeeDiscountTCAccepted: z.literal(true) }).strict(),
  response: z.object({
    isEmployeeDiscountTCAccepted: z.literal(true),
    acceptedAt: z.string(),
  }),
});

/** The in-store session travels in this header (the web app) or the httpOnly cookie. */
export const STORE_SESSION_HEADER = "x-store-session";

/** A buy-in-store session (000 §3). */
export const IN_STORE_SESSION_SCHEMA = z.object({
  storeId: z.string(),
  storeName: z.string(),
  storeEmployeeId: z.string(),
  storeEmployeeName: z.string(),
  expiresAt: z.string(),
});
export type InStoreSession = z.infer<typeof IN_STORE_SESSION_SCHEMA>;

export const AGENT_LOGIN = endpoint({
  method: "POST",
  path: "/consumers-v3/consumer/agent/login",
  tag: "consumer",
  summary: "An in-store associate signs in on a store device: opens a buy-in-store session",
  query: LOCALE_QUERY,
  body: z
    .object({
      storeId: STORE_ID_SCHEMA,
      storeEmployeeId: z
        .string()
        .regex(/^[0-9A-Z]{2,20}$/, "storeEmployeeId must be 2 to 20 digits or uppercase letters"),
      secret: z.string().min(1, "secret is required").max(128),
      recaptcha_response: z.string().max(2000).optional(),
    })
    .strict(),
  response: IN_STORE_SESSION_SCHEMA.extend({ storeSessionToken: z.string() }),
});

export const GET_IN_STORE_SESSION = endpoint({
  method: "GET",
  path: "/consumers-v3/consumer/agent/session",
  tag: "consumer",
  summary: "The device's buy-in-store session, or null when there is none",
  query: LOCALE_QUERY,
  response: z.object({ inStore: IN_STORE_SESSION_SCHEMA.nullable() }),
});

export const AGENT_LOGOUT = endpoint({
  method: "POST",
  path: "/consumers-v3/consumer/agent/logout",
  tag: "consumer",
  summary: "Clears the device's buy-in-store session",
  query: LOCALE_QUERY,
  body: z.union([z.undefined(), z.object({}).strict()]),
  response: z.object({ cleared: z.literal(true) }),
});
