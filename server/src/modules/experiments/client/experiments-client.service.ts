/**
 * The store's own experimentation client (issue 29, decision 0104): what Optimizely's SDK does
 * against the store's experimentation service, written by us on the store's decision code. It
 * polls the datafile, decides for visitors, batches impressions and conversions to `/v1/events`,
 * and, while the datafile names an `odp` integration, sends audience data and asks for
 * segments. Every clock, timer and request is injected, so its tests run on fake timers.
 */
import {
  EXPERIMENTATION_SERVICE_CONSTANTS as LIMITS,
  type SegmentOption,
} from "./client-constants.config";
import type { ClientConfig } from "./client-config.helpers";
import {
  batchSizeOf,
  flushIntervalOf,
  validAttributes,
  validAudienceEvent,
  validUserId,
} from "./client-validation.helpers";
import { runtimeOf, type ExperimentsClientOptions } from "./client.types";
import { startAudienceDataManager } from "./audience-data-manager.service";
import { startDatafileManager } from "./datafile-manager.service";
import { batchesOf, type QueuedEvent } from "./event-batch.helpers";
import { createBatchQueue } from "./event-queue.service";
import { sendWithRetries } from "./send-with-retries.helpers";
import { createUserContext, type UserContext } from "./user-context.service";

export interface ClientStatus {
  datafileManager: "started" | "stopped";
  eventQueue: "running" | "stopped";
  /** Stopped while the datafile names no `odp` integration. */
  audienceDataManager: "running" | "stopped";
}

export interface ExperimentsClient {
  /** Resolves once a valid datafile is loaded; rejects after `timeout` ms (30,000 by default). */
  onReady(options?: { timeout?: number }): Promise<void>;
  /** A visitor to decide for; a user id or attributes that break 001 §5 throw VAL400. */
  createUserContext(userId: string, attributes?: Record<string, unknown>): UserContext;
  sendAudienceEvent(event: {
    type?: string;
    action: string;
    identifiers?: Record<string, string>;
    data?: Record<string, unknown>;
  }): boolean;
  /** Called with each new datafile revision the client takes. */
  onUpdate(listener: (config: ClientConfig) => void): () => void;
  status(): ClientStatus;
  /** Sends what is queued, waits for every send in flight, and stops polling. */
  close(): Promise<void>;
}

export function createExperimentsClient(options: ExperimentsClientOptions): ExperimentsClient {
  const runtime = runtimeOf(options);
  const host = options.host.replace(/\/+$/, "");
  const batchSize = batchSizeOf(options.batchSize, LIMITS.DEFAULT_EVENT_BATCH_SIZE, runtime.warn);
  const flushInterval = flushIntervalOf(
    options.flushInterval,
    LIMITS.DEFAULT_EVENT_FLUSH_INTERVAL_MS,
    runtime.warn,
  );
  const events = createBatchQueue<QueuedEvent>(
    runtime,
    {
      name: "events",
      batchSize,
      flushInterval,
      maxQueueSize: batchSizeOf(
        options.maxQueueSize,
        LIMITS.MAX_EVENT_QUEUE_SIZE,
        runtime.warn,
        "maxQueueSize",
      ),
    },
    async (batch) => {
      const headers = { "content-type": "application/json" };
      for (const body of batchesOf(batch))
        await sendWithRetries(
          runtime,
          `${host}/v1/events`,
          headers,
          JSON.stringify(body),
          options.requestTimeout,
        );
    },
  );
  const audienceData = startAudienceDataManager(runtime, {
    browser: options.browser,
    requestTimeout: options.requestTimeout,
  });
  const datafiles = startDatafileManager(runtime, {
    host,
    sdkKey: options.sdkKey,
    updateInterval: options.updateInterval,
    requestTimeout: options.requestTimeout,
  });
  const readyWaiters = new Set<() => void>();
  datafiles.onUpdate((config) => {
    audienceData.configure(config);
    for (const ready of readyWaiters) ready();
  });

  const deps = {
    runtime,
    config: () => datafiles.current(),
    queueEvent: (event: QueuedEvent) => void events.add(event),
    fetchSegments: (userId: string, segmentOptions?: readonly SegmentOption[]) =>
      audienceData.fetchQualifiedSegments(userId, segmentOptions),
    userProfileService: options.userProfileService,
    defaultDecideOptions: options.defaultDecideOptions ?? [],
  };

  return {
    onReady({ timeout = LIMITS.READY_TIMEOUT_MS } = {}) {
      if (datafiles.current()) return Promise.resolve();
      return new Promise<void>((resolve, reject) => {
        const ready = () => {
          runtime.clearTimeout(timer);
          readyWaiters.delete(ready);
          resolve();
        };
        const timer = runtime.setTimeout(() => {
          readyWaiters.delete(ready);
          reject(new Error(`no valid datafile for ${options.sdkKey} within ${timeout} ms`));
        }, timeout);
        readyWaiters.add(ready);
      });
    },
    createUserContext: (userId, attributes) =>
      createUserContext(deps, validUserId(userId), validAttributes(attributes)),
    sendAudienceEvent: (event) => audienceData.sendEvent(validAudienceEvent(event)),
    onUpdate: (listener) => datafiles.onUpdate(listener),
    status: () => ({
      datafileManager: datafiles.status(),
      eventQueue: events.status(),
      audienceDataManager: audienceData.status(),
    }),
    async close() {
      datafiles.stop();
      await Promise.all([events.close(), audienceData.close()]);
    },
  };
}
