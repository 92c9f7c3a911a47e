import type { ResolvedBlocks } from "@ridgeline/contract";

type ExperienceBlock = Pick<ResolvedBlocks["experience"], "experienceId" | "variants">;
export type ExperienceVariant = ResolvedBlocks["experience"]["variants"][number];

/**
 * A personalisation decision for one experience (001 §7: read by experience id): a variant's
 * id, or the baseline.
 */
export type ExperienceDecision = { variantId: string } | { variant: "Baseline" };

/** The window event after which the decisions are read again (001 §4 "Recalculates"). */
export const PERSONALISATION_EVENT = "personalisation:updated";

/** The name a baseline's variant carries (001 §4: "hidden if the variant is not Baseline"). */
const BASELINE = "Baseline";

/** What an experience shows (001 §4 "Experience"). */
export interface ExperienceView {
  /** `pending` until a decision arrives: the baseline shows. */
  state: "pending" | "decided";
  /** The variant shown over the baseline, or null. */
  variant: ExperienceVariant | null;
  /** The baseline stays visible until a variant other than Baseline is chosen. */
  baselineVisible: boolean;
}

/** A decision read from the window's data (anything else is no decision). */
export function decisionOf(data: unknown, experienceId: string): ExperienceDecision | null {
  if (typeof data !== "object" || data === null || !Object.hasOwn(data, experienceId)) return null;
  const entry: unknown = (data as Record<string, unknown>)[experienceId];
  if (typeof entry !== "object" || entry === null) return null;
  if ("variantId" in entry && typeof entry.variantId === "string")
    return { variantId: entry.variantId };
  if ("variant" in entry && entry.variant === BASELINE) return { variant: BASELINE };
  return null;
}

/**
 * The experience's view for a decision: the baseline alone until one arrives; then the chosen
 * variant, the baseline hidden unless that variant is the Baseline. A decision naming no
 * variant of this block (an old id) shows the baseline. The one place the choice is made, so
 * the server can make it too when it knows the decision (issue 29).
 */
export function experienceView(
  block: ExperienceBlock,
  decision: ExperienceDecision | null,
): ExperienceView {
  if (decision === null) return { state: "pending", variant: null, baselineVisible: true };
  if ("variant" in decision) return { state: "decided", variant: null, baselineVisible: true };
  const variant = block.variants.find((candidate) => candidate.variantId === decision.variantId);
  if (!variant || variant.name === BASELINE)
    return { state: "decided", variant: null, baselineVisible: true };
  return { state: "decided", variant, baselineVisible: false };
}

/**
 * The variation the visitor's experiments gave this experience on the server (issue 29: the
 * page server marks the block `experiment: { variantId }`), rendered from the first response;
 * null when no experiment decided it (the personalisation engine's decision is awaited).
 */
export function experimentDecisionOf(block: object): ExperienceDecision | null {
  const marked: unknown = (block as { experiment?: unknown }).experiment;
  if (typeof marked !== "object" || marked === null) return null;
  const { variantId } = marked as { variantId?: unknown };
  return typeof variantId === "string" ? { variantId } : null;
}

/** Where the page reports that it showed an experiment's variation (the page server's route). */
export const exposurePath = (locale: string) => `/${locale}/experiments/exposure`;
