import { randomUUID } from "node:crypto";
import type { Db, Queryable } from "../../platform/database/db.types";
import {
  deleteUndoneAttempt,
  insertAttempt,
  moveAttempt,
  selectAttempt,
  selectAttemptOfOrder,
  selectAttemptOfShopper,
  selectExistingAttempt,
  purgeSettledSecrets,
  selectStuckAttempts,
  type AttemptFields,
  type AttemptRow,
  type AttemptStep,
} from "./attempts.tables";

/** A submit's place in the saga: its own new attempt, or one that was there before it. */
export type Claim = { fresh: true; attempt: AttemptRow } | { fresh: false; attempt: AttemptRow };

/** The placement saga's bookkeeping (decision 0065): attempts, keys and steps. */
export interface AttemptsService {
  /**
   * Claims a submit of a bag under its idempotency key. Fresh: this submit runs the saga.
   * Not fresh: the same key was submitted before (its attempt, finished or not), or the bag
   * has another attempt in flight (that one); racing submits get one fresh claim among them.
   */
  claim(input: {
    basketId: string;
    key: string;
    consumerNo: string;
    /** What the submit asks for (decision 0079), kept with the key. */
    fingerprint: string;
  }): Promise<Claim>;
  /**
   * Moves an attempt on a step, only if it is still where the caller left it; in `tx` when
   * given (the order's transaction moves its attempt with it).
   */
  move(
    attemptId: string,
    from: AttemptStep,
    to: AttemptStep,
    fields?: AttemptFields,
    tx?: Queryable,
  ): Promise<boolean>;
  /** The attempt under (bag, key), or null. */
  find(basketId: string, key: string): Promise<AttemptRow | null>;
  /** The shopper's attempt under `key` on whichever bag, or null. */
  findOfShopper(consumerNo: string, key: string): Promise<AttemptRow | null>;
  /** The attempt that made an order, or null. */
  ofOrder(orderNo: string): Promise<AttemptRow | null>;
  /** Unfinished attempts untouched for `olderThanMs`, oldest first (for recovery). */
  stuck(olderThanMs: number, limit?: number): Promise<AttemptRow[]>;
  /** Forgets the confirmation secrets of answers settled more than `olderThanMs` ago. */
  purgeSecrets(olderThanMs: number): Promise<number>;
}

export function createAttemptsService(deps: { db: Db; now?: () => Date }): AttemptsService {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());
  /**
   * The moment before which a row last moved `olderThanMs` ago or earlier. A JavaScript date is
   * whole milliseconds (rounded down) and the database's are microseconds: a move made in the
   * millisecond we are in would read as later than now, so the limit is that millisecond's end.
   */
  const movedBefore = (olderThanMs: number) => new Date(now().getTime() + 1 - olderThanMs);
  return {
    async claim(input) {
      return db.transaction(async (tx) => {
        await deleteUndoneAttempt(tx, input.basketId, input.key);
        // The insert waits for a racing one to commit and then meets its row: read it. But
        // the racer (another key's attempt on the bag, in flight when we met it) may have
        // moved on since, out of flight: the row that stopped us is gone, so we try again (a
        // statement sees what committed before it: a GEN500 on a busy machine before).
        for (let tries = 0; tries < 5; tries += 1) {
          const fresh = await insertAttempt(tx, { attemptId: randomUUID(), ...input });
          if (fresh) return { fresh: true, attempt: fresh };
          const existing = await selectExistingAttempt(tx, input.basketId, input.key);
          if (existing) return { fresh: false, attempt: existing };
        }
        throw new Error(`no attempt of bag ${input.basketId} after five conflicts`);
      });
    },
    move: (attemptId, from, to, fields, tx) => moveAttempt(tx ?? db, attemptId, from, to, fields),
    find: (basketId, key) => selectAttempt(db, basketId, key),
    findOfShopper: (consumerNo, key) => selectAttemptOfShopper(db, consumerNo, key),
    ofOrder: (orderNo) => selectAttemptOfOrder(db, orderNo),
    purgeSecrets: (olderThanMs) => purgeSettledSecrets(db, movedBefore(olderThanMs)),
    stuck: (olderThanMs, limit = 50) => selectStuckAttempts(db, movedBefore(olderThanMs), limit),
  };
}
