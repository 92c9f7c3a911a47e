/** The fewest cases a scaled property test runs. */
export declare const MIN_RUNS: number;
/** The share of each test's count this run tries (FAST_CHECK_SCALE; 0.25 under CI). */
export declare const RUNS_SCALE: number;
/** The count to run for a test that runs `local` cases on a developer's machine. */
export declare function runs(local: number): number;
