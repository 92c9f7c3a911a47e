import { z } from "zod";
import { endpoint, LOCALE_QUERY } from "../endpoint";
import { SEGMENTS } from "../segments";
import { VISITOR_ID } from "../experiments-decision";

/**
 * The signed-in shopper's segment pass (issue 29): their account's segments of 001 §6, signed
 * by the store for `maxAge` seconds, which the page server keeps in the `rl_segments` cookie so
 * the decision point can read them without a database call. With `visitor` (the shopper's own
 * visitor id, which their page server sends only with targeting consent) the store links that
 * id to the shopper for as long as the pass lasts: the only way a visitor id comes to stand for
 * a customer in the audience-data query, and the pass names the id it linked.
 */
export const GET_SEGMENT_PASS = endpoint({
  method: "GET",
  path: "/consumers-v3/consumer/segments",
  tag: "consumer",
  summary: "The signed-in shopper's segments, and a pass the store signed for them",
  requiresToken: true,
  query: LOCALE_QUERY.extend({
    visitor: z
      .string()
      .regex(VISITOR_ID, "visitor must be a vuid_ id of 32 characters at most")
      .optional(),
  }),
  response: z.object({
    segments: z.array(z.enum(SEGMENTS)),
    pass: z.string(),
    maxAge: z.number().int(),
  }),
});
