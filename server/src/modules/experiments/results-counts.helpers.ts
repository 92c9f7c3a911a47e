import type { DayTotals, ExperimentCounts, VariationTotals } from "./results.helpers";

/** What the counts need of one exposed visitor (experiments.tables.ts `selectVisitorOutcomes`). */
export interface VisitorOutcome {
  variation_id: string;
  first_seen: Date;
  first_add: Date | null;
  first_purchase: Date | null;
  revenue: number;
}

interface ExperimentShape {
  variations: readonly { id: string; key: string }[];
  trafficAllocation: readonly { entityId: string; endOfRange: number }[];
}

/** Each variation's planned share: the width of the ranges that name it. */
export function plannedWeights(experiment: ExperimentShape): Map<string, number> {
  const weights = new Map<string, number>(experiment.variations.map(({ id }) => [id, 0]));
  let start = 0;
  for (const range of experiment.trafficAllocation) {
    const width = Math.max(0, range.endOfRange - start);
    if (weights.has(range.entityId))
      weights.set(range.entityId, (weights.get(range.entityId) ?? 0) + width);
    start = Math.max(start, range.endOfRange);
  }
  return weights;
}

const DAY_MS = 86_400_000;
const dayOf = (at: Date) => at.toISOString().slice(0, 10);
const empty = (): VariationTotals => ({
  visitors: 0,
  addToBag: 0,
  purchase: 0,
  revenue: { sum: 0, sumOfSquares: 0 },
});

/** Adds a visitor's outcome as known at the end of `until` (all of it when null). */
function add(totals: VariationTotals, outcome: VisitorOutcome, until: number | null): void {
  const by = (at: Date | null) => at !== null && (until === null || at.getTime() < until);
  if (!by(outcome.first_seen)) return;
  totals.visitors += 1;
  if (by(outcome.first_add)) totals.addToBag += 1;
  const purchased = by(outcome.first_purchase);
  if (purchased) totals.purchase += 1;
  // Day by day, a visitor's revenue counts from their first purchase, all of it at once.
  if (until === null || purchased) {
    totals.revenue.sum += outcome.revenue;
    totals.revenue.sumOfSquares += outcome.revenue * outcome.revenue;
  }
}

/**
 * The counts the results page is computed from: per variation of the experiment (in its
 * order, the first the control) its visitors, converted visitors and revenue, its planned
 * share, and the same cumulated at the end of each day (UTC) from the first exposure to
 * `now`, at most `maxDays` days back.
 */
export function experimentCounts(
  experiment: ExperimentShape,
  outcomes: readonly VisitorOutcome[],
  now: Date,
  maxDays = 90,
): ExperimentCounts {
  const weights = plannedWeights(experiment);
  const position = new Map(experiment.variations.map(({ id }, index) => [id, index]));
  const totals = experiment.variations.map(empty);
  for (const outcome of outcomes) {
    const at = position.get(outcome.variation_id);
    if (at !== undefined) add(totals[at] as VariationTotals, outcome, null);
  }
  const days: DayTotals[] = [];
  const firstSeen = Math.min(...outcomes.map((outcome) => outcome.first_seen.getTime()));
  if (Number.isFinite(firstSeen)) {
    const lastDay = Date.parse(`${dayOf(now)}T00:00:00Z`);
    const firstDay = Math.max(
      Date.parse(`${dayOf(new Date(firstSeen))}T00:00:00Z`),
      lastDay - (maxDays - 1) * DAY_MS,
    );
    for (let day = firstDay; day <= lastDay; day += DAY_MS) {
      const cumulated = experiment.variations.map(empty);
      for (const outcome of outcomes) {
        const at = position.get(outcome.variation_id);
        if (at !== undefined) add(cumulated[at] as VariationTotals, outcome, day + DAY_MS);
      }
      days.push({ day: dayOf(new Date(day)), variations: cumulated });
    }
  }
  return {
    variations: experiment.variations.map((variation, index) => ({
      key: variation.key,
      plannedWeight: weights.get(variation.id) ?? 0,
      ...(totals[index] as VariationTotals),
    })),
    days,
  };
}
