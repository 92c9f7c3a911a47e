import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  METRICS,
  MINIMUM_VISITORS,
  NORMAL_QUANTILE_975,
  chiSquarePValue,
  experimentResults,
  metricLift,
  sampleRatioCheck,
  type DayTotals,
  type Lift,
  type VariationCounts,
  type VariationTotals,
} from "./results.helpers";

/** mulberry32: uniform numbers in [0, 1) from a seed, so every run draws the same visitors. */
function generator(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
}

/**
 * How many of `visitors` convert at `rate`, exactly as drawing each visitor would give, but
 * skipping from one converting visitor to the next (the gaps are geometric), so a draw costs
 * the conversions rather than the visitors.
 */
function binomial(random: () => number, visitors: number, rate: number): number {
  const gap = () => Math.floor(Math.log(1 - random()) / Math.log(1 - rate));
  let count = 0;
  for (let at = gap(); at < visitors; at += 1 + gap()) count++;
  return count;
}

/** Counts with `converted` visitors in both conversion metrics and no revenue. */
const rate = (visitors: number, converted: number): VariationTotals => ({
  visitors,
  addToBag: converted,
  purchase: converted,
  revenue: { sum: 0, sumOfSquares: 0 },
});

/** The shares of visitors who add to bag and who purchase (all among those who added), and each
 * purchaser's revenue, uniform over [lowest, end) minor units. */
type Behaviour = { addToBag: number; purchase: number; amount: readonly [number, number] };
const CONTROL: Behaviour = { addToBag: 0.3, purchase: 0.1, amount: [2000, 12000] };
const TREATMENT: Behaviour = { addToBag: 0.33, purchase: 0.12, amount: [2000, 14000] };
/** The true lifts of TREATMENT over CONTROL: 10 %, 20 %, and 0.12 · 8,000 / (0.1 · 7,000). */
const TRUE_LIFT = { "add-to-bag": 0.1, purchase: 0.2, revenue: 960 / 700 - 1 };

/** One variation's visitors drawn from a behaviour, added to the totals `before` (none). */
function simulate(
  random: () => number,
  visitors: number,
  behaviour: Behaviour,
  before: VariationTotals = rate(0, 0),
): VariationTotals {
  const addToBag = binomial(random, visitors, behaviour.addToBag);
  const purchase = binomial(random, addToBag, behaviour.purchase / behaviour.addToBag);
  const [lowest, end] = behaviour.amount;
  let { sum, sumOfSquares } = before.revenue;
  for (let i = 0; i < purchase; i++) {
    const amount = lowest + Math.floor(random() * (end - lowest));
    sum += amount;
    sumOfSquares += amount * amount;
  }
  return {
    visitors: before.visitors + visitors,
    addToBag: before.addToBag + addToBag,
    purchase: before.purchase + purchase,
    revenue: { sum, sumOfSquares },
  };
}

const named = (key: string, totals: VariationTotals) => ({ key, plannedWeight: 1, ...totals });

const covers = (lift: Lift, truth: number) =>
  lift.state === "shown" && lift.interval.lower <= truth && truth <= lift.interval.upper;
const excludesZero = (lift: Lift) => lift.state === "shown" && lift.excludesZero;
/** A shown lift with its interval, to nine decimals. */
const shown = (lift: number, lower: number, upper: number, excludesZero: boolean) => ({
  state: "shown",
  lift: expect.closeTo(lift, 9),
  interval: { lower: expect.closeTo(lower, 9), upper: expect.closeTo(upper, 9) },
  excludesZero,
});
const INSUFFICIENT = { state: "insufficient" };
const invalid = (reason: string) => ({ state: "invalid", reason });
const CONTROL_ZERO = { state: "control-zero" };

