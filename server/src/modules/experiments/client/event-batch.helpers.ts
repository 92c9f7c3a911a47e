/**
 * Decision and conversion events in Optimizely's batch format (issue 29), the one the store's
 * `POST /v1/events` reads (`EXPERIMENT_EVENT_BATCH`): one visitor per event, its attributes the
 * datafile names (and `$opt_` ones), an impression as a `campaign_activated` snapshot with its
 * decision, a conversion with its tags, integer revenue and numeric value. Events of different
 * datafile revisions never share a batch, as each batch names one.
 */
import { IMPRESSION_EVENT_KEY, type ExperimentEventBatch } from "@ridgeline/contract";
import type { FlagOutcome } from "../datafile-index.helpers";
import { CLIENT_NAME, CLIENT_VERSION } from "./client-constants.config";
import type { ClientConfig } from "./client-config.helpers";
import {
  revenueOf,
  valueOf,
  type EventTags,
  type ValidAttributes,
} from "./client-validation.helpers";

type Visitor = ExperimentEventBatch["visitors"][number];
type Snapshot = Visitor["snapshots"][number];

/** One event waiting in the queue, with what of its datafile its batch names. */
export interface QueuedEvent {
  context: Pick<ExperimentEventBatch, "account_id" | "project_id" | "revision" | "anonymize_ip">;
  visitor: Visitor;
}

const RESERVED_PREFIX = "$opt_";
const BOT_FILTERING = "$opt_bot_filtering";
const LARGEST_NUMBER = 2 ** 53;

function visitorOf(config: ClientConfig, userId: string, attributes: ValidAttributes) {
  const sent: Visitor["attributes"] = [];
  for (const [key, value] of Object.entries(attributes)) {
    if (typeof value === "number" && !(Math.abs(value) <= LARGEST_NUMBER)) continue;
    const id = config.attributeIds.get(key) ?? (key.startsWith(RESERVED_PREFIX) ? key : undefined);
    if (id !== undefined) sent.push({ entity_id: id, key, type: "custom", value });
  }
  const { botFiltering } = config.datafile;
  if (typeof botFiltering === "boolean")
    sent.push({
      entity_id: BOT_FILTERING,
      key: BOT_FILTERING,
      type: "custom",
      value: botFiltering,
    });
  return (snapshot: Snapshot): QueuedEvent => ({
    context: {
      account_id: config.datafile.accountId,
      project_id: config.datafile.projectId,
      revision: config.datafile.revision,
      anonymize_ip: config.datafile.anonymizeIP ?? false,
    },
    visitor: { visitor_id: userId, attributes: sent, snapshots: [snapshot] },
  });
}

export interface EventStamp {
  uuid: string;
  timestamp: number;
}

/** The impression of one flag's decision. */
export function impressionOf(
  config: ClientConfig,
  userId: string,
  attributes: ValidAttributes,
  outcome: FlagOutcome,
  stamp: EventStamp,
): QueuedEvent {
  const experimentId = outcome.experimentId ?? "";
  const layerId = outcome.experimentId ? config.index.layers.get(outcome.experimentId) : undefined;
  const campaignId = layerId || experimentId || null;
  return visitorOf(
    config,
    userId,
    attributes,
  )({
    decisions: [
      {
        campaign_id: campaignId,
        experiment_id: experimentId,
        variation_id: outcome.variationId,
        metadata: {
          flag_key: outcome.flagKey,
          rule_key: outcome.ruleKey ?? "",
          rule_type: outcome.source,
          variation_key: outcome.variationKey ?? "",
          enabled: outcome.enabled,
        },
      },
    ],
    events: [{ entity_id: campaignId, key: IMPRESSION_EVENT_KEY, ...stamp }],
  });
}

/** The conversion of an event the datafile names, with its tags. */
export function conversionOf(
  config: ClientConfig,
  userId: string,
  attributes: ValidAttributes,
  event: { id: string; key: string; tags: EventTags | undefined },
  stamp: EventStamp,
): QueuedEvent {
  const revenue = revenueOf(event.tags);
  const value = valueOf(event.tags);
  return visitorOf(
    config,
    userId,
    attributes,
  )({
    events: [
      {
        entity_id: event.id,
        key: event.key,
        ...stamp,
        ...(event.tags ? { tags: { ...event.tags } } : {}),
        ...(revenue === undefined ? {} : { revenue }),
        ...(value === undefined ? {} : { value }),
      },
    ],
  });
}

/** The batches to send for queued events: one per datafile revision, in queue order. */
export function batchesOf(events: readonly QueuedEvent[]): ExperimentEventBatch[] {
  const batches = new Map<string, ExperimentEventBatch>();
  for (const { context, visitor } of events) {
    const key = JSON.stringify(context);
    const batch = batches.get(key) ?? {
      ...context,
      client_name: CLIENT_NAME,
      client_version: CLIENT_VERSION,
      enrich_decisions: true,
      visitors: [],
    };
    batch.visitors.push(visitor);
    batches.set(key, batch);
  }
  return [...batches.values()];
}
