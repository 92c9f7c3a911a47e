import type { OutOfStockLine } from "@ridgeline/contract";
import type { Db, Queryable } from "../../platform/database/db.types";
import { AppError } from "../../platform/errors/app-error";
import type { EventBus } from "../../platform/events/event-bus";
import { ONLINE_LOCATION } from "./inventory.tables";
import {
  addStock,
  lockReference,
  lockStockRows,
  selectReservations,
  settleHeld,
  upsertHeld,
  type ReservationRow,
  type StockLine,
} from "./reservations.tables";

export type { ReservationRow, ReservationStatus, StockLine } from "./reservations.tables";

/** The most units one line may reserve (far above any bag's limit; inside a 32-bit integer). */
export const MAX_RESERVED_QTY = 100_000;
const MAX_REFERENCE_LENGTH = 200;

/** Stock held for a checkout attempt (decision 0065 "Reservations", 0067). */
export interface Reservations {
  /**
   * Holds `lines` under `reference` in the caller's transaction, which must come from
   * `events.transaction` (stock events are written with it): takes the units off
   * `inventory.quantity` and writes them `held`. Refuses the whole call with INV405 and every
   * short line's `missingQty` (in `outOfStock`), changing nothing. Reserving again under the same
   * reference replaces its held rows. VAL400 for malformed lines or a committed reference.
   */
  reserve(reference: string, lines: readonly StockLine[], tx: Queryable): Promise<void>;
  /**
   * Gives a reference's held units back and marks them released; idempotent, race-safe. A `tx`
   * must come from `events.transaction`; without one it opens its own.
   */
  release(reference: string, tx?: Queryable): Promise<void>;
  /**
   * Marks a reference's held units sold (already off the stock); idempotent, race-safe. In `tx`
   * (any transaction) or its own.
   */
  commit(reference: string, tx?: Queryable): Promise<void>;
  /**
   * Puts sold units back on the shelf (a cancelled order, an undamaged return), in the caller's
   * transaction, which must come from `events.transaction`: the stock events go with it. The
   * caller keeps count of what it gave back (an order's cancel or a return's receipt happens
   * once under the order's lock); VAL400 for malformed lines.
   */
  putBack(lines: readonly StockLine[], tx: Queryable): Promise<void>;
  /** Every row of a reference, by location then UPC. */
  reservationsOf(reference: string, tx?: Queryable): Promise<ReservationRow[]>;
}

const keyOf = (line: { upc: string; locationId: string }) => `${line.locationId}\u0000${line.upc}`;

function invalid(field: string, message: string): AppError {
  return new AppError("VAL400", { field, message: `${field}: ${message}` });
}

function checkReference(reference: unknown): asserts reference is string {
  if (
    typeof reference !== "string" ||
    reference.trim() === "" ||
    reference.length > MAX_REFERENCE_LENGTH
  )
    throw invalid("reference", `must be a text of 1 to ${MAX_REFERENCE_LENGTH} characters.`);
}

/** Checks the lines and adds up those of the same SKU and location. */
function mergedLines(lines: readonly StockLine[]): StockLine[] {
  if (!Array.isArray(lines) || lines.length === 0)
    throw invalid("lines", "at least one line is needed.");
  const merged = new Map<string, StockLine>();
  lines.forEach((line, index) => {
    const at = `lines[${index}]`;
    if (typeof line?.upc !== "string" || line.upc === "") throw invalid(`${at}.upc`, "required.");
    if (typeof line.locationId !== "string" || line.locationId === "")
      throw invalid(`${at}.locationId`, "required.");
    if (!Number.isInteger(line.qty) || line.qty < 1 || line.qty > MAX_RESERVED_QTY)
      throw invalid(`${at}.qty`, `must be a whole number from 1 to ${MAX_RESERVED_QTY}.`);
    const key = keyOf(line);
    const qty = (merged.get(key)?.qty ?? 0) + line.qty;
    if (qty > MAX_RESERVED_QTY)
      throw invalid(`${at}.qty`, `must be a whole number from 1 to ${MAX_RESERVED_QTY}.`);
    merged.set(key, { upc: line.upc, locationId: line.locationId, qty });
  });
  return [...merged.values()];
}