// Repeated simulations count how often something happens in RUNS runs. Where it should happen
// 95 % of the time, the count has a standard deviation of √(1000 · 0.95 · 0.05) ≈ 6.9, so the
// bounds 925–975 sit 3.6 deviations away: another seed fails them about once in 3,000 (and a
// 90 % interval, 1.64 standard errors, lands near 900). Under 5 % it is 50 ± 6.9: 25–75.
const RUNS = 1000;
const COVERED = { least: 925, most: 975 };
const FALSE_POSITIVES = { least: 25, most: 75 };

/** In how many of RUNS runs, drawn from `seed`, `happens` comes out true. */
function howOften(seed: number, happens: (random: () => number) => boolean): number {
  const random = generator(seed);
  let count = 0;
  for (let run = 0; run < RUNS; run++) if (happens(random)) count++;
  return count;
}
const expectWithin = (count: number, bounds: { least: number; most: number }) =>
  expect(count >= bounds.least && count <= bounds.most, `${count} times`).toBe(true);

describe("the chi-square p-value", () => {
  it("matches the tables at the 0.001 and 0.05 critical values and elsewhere", () => {
    // Statistic, degrees of freedom, P(χ² ≥ statistic) (tables, with SciPy's chi2.sf digits).
    const table: [number, number, number][] = [
      [10.828, 1, 0.0009997657195830916],
      [13.816, 2, 0.0009997553089238827],
      [16.266, 3, 0.001000111604662117],
      [3.841, 1, 0.050013683763956804],
      [0.001, 1, 0.9747728793699604],
      [30, 10, 0.000856641210775301],
      [0.1, 4, 0.9987908957257497],
      [50, 40, 0.1335748340856504],
      [200, 150, 0.003973185970821635],
      [100, 1, 1.5239706048320995e-23],
    ];
    for (const [statistic, df, p] of table)
      expect(chiSquarePValue(statistic, df) / p).toBeCloseTo(1, 8);
    expect(chiSquarePValue(0, 3)).toBe(1);
    expect(chiSquarePValue(1e6, 2)).toBe(0);
  });

  it("agrees with the normal quantile: a squared 1.96 lies at p = 0.05 with 1 degree", () => {
    expect(chiSquarePValue(NORMAL_QUANTILE_975 ** 2, 1)).toBeCloseTo(0.05, 12);
  });
});

