import { z } from "zod";
import { endpoint } from "../endpoint";
import { VISITOR_ID } from "../experiments-decision";
import { EXPERIMENT_EVENT_KEYS } from "./experiments-results.schema";

/**
 * What the store's own pages report of their experiments (issue 29): the page server, which
 * holds the visitor's HttpOnly id, reports that a page showed an experiment's variation (an
 * exposure; the store decides again which one, the page does not say) and that the visitor
 * added to bag or bought (a conversion). Stored as the SDKs' events are, for the results.
 */
const VISITOR = z
  .string()
  .regex(VISITOR_ID, "visitorId must be a vuid_ id of at most 32 characters");
const SITE = z.string().regex(/^[a-z]{2}-[a-z0-9]{2,3}$/, "site must look like en-us");

export const RECORD_EXPOSURES = endpoint({
  method: "POST",
  path: "/fapi/experiments/v1/exposures",
  tag: "experiments",
  summary: "A page showed these flags' variations to the visitor (the store decides which)",
  body: z
    .object({
      visitorId: VISITOR,
      site: SITE,
      flagKeys: z
        .array(z.string().regex(/^[\w.-]{1,255}$/))
        .min(1)
        .max(20),
    })
    .strict(),
  response: z.object({ recorded: z.number().int() }),
});

export const RECORD_CONVERSION = endpoint({
  method: "POST",
  path: "/fapi/experiments/v1/conversions",
  tag: "experiments",
  summary: "The visitor added to bag or bought (a purchase counts once per order)",
  body: z
    .object({
      visitorId: VISITOR,
      site: SITE,
      eventKey: z.enum([EXPERIMENT_EVENT_KEYS.addToBag, EXPERIMENT_EVENT_KEYS.purchase]),
      /** A purchase's revenue in integer minor units. */
      revenue: z.number().int().min(0).max(1e12).optional(),
      /** What makes a conversion one (`order:<number>` for a purchase): a repeat counts once. */
      conversionKey: z
        .string()
        .regex(/^[A-Za-z0-9:_-]{1,60}$/)
        .optional(),
    })
    .strict(),
  response: z.object({ recorded: z.number().int() }),
});
