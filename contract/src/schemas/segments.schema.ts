import { z } from "zod";
import { endpoint, LOCALE_QUERY } from "../endpoint";
import { SEGMENTS } from "../segments";

/**
 * The signed-in shopper's segment pass (issue 29): their account's segments of 001 §6, signed
 * by the store for `maxAge` seconds, which the page server keeps in the `rl_segments` cookie so
 * the decision point can read them without a database call.
 */
export const GET_SEGMENT_PASS = endpoint({
  method: "GET",
  path: "/consumers-v3/consumer/segments",
  tag: "consumer",
  summary: "The signed-in shopper's segments, and a pass the store signed for them",
  requiresToken: true,
  query: LOCALE_QUERY,
  response: z.object({
    segments: z.array(z.enum(SEGMENTS)),
    pass: z.string(),
    maxAge: z.number().int(),
  }),
});
