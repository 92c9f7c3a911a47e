import { z } from "zod";
import { CONSENT_CATEGORIES } from "../consent";
import { endpoint, LOCALE_QUERY } from "../endpoint";

/**
 * A signed-in shopper's consent choice, kept as proof (issue 29): which categories, under which
 * banner text and when, and it follows them to another device. The cookie stays what pages
 * decide by (consent.ts); this is its record.
 */

/** The banner text's version a choice was made under (`2026-11`, `3.1`). */
const BANNER_VERSION = z
  .string()
  .min(1)
  .max(40)
  .regex(/^[A-Za-z0-9._-]+$/, "bannerVersion must be letters, digits, dots, dashes or underscores");

export const CONSENT_RECORD_SCHEMA = z.object({
  /** The allowed categories, in order; C0001 always. */
  categories: z.array(z.enum(CONSENT_CATEGORIES)),
  bannerVersion: z.string(),
  /** The site the choice was made on (its locale). */
  site: z.string(),
  givenAt: z.string(),
});

export type ConsentRecord = z.infer<typeof CONSENT_RECORD_SCHEMA>;

export const RECORD_CONSENT_BODY = z
  .object({
    /** Each optional category, yes or no; the required one is not the shopper's to refuse. */
    choices: z.object({ C0002: z.boolean(), C0003: z.boolean(), C0004: z.boolean() }).strict(),
    bannerVersion: BANNER_VERSION,
  })
  .strict();

export type RecordConsentBody = z.infer<typeof RECORD_CONSENT_BODY>;

export const RECORD_CONSENT = endpoint({
  method: "PUT",
  path: "/consumers-v3/consumer/consent",
  tag: "consumer",
  summary:
    "Record the signed-in shopper's consent choice (proof: categories, banner version, time)",
  requiresToken: true,
  query: LOCALE_QUERY,
  body: RECORD_CONSENT_BODY,
  response: CONSENT_RECORD_SCHEMA,
});

export const GET_CONSENT = endpoint({
  method: "GET",
  path: "/consumers-v3/consumer/consent",
  tag: "consumer",
  summary: "The signed-in shopper's latest consent choice, to carry it to another device",
  requiresToken: true,
  query: LOCALE_QUERY,
  response: z.object({ consent: CONSENT_RECORD_SCHEMA.nullable() }),
});
