import type { ResolvedBlocks, ResolvedChild } from "@ridgeline/contract";

type SegmentationBlock = Pick<ResolvedBlocks["segmentation"], "segments" | "baselines">;

/** What a segmentation block shows, and why (001 §6). */
export interface SegmentChoice {
  /** `test`: the test context's segment; `segment`: the first that holds; else the baseline. */
  by: "test" | "segment" | "baseline";
  /** The chosen segment's id (null for the baseline). */
  segmentId: string | null;
  /** The first target of the result, or null when nothing resolves (the section is empty). */
  content: ResolvedChild | null;
}

/**
 * The segmentation block's choice (001 §6): the test context's segment when it names one of
 * the block's segments (it overrides the rest); otherwise the block's first segment whose id is
 * among the segments that hold for this request; otherwise the first baseline. The first
 * target of the result is the content shown.
 */
export function chooseSegment(
  block: SegmentationBlock,
  holding: readonly string[],
  testSegment: string | null,
): SegmentChoice {
  const tested =
    testSegment === null ? undefined : block.segments.find((segment) => segment.id === testSegment);
  if (tested) return { by: "test", segmentId: tested.id, content: tested.targets[0] ?? null };
  const held = block.segments.find((segment) => holding.includes(segment.id));
  if (held) return { by: "segment", segmentId: held.id, content: held.targets[0] ?? null };
  return { by: "baseline", segmentId: null, content: block.baselines[0] ?? null };
}

/**
 * The segments the page server decided for this request and wrote into the block (issue 29:
 * `segmentScope`), or null when it did not (the content scope's then).
 */
export function decidedSegmentsOf(
  block: object,
): { segments: readonly string[]; testSegment: string | null } | null {
  const scope: unknown = (block as { segmentScope?: unknown }).segmentScope;
  if (typeof scope !== "object" || scope === null) return null;
  const { segments, testSegment } = scope as { segments?: unknown; testSegment?: unknown };
  if (!Array.isArray(segments) || !segments.every((id) => typeof id === "string")) return null;
  return {
    segments: segments as string[],
    testSegment: typeof testSegment === "string" ? testSegment : null,
  };
}
