import { randomUUID } from "node:crypto";
import type { Db, Queryable } from "../database/db.types";
import { LAST_ERROR_LENGTH, MAX_ATTEMPTS, retryDelaySeconds } from "../queue/leased-queue";
import {
  PASSING_EVENTS,
  type AnyEvents,
  type DomainEvents,
  type EventName,
  type PassingEventName,
  type PassingEvents,
} from "./event-catalogue";
import {
  deleteSettled,
  deliveries,
  insertDeliveries,
  type DeliveryRow,
} from "./event-deliveries.tables";

export type { DomainEvents, EventName, PassingEvents };

/**
 * Reacts to one event. Delivery is at least once (a crash after the work but before its mark
 * delivers again), so a listener must be idempotent: doing its work twice leaves the same state.
 */
export type EventListener<Name extends keyof AnyEvents> = (
  payload: AnyEvents[Name],
  meta: { eventId: string; attempt: number },
) => Promise<void>;

/** What an area listens to: event name → listener. */
export type Listeners = { [Name in keyof AnyEvents]?: EventListener<Name> };

export interface DeliveryOutcome {
  delivered: number;
  /** Failed for now; each waits for its next attempt. */
  deferred: { listener: string; event: string; attempts: number; reason: string }[];
  /** Given up: out of attempts, or its listener is gone. */
  failed: { listener: string; event: string; attempts: number; reason: string }[];
}

export interface EventBus {
  /** Registers an area's listeners; the listener's id is `<area>.<event>`. */
  listen(area: string, listeners: Listeners): void;
  /** Who listens to what, for the start-up log and docs/architecture.md's table. */
  listeners(): { event: keyof AnyEvents; listener: string }[];
  /**
   * Runs `work` in one transaction; the events it publishes are written in it and, once it
   * commits, handed to their listeners before this returns. A listener that fails is logged
   * and tried again by the delivery job: the change that published the event stands.
   *
   * `{ deliver: "after" }`: the listeners run after this has returned, so the caller's answer
   * does not wait for work it does not show (decision 0079: the placement's invoice, points
   * and sold gift cards). Still at least once: the deliveries are stored with the change, and
   * the delivery job takes any that a crash or a failure left.
   */
  transaction<T>(
    work: (tx: Queryable) => Promise<T>,
    options?: { deliver?: "before" | "after" },
  ): Promise<T>;
  /**
   * Resolves once every delivery started by a `{ deliver: "after" }` transaction of this
   * process has ended (tests read what the listeners did; a shutdown lets them finish).
   */
  idle(): Promise<void>;
  /**
   * Whether `tx` is a transaction this bus opened with `transaction`, so `publish` may write in
   * it: a service that works in its caller's transaction checks it before changing anything.
   */
  owns(tx: Queryable): boolean;
  /** Records an event in a transaction opened by `transaction` (never outside one). */
  publish<Name extends EventName>(
    tx: Queryable,
    name: Name,
    payload: DomainEvents[Name],
  ): Promise<void>;
  /**
   * Tells this process's listeners of a passing event now, awaiting them; a failure is logged,
   * never thrown: nothing waits for a passing event.
   */
  emit<Name extends PassingEventName>(name: Name, payload: PassingEvents[Name]): Promise<void>;
  /** One delivery run of whatever is due (the job runner calls it; tests may too). */
  deliverPending(limit?: number, stop?: AbortSignal): Promise<DeliveryOutcome>;
  /** Forgets deliveries settled over `days` ago (the job runner calls it). */
  purgeSettled(days: number): Promise<number>;
}

const DELIVERY_BATCH = 50;
const PURGE_BATCH = 5000;

