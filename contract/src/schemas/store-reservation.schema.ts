import { z } from "zod";
import { DEFAULT_MAX_QUANTITY } from "../request-context";
import { LOCALE_QUERY, endpoint } from "../endpoint";
import { STORE_SCHEMA } from "./stores.schema";

// Reserve and collect (issue 13, decision 0071): one size held at a store's shelves for a
// while, paid at the till when collected. 000 §7 names the call and leaves its fields to us.

/** A reservation's number: `R`, the site and eight digits (`RUS00000042`). */
export const RESERVATION_NUMBER = z
  .string()
  .regex(/^R[A-Z]{2,8}\d{8,12}$/, "reservationNumber is not valid");

export const RESERVATION_STATUSES = ["active", "cancelled", "expired", "collected"] as const;

const NAME = z.string().trim().min(1, "is required").max(60);

export const RESERVE_IN_STORE_BODY = z
  .object({
    productId: z
      .string()
      .regex(/^[A-Z0-9]{8,11}$/, "productId must be 8 to 11 uppercase letters or digits"),
    upc: z.string().regex(/^\d{12,14}$/, "upc must be 12 to 14 digits"),
    qty: z.number().int().min(1).max(DEFAULT_MAX_QUANTITY),
    storeId: z.string().regex(/^[A-Za-z0-9-]{1,16}$/, "storeId is not valid"),
    /** Required for a guest; a registered shopper's account e-mail is used otherwise. */
    email: z.string().trim().max(254).email("email is not valid").optional(),
    phone: z
      .string()
      .trim()
      .regex(/^[0-9+()\-. ]{5,25}$/, "phone is not valid")
      .optional(),
    firstName: NAME,
    lastName: NAME,
    recaptcha_response: z.string().min(1).max(2000),
  })
  .strict();
export type ReserveInStoreBody = z.infer<typeof RESERVE_IN_STORE_BODY>;

export const STORE_RESERVATION_SCHEMA = z.object({
  reservationNumber: z.string(),
  status: z.enum(RESERVATION_STATUSES),
  createdAt: z.string(),
  /** When the store stops holding the units (ISO 8601). */
  holdUntil: z.string(),
  store: STORE_SCHEMA.pick({
    storeId: true,
    name: true,
    addressLine1: true,
    city: true,
    province: true,
    postalCode: true,
    country: true,
    phone: true,
    timezone: true,
    hours: true,
  }),
  line: z.object({
    productId: z.string(),
    upc: z.string(),
    name: z.string(),
    size: z.string(),
    color: z.string(),
    imageUrl: z.string(),
    qty: z.number().int(),
    /** One unit's price in the site's currency (major units), paid at the till. */
    price: z.number(),
    currency: z.string(),
  }),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
});
export type StoreReservation = z.infer<typeof STORE_RESERVATION_SCHEMA>;

export const RESERVE_IN_STORE = endpoint({
  method: "POST",
  path: "/cart/v1/reserveWithItem",
  tag: "checkout",
  summary:
    "Reserve one size at a store's shelves, to pay for when collecting it (reserve and collect)",
  query: LOCALE_QUERY,
  body: RESERVE_IN_STORE_BODY,
  response: STORE_RESERVATION_SCHEMA,
  requiresToken: true,
  status: 201,
});

export const LIST_STORE_RESERVATIONS = endpoint({
  method: "GET",
  path: "/cart/v1/reserveWithItem",
  tag: "checkout",
  summary: "The shopper's store reservations, newest first",
  query: LOCALE_QUERY,
  response: z.object({ reservations: z.array(STORE_RESERVATION_SCHEMA) }),
  requiresToken: true,
});

export const CANCEL_STORE_RESERVATION = endpoint({
  method: "DELETE",
  path: "/cart/v1/reserveWithItem/:reservationNumber",
  tag: "checkout",
  summary: "Cancel one of the shopper's store reservations; the store's units go back on sale",
  params: z.object({ reservationNumber: RESERVATION_NUMBER }),
  query: LOCALE_QUERY,
  response: STORE_RESERVATION_SCHEMA,
  requiresToken: true,
});
