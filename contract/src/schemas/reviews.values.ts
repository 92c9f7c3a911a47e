// Plain values of this area that pages need in the browser, kept apart from the zod schemas
// so the client bundle does not carry zod (decision 0047).
/** Limits of a review; a title or text over its maximum is REV410 naming the field. */
export const REVIEW_LIMITS = {
  titleMax: 100,
  textMin: 20,
  textMax: 2000,
  nicknameMax: 40,
  questionMin: 10,
  questionMax: 500,
  answerMin: 2,
  answerMax: 1000,
  pageMax: 50,
} as const;

/**
 * Flags hide a review from lists once this many different signed-in shoppers raised one;
 * guests' flags never hide a review (decision 0036).
 */
export const REVIEW_FLAGS_TO_HIDE = 3;

export const REVIEW_SORTS = ["newest", "oldest", "highest", "lowest", "most-helpful"] as const;
export const FLAG_REASONS = [
  "inappropriate",
  "spam",
  "off-topic",
  "personal-information",
  "fake",
  "other",
] as const;
export const VOTES = ["helpful", "unhelpful"] as const;
