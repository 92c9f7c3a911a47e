import { z } from "zod";
import { LOCALE_QUERY, endpoint } from "../endpoint";

/** S shipping, B billing (spec 000 §3). */
export const APPROACH_TYPES = ["S", "B"] as const;
export type ApproachType = (typeof APPROACH_TYPES)[number];

/** The most addresses one shopper may keep; more is VAL400 (docs/decisions, addr-addresses). */
export const MAX_ADDRESSES_PER_SHOPPER = 50;

// Bounds here only stop absurd input; the real field rules (required, lengths, postal code
// format, province, phone) are the default and per-country rules the service applies, so they
// answer with the same message whatever the country (spec 000 §5).
const text = z.string().max(200);

/** The fields a shopper sends for an address; `country` and `countryCode` are two names of one field. */
const ADDRESS_FIELDS = {
  approachType: z.enum(APPROACH_TYPES, { message: "approachType must be S or B" }),
  main: z.boolean(),
  addressLine1: text,
  addressLine2: text.nullable(),
  city: text,
  country: text,
  countryCode: text,
  email: text,
  firstName: text,
  lastName: text,
  phone: text,
  /** Dial code of the phone (`+44` or `44`); by default the address country's. */
  phoneCode: z.string().max(8),
  postalCode: text,
  province: text.nullable(),
};

export const ADDRESS_CREATE_BODY = z
  .object({
    ...ADDRESS_FIELDS,
    main: ADDRESS_FIELDS.main.default(false),
    addressLine2: ADDRESS_FIELDS.addressLine2.optional(),
    country: ADDRESS_FIELDS.country.optional(),
    countryCode: ADDRESS_FIELDS.countryCode.optional(),
    phoneCode: ADDRESS_FIELDS.phoneCode.optional(),
    province: ADDRESS_FIELDS.province.optional(),
  })
  .strict()
  .superRefine((body, ctx) => {
    if (body.country === undefined && body.countryCode === undefined)
      ctx.addIssue({ code: "custom", path: ["country"], message: "country is required" });
  });
export type AddressCreateBody = z.output<typeof ADDRESS_CREATE_BODY>;

/** A change: only the fields sent change; the result must pass the same rules as a new one. */
export const ADDRESS_UPDATE_BODY = z
  .object({
    approachType: ADDRESS_FIELDS.approachType.optional(),
    main: ADDRESS_FIELDS.main.optional(),
    addressLine1: ADDRESS_FIELDS.addressLine1.optional(),
    addressLine2: ADDRESS_FIELDS.addressLine2.optional(),
    city: ADDRESS_FIELDS.city.optional(),
    country: ADDRESS_FIELDS.country.optional(),
    countryCode: ADDRESS_FIELDS.countryCode.optional(),
    email: ADDRESS_FIELDS.email.optional(),
    firstName: ADDRESS_FIELDS.firstName.optional(),
    lastName: ADDRESS_FIELDS.lastName.optional(),
    phone: ADDRESS_FIELDS.phone.optional(),
    phoneCode: ADDRESS_FIELDS.phoneCode.optional(),
    postalCode: ADDRESS_FIELDS.postalCode.optional(),
    province: ADDRESS_FIELDS.province.optional(),
  })
  .strict();
export type AddressUpdateBody = z.output<typeof ADDRESS_UPDATE_BODY>;

/** A saved address as the shopper sees it; `id` and `addressId` are the same value. */
export const ADDRESS_SCHEMA = z.object({
  id: z.string(),
  addressId: z.string(),
  approachType: z.enum(APPROACH_TYPES),
  main: z.boolean(),
  addressLine1: z.string(),
  addressLine2: z.string().nullable(),
  city: z.string(),
  country: z.string(),
  countryCode: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  /** Stored as +dialCode+number: `+13035550123`. */
  phone: z.string(),
  /** The dial code alone: `+1`. */
  phoneCode: z.string(),
  postalCode: z.string(),
  province: z.string().nullable(),
});
export type Address = z.infer<typeof ADDRESS_SCHEMA>;

/** The shopper's addresses: shipping first, the main one of each type first, then newest. */
export const ADDRESS_LIST_RESPONSE = z.object({ addresses: z.array(ADDRESS_SCHEMA) });

/** A change answers the id it touched and the whole list, since main flags may have moved. */
export const ADDRESS_CHANGE_RESPONSE = z.object({
  addressId: z.string(),
  addresses: z.array(ADDRESS_SCHEMA),
});
export type AddressChangeResult = z.infer<typeof ADDRESS_CHANGE_RESPONSE>;

// Any text: an id that is not one of the shopper's addresses is CCA401, whatever its shape.
const ADDRESS_ID_PARAMS = z.object({ addressId: z.string().max(200) }).strict();

export const LIST_ADDRESSES = endpoint({
  method: "GET",
  path: "/consumers-v3/consumer/address",
  tag: "consumer",
  summary: "The signed-in shopper's saved addresses",
  query: LOCALE_QUERY,
  requiresToken: true,
  response: ADDRESS_LIST_RESPONSE,
});

export const CREATE_ADDRESS = endpoint({
  method: "POST",
  path: "/consumers-v3/consumer/address",
  tag: "consumer",
  summary: "Saves an address (the first of its type is main); an identical one is CCA400",
  status: 201,
  query: LOCALE_QUERY,
  body: ADDRESS_CREATE_BODY,
  requiresToken: true,
  response: ADDRESS_CHANGE_RESPONSE,
});

export const UPDATE_ADDRESS = endpoint({
  method: "PUT",
  path: "/consumers-v3/consumer/address/:addressId",
  tag: "consumer",
  summary: "Changes a saved address or makes it main; an unknown id is CCA401",
  params: ADDRESS_ID_PARAMS,
  query: LOCALE_QUERY,
  body: ADDRESS_UPDATE_BODY,
  requiresToken: true,
  response: ADDRESS_CHANGE_RESPONSE,
});

export const DELETE_ADDRESS = endpoint({
  method: "DELETE",
  path: "/consumers-v3/consumer/address/:addressId",
  tag: "consumer",
  summary: "Deletes a saved address; deleting a main one makes the newest other one main",
  params: ADDRESS_ID_PARAMS,
  query: LOCALE_QUERY,
  requiresToken: true,
  response: ADDRESS_CHANGE_RESPONSE,
});
