/**
 * How many generated cases a property test runs, from one setting (decision 0084): each test
 * names the count it runs on a developer's machine, and `runs(n)` scales it by
 * FAST_CHECK_SCALE, which is 1 by default and 0.25 under CI=true, where every test of the suite
 * runs on two cores in the one test step. A count never drops below MIN_RUNS (a property tried
 * on a handful of cases proves little); tests that already run fewer keep theirs. Fast-check's
 * own default (100, for tests that name none) is scaled the same way by fast-check-setup.ts.
 *
 *   FAST_CHECK_SCALE=4 npx vitest run <file>   # a deeper search before a release
 */
export const MIN_RUNS = 10;

const setting = process.env.FAST_CHECK_SCALE;
/** The share of each test's count this run tries. */
export const RUNS_SCALE = setting ? Number(setting) : process.env.CI ? 0.25 : 1;
if (!(RUNS_SCALE > 0))
  throw new Error(`FAST_CHECK_SCALE must be a positive number, not "${setting}"`);

/** The count to run for a test that runs `local` cases on a developer's machine. */
export function runs(local) {
  if (local <= MIN_RUNS) return local;
  return Math.max(MIN_RUNS, Math.round(local * RUNS_SCALE));
}
