/**
 * The statistics of an experiment's results page (issue 29), from counts the experiments area
 * aggregates out of stored events: per variation and metric the rate (or revenue per visitor)
 * and its relative lift against the control with a 95 % interval, a sample-ratio-mismatch check
 * of the visitors against the planned split, and the lift over time for the chart.
 *
 * Nothing here throws. Counts that cannot be (a negative or fractional count, more converted
 * visitors than visitors, revenue whose sum of squares is too small for its sum) come back as an
 * `invalid` state naming the reason, so one bad metric cannot take the page down; a variation
 * or lift that may not be shown yet is `insufficient`; no number returned is NaN or infinite.
 */

/** Issue 29: nothing of a variation is shown before it has this many visitors. */
export const MINIMUM_VISITORS = 8;
/** Issue 29: the sample-ratio-mismatch alarm sounds below this p-value. */
export const SAMPLE_RATIO_ALARM_P_VALUE = 0.001;
/** Φ⁻¹(0.975): a two-sided 95 % interval reaches this many standard errors either side. */
export const NORMAL_QUANTILE_975 = 1.959963984540054;

/** The metrics the page reports, each per visitor exposed. */
export const METRICS = ["add-to-bag", "purchase", "revenue"] as const;
export type MetricKey = (typeof METRICS)[number];

/** A variation's revenue in minor units: over its visitors, the sum of each one's revenue and
 * the sum of each one's revenue squared (so a mean and a variance can be formed). */
export interface RevenueTotals {
  sum: number;
  sumOfSquares: number;
}

/** One variation's counts, in total or cumulated up to a day. */
export interface VariationTotals {
  /** Distinct visitors exposed (impressions). */
  visitors: number;
  /** Distinct exposed visitors who added to bag at least once. */
  addToBag: number;
  /** Distinct exposed visitors who purchased at least once. */
  purchase: number;
  revenue: RevenueTotals;
}

export interface VariationCounts extends VariationTotals {
  key: string;
  /** The planned share of traffic as any weight (e.g. the width of its allocation ranges):
   * only the ratios between variations count. */
  plannedWeight: number;
}

/** The cumulative totals at the end of a day, one per variation in the experiment's order. */
export interface DayTotals {
  day: string;
  variations: readonly VariationTotals[];
}

export interface ExperimentCounts {
  /** In order; the first is the control unless `control` names another. */
  variations: readonly VariationCounts[];
  control?: string;
  /** For the lift-over-time chart, oldest first. */
  days?: readonly DayTotals[];
}

export interface Interval {
  lower: number;
  upper: number;
}

/** Why counts cannot be read: not a count (negative, fractional, not finite), more converted
 * visitors than visitors, or revenue totals no set of visitors could have. */
export type InvalidReason = "not-a-count" | "conversions-exceed-visitors" | "revenue-inconsistent";

/** A treatment's relative lift over the control (0.2 = 20 % better). */
export type Lift =
  | { state: "shown"; lift: number; interval: Interval; excludesZero: boolean }
  /** The visitors of one side are all alike (none or all converted): nothing to form an
   * interval from, and a zero-width one would claim certainty. */
  | { state: "no-interval"; lift: number }
  /** The control's rate or revenue per visitor is zero (or below): no relative lift exists. */
  | { state: "control-zero" }
  | { state: "insufficient" }
  | { state: "invalid"; reason: InvalidReason };

export type MetricResult =
  /** `total`: converted visitors, or revenue; `value`: per visitor; `lift`: null for the control. */
  | { state: "shown"; total: number; value: number; lift: Lift | null }
  | { state: "invalid"; reason: InvalidReason };

export type VariationResult =
  | {
      state: "shown";
      key: string;
      isControl: boolean;
      visitors: number;
      metrics: Readonly<Record<MetricKey, MetricResult>>;
    }
  /** Under MINIMUM_VISITORS: only the exposure count, no rate and no lift. */
  | { state: "insufficient"; key: string; visitors: number }
  | { state: "invalid"; key: string; reason: "not-a-count" };

