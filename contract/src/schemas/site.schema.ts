import { z } from "zod";
import { endpoint } from "../endpoint";
import { CURRENCY_SCHEMA } from "./common.schema";

export const SITE_SCHEMA = z.object({
  siteId: z.string(),
  locale: z.string(),
  country: z.string(),
  language: z.string(),
  currency: CURRENCY_SCHEMA,
  name: z.string(),
  isDefault: z.boolean(),
  /** Shoppers may keep favourites on this site (spec 000 §6). */
  allowFavorites: z.boolean(),
  /** "Sign in" starts the enrolment's e-mail look-up instead of the sign-in form (000 §2). */
  simplifiedEnrolment: z.boolean(),
});
export type Site = z.infer<typeof SITE_SCHEMA>;

export const LIST_SITES = endpoint({
  method: "GET",
  path: "/fapi/sites",
  tag: "site",
  summary: "The configured sites and their locales and currencies",
  response: z.object({ sites: z.array(SITE_SCHEMA) }),
});

export const SERVER_TIME = endpoint({
  method: "GET",
  path: "/fapi/server/time",
  tag: "site",
  summary: "The server's clock",
  response: z.object({ timestamp: z.number().int() }),
});