export function createEventBus(deps: {
  db: Db;
  /** Where a failed delivery is reported (the app's logger). */
  log?: (level: "warn" | "error", message: string, details: object) => void;
  /** The deliveries' "now"; without it the database's clock. Tests drive one. */
  clock?: () => Date;
  maxAttempts?: number;
}): EventBus {
  const { db } = deps;
  const byEvent = new Map<keyof AnyEvents, { id: string; run: EventListener<keyof AnyEvents> }[]>();
  const byId = new Map<string, EventListener<keyof AnyEvents>>();
  // The deliveries each open transaction has written, to hand over once it commits.
  const open = new WeakMap<Queryable, string[]>();
  const now = () => deps.clock?.() ?? null;
  const maxAttempts = deps.maxAttempts ?? MAX_ATTEMPTS;
  const log = deps.log ?? (() => undefined);
  // Deliveries handed over after their transaction's caller returned, until they end.
  const background = new Set<Promise<void>>();

  async function attempt(row: DeliveryRow, claimId: string, outcome: DeliveryOutcome) {
    const run = byId.get(row.listener);
    const meta = { eventId: row.event_id, attempt: row.attempts };
    const error = run
      ? await run(row.payload as AnyEvents[EventName], meta).then(
          () => null,
          (failure: unknown) => failure,
        )
      : new Error(`nobody listens as ${row.listener} any more`);
    if (error === null) {
      await deliveries.markDone(db, [row.delivery_id], now());
      outcome.delivered++;
      return;
    }
    const reason = (error instanceof Error ? error.message : String(error)).slice(
      0,
      LAST_ERROR_LENGTH,
    );
    const report = {
      listener: row.listener,
      event: row.event_name,
      attempts: row.attempts,
      reason,
    };
    const mark = { id: row.delivery_id, claimId, now: now(), error: reason };
    if (!run || row.attempts >= maxAttempts) {
      await deliveries.markFailed(db, mark);
      outcome.failed.push(report);
      log("error", "event delivery given up: it will not be tried again", report);
    } else {
      await deliveries.markRetry(db, { ...mark, delaySeconds: retryDelaySeconds(row.attempts) });
      outcome.deferred.push(report);
      log("warn", "event delivery failed; it will be tried again", { ...report, err: error });
    }
  }

  async function deliver(ids: readonly string[] | undefined, limit: number, stop?: AbortSignal) {
    const outcome: DeliveryOutcome = { delivered: 0, deferred: [], failed: [] };
    const claimId = randomUUID();
    const claimed = await db.transaction((tx) =>
      deliveries.claimDue(tx, { claimId, now: now(), limit, ids }),
    );
    // In the order they were written: an area sees one SKU's stock changes in order.
    claimed.sort((a, b) => Number(a.delivery_id) - Number(b.delivery_id));
    let tried = 0;
    for (const row of claimed) {
      if (stop?.aborted) break;
      tried++;
      await attempt(row, claimId, outcome);
    }
    const untried = claimed.slice(tried).map((row) => row.delivery_id);
    if (untried.length > 0) await deliveries.release(db, untried, claimId);
    return outcome;
  }

  return {
    listen(area, listeners) {
      type Entry = [keyof AnyEvents, EventListener<keyof AnyEvents>];
      for (const [name, run] of Object.entries(listeners) as Entry[]) {
        const id = `${area}.${name}`;
        if (byId.has(id)) throw new Error(`${id} listens twice`);
        byId.set(id, run);
        byEvent.set(name, [...(byEvent.get(name) ?? []), { id, run }]);
      }
    },
    listeners() {
      return [...byEvent].flatMap(([event, list]) =>
        list.map((listener) => ({ event, listener: listener.id })),
      );
    },
    async transaction(work, options = {}) {
      const written: string[] = [];
      const result = await db.transaction(async (tx) => {
        open.set(tx, written);
        try {
          return await work(tx);
        } finally {
          open.delete(tx);
        }
      });
      if (written.length === 0) return result;
      if (options.deliver !== "after") {
        await deliver(written, written.length);
        return result;
      }
      // Once the caller's own work has gone on (setImmediate: after its pending callbacks),
      // not before; a failure here is the delivery job's to retry.
      const later: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
        .then(() => deliver(written, written.length))
        .then(
          () => undefined,
          (error: unknown) => log("warn", "event delivery after the answer failed", { err: error }),
        )
        .finally(() => background.delete(later));
      background.add(later);
      return result;
    },
    async idle() {
      while (background.size > 0) await Promise.all([...background]);
    },
    owns: (tx) => open.has(tx),
    async publish(tx, name, payload) {
      const written = open.get(tx);
      if ((PASSING_EVENTS as readonly string[]).includes(name))
        throw new Error(`${name} is a passing event: emit it, never store it`);
      if (!written) throw new Error(`${name} published outside events.transaction`);
      const listeners = (byEvent.get(name) ?? []).map((listener) => listener.id);
      written.push(
        ...(await insertDeliveries(tx, { eventId: randomUUID(), name, payload, listeners })),
      );
    },
    async emit(name, payload) {
      for (const listener of byEvent.get(name) ?? []) {
        await listener.run(payload, { eventId: randomUUID(), attempt: 1 }).catch((error: unknown) =>
          log("warn", "a listener of a passing event failed", {
            listener: listener.id,
            err: error,
          }),
        );
      }
    },
    deliverPending(limit = DELIVERY_BATCH, stop) {
      return deliver(undefined, limit, stop);
    },
    async purgeSettled(days) {
      const before = new Date((now() ?? new Date()).getTime() - days * 24 * 60 * 60 * 1000);
      let total = 0;
      for (let count = PURGE_BATCH; count === PURGE_BATCH; total += count)
        count = await deleteSettled(db, before, PURGE_BATCH);
      return total;
    },
  };
}
