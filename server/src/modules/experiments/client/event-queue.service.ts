/**
 * The batching queue under both of the client's event pipes (issue 29, 001 §9): decision and
 * conversion events (batch 10, every 1,000 ms, at most 10,000 waiting) and audience-data events
 * (at most 100 waiting; batch 10 / 1,000 ms on a server, 1 / 0 in a browser). A batch leaves when
 * it is full or when the flush interval has passed since its first event. Events waiting or
 * still being sent count against the cap (a store that is slow or down backs them up); what
 * arrives over it is dropped with a warning rather than growing memory without bound.
 */
import type { ClientRuntime } from "./client.types";

export interface BatchQueueSettings {
  /** Named in warnings: "events", "audience data". */
  name: string;
  batchSize: number;
  flushInterval: number;
  maxQueueSize: number;
}

export interface BatchQueue<Item> {
  /** Queues one item; false (with a warning) when the queue is full or closed. */
  add(item: Item): boolean;
  /** Sends every queued item now, in batches. */
  flush(): void;
  /** Flushes, then waits for every send in flight; later items are refused. */
  close(): Promise<void>;
  /** Empties the queue without sending (the audience-data target went away). */
  clear(): void;
  status(): "running" | "stopped";
  size(): number;
}

export function createBatchQueue<Item>(
  runtime: ClientRuntime,
  settings: BatchQueueSettings,
  send: (batch: Item[]) => Promise<unknown>,
): BatchQueue<Item> {
  const queue: Item[] = [];
  const inFlight = new Set<Promise<unknown>>();
  let timer: unknown = null;
  let running = true;
  /** Items of batches still being sent: they count against the cap while the store is slow. */
  let sending = 0;

  function flush(): void {
    if (timer !== null) runtime.clearTimeout(timer);
    timer = null;
    while (queue.length > 0) {
      const batch = queue.splice(0, settings.batchSize);
      sending += batch.length;
      const sent = send(batch)
        .catch((error: unknown) =>
          runtime.warn(
            `${settings.name}: ${error instanceof Error ? error.message : String(error)}`,
          ),
        )
        .finally(() => {
          sending -= batch.length;
          inFlight.delete(sent);
        });
      inFlight.add(sent);
    }
  }

  return {
    add(item) {
      if (!running) {
        runtime.warn(`${settings.name}: the client is closed; dropped`);
        return false;
      }
      if (queue.length + sending >= settings.maxQueueSize) {
        runtime.warn(`${settings.name}: ${settings.maxQueueSize} already waiting; dropped`);
        return false;
      }
      queue.push(item);
      if (queue.length >= settings.batchSize) flush();
      else if (timer === null) timer = runtime.setTimeout(flush, settings.flushInterval);
      return true;
    },
    flush,
    async close() {
      running = false;
      flush();
      while (inFlight.size > 0) await Promise.all(inFlight);
    },
    clear() {
      queue.length = 0;
      if (timer !== null) runtime.clearTimeout(timer);
      timer = null;
    },
    status: () => (running ? "running" : "stopped"),
    size: () => queue.length,
  };
}
