import { z } from "zod";
import { LOCALE_QUERY, endpoint } from "../endpoint";
import { STORE_ID_SCHEMA } from "./stores.schema";

/** One country of the country list (spec 000 §3): name in the site's language. */
export const COUNTRY_SCHEMA = z.object({
  name: z.string(),
  code: z.string(),
  /** With its plus: `+44`. */
  dialCode: z.string(),
  /** Phone mask, X = digit: `(XXX) XXX - XXXX`; absent where the default (10 digits) applies. */
  mask: z.string().optional(),
});
export type Country = z.infer<typeof COUNTRY_SCHEMA>;

export const COUNTRY_LIST = endpoint({
  method: "GET",
  path: "/consumers-v3/utilities/countryList",
  tag: "utilities",
  summary: "Countries with their dial codes and phone masks, named in the site's language",
  query: LOCALE_QUERY,
  response: z.object({ countries: z.array(COUNTRY_SCHEMA) }),
});

/** How one address field is checked; `pattern` is a JavaScript regular expression source (use the u flag). */
export const ADDRESS_FIELD_RULE_SCHEMA = z.object({
  required: z.boolean(),
  minLength: z.number().int().nullable(),
  maxLength: z.number().int(),
  pattern: z.string().nullable(),
  /** A value the pattern accepts, to show as a hint. */
  example: z.string().nullable(),
  /** The values allowed (provinces or states), or null for free text. */
  options: z.array(z.object({ code: z.string(), name: z.string() })).nullable(),
});
export type AddressFieldRule = z.infer<typeof ADDRESS_FIELD_RULE_SCHEMA>;

export const ADDRESS_RULE_FIELDS = [
  "firstName",
  "lastName",
  "addressLine1",
  "addressLine2",
  "city",
  "province",
  "postalCode",
  "country",
  "email",
  "phone",
] as const;
export type AddressRuleField = (typeof ADDRESS_RULE_FIELDS)[number];

export const ADDRESS_RULES_SCHEMA = z.object({
  countryCode: z.string(),
  /** False when the country has rules of its own, true when the default rules apply. */
  isDefault: z.boolean(),
  fields: z.object(
    Object.fromEntries(ADDRESS_RULE_FIELDS.map((field) => [field, ADDRESS_FIELD_RULE_SCHEMA])) as {
      [K in AddressRuleField]: typeof ADDRESS_FIELD_RULE_SCHEMA;
    },
  ),
  phone: z.object({
    dialCode: z.string(),
    mask: z.string(),
    /** Digits of the national number, leading trunk 0 dropped. */
    digits: z.number().int(),
  }),
});
export type AddressRules = z.infer<typeof ADDRESS_RULES_SCHEMA>;

export const ADDRESS_RULES = endpoint({
  method: "GET",
  path: "/consumers-v3/utilities/i18n/:countryCode",
  tag: "utilities",
  summary: "Address rules of a country (postal code, provinces, lengths, phone); unknown is VAL400",
  params: z
    .object({
      countryCode: z
        .string()
        .regex(/^[A-Za-z]{2}$/, "countryCode must be two letters (ISO 3166-1 alpha-2)"),
    })
    .strict(),
  query: LOCALE_QUERY,
  response: ADDRESS_RULES_SCHEMA,
});

export const UTILITY_STORE_SCHEMA = z.object({
  storeId: z.string(),
  name: z.string(),
  addressLine1: z.string(),
  city: z.string(),
  province: z.string().nullable(),
  postalCode: z.string(),
  country: z.string(),
  phone: z.string(),
  timezone: z.string(),
  pickupEnabled: z.boolean(),
});
export type UtilityStore = z.infer<typeof UTILITY_STORE_SCHEMA>;

export const LIST_UTILITY_STORES = endpoint({
  method: "GET",
  path: "/consumers-v3/utilities/stores",
  tag: "utilities",
  summary: "Every store (for associate login and store pickers), optionally of one country",
  query: LOCALE_QUERY.extend({
    country: z
      .string()
      .regex(/^[A-Z]{2}$/, "country must be two uppercase letters")
      .optional(),
  }),
  response: z.object({ stores: z.array(UTILITY_STORE_SCHEMA) }),
});

export const STORE_EMPLOYEE_SCHEMA = z.object({
  storeEmployeeId: z.string(),
  firstName: z.string(),
  lastInitial: z.string(),
  /** First name and last initial: `Ana M.`. */
  storeEmployeeName: z.string(),
});
export type StoreEmployee = z.infer<typeof STORE_EMPLOYEE_SCHEMA>;

export const LIST_STORE_EMPLOYEES = endpoint({
  method: "GET",
  path: "/consumers-v3/utilities/stores/:storeId/employees",
  tag: "utilities",
  summary: "A store's active employees by first name; an unknown store is STR404",
  params: z.object({ storeId: STORE_ID_SCHEMA }).strict(),
  query: LOCALE_QUERY,
  response: z.object({
    storeId: z.string(),
    storeName: z.string(),
    employees: z.array(STORE_EMPLOYEE_SCHEMA),
  }),
});
