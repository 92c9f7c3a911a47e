import { describe, expect, it } from "vitest";
import { styles } from "./catalog-test.fixture";
import { MAX_REVIEWS_PER_STYLE, generateReviews, starWeights } from "./review-generator";

const data = generateReviews(styles);

describe("generateReviews", () => {
  it("gives the same reviews on every call", () => {
    expect(JSON.stringify(generateReviews(styles))).toBe(JSON.stringify(data));
  });

  it("gives each style 0 to 40 reviews, none to styles generated without reviews", () => {
    const perStyle = new Map<string, number>();
    for (const review of data.reviews) {
      perStyle.set(review.styleId, (perStyle.get(review.styleId) ?? 0) + 1);
    }
    for (const style of styles) {
      const count = perStyle.get(style.styleId) ?? 0;
      expect(count).toBeLessThanOrEqual(MAX_REVIEWS_PER_STYLE);
      if (style.reviewsCount === 0) expect(count).toBe(0);
      else expect(count).toBeGreaterThan(0);
    }
  });

  it("writes reviews within the submit limits, with unique ids", () => {
    for (const review of data.reviews) {
      expect(review.rating).toBeGreaterThanOrEqual(1);
      expect(review.rating).toBeLessThanOrEqual(5);
      expect(review.title.length).toBeLessThanOrEqual(100);
      expect(review.text.length).toBeGreaterThanOrEqual(20);
      expect(review.text.length).toBeLessThanOrEqual(2000);
    }
    expect(new Set(data.reviews.map((r) => r.reviewId)).size).toBe(data.reviews.length);
  });

  it("stores French and German translations for some reviews", () => {
    const languages = new Set(data.reviews.flatMap((r) => r.translations.map((t) => t.language)));
    expect(languages).toEqual(new Set(["en", "fr", "de"]));
    const translated = data.reviews.filter((r) => r.translations.length > 0);
    expect(translated.length / data.reviews.length).toBeGreaterThan(0.2);
    for (const review of translated) {
      expect(review.translations.map((t) => t.language)).not.toContain(review.language);
    }
  });

  it("mostly gives good ratings, as real storefronts see", () => {
    const average = data.reviews.reduce((sum, r) => sum + r.rating, 0) / data.reviews.length;
    expect(average).toBeGreaterThan(3.4);
    expect(average).toBeLessThan(4.6);
    expect(new Set(data.reviews.map((r) => r.rating))).toEqual(new Set([1, 2, 3, 4, 5]));
  });

  it("seeds questions, most of them answered", () => {
    expect(data.questions.length).toBeGreaterThan(20);
    const answered = data.questions.filter((q) => q.answers.length > 0).length;
    expect(answered / data.questions.length).toBeGreaterThan(0.5);
  });
});

describe("starWeights", () => {
  it("peaks at the target score", () => {
    const weights = starWeights(4);
    expect(weights.indexOf(Math.max(...weights))).toBe(3);
  });
});
