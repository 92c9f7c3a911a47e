import { createHash } from "node:crypto";
import type { ErrorId } from "@ridgeline/contract";
import type { Queryable } from "../database/db.types";
import { AppError } from "../errors/app-error";
import { countHit, deleteExpiredCounters } from "./rate-limit.tables";

/** One limit: at most `limit` hits per key in any `windowMs`, else the error it names. */
export interface RateRule {
  /** Unique per rule; counters of different rules never mix. */
  name: string;
  limit: number;
  windowMs: number;
  /** The catalogue code answered over the limit (API429 unless the spec names one). */
  errorId?: ErrorId;
  message?: string;
}

/** Where counters live. The database here; a shared cache can implement the same. */
export interface RateLimitStore {
  hit(
    rule: string,
    key: string,
    windowStart: number,
    windowMs: number,
    /** The caller's open transaction, for a database store (PGlite has one connection). */
    tx?: Queryable,
  ): Promise<{ current: number; previous: number }>;
  purge(now: Date, limit: number): Promise<number>;
}

export interface RateLimits {
  /**
   * Counts a hit of `key` and throws the rule's error when it is over the limit. Inside a
   * transaction, pass it: the count then commits or rolls back with the caller's work.
   */
  check(rule: RateRule, key: string, tx?: Queryable): Promise<void>;
  /** Counts a hit and says whether it was within the limit, for callers that drop quietly. */
  allow(rule: RateRule, key: string, tx?: Queryable): Promise<boolean>;
  /** Deletes counters whose windows are over (housekeeping). */
  purge(now: Date, limit?: number): Promise<number>;
}

/** Counters in the database: every process of a shop shares them. */
export function databaseRateLimitStore(db: Queryable): RateLimitStore {
  return {
    hit: (rule, key, windowStart, windowMs, tx) =>
      countHit(tx ?? db, { rule, key, windowStart, windowMs }),
    purge: (now, limit) => deleteExpiredCounters(db, now, limit),
  };
}

/** Keys are stored hashed: e-mail addresses and network addresses are not kept in clear here. */
const keyOf = (key: string) => createHash("sha256").update(key).digest("base64url");

/**
 * Sliding-window limits over fixed windows: the previous window's hits count in proportion to
 * how much of it still lies within `windowMs` of now, rounded up, so a burst that straddles a
 * window's end gets no extra call from the rounding. Every call counts, refused ones too, so a
 * flood keeps itself refused instead of getting a fresh allowance each window.
 */
export function createRateLimits(deps: {
  store: RateLimitStore;
  clock?: () => number;
}): RateLimits {
  const clock = deps.clock ?? Date.now;
  async function allow(rule: RateRule, key: string, tx?: Queryable): Promise<boolean> {
    const now = clock();
    const windowStart = now - (now % rule.windowMs);
    const { current, previous } = await deps.store.hit(
      rule.name,
      keyOf(key),
      windowStart,
      rule.windowMs,
      tx,
    );
    const overlap = 1 - (now - windowStart) / rule.windowMs;
    return current + Math.ceil(previous * overlap) <= rule.limit;
  }
  return {
    allow,
    async check(rule, key, tx) {
      if (await allow(rule, key, tx)) return;
      throw new AppError(rule.errorId ?? "API429", rule.message ? { message: rule.message } : {});
    },
    purge: (now, limit = 5000) => deps.store.purge(now, limit),
  };
}
