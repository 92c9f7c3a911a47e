import fc from "fast-check";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { AdmissionLine, QUEUED_KINDS, type LineOutcome, type QueuedKind } from "./admission-line";

const NO_WAIT_LIMIT = { completes: 0, writes: 0, browsing: 0 };

/** Enters and records how the wait ended, in the order the outcomes came. */
function tracker(line: AdmissionLine) {
  const outcomes: { name: string; outcome: LineOutcome }[] = [];
  const enter = (name: string, kind: QueuedKind) =>
    line.enter(kind).then((outcome) => {
      outcomes.push({ name, outcome });
      return outcome;
    });
  return { outcomes, enter };
}

describe("the admission line", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("lets a lone request of any kind in at once", async () => {
    for (const kind of QUEUED_KINDS) {
      const line = new AdmissionLine({ maxInFlight: 1, maxWaiting: 0, maxWaitMs: NO_WAIT_LIMIT });
      expect(await line.enter(kind)).toBe("admitted");
    }
  });

  it("serves what completes a flow first, then writes, then browsing, each in arrival order", async () => {
    const line = new AdmissionLine({ maxInFlight: 1, maxWaiting: 10, maxWaitMs: NO_WAIT_LIMIT });
    const { outcomes, enter } = tracker(line);
    await enter("busy", "browsing");
    void enter("browse 1", "browsing");
    void enter("write 1", "writes");
    void enter("browse 2", "browsing");
    void enter("place 1", "completes");
    void enter("write 2", "writes");
    void enter("place 2", "completes");
    expect(line.state().waiting).toEqual({ completes: 2, writes: 2, browsing: 2 });
    for (let i = 0; i < 6; i += 1) {
      line.release();
      await vi.advanceTimersByTimeAsync(0);
    }
    expect(outcomes.map((o) => o.name)).toEqual([
      "busy",
      "place 1",
      "place 2",
      "write 1",
      "write 2",
      "browse 1",
      "browse 2",
    ]);
  });

  it("refuses browsing and writes that waited too long, never what completes a flow", async () => {
    const line = new AdmissionLine({
      maxInFlight: 1,
      maxWaiting: 10,
      maxWaitMs: { completes: 0, writes: 5000, browsing: 1000 },
    });
    const { outcomes, enter } = tracker(line);
    await enter("busy", "browsing");
    void enter("browse", "browsing");
    void enter("write", "writes");
    void enter("place", "completes");
    await vi.advanceTimersByTimeAsync(999);
    expect(outcomes).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(outcomes.at(-1)).toEqual({ name: "browse", outcome: "waited too long" });
    await vi.advanceTimersByTimeAsync(4000);
    expect(outcomes.at(-1)).toEqual({ name: "write", outcome: "waited too long" });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(line.state().waiting.completes).toBe(1);
    line.release();
    await vi.advanceTimersByTimeAsync(0);
    expect(outcomes.at(-1)).toEqual({ name: "place", outcome: "admitted" });
  });

  it("refuses a newcomer at once when the line is full, and takes out a client that left", async () => {
    const line = new AdmissionLine({ maxInFlight: 1, maxWaiting: 2, maxWaitMs: NO_WAIT_LIMIT });
    await line.enter("writes");
    let leave: () => void = () => undefined;
    const leaving = line.enter("browsing", (gone) => {
      leave = gone;
      return () => undefined;
    });
    void line.enter("completes");
    expect(await line.enter("completes")).toBe("line full");
    leave();
    expect(await leaving).toBe("gone");
    expect(line.state().waiting).toEqual({ completes: 1, writes: 0, browsing: 0 });
  });

  it("keeps its promises over any arrivals and departures (generated)", async () => {
    const step = fc.oneof(
      fc.record({ arrive: fc.constantFrom(...QUEUED_KINDS) }),
      fc.constant({ finish: true as const }),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 4 }),
        fc.integer({ min: 1, max: 6 }),
        fc.array(step, { maxLength: 40 }),
        async (maxInFlight, maxWaiting, steps) => {
          const line = new AdmissionLine({ maxInFlight, maxWaiting, maxWaitMs: NO_WAIT_LIMIT });
          let serving = 0;
          const order: QueuedKind[] = [];
          for (const s of steps) {
            if ("arrive" in s) {
              const waitingBefore = line.waiting();
              const roomBefore = line.state().inFlight < maxInFlight && waitingBefore === 0;
              void line.enter(s.arrive).then((outcome) => {
                if (outcome === "admitted") {
                  serving += 1;
                  order.push(s.arrive);
                }
                // Only a full line refuses, and only when there was no room.
                if (outcome === "line full") expect(waitingBefore).toBe(maxWaiting);
              });
              await Promise.resolve();
              if (roomBefore) expect(line.waiting()).toBe(0);
            } else if (serving > 0) {
              serving -= 1;
              line.release();
            }
            await Promise.resolve();
            const state = line.state();
            expect(state.inFlight).toBeLessThanOrEqual(maxInFlight);
            expect(line.waiting()).toBeLessThanOrEqual(maxWaiting);
            // Nobody waits while there is room.
            if (state.inFlight < maxInFlight) expect(line.waiting()).toBe(0);
          }
        },
      ),
      { numRuns: 60 },
    );
  });
});
