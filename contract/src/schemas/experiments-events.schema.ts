import { z } from "zod";
import { endpoint } from "../endpoint";

/**
 * The experimentation service's event calls (001 §7 "Experimentation service", issue 29), in
 * the formats Optimizely's SDKs send, so the official SDK pointed at the store sends them
 * unchanged: the decision and conversion batch (`POST /v1/events`), audience-data events
 * (`POST /v3/events`, and the browser's `v2/zaius.gif` pixel) and the audience query
 * (`POST /v3/graphql`). Bounds are ours: the SDK's batches are at most its queue (10,000
 * events), its ids strings.
 */

/** Ids as the SDK sends them: the datafile's (digits) or a visitor's (any text, bounded). */
const ID = z.string().min(1).max(255);
const KEY = z.string().min(1).max(255);
/** A visitor's id: any non-empty text the brand uses (`vuid_…`, a customer number). */
const VISITOR_ID = z.string().min(1).max(255);
const ATTRIBUTE_VALUE = z.union([z.string().max(1000), z.number(), z.boolean()]);

const VISITOR_ATTRIBUTE = z.object({
  entity_id: z.string().max(255),
  key: KEY,
  type: z.literal("custom"),
  value: ATTRIBUTE_VALUE,
});

const DECISION = z.object({
  campaign_id: ID.nullable(),
  experiment_id: z.string().max(255),
  variation_id: ID.nullable(),
  metadata: z
    .object({
      flag_key: z.string().max(255),
      rule_key: z.string().max(255),
      rule_type: z.string().max(40),
      variation_key: z.string().max(255),
      enabled: z.boolean(),
    })
    .optional(),
});

/** An event of a snapshot: `campaign_activated` for an impression, else a conversion's key. */
const SNAPSHOT_EVENT = z.object({
  entity_id: ID.nullable(),
  key: KEY,
  /** Milliseconds since the epoch, as the SDK stamps it. */
  timestamp: z.number().int().min(0).max(8_640_000_000_000_000),
  uuid: z.string().min(8).max(64),
  /** Integer minor units (the SDK parses revenue as an integer). */
  revenue: z.number().int().min(-1e15).max(1e15).optional(),
  value: z.number().finite().optional(),
  tags: z.record(z.string().max(255), z.unknown()).optional(),
});

export const EXPERIMENT_EVENT_BATCH = z.object({
  account_id: ID,
  project_id: ID,
  revision: z.string().max(40).optional(),
  client_name: z.string().max(100).optional(),
  client_version: z.string().max(40).optional(),
  anonymize_ip: z.boolean().optional(),
  enrich_decisions: z.boolean().optional(),
  visitors: z
    .array(
      z.object({
        visitor_id: VISITOR_ID,
        attributes: z.array(VISITOR_ATTRIBUTE).max(100).default([]),
        snapshots: z
          .array(
            z.object({
              decisions: z.array(DECISION).max(100).optional(),
              events: z.array(SNAPSHOT_EVENT).min(1).max(100),
            }),
          )
          .min(1)
          .max(100),
      }),
    )
    .min(1)
    .max(10_000),
});

export type ExperimentEventBatch = z.infer<typeof EXPERIMENT_EVENT_BATCH>;

/** The event key of an impression in a snapshot (a decision shown to the visitor). */
export const IMPRESSION_EVENT_KEY = "campaign_activated";

export const SEND_EXPERIMENT_EVENTS = endpoint({
  method: "POST",
  path: "/v1/events",
  tag: "experiments",
  summary: "Decision and conversion events of the experimentation SDKs (stored, deduplicated)",
  status: 204,
  body: EXPERIMENT_EVENT_BATCH,
  response: z.undefined(),
});

/** A value of an audience-data event's data: primitives only (001 §5). */
const AUDIENCE_DATA_VALUE = z.union([z.string().max(1000), z.number(), z.boolean(), z.null()]);

export const AUDIENCE_EVENT = z.object({
  type: z.string().min(1).max(100),
  /** Never empty (001 §5). */
  action: z.string().min(1).max(100),
  identifiers: z
    .record(z.string().min(1).max(100), z.string().min(1).max(255))
    .refine((ids) => Object.keys(ids).length > 0 && Object.keys(ids).length <= 10, {
      message: "identifiers must hold one to ten ids",
    }),
  data: z
    .record(z.string().min(1).max(100), AUDIENCE_DATA_VALUE)
    .refine((data) => Object.keys(data).length <= 100, {
      message: "data may hold at most 100 values",
    })
    .default({}),
});

export type AudienceEvent = z.infer<typeof AUDIENCE_EVENT>;

export const SEND_AUDIENCE_EVENTS = endpoint({
  method: "POST",
  path: "/v3/events",
  tag: "experiments",
  summary: "Audience-data events (identifiers and actions), with the project's public key",
  body: z.array(AUDIENCE_EVENT).min(1).max(100),
  response: z.object({ title: z.literal("Accepted"), status: z.literal(202) }),
  status: 202,
});

export const AUDIENCE_PIXEL_QUERY = z.object({
  tracker_id: z.string().min(1).max(100),
  event_type: z.string().min(1).max(100),
  vdl_action: z.string().min(1).max(100),
  vuid: z.string().min(1).max(255).optional(),
  fs_user_id: z.string().min(1).max(255).optional(),
});

/** The qualified segments asked of one customer (the SDK's query, 001 §7). */
export const AUDIENCE_QUERY_BODY = z.object({
  query: z.string().min(1).max(10_000),
  variables: z.record(z.string().max(100), z.unknown()).optional(),
});

const SEGMENT_EDGE = z.object({
  node: z.object({ name: z.string(), state: z.enum(["qualified", "not_qualified"]) }),
});

export const AUDIENCE_QUERY_ANSWER = z.union([
  z.object({
    data: z.object({
      customer: z.object({ audiences: z.object({ edges: z.array(SEGMENT_EDGE) }) }),
    }),
  }),
  z.object({
    errors: z.array(
      z.object({
        message: z.string(),
        extensions: z.object({ code: z.string(), classification: z.string() }),
      }),
    ),
    data: z.object({ customer: z.null() }),
  }),
]);

export const QUERY_AUDIENCES = endpoint({
  method: "POST",
  path: "/v3/graphql",
  tag: "experiments",
  summary: "Which of the named segments a customer qualifies for (audience data)",
  body: AUDIENCE_QUERY_BODY,
  response: AUDIENCE_QUERY_ANSWER,
});