describe("the lift and its interval", () => {
  it("is the delta method's, with each side's own variance (worked by hand)", () => {
    // Var = (0.15 · 0.85 + 3² · 0.05 · 0.95) / 999 / 0.05²; a pooled rate (0.1) gives 1.08–2.92.
    expect(metricLift(rate(1000, 150), rate(1000, 50), "purchase")).toEqual(
      shown(2, 1.0760641171002145, 2.9239358828997846, true),
    );
  });

  it("forms revenue per visitor from the sums and sums of squares", () => {
    // Control: 10 visitors, 15,000 in all; treatment: 12 visitors, 24,000 (values in the test's
    // notes: 0,0,0,5000,0,2500,0,0,7500,0 and 0,4000,0,6000,0,0,3000,0,9000,0,0,2000).
    const control = { ...rate(10, 3), revenue: { sum: 15000, sumOfSquares: 87_500_000 } };
    const treatment = { ...rate(12, 5), revenue: { sum: 24000, sumOfSquares: 146_000_000 } };
    expect(metricLift(treatment, control, "revenue")).toEqual(
      shown(1 / 3, -1.526682864787157, 2.1933495314538236, false),
    );
  });

  it("shows nothing until both sides have 8 visitors", () => {
    expect(MINIMUM_VISITORS).toBe(8);
    expect(metricLift(rate(7, 3), rate(8, 2), "purchase")).toEqual(INSUFFICIENT);
    expect(metricLift(rate(8, 3), rate(7, 2), "purchase")).toEqual(INSUFFICIENT);
    expect(metricLift(rate(0, 0), rate(0, 0), "revenue")).toEqual(INSUFFICIENT);
    expect(metricLift(rate(8, 3), rate(8, 2), "purchase").state).toBe("shown");
  });

  it("says a lift over a control that never converted does not exist", () => {
    expect(metricLift(rate(500, 4), rate(500, 0), "purchase")).toEqual(CONTROL_ZERO);
    expect(metricLift(rate(500, 0), rate(500, 0), "add-to-bag")).toEqual(CONTROL_ZERO);
    expect(metricLift(rate(500, 4), rate(500, 4), "revenue")).toEqual(CONTROL_ZERO);
  });

  it("gives no interval when one side's visitors are all alike", () => {
    const noInterval = (lift: number) => ({ state: "no-interval", lift });
    expect(metricLift(rate(500, 0), rate(500, 9), "purchase")).toEqual(noInterval(-1));
    expect(metricLift(rate(20, 20), rate(20, 20), "purchase")).toEqual(noInterval(0));
  });

  it("refuses counts that cannot be, naming why", () => {
    expect(metricLift(rate(10, 11), rate(10, 2), "purchase")).toEqual(
      invalid("conversions-exceed-visitors"),
    );
    expect(metricLift(rate(10, 1), rate(-10, 2), "purchase")).toEqual(invalid("not-a-count"));
    expect(metricLift(rate(10, 1.5), rate(10, 2), "add-to-bag")).toEqual(invalid("not-a-count"));
    const squares = { ...rate(10, 2), revenue: { sum: 1000, sumOfSquares: 99_999 } };
    expect(metricLift(squares, rate(10, 2), "revenue")).toEqual(invalid("revenue-inconsistent"));
  });

  it("finds a seeded true effect: 10 % against 12 % over 20,000 visitors each", () => {
    const random = generator(29);
    const control = simulate(random, 20_000, CONTROL);
    const treatment = simulate(random, 20_000, TREATMENT);
    for (const metric of ["add-to-bag", "purchase", "revenue"] as const) {
      const lift = metricLift(treatment, control, metric);
      expect(excludesZero(lift), metric).toBe(true);
      expect(covers(lift, TRUE_LIFT[metric]), metric).toBe(true);
    }
  });

  it("covers the true lift in about 95 % of 1,000 simulated experiments", () => {
    const random = generator(2901);
    const covered = { "add-to-bag": 0, purchase: 0, revenue: 0 };
    for (let run = 0; run < RUNS; run++) {
      const control = simulate(random, 2000, CONTROL);
      const treatment = simulate(random, 2000, TREATMENT);
      for (const metric of ["add-to-bag", "purchase", "revenue"] as const)
        if (covers(metricLift(treatment, control, metric), TRUE_LIFT[metric])) covered[metric]++;
    }
    for (const count of Object.values(covered)) expectWithin(count, COVERED);
  });

  it("covers it as well on a 90/10 split with rates far apart (5 % against 15 %)", () => {
    const covered = howOften(2902, (random) => {
      const control = rate(9000, binomial(random, 9000, 0.05));
      const treatment = rate(1000, binomial(random, 1000, 0.15));
      return covers(metricLift(treatment, control, "purchase"), 2);
    });
    expectWithin(covered, COVERED);
  });

  it("excludes zero in about 5 % of 1,000 A/A experiments", () => {
    const significant = howOften(2903, (random) => {
      const [a, b] = [simulate(random, 2000, CONTROL), simulate(random, 2000, CONTROL)];
      return excludesZero(metricLift(a, b, "purchase"));
    });
    expectWithin(significant, FALSE_POSITIVES);
  });
});