export function createReservations(deps: { db: Db; events: EventBus }): Reservations {
  const { events } = deps;

  function requireEventsTransaction(tx: Queryable): void {
    // A plain transaction would fail only when stock crosses zero: refuse it every time.
    if (!events.owns(tx))
      throw new Error("Reservations run in a transaction opened by events.transaction.");
  }

  /** Locks the pairs' stock rows in (location, UPC) order, moves them and tells who listens. */
  async function moveStock(
    tx: Queryable,
    changes: readonly { upc: string; locationId: string; delta: number }[],
    locked?: Map<string, number>,
  ): Promise<void> {
    const moving = changes.filter((change) => change.delta !== 0);
    if (moving.length === 0) return;
    const before =
      locked ?? new Map((await lockStockRows(tx, moving)).map((row) => [keyOf(row), row.quantity]));
    await addStock(tx, moving);
    // The same events as setOnlineStock and restock: search and back-in-stock mails follow.
    for (const change of moving) {
      if (change.locationId !== ONLINE_LOCATION) continue;
      const was = before.get(keyOf(change)) ?? 0;
      const now = was + change.delta;
      if (was > 0 !== now > 0)
        await events.publish(tx, "stockChanged", { upc: change.upc, inStock: now > 0 });
      if (was <= 0 && now > 0) await events.publish(tx, "restocked", { upc: change.upc });
    }
  }

  async function reserveIn(tx: Queryable, reference: string, lines: StockLine[]): Promise<void> {
    await lockReference(tx, reference);
    const earlier = await selectReservations(tx, reference);
    if (earlier.some((row) => row.status === "committed"))
      throw invalid("reference", `${reference} is already committed to an order.`);
    const held = earlier.filter((row) => row.status === "held");
    const pairs = new Map([...held, ...lines].map((line) => [keyOf(line), line]));
    const stock = new Map(
      (await lockStockRows(tx, [...pairs.values()])).map((row) => [keyOf(row), row.quantity]),
    );
    const heldQty = new Map(held.map((row) => [keyOf(row), row.qty]));
    // What this reference already holds counts as available: it is replaced, not added to.
    const short: OutOfStockLine[] = lines.flatMap((line) => {
      const available = (stock.get(keyOf(line)) ?? 0) + (heldQty.get(keyOf(line)) ?? 0);
      return line.qty > available
        ? [{ upc: line.upc, locationId: line.locationId, missingQty: line.qty - available }]
        : [];
    });
    if (short.length > 0)
      throw new AppError("INV405", {
        field: "lines",
        // Shown to the shopper as is (000 §8 ITEMS_OOS): the lines themselves are in outOfStock.
        message:
          short.length === 1
            ? "An item in your bag is no longer available in that quantity."
            : `${short.length} items in your bag are no longer available in those quantities.`,
        outOfStock: short,
      });
    const delta = new Map<string, { upc: string; locationId: string; delta: number }>(
      held.map((row) => [keyOf(row), { upc: row.upc, locationId: row.locationId, delta: row.qty }]),
    );
    for (const line of lines) {
      const key = keyOf(line);
      const { upc, locationId } = line;
      delta.set(key, { upc, locationId, delta: (delta.get(key)?.delta ?? 0) - line.qty });
    }
    await moveStock(tx, [...delta.values()], stock);
    await settleHeld(tx, reference, "released", lines);
    await upsertHeld(tx, reference, lines);
  }

  async function settle(tx: Queryable, reference: string, status: "committed" | "released") {
    await lockReference(tx, reference);
    const settled = await settleHeld(tx, reference, status);
    if (status === "released")
      await moveStock(
        tx,
        settled.map((line) => ({ ...line, delta: line.qty })),
      );
  }

  function inTransaction(tx: Queryable | undefined, work: (tx: Queryable) => Promise<void>) {
    if (!tx) return events.transaction(work);
    return work(tx);
  }

  return {
    async reserve(reference, lines, tx) {
      checkReference(reference);
      const merged = mergedLines(lines);
      requireEventsTransaction(tx);
      await reserveIn(tx, reference, merged);
    },
    async release(reference, tx) {
      checkReference(reference);
      if (tx) requireEventsTransaction(tx);
      await inTransaction(tx, (scoped) => settle(scoped, reference, "released"));
    },
    async commit(reference, tx) {
      checkReference(reference);
      await inTransaction(tx, (scoped) => settle(scoped, reference, "committed"));
    },
    async putBack(lines, tx) {
      requireEventsTransaction(tx);
      const merged = mergedLines(lines);
      await moveStock(
        tx,
        merged.map((line) => ({ upc: line.upc, locationId: line.locationId, delta: line.qty })),
      );
    },
    async reservationsOf(reference, tx = deps.db) {
      checkReference(reference);
      return selectReservations(tx, reference);
    },
  };
}
