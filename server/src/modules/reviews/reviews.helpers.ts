import { REVIEW_LIMITS, type ReviewSummary } from "@ridgeline/contract";
import { AppError } from "../../platform/errors/app-error";

/** Rejects a title or text over its maximum with REV410 naming the field (spec 000 §5). */
export function checkReviewLength(input: { title: string; text: string }): void {
  const limits = [
    ["title", input.title, REVIEW_LIMITS.titleMax],
    ["text", input.text, REVIEW_LIMITS.textMax],
  ] as const;
  for (const [field, value, max] of limits) {
    // Code points, not UTF-16 units: an emoji is one character to the shopper typing it.
    const length = [...value].length;
    if (length > max) {
      throw new AppError("REV410", {
        field,
        message: `${field} is too long: ${length} characters, at most ${max}.`,
      });
    }
  }
}

/** Average rounded to one decimal, as styles.rating_score keeps it; 0 without reviews. */
export function averageRating(sum: number, count: number): number {
  // Integer arithmetic first, so halves round as SQL round(numeric, 1) rounds them.
  return count === 0 ? 0 : Math.round((sum * 10) / count) / 10;
}

/** The summary of a style's visible reviews from their count per star. */
export function buildSummary(counts: ReadonlyMap<number, number>): ReviewSummary {
  const histogram = { "1": 0, "2": 0, "3": 0, "4": 0, "5": 0 };
  let count = 0;
  let sum = 0;
  for (const stars of [1, 2, 3, 4, 5] as const) {
    const n = counts.get(stars) ?? 0;
    histogram[String(stars) as keyof typeof histogram] = n;
    count += n;
    sum += n * stars;
  }
  return { average: averageRating(sum, count), count, histogram };
}

/** The language part of a locale: `fr-ca` → `fr`. */
export function languageOf(locale: string): string {
  return locale.slice(0, 2);
}

/** Timestamps come back as Date from both drivers; the API speaks ISO 8601. */
export function toIso(value: Date | string): string {
  return value instanceof Date ? value.toISOString() : new Date(value).toISOString();
}

/** How a shopper's vote moves the counters, given the vote it replaces. */
export function voteDelta(
  previous: "helpful" | "unhelpful" | null,
  vote: "helpful" | "unhelpful",
): { helpful: number; unhelpful: number } {
  if (previous === vote) return { helpful: 0, unhelpful: 0 };
  const change = (kind: "helpful" | "unhelpful") =>
    (vote === kind ? 1 : 0) - (previous === kind ? 1 : 0);
  return { helpful: change("helpful"), unhelpful: change("unhelpful") };
}