export type SampleRatio =
  | {
      state: "checked";
      statistic: number;
      degreesOfFreedom: number;
      pValue: number;
      alarm: boolean;
      /** Visitors each variation should have had under the planned split. */
      expected: readonly number[];
    }
  /** Some variation expects fewer than MINIMUM_VISITORS: too few for the chi-square test. */
  | { state: "insufficient" }
  /** `unplanned-visitors`: a variation planned at 0 has visitors, a mismatch with no test
   * needed; `weights`: fewer than two variations planned, or a weight that is no weight. */
  | { state: "invalid"; reason: "not-a-count" | "weights" | "unplanned-visitors" };

/** One day's point of the chart: the lift so far and its interval. */
export interface LiftPoint {
  day: string;
  lift: number;
  interval: Interval;
  excludesZero: boolean;
}

export interface LiftSeries {
  variation: string;
  metric: MetricKey;
  points: readonly LiftPoint[];
}

export type ExperimentResults =
  | {
      state: "computed";
      control: string;
      sampleRatio: SampleRatio;
      variations: readonly VariationResult[];
      /** One series per treatment and metric. */
      liftOverTime: readonly LiftSeries[];
    }
  | { state: "invalid"; reason: "no-variations" | "unknown-control" };

/** A metric over a variation's visitors: count, sum and sum of squares of a per-visitor value. */
interface Sample {
  n: number;
  sum: number;
  sumOfSquares: number;
}

const isCount = (value: number) => Number.isSafeInteger(value) && value >= 0;

function sampleOf(totals: VariationTotals, metric: MetricKey): Sample {
  if (metric === "revenue") {
    const { sum, sumOfSquares } = totals.revenue;
    return { n: totals.visitors, sum, sumOfSquares };
  }
  // A conversion is 0 or 1 per visitor, so its square is itself.
  const converted = metric === "add-to-bag" ? totals.addToBag : totals.purchase;
  return { n: totals.visitors, sum: converted, sumOfSquares: converted };
}

function problemOf(metric: MetricKey, sample: Sample): InvalidReason | null {
  const { n, sum, sumOfSquares } = sample;
  if (!isCount(n)) return "not-a-count";
  if (metric !== "revenue") {
    if (!isCount(sum)) return "not-a-count";
    return sum > n ? "conversions-exceed-visitors" : null;
  }
  if (!Number.isFinite(sum) || !Number.isFinite(sumOfSquares) || sumOfSquares < 0)
    return "revenue-inconsistent";
  if (n === 0) return sum === 0 && sumOfSquares === 0 ? null : "revenue-inconsistent";
  // Cauchy–Schwarz: n·Σx² ≥ (Σx)² for any n values; the slack allows for rounding.
  return n * sumOfSquares < sum * sum * (1 - 1e-12) ? "revenue-inconsistent" : null;
}

/** The variance of a sample's mean: the unbiased per-visitor variance over n (n ≥ 2). */
function varianceOfMean({ n, sum, sumOfSquares }: Sample): number {
  return Math.max(0, (sumOfSquares - (sum * sum) / n) / (n - 1)) / n;
}

/**
 * The relative lift of `treatment` over `control` in `metric` with its 95 % interval, by the
 * delta method on the ratio of the two means with unpooled variances: lift = m_t / m_c − 1 and
 * Var(lift) ≈ Var(m_t) / m_c² + m_t² · Var(m_c) / m_c⁴, each mean's variance from its own
 * visitors (Var(m) = s² / n, s² the unbiased per-visitor variance, p(1 − p) · n / (n − 1) for a
 * rate). Each side's samples are independent, so the covariance term is zero; pooling would
 * assume the null hypothesis and misstate the interval when the rates differ. The interval is
 * symmetric and assumes normal means, which holds in the thousands of visitors; at the minimum of
 * MINIMUM_VISITORS it is rough, and Fieller's (asymmetric) interval would be the next step.
 */