describe("the sample-ratio-mismatch check", () => {
  it("sounds the alarm on 5,300 against 4,700 planned 50/50", () => {
    const check = sampleRatioCheck([5300, 4700], [50, 50]);
    expect(check).toMatchObject({ state: "checked", statistic: 36, degreesOfFreedom: 1 });
    expect(check).toMatchObject({ alarm: true, expected: [5000, 5000] });
    if (check.state === "checked") expect(check.pValue).toBeLessThan(1e-8);
  });

  it("honours an uneven plan: 9,000 against 1,000 is right for 90/10, wrong for 50/50", () => {
    expect(sampleRatioCheck([9000, 1000], [9000, 1000])).toMatchObject({
      statistic: 0,
      pValue: 1,
      alarm: false,
    });
    expect(sampleRatioCheck([9000, 1000], [1, 1])).toMatchObject({ alarm: true });
    expect(sampleRatioCheck([9000, 1080], [90, 10])).toMatchObject({ alarm: false });
    expect(sampleRatioCheck([9000, 1150], [90, 10])).toMatchObject({ alarm: true });
  });

  it("rarely sounds on fair splits: at most 5 of 1,000 runs each of 50/50, 90/10 and 3 ways", () => {
    for (const weights of [
      [1, 1],
      [9, 1],
      [2, 1, 1],
    ]) {
      const alarms = howOften(2904, (random) => {
        // Visitors fall into each variation in turn with its share of those still unplaced.
        let left = 500;
        let weightLeft = weights.reduce((sum, weight) => sum + weight, 0);
        const visitors = weights.map((weight) => {
          const placed = weight === weightLeft ? left : binomial(random, left, weight / weightLeft);
          left -= placed;
          weightLeft -= weight;
          return placed;
        });
        const check = sampleRatioCheck(visitors, weights);
        if (check.state !== "checked") throw new Error(`not checked: ${visitors.join(", ")}`);
        return check.alarm;
      });
      // An alarm is a 1-in-1,000 event on a fair split: 5 or more in 1,000 runs is 1 in 270.
      expect(alarms, weights.join("/")).toBeLessThanOrEqual(5);
    }
  });

  it("sounds when a planned variation gets nobody, or an unplanned one gets visitors", () => {
    expect(sampleRatioCheck([10_000, 0], [1, 1])).toMatchObject({ alarm: true });
    expect(sampleRatioCheck([5000, 5000, 0], [1, 1, 0])).toMatchObject({ degreesOfFreedom: 1 });
    const unplanned = sampleRatioCheck([5000, 5000, 3], [1, 1, 0]);
    expect(unplanned).toEqual(invalid("unplanned-visitors"));
  });

  it("waits until every variation expects 8 visitors, and refuses what is no plan", () => {
    expect(sampleRatioCheck([0, 0], [1, 1])).toEqual({ state: "insufficient" });
    expect(sampleRatioCheck([15, 0], [1, 1])).toEqual({ state: "insufficient" });
    expect(sampleRatioCheck([16, 0], [1, 1]).state).toBe("checked");
    expect(sampleRatioCheck([10, 10], [1])).toEqual(invalid("weights"));
    expect(sampleRatioCheck([10, 10], [1, -1])).toEqual(invalid("weights"));
    expect(sampleRatioCheck([10, 10], [1, 0])).toEqual(invalid("weights"));
    expect(sampleRatioCheck([10, 2.5], [1, 1])).toEqual(invalid("not-a-count"));
  });
});

