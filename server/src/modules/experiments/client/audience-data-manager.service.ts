/**
 * The client's audience-data manager (issue 29, 001 §9), running only while the datafile names
 * an `odp` integration: audience-data events go to `{odp host}/v3/events` with the integration's
 * public key (`x-api-key`), queued (at most 100) and batched; a visitor's qualified segments come
 * from `{odp host}/v3/graphql`, asked only about the segments the datafile's audiences use, and
 * are cached (100 visitors, 600 s). Ids starting `vuid_` are visitor ids, others the brand's.
 */
import {
  EXPERIMENTATION_SERVICE_CONSTANTS as LIMITS,
  SEGMENT_OPTIONS,
  type SegmentOption,
} from "./client-constants.config";
import type { AudienceDataTarget, ClientConfig } from "./client-config.helpers";
import type { AudienceEventInput } from "./client-validation.helpers";
import type { ClientRuntime } from "./client.types";
import { createBatchQueue } from "./event-queue.service";
import { createSegmentCache } from "./segment-cache.helpers";
import { request, sendWithRetries } from "./send-with-retries.helpers";

export interface AudienceDataManager {
  /** Applies a new datafile: its integration and segments (the cache starts again). */
  configure(config: ClientConfig): void;
  sendEvent(event: Required<AudienceEventInput>): boolean;
  /** The visitor's qualified segments, or null (no integration, the query failed). */
  fetchQualifiedSegments(
    userId: string,
    options?: readonly SegmentOption[],
  ): Promise<string[] | null>;
  status(): "running" | "stopped";
  close(): Promise<void>;
}

/** How the segments query names a visitor: `vuid` for the store's visitor ids. */
export const identifierKeyOf = (userId: string) =>
  userId.startsWith(LIMITS.VISITOR_ID_PREFIX) ? "vuid" : "fs_user_id";

const SEGMENTS_QUERY = (idKey: string) =>
  `query($userId: String, $audiences: [String]) {customer(${idKey}: $userId) ` +
  `{audiences(subset: $audiences) {edges {node {name state}}}}}`;

interface SegmentsAnswer {
  errors?: { message?: string; extensions?: { code?: string; classification?: string } }[];
  data?: { customer?: { audiences?: { edges?: { node?: { name?: string; state?: string } }[] } } };
}

export function startAudienceDataManager(
  runtime: ClientRuntime,
  options: { browser?: boolean; requestTimeout?: number },
): AudienceDataManager {
  let target: AudienceDataTarget | null = null;
  let segments: readonly string[] = [];
  let closed = false;
  const cache = createSegmentCache(
    LIMITS.SEGMENT_CACHE_SIZE,
    LIMITS.SEGMENT_CACHE_TTL_MS,
    runtime.now,
  );
  const queue = createBatchQueue<{ target: AudienceDataTarget; event: object }>(
    runtime,
    {
      name: "audience data",
      batchSize: options.browser
        ? LIMITS.BROWSER_AUDIENCE_BATCH_SIZE
        : LIMITS.SERVER_AUDIENCE_BATCH_SIZE,
      flushInterval: options.browser
        ? LIMITS.BROWSER_AUDIENCE_FLUSH_INTERVAL_MS
        : LIMITS.SERVER_AUDIENCE_FLUSH_INTERVAL_MS,
      maxQueueSize: LIMITS.MAX_AUDIENCE_QUEUE_SIZE,
    },
    async (batch) => {
      // A batch goes where its events were meant to go, even if the datafile changed since.
      const { host, publicKey } = batch[0]?.target ?? { host: "", publicKey: "" };
      const headers = { "content-type": "application/json", "x-api-key": publicKey };
      const body = JSON.stringify(batch.map((item) => item.event));
      await sendWithRetries(runtime, `${host}/v3/events`, headers, body, options.requestTimeout);
    },
  );

  async function ask(userId: string): Promise<string[] | null> {
    if (!target) return null;
    const idKey = identifierKeyOf(userId);
    const body = JSON.stringify({
      query: SEGMENTS_QUERY(idKey),
      variables: { userId, audiences: segments },
    });
    const headers = { "content-type": "application/json", "x-api-key": target.publicKey };
    let answer: SegmentsAnswer;
    try {
      const response = await request(
        runtime,
        `${target.host}/v3/graphql`,
        { method: "POST", headers, body },
        options.requestTimeout,
      );
      if (response.status < 200 || response.status >= 300)
        throw new Error(`the store answered ${response.status}`);
      answer = JSON.parse(response.body) as SegmentsAnswer;
    } catch (error) {
      runtime.warn(`segments: ${error instanceof Error ? error.message : String(error)}`);
      return null;
    }
    const edges = answer.data?.customer?.audiences?.edges;
    if ((answer.errors?.length ?? 0) > 0 || !Array.isArray(edges)) {
      const first = answer.errors?.[0];
      runtime.warn(`segments: ${first?.message ?? "an answer without segments"} (${userId})`);
      return null;
    }
    return edges
      .filter((edge) => edge.node?.state === "qualified" && typeof edge.node.name === "string")
      .map((edge) => edge.node?.name as string);
  }

  return {
    configure(config) {
      const changedTarget = JSON.stringify(config.audienceData) !== JSON.stringify(target);
      target = config.audienceData;
      segments = config.segments;
      cache.reset();
      if (changedTarget && !target) queue.clear();
    },
    sendEvent(event) {
      if (closed || !target) {
        runtime.warn("audience data: the datafile names no odp integration; event dropped");
        return false;
      }
      const data = {
        idempotence_id: globalThis.crypto.randomUUID(),
        data_source_type: "sdk",
        data_source: "ridgeline-experiments-client",
        ...event.data,
      };
      return queue.add({ target, event: { ...event, data } });
    },
    async fetchQualifiedSegments(userId, fetchOptions = []) {
      if (closed || !target) {
        runtime.warn("segments: the datafile names no odp integration");
        return null;
      }
      if (segments.length === 0) return [];
      const key = `${identifierKeyOf(userId)}-$-${userId}`;
      const ignoreCache = fetchOptions.includes(SEGMENT_OPTIONS.IGNORE_CACHE);
      if (fetchOptions.includes(SEGMENT_OPTIONS.RESET_CACHE)) cache.reset();
      const cached = ignoreCache ? undefined : cache.lookup(key);
      if (cached) return [...cached];
      const found = await ask(userId);
      if (found && !ignoreCache) cache.save(key, found);
      return found;
    },
    status: () => (!closed && target ? "running" : "stopped"),
    async close() {
      closed = true;
      await queue.close();
    },
  };
}
