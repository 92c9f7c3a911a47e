import type { Subscription } from "@ridgeline/contract";

/** Waiting for the shopper to follow the e-mailed link (double opt-in). */
export const isPending = (row: Subscription | undefined) =>
  Boolean(row && !row.optin && row.doubleOptin && !row.optoutDate);