export function metricLift(
  treatment: VariationTotals,
  control: VariationTotals,
  metric: MetricKey,
): Lift {
  const t = sampleOf(treatment, metric);
  const c = sampleOf(control, metric);
  const problem = problemOf(metric, c) ?? problemOf(metric, t);
  if (problem) return { state: "invalid", reason: problem };
  if (t.n < MINIMUM_VISITORS || c.n < MINIMUM_VISITORS) return { state: "insufficient" };
  const controlMean = c.sum / c.n;
  const treatmentMean = t.sum / t.n;
  if (!(controlMean > 0)) return { state: "control-zero" };
  const lift = treatmentMean / controlMean - 1;
  const treatmentVariance = varianceOfMean(t);
  const controlVariance = varianceOfMean(c);
  if (treatmentVariance === 0 || controlVariance === 0) return { state: "no-interval", lift };
  const ratio = treatmentMean / controlMean;
  const standardError = Math.sqrt(
    (treatmentVariance + ratio * ratio * controlVariance) / (controlMean * controlMean),
  );
  const half = NORMAL_QUANTILE_975 * standardError;
  const interval = { lower: lift - half, upper: lift + half };
  return { state: "shown", lift, interval, excludesZero: interval.lower > 0 || interval.upper < 0 };
}

/** ln Γ(x) for x > 0: Lanczos' approximation as in Numerical Recipes (`gammln`, error < 2e-10). */
function logGamma(x: number): number {
  const coefficients = [
    76.18009172947146, -86.50532032941678, 24.01409824083091, -1.231739572450155,
    0.001208650973866179, -0.000005395239384953,
  ];
  const shifted = x + 5.5;
  let series = 1.000000000190015;
  coefficients.forEach((coefficient, index) => (series += coefficient / (x + 1 + index)));
  return (x + 0.5) * Math.log(shifted) - shifted + Math.log((2.5066282746310007 * series) / x);
}

const EPSILON = 1e-15;
const TINY = 1e-300;
const MAX_ITERATIONS = 1000;

/**
 * Q(a, x) = Γ(a, x) / Γ(a), the upper regularised incomplete gamma function, as Numerical
 * Recipes computes it (`gammq`): the series for P = 1 − Q below x = a + 1, where it converges
 * fast, and Legendre's continued fraction for Q (modified Lentz) above, where Q is small and the
 * series would lose it in 1 − P.
 */
function upperRegularisedGamma(a: number, x: number): number {
  if (!(x > 0)) return 1;
  if (x === Infinity) return 0;
  const prefix = Math.exp(a * Math.log(x) - x - logGamma(a));
  if (x < a + 1) {
    let term = 1 / a;
    let sum = term;
    for (let n = 1; n < MAX_ITERATIONS && Math.abs(term) > Math.abs(sum) * EPSILON; n++) {
      term *= x / (a + n);
      sum += term;
    }
    return Math.min(1, Math.max(0, 1 - sum * prefix));
  }
  let b = x + 1 - a;
  let c = 1 / TINY;
  let d = 1 / b;
  let fraction = d;
  for (let i = 1; i < MAX_ITERATIONS; i++) {
    const an = -i * (i - a);
    b += 2;
    d = an * d + b;
    if (Math.abs(d) < TINY) d = TINY;
    c = b + an / c;
    if (Math.abs(c) < TINY) c = TINY;
    d = 1 / d;
    const step = d * c;
    fraction *= step;
    if (Math.abs(step - 1) < EPSILON) break;
  }
  return Math.min(1, Math.max(0, prefix * fraction));
}

/** P(χ² ≥ statistic) with `degreesOfFreedom` (≥ 1): Q(df / 2, statistic / 2); 1 for a statistic
 * not above 0 (or NaN), 0 for an infinite one. */
export function chiSquarePValue(statistic: number, degreesOfFreedom: number): number {
  return upperRegularisedGamma(degreesOfFreedom / 2, statistic / 2);
}

/**
 * Pearson's chi-square goodness of fit of the visitors each variation got (`visitors`) against
 * the planned split (`plannedWeights`, any non-negative weights, in the same order): an alarm
 * when p < 0.001, the threshold issue 29 sets so that a results page watched daily seldom cries
 * wolf. A variation planned at 0 with no visitors takes no part; one with visitors is a
 * mismatch outright. Until every variation expects MINIMUM_VISITORS the test is `insufficient`
 * (the chi-square approximation wants expected counts of about 5 or more): the test waits on
 * what was planned, not on what came, so a variation that gets nobody still raises the alarm.
 */
