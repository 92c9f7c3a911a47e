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
