import { decodePageExperiments, readSegmentsDecision } from "@ridgeline/contract";

/**
 * What a page's content blocks show for this visitor, decided at the decision point (issue 29)
 * and written into the blocks on the page server, so the first response is the answer:
 * - an experience whose id is a flag the visitor is bucketed into (the `experiments` decision)
 *   is marked `experiment: { variantId }`, the variation's key;
 * - a segmentation block is marked `segmentScope: { segments, testSegment }` (the `segments`
 *   decision: the shopper's segments of 001 §6 and a test context's).
 * A decision is read only for content that holds such a block, so every other page stays kept
 * under fewer decisions.
 */
export interface DecidedExperiment {
  variantId: string;
}

export interface DecidedSegments {
  segments: string[];
  testSegment: string | null;
}

type Decided = "experience" | "segmentation";

/** Which of the decided block types a content answer holds (kept per shared answer). */
const holds = new WeakMap<object, ReadonlySet<Decided>>();
const NONE: ReadonlySet<Decided> = new Set();

function typesIn(value: unknown): ReadonlySet<Decided> {
  if (typeof value !== "object" || value === null) return NONE;
  const known = holds.get(value);
  if (known) return known;
  const found = new Set<Decided>();
  const type = (value as { type?: unknown }).type;
  if (type === "experience" || type === "segmentation") found.add(type);
  for (const child of Array.isArray(value) ? value : Object.values(value))
    for (const inner of typesIn(child)) found.add(inner);
  const result = found.size === 0 ? NONE : found;
  holds.set(value, result);
  return result;
}

function annotate(
  value: unknown,
  experiments: ReadonlyMap<string, string>,
  segments: DecidedSegments | null,
): unknown {
  if (typeof value !== "object" || value === null || typesIn(value).size === 0) return value;
  if (Array.isArray(value)) return value.map((item) => annotate(item, experiments, segments));
  const record = Object.fromEntries(
    Object.entries(value).map(([key, child]) => [key, annotate(child, experiments, segments)]),
  );
  const { type, experienceId } = value as { type?: unknown; experienceId?: unknown };
  const variantId = typeof experienceId === "string" ? experiments.get(experienceId) : undefined;
  if (type === "experience" && variantId !== undefined)
    record["experiment"] = { variantId } satisfies DecidedExperiment;
  if (type === "segmentation" && segments) record["segmentScope"] = segments;
  return record;
}

/**
 * `answer` with its experience and segmentation blocks marked with this visitor's decisions;
 * the same object when it holds neither (and then no decision is read).
 */
export function withDecidedBlocks<T>(
  answer: T,
  decision: (name: "experiments" | "segments") => string,
): T {
  const types = typesIn(answer);
  if (types.size === 0) return answer;
  const page = types.has("experience") ? decodePageExperiments(decision("experiments")) : null;
  const experiments = new Map((page?.flags ?? []).map((flag) => [flag.flagKey, flag.variationKey]));
  const segments = types.has("segmentation") ? readSegmentsDecision(decision("segments")) : null;
  if (experiments.size === 0 && !segments) return answer;
  return annotate(answer, experiments, segments) as T;
}
