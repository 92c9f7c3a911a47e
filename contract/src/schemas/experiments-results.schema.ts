import { z } from "zod";
import { endpoint } from "../endpoint";
import { OPERATOR_TOKEN_HEADER } from "./experiments-operator.schema";

/**
 * An experiment's results as the operator's page and command read them (issue 29): exposures,
 * converted visitors (add to bag, purchase) and revenue per variation, the lift over the
 * control with its 95 % interval, the sample-ratio check, and the lift day by day. Nothing of
 * a variation is shown before it has 8 visitors (`insufficient`).
 */

/** The conversion events the store's pages send, by the keys a datafile's events carry. */
export const EXPERIMENT_EVENT_KEYS = { addToBag: "add_to_bag", purchase: "purchase" } as const;

export const RESULT_METRICS = ["add-to-bag", "purchase", "revenue"] as const;

const INTERVAL = z.object({ lower: z.number(), upper: z.number() });
const INVALID_REASON = z.enum([
  "not-a-count",
  "conversions-exceed-visitors",
  "revenue-inconsistent",
]);

const LIFT = z.discriminatedUnion("state", [
  z.object({
    state: z.literal("shown"),
    lift: z.number(),
    interval: INTERVAL,
    excludesZero: z.boolean(),
  }),
  z.object({ state: z.literal("no-interval"), lift: z.number() }),
  z.object({ state: z.literal("control-zero") }),
  z.object({ state: z.literal("insufficient") }),
  z.object({ state: z.literal("invalid"), reason: INVALID_REASON }),
]);

const METRIC = z.discriminatedUnion("state", [
  z.object({
    state: z.literal("shown"),
    total: z.number(),
    value: z.number(),
    lift: LIFT.nullable(),
  }),
  z.object({ state: z.literal("invalid"), reason: INVALID_REASON }),
]);

const VARIATION_RESULT = z.discriminatedUnion("state", [
  z.object({
    state: z.literal("shown"),
    key: z.string(),
    isControl: z.boolean(),
    visitors: z.number(),
    metrics: z.object({ "add-to-bag": METRIC, purchase: METRIC, revenue: METRIC }),
  }),
  z.object({ state: z.literal("insufficient"), key: z.string(), visitors: z.number() }),
  z.object({ state: z.literal("invalid"), key: z.string(), reason: z.literal("not-a-count") }),
]);

const SAMPLE_RATIO = z.discriminatedUnion("state", [
  z.object({
    state: z.literal("checked"),
    statistic: z.number(),
    degreesOfFreedom: z.number(),
    pValue: z.number(),
    alarm: z.boolean(),
    expected: z.array(z.number()).readonly(),
  }),
  z.object({ state: z.literal("insufficient") }),
  z.object({
    state: z.literal("invalid"),
    reason: z.enum(["not-a-count", "weights", "unplanned-visitors"]),
  }),
]);

const LIFT_SERIES = z.object({
  variation: z.string(),
  metric: z.enum(RESULT_METRICS),
  points: z
    .array(
      z.object({
        day: z.string(),
        lift: z.number(),
        interval: INTERVAL,
        excludesZero: z.boolean(),
      }),
    )
    .readonly(),
});

export const EXPERIMENT_RESULTS_SCHEMA = z.object({
  sdkKey: z.string(),
  experimentKey: z.string(),
  experimentId: z.string(),
  status: z.string(),
  /** When the figures were computed. */
  at: z.string(),
  results: z.discriminatedUnion("state", [
    z.object({
      state: z.literal("computed"),
      control: z.string(),
      sampleRatio: SAMPLE_RATIO,
      variations: z.array(VARIATION_RESULT).readonly(),
      liftOverTime: z.array(LIFT_SERIES).readonly(),
    }),
    z.object({
      state: z.literal("invalid"),
      reason: z.enum(["no-variations", "unknown-control"]),
    }),
  ]),
});
export type ExperimentResultsView = z.infer<typeof EXPERIMENT_RESULTS_SCHEMA>;

export const GET_EXPERIMENT_RESULTS = endpoint({
  method: "GET",
  path: "/editor/experiments/v1/datafiles/:sdkKey/experiments/:experimentKey/results",
  tag: "experiments",
  summary: `An experiment's results (needs ${OPERATOR_TOKEN_HEADER})`,
  params: z
    .object({
      sdkKey: z
        .string()
        .regex(/^[A-Za-z0-9_-]{1,64}$/, "sdkKey must be 1 to 64 letters, digits, - or _"),
      experimentKey: z.string().min(1).max(255),
    })
    .strict(),
  response: EXPERIMENT_RESULTS_SCHEMA,
});
