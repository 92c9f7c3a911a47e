import { z } from "zod";
import { endpoint, LOCALE_QUERY, type Endpoint } from "../endpoint";
import { OPERATOR_TOKEN_HEADER } from "./experiments-operator.schema";
import {
  INGEST_MEASURES_PATH,
  MEASURE_BATCH_MAX,
  PAGE_TYPES,
  VITAL_NAMES,
  VITAL_RATINGS,
} from "./vitals.values";

/**
 * The performance beacon of spec 000 §7 (`POST /fapi/performance/ingest` with `measureBatch`)
 * and its read-out, and the response check the spec lets a client ask for
 * (`POST /fapi/api/validate-response/{contract}`). Issue 29, decision 0105.
 */

/** Milliseconds a time metric may take: an hour is far past any page a shopper waits for. */
const MAX_MS = 3_600_000;
/** CLS is unitless; a page's worst bursts stay far below this. */
const MAX_CLS = 100;

export const MEASURE_SCHEMA = z
  .object({
    name: z.enum(VITAL_NAMES),
    value: z.number().min(0).max(MAX_MS),
    rating: z.enum(VITAL_RATINGS),
    /** The page template it was measured on (001 §2's page type). */
    pageType: z.enum(PAGE_TYPES),
    /** The measuring library's id of this metric on this page load: a repeat counts once. */
    id: z
      .string()
      .regex(/^[A-Za-z0-9._-]{1,64}$/, "id must be 1 to 64 letters, digits, dots or dashes"),
  })
  .strict()
  .refine((measure) => measure.name !== "CLS" || measure.value <= MAX_CLS, {
    path: ["value"],
    message: `a CLS value is at most ${MAX_CLS}`,
  });
export type Measure = z.infer<typeof MEASURE_SCHEMA>;

export const INGEST_MEASURES = endpoint({
  method: "POST",
  path: INGEST_MEASURES_PATH,
  tag: "vitals",
  summary: "A page's web-vitals measures (LCP, INP, CLS, TTFB), sent once as it is hidden",
  query: LOCALE_QUERY,
  body: z.object({ measureBatch: z.array(MEASURE_SCHEMA).min(1).max(MEASURE_BATCH_MAX) }).strict(),
  response: z.object({ recorded: z.number().int() }),
  status: 202,
});

export const VITALS_SUMMARY_SCHEMA = z.object({
  days: z.number().int(),
  since: z.string(),
  rows: z.array(
    z.object({
      pageType: z.enum(PAGE_TYPES),
      name: z.enum(VITAL_NAMES),
      /** The 75th percentile (Google's threshold for a template's figure). */
      p75: z.number(),
      count: z.number().int(),
    }),
  ),
});
export type VitalsSummary = z.infer<typeof VITALS_SUMMARY_SCHEMA>;

export const VITALS_SUMMARY = endpoint({
  method: "GET",
  path: "/editor/vitals/v1/summary",
  tag: "vitals",
  summary: `The 75th percentile of each metric per page template (an operator token in ${OPERATOR_TOKEN_HEADER})`,
  query: z.object({
    days: z
      .string()
      .regex(/^[1-9]\d{0,2}$/, "days must be a whole number from 1 to 999")
      .optional(),
  }),
  response: VITALS_SUMMARY_SCHEMA,
});

/**
 * A call's name in `validate-response/{contract}`, from its method and path:
 * `get.products.v2.products.productId.details`.
 */
export function contractNameOf(call: Pick<Endpoint, "method" | "path">): string {
  return `${call.method.toLowerCase()}${call.path.replace(/:/g, "").replace(/\//g, ".")}`;
}

export const VALIDATE_RESPONSE = endpoint({
  method: "POST",
  path: "/fapi/api/validate-response/:contract",
  tag: "vitals",
  summary:
    "Checks a response a client received against the contract's response schema (the body is that response)",
  params: z
    .object({
      contract: z
        .string()
        .regex(
          /^(?:get|post|put|patch|delete)(?:\.[A-Za-z0-9_-]+){1,12}$/,
          "contract must name a call, like get.fapi.sites",
        ),
    })
    .strict(),
  body: z.unknown(),
  response: z.object({
    contract: z.string(),
    valid: z.boolean(),
    /** The first problems found, each at its field's path (`items.0.qty`). */
    issues: z.array(z.object({ path: z.string(), message: z.string() })).max(20),
  }),
});
