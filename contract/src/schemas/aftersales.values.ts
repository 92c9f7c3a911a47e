// What the browser needs of cancels and returns (issue 14, decision 0075).

/** Why a shopper sends units back; the return form's list. */
export const RETURN_REASONS = [
  "TOO_SMALL",
  "TOO_LARGE",
  "NOT_AS_DESCRIBED",
  "DAMAGED",
  "WRONG_ITEM",
  "CHANGED_MIND",
  "OTHER",
] as const;
export type ReturnReason = (typeof RETURN_REASONS)[number];

/** Days after delivery within which a return can be started, per site (decision 0075). */
export const RETURN_WINDOW_DAYS: Readonly<Record<string, number>> = {
  US: 60,
  CA: 30,
  GB: 30,
  DE: 30,
  FR: 30,
};
export const DEFAULT_RETURN_WINDOW_DAYS = 30;

/** Order statuses from which a shopper may still cancel (decision 0072). */
export const CANCELLABLE_STATUSES = ["placed", "processing"] as const;

/** The most lines one return can hold (an order has fewer). */
export const MAX_RETURN_LINES = 100;
