import fc from "fast-check";
import type { ResolvedChild } from "@ridgeline/contract";
import { createElement } from "react";
import { beforeAll, describe, expect, it } from "vitest";
import { chooseSegment } from "./segmentation";
import { Segmentation } from "./Segmentation";
import { SEGMENTATION } from "./segmentation.fixture";
import { loadBlockCode, renderInPage } from "./render-in-page.fixture";

const child = (id: string): ResolvedChild => ({ type: "spacer", id }) as ResolvedChild;
const ids = fc.constantFrom("loyal", "employee", "athlete", "cartEmpty", "loggedIn");
const block = fc.record({
  segments: fc.uniqueArray(
    fc.record({ id: ids, targets: fc.array(fc.uuid().map(child), { maxLength: 3 }) }),
    { selector: (segment) => segment.id, maxLength: 5 },
  ),
  baselines: fc.array(fc.uuid().map(child), { maxLength: 2 }),
});
const holding = fc.uniqueArray(ids, { maxLength: 5 });
const testSegment = fc.option(ids, { nil: null });

describe("chooseSegment (001 §6)", () => {
  it("shows the test context's segment whenever it names one of the block's segments", () => {
    fc.assert(
      fc.property(block, holding, testSegment, (b, held, tested) => {
        const named = b.segments.find((segment) => segment.id === tested);
        fc.pre(named !== undefined);
        const choice = chooseSegment(b, held, tested);
        expect(choice).toEqual({
          by: "test",
          segmentId: tested,
          content: named?.targets[0] ?? null,
        });
      }),
    );
  });

  it("otherwise shows the first target of the block's first segment that holds", () => {
    fc.assert(
      fc.property(block, holding, testSegment, (b, held, tested) => {
        fc.pre(!b.segments.some((segment) => segment.id === tested));
        const choice = chooseSegment(b, held, tested);
        const index = b.segments.findIndex((segment) => held.includes(segment.id));
        fc.pre(index >= 0);
        expect(choice.by).toBe("segment");
        expect(choice.segmentId).toBe(b.segments[index]?.id);
        expect(choice.content).toBe(b.segments[index]?.targets[0] ?? null);
        // No earlier segment of the block held.
        for (const earlier of b.segments.slice(0, index)) expect(held).not.toContain(earlier.id);
      }),
    );
  });

  it("falls back to the first baseline, or nothing, when no segment holds", () => {
    fc.assert(
      fc.property(block, holding, testSegment, (b, held, tested) => {
        const ids = b.segments.map((segment) => segment.id);
        fc.pre((tested === null || !ids.includes(tested)) && !held.some((id) => ids.includes(id)));
        expect(chooseSegment(b, held, tested)).toEqual({
          by: "baseline",
          segmentId: null,
          content: b.baselines[0] ?? null,
        });
      }),
    );
  });

  it("a test context naming no segment of the block changes nothing", () => {
    const choice = chooseSegment(SEGMENTATION, ["employee"], "athlete");
    expect(choice.segmentId).toBe("employee");
  });
});

describe("Segmentation block", () => {
  beforeAll(() => loadBlockCode(["richTextBlock"]));

  it("renders the chosen segment's first target at the block's own heading level", () => {
    const html = renderInPage(createElement(Segmentation, { block: SEGMENTATION }), {
      scope: { segments: ["employee", "loyaltyMember"] },
    });
    expect(html).toMatch(/<h2[^>]*>Members save more<\/h2>/);
    expect(html).not.toContain("Second");
    expect(html).not.toContain("Staff picks");
    expect(html).not.toContain("data-empty-section");
  });

  it("the test segment overrides the segments that hold; the baseline shows for others", () => {
    const tested = renderInPage(createElement(Segmentation, { block: SEGMENTATION }), {
      scope: { segments: ["loyaltyMember"], testSegment: "employee" },
    });
    expect(tested).toContain("Staff picks");
    const others = renderInPage(createElement(Segmentation, { block: SEGMENTATION }));
    expect(others).toMatch(/<h2[^>]*>Welcome<\/h2>/);
  });

  it("marks its section empty when nothing resolves", () => {
    const empty = { ...SEGMENTATION, baselines: [] };
    const html = renderInPage(createElement(Segmentation, { block: empty }));
    expect(html).toBe('<div class="content-segmentation" data-empty-section=""></div>');
  });
});