describe("the results of an experiment", () => {
  /** 14 days of a test at 50/50: the first day brings 5 visitors a side, then 1,000 a day. */
  function fortnight(): { days: DayTotals[]; variations: VariationCounts[] } {
    const random = generator(2905);
    const days: DayTotals[] = [];
    let control = rate(0, 0);
    let treatment = rate(0, 0);
    for (let day = 1; day <= 14; day++) {
      const visitors = day === 1 ? 5 : 1000;
      control = simulate(random, visitors, CONTROL, control);
      treatment = simulate(random, visitors, TREATMENT, treatment);
      const date = `2025-03-${String(day).padStart(2, "0")}`;
      days.push({ day: date, variations: [control, treatment] });
    }
    return { days, variations: [named("a", control), named("b", treatment)] };
  }

  it("reports each variation, the check and a lift over time that begins at 8 visitors", () => {
    const { days, variations } = fortnight();
    const results = experimentResults({ variations, days });
    if (results.state !== "computed") throw new Error(results.reason);
    expect(results.control).toBe("a");
    expect(results.sampleRatio).toMatchObject({ state: "checked", alarm: false });
    const [control, treatment] = results.variations;
    expect(control).toMatchObject({ isControl: true, metrics: { purchase: { lift: null } } });
    if (treatment?.state !== "shown") throw new Error("hidden");
    const purchased = variations[1]?.purchase ?? 0;
    expect(treatment.metrics.purchase).toMatchObject({
      total: purchased,
      value: purchased / treatment.visitors,
    });
    expect(results.liftOverTime.map((series) => series.metric)).toEqual(METRICS);
    for (const series of results.liftOverTime) {
      expect(series.variation).toBe("b");
      expect(series.points.map((point) => point.day)).toEqual(days.slice(1).map((day) => day.day));
      const last = series.points.at(-1);
      const overall = treatment.metrics[series.metric];
      expect(overall.state === "shown" && overall.lift).toMatchObject({ lift: last?.lift });
    }
  });

  it("shows nothing of a variation under 8 visitors, nor any lift against such a control", () => {
    const [a, b, c] = [named("a", rate(8, 2)), named("b", rate(200, 20)), named("c", rate(7, 0))];
    const results = experimentResults({ variations: [a, b, c] });
    if (results.state !== "computed") throw new Error(results.reason);
    expect(results.variations[0]).toMatchObject({ state: "shown", key: "a", visitors: 8 });
    expect(results.variations[1]).toMatchObject({
      metrics: {
        purchase: { lift: shown(-0.6, -1.1396404452013658, -0.060359554798634196, true) },
      },
    });
    expect(results.variations[2]).toEqual({ state: "insufficient", key: "c", visitors: 7 });
    const smallControl = experimentResults({ variations: [c, b] });
    expect(smallControl).toMatchObject({
      variations: [INSUFFICIENT, { metrics: { purchase: { lift: INSUFFICIENT } } }],
    });
  });

  it("measures against the variation the caller names", () => {
    const variations = [named("a", rate(100, 10)), named("b", rate(100, 20))];
    const days = [{ day: "2025-03-01", variations }];
    const results = experimentResults({ variations, control: "b", days });
    expect(results).toMatchObject({ state: "computed", control: "b" });
    if (results.state !== "computed") return;
    expect(results.variations[0]).toMatchObject({
      metrics: { purchase: { lift: { lift: -0.5 } } },
    });
    expect(results.liftOverTime[1]).toMatchObject({
      variation: "a",
      metric: "purchase",
      points: [{ day: "2025-03-01", lift: -0.5 }],
    });
    expect(experimentResults({ variations, control: "z" })).toEqual(invalid("unknown-control"));
    expect(experimentResults({ variations: [] })).toEqual(invalid("no-variations"));
  });

  it("never throws nor returns NaN or an infinity, whatever the counts", () => {
    const count = fc.oneof(
      fc.nat({ max: 20 }),
      fc.nat(),
      fc.constantFrom(-1, 0.5, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 60),
    );
    const revenue = fc.record({ sum: fc.oneof(count, fc.integer()), sumOfSquares: count });
    const totals = { visitors: count, addToBag: count, purchase: count, revenue };
    const variation = fc.record({ key: fc.string(), plannedWeight: count, ...totals });
    const day = fc.record({ day: fc.string(), variations: fc.array(fc.record(totals)) });
    const experiment = fc.record({
      variations: fc.array(variation, { maxLength: 4 }),
      days: fc.array(day, { maxLength: 3 }),
    });
    const numbers = (value: unknown): number[] =>
      typeof value === "number"
        ? [value]
        : value && typeof value === "object"
          ? Object.values(value).flatMap(numbers)
          : [];
    fc.assert(
      fc.property(experiment, (counts) => {
        const figures = numbers(experimentResults(counts));
        expect(figures.filter((figure) => !Number.isFinite(figure))).toEqual([]);
      }),
    );
  });
});
