// Plain values of this area that pages need in the browser, kept apart from the zod schemas
// so the client bundle does not carry zod (decision 0047).
/** The interests a profile can hold (000 §3: stored and sent as "running|hiking"). */
export const PROFILE_INTERESTS = [
  "running",
  "trail-running",
  "hiking",
  "climbing",
  "camping",
  "skiing",
  "snowboarding",
  "cycling",
  "training",
  "yoga",
  "travel",
  "lifestyle",
] as const;
export type ProfileInterest = (typeof PROFILE_INTERESTS)[number];
