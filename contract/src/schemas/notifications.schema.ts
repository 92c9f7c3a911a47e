import { z } from "zod";
import { LOCALE_QUERY, endpoint } from "../endpoint";

export const SUBSCRIBE_BACK_IN_STOCK = endpoint({
  method: "PUT",
  path: "/products/v1/notifications",
  tag: "notifications",
  summary: "Sign up for one e-mail when a SKU is back in stock online; repeating it is harmless",
  query: LOCALE_QUERY,
  body: z
    .object({
      upc: z.string().regex(/^\d{12,14}$/, "upc must be 12 to 14 digits"),
      // The address's format is checked by the service so it answers AUT453 (spec 000 §5).
      email: z.string().trim().min(1).max(254),
    })
    .strict(),
  response: z.object({
    upc: z.string(),
    email: z.string(),
    subscribed: z.literal(true),
    /** False when the same sign-up was already waiting. */
    created: z.boolean(),
  }),
});

/** The signed-in shopper's back-in-stock settings (issue 14 point 7, decision 0073). */
export const NOTIFICATION_SETTINGS_SCHEMA = z.object({
  /** The account's e-mail, which the sign-ups are kept under. */
  email: z.string(),
  /** Off: no back-in-stock e-mail is sent to this address; the sign-ups wait, kept. */
  backInStock: z.boolean(),
  subscriptions: z.array(
    z.object({
      upc: z.string(),
      productId: z.string().nullable(),
      name: z.string().nullable(),
      colorName: z.string().nullable(),
      sizeLabel: z.string().nullable(),
      /** When the shopper signed up (ISO). */
      createdAt: z.string(),
      /** Set once the restock e-mail went out; a new sign-up waits again. */
      notifiedAt: z.string().nullable(),
    }),
  ),
});
export type NotificationSettings = z.infer<typeof NOTIFICATION_SETTINGS_SCHEMA>;

export const GET_NOTIFICATION_SETTINGS = endpoint({
  method: "GET",
  path: "/consumers-v3/consumer/notification",
  tag: "notifications",
  summary:
    "The signed-in shopper's back-in-stock settings and sign-ups (ours: the account page reads it)",
  query: LOCALE_QUERY,
  response: NOTIFICATION_SETTINGS_SCHEMA,
  requiresToken: true,
});

export const UPDATE_NOTIFICATION_SETTINGS = endpoint({
  method: "PUT",
  path: "/consumers-v3/consumer/notification",
  tag: "notifications",
  summary:
    "Turn the signed-in shopper's back-in-stock e-mails on or off, and remove sign-ups; answers the settings",
  query: LOCALE_QUERY,
  body: z
    .object({
      backInStock: z.boolean().optional(),
      /** SKUs whose sign-up to remove; one not signed up for is ignored. */
      remove: z
        .array(z.string().regex(/^\d{12,14}$/, "upc must be 12 to 14 digits"))
        .max(100)
        .optional(),
    })
    .strict(),
  response: NOTIFICATION_SETTINGS_SCHEMA,
  requiresToken: true,
});
