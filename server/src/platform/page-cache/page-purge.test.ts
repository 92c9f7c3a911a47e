import fc from "fast-check";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Db } from "../database/db.types";
import type { PageCache } from "./page-cache";
import { createPagePurge, PURGE_CHANNEL, type EdgePurger } from "./page-purge";

/**
 * A purge is done again once the per-process data caches have caught up (decision 0090): a page
 * rendered from data kept from before the change, between the purge and that moment, is dropped.
 */
afterEach(() => {
  vi.useRealTimers();
});

function setUp(settleMs: number) {
  const purged: string[][] = [];
  const edged: string[][] = [];
  const cache = {
    purge: (tags: readonly string[]) => purged.push([...tags]),
    clear: () => undefined,
  };
  let heard: ((payload: string) => void) | null = null;
  const db = {
    query: async () => [],
    listen: async (_channel: string, onMessage: (payload: string) => void) => {
      heard = onMessage;
      return async () => undefined;
    },
  } as unknown as Db;
  const edge: EdgePurger = { purge: async (tags) => void edged.push([...tags]) };
  const pages = createPagePurge({
    cache: cache as unknown as PageCache,
    db,
    edge,
    warn: () => undefined,
    settleMs,
  });
  return { pages, purged, edged, hear: (payload: string) => heard?.(payload) };
}

describe("a page purge", () => {
  it("is done at once and again after the settle time, here and at the edge, for any tags", async () => {
    vi.useFakeTimers();
    await fc.assert(
      fc.asyncProperty(
        fc.uniqueArray(fc.stringMatching(/^product:[A-Z0-9]{8}$/), { minLength: 1, maxLength: 6 }),
        fc.integer({ min: 1, max: 5_000 }),
        async (tags, settleMs) => {
          const { pages, purged, edged } = setUp(settleMs);
          await pages.purge(tags);
          expect(purged).toEqual([tags]);
          expect(edged).toEqual([tags]);
          await vi.advanceTimersByTimeAsync(settleMs - 1);
          expect(purged).toHaveLength(1);
          await vi.advanceTimersByTimeAsync(1);
          expect(purged).toEqual([tags, tags]);
          expect(edged).toEqual([tags, tags]);
          await pages.stop();
        },
      ),
    );
  });

  it("heard from another process is done again here too (the edge heard it from the sender)", async () => {
    vi.useFakeTimers();
    const { pages, purged, edged, hear } = setUp(1_200);
    await pages.start();
    hear(JSON.stringify({ from: "another process", tags: ["product:AB123456"] }));
    expect(purged).toEqual([["product:AB123456"]]);
    await vi.advanceTimersByTimeAsync(1_200);
    expect(purged).toEqual([["product:AB123456"], ["product:AB123456"]]);
    expect(edged).toEqual([]);
    await pages.stop();
  });

  it("is done once with no settle time, and a stop cancels the second", async () => {
    vi.useFakeTimers();
    const once = setUp(0);
    await once.pages.purge(["product:AB123456"]);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(once.purged).toHaveLength(1);
    const stopped = setUp(1_200);
    await stopped.pages.purge(["product:AB123456"]);
    await stopped.pages.stop();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(stopped.purged).toHaveLength(1);
    expect(PURGE_CHANNEL).toBe("ridgeline_page_purge");
  });
});