export function sampleRatioCheck(
  visitors: readonly number[],
  plannedWeights: readonly number[],
): SampleRatio {
  if (!visitors.every(isCount)) return { state: "invalid", reason: "not-a-count" };
  const weightsValid = plannedWeights.every((weight) => Number.isFinite(weight) && weight >= 0);
  const planned = plannedWeights.filter((weight) => weight > 0);
  if (plannedWeights.length !== visitors.length || !weightsValid || planned.length < 2)
    return { state: "invalid", reason: "weights" };
  if (visitors.some((count, index) => count > 0 && plannedWeights[index] === 0))
    return { state: "invalid", reason: "unplanned-visitors" };
  const total = visitors.reduce((sum, count) => sum + count, 0);
  const weightTotal = planned.reduce((sum, weight) => sum + weight, 0);
  const expected = plannedWeights.map((weight) => (total * weight) / weightTotal);
  if (expected.some((count, index) => count < MINIMUM_VISITORS && plannedWeights[index] !== 0))
    return { state: "insufficient" };
  let statistic = 0;
  expected.forEach((count, index) => {
    if (count > 0) statistic += ((visitors[index] ?? 0) - count) ** 2 / count;
  });
  const degreesOfFreedom = planned.length - 1;
  const pValue = chiSquarePValue(statistic, degreesOfFreedom);
  const alarm = pValue < SAMPLE_RATIO_ALARM_P_VALUE;
  return { state: "checked", statistic, degreesOfFreedom, pValue, alarm, expected };
}

/** The index of the control: the variation `control` names, else the first; -1 if none. */
function controlIndex(counts: ExperimentCounts): number {
  if (counts.control === undefined) return counts.variations.length > 0 ? 0 : -1;
  return counts.variations.findIndex((variation) => variation.key === counts.control);
}

function metricResult(totals: VariationTotals, metric: MetricKey, lift: Lift | null): MetricResult {
  const sample = sampleOf(totals, metric);
  const problem = problemOf(metric, sample);
  if (problem) return { state: "invalid", reason: problem };
  return { state: "shown", total: sample.sum, value: sample.sum / sample.n, lift };
}

function variationResult(
  variation: VariationCounts,
  control: VariationCounts,
  isControl: boolean,
): VariationResult {
  const { key, visitors } = variation;
  if (!isCount(visitors)) return { state: "invalid", key, reason: "not-a-count" };
  if (visitors < MINIMUM_VISITORS) return { state: "insufficient", key, visitors };
  const metrics = Object.fromEntries(
    METRICS.map((metric) => {
      const lift = isControl ? null : metricLift(variation, control, metric);
      return [metric, metricResult(variation, metric, lift)];
    }),
  ) as Record<MetricKey, MetricResult>;
  return { state: "shown", key, isControl, visitors, metrics };
}

/**
 * The lift over time of each treatment against the control in each metric, from the days'
 * cumulative totals: a point for each day whose lift can be shown with its interval, so days
 * before both sides reach MINIMUM_VISITORS (or before the control converts) leave no point.
 */
export function liftOverTime(counts: ExperimentCounts): LiftSeries[] {
  const controlAt = controlIndex(counts);
  const days = counts.days ?? [];
  return counts.variations.flatMap((variation, index) => {
    if (index === controlAt) return [];
    return METRICS.map((metric) => {
      const points: LiftPoint[] = [];
      for (const { day, variations } of days) {
        const treatment = variations[index];
        const control = variations[controlAt];
        if (!treatment || !control) continue;
        const lift = metricLift(treatment, control, metric);
        if (lift.state !== "shown") continue;
        points.push({
          day,
          lift: lift.lift,
          interval: lift.interval,
          excludesZero: lift.excludesZero,
        });
      }
      return { variation: variation.key, metric, points };
    });
  });
}

/** Everything the results page shows of an experiment (see the module's comment). */
export function experimentResults(counts: ExperimentCounts): ExperimentResults {
  if (counts.variations.length === 0) return { state: "invalid", reason: "no-variations" };
  const controlAt = controlIndex(counts);
  const control = counts.variations[controlAt];
  if (!control) return { state: "invalid", reason: "unknown-control" };
  return {
    state: "computed",
    control: control.key,
    sampleRatio: sampleRatioCheck(
      counts.variations.map((variation) => variation.visitors),
      counts.variations.map((variation) => variation.plannedWeight),
    ),
    variations: counts.variations.map((variation, index) =>
      variationResult(variation, control, index === controlAt),
    ),
    liftOverTime: liftOverTime(counts),
  };
}
