import fc from "fast-check";
import { runs } from "./fast-check-runs.mjs";

// Properties that name no count run fast-check's default (100), scaled like every other.
fc.configureGlobal({ numRuns: runs(100) });
