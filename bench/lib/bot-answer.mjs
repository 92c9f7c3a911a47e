/**
 * Solved bot checks for the benches, made before any clock runs: the same count as the
 * contract's (contract/src/bot-check.ts, read through tsx: the contract has no build of its own).
 */
import { createHash } from "node:crypto";
import { tsImport } from "tsx/esm/api";

const { leadingZeroBits } = await tsImport("../../contract/src/bot-check.ts", import.meta.url);

/** The answer the server accepts for a challenge of this difficulty. */
export function solveBotChallenge(challenge, difficulty) {
  for (let answer = 0; ; answer += 1) {
    const digest = createHash("sha256").update(`${challenge}:${answer}`).digest();
    if (leadingZeroBits(digest) >= difficulty) return `${challenge}:${answer}`;
  }
}
