import { describe, expect, it } from "vitest";
import { AppError } from "../../platform/errors/app-error";
import {
  averageRating,
  buildSummary,
  checkReviewLength,
  languageOf,
  voteDelta,
} from "./reviews.helpers";

function errorOf(work: () => void): AppError {
  try {
    work();
  } catch (error) {
    if (error instanceof AppError) return error;
  }
  throw new Error("expected an AppError");
}

describe("checkReviewLength", () => {
  it("accepts a title of 100 and a text of 2000 characters", () => {
    expect(() =>
      checkReviewLength({ title: "t".repeat(100), text: "x".repeat(2000) }),
    ).not.toThrow();
  });

  it("answers REV410 naming the title when it has 101 characters", () => {
    const error = errorOf(() => checkReviewLength({ title: "t".repeat(101), text: "ok" }));
    expect(error.errorId).toBe("REV410");
    expect(error.field).toBe("title");
  });

  it("answers REV410 naming the text when it has 2001 characters", () => {
    const error = errorOf(() => checkReviewLength({ title: "ok", text: "x".repeat(2001) }));
    expect(error.errorId).toBe("REV410");
    expect(error.field).toBe("text");
    expect(error.message).toContain("2001");
  });

  it("counts an emoji as one character", () => {
    expect(() => checkReviewLength({ title: "🏔".repeat(100), text: "ok" })).not.toThrow();
  });
});

describe("buildSummary", () => {
  it("fills missing stars with 0 and averages to one decimal", () => {
    const summary = buildSummary(
      new Map([
        [5, 2],
        [4, 1],
      ]),
    );
    expect(summary).toEqual({
      average: 4.7,
      count: 3,
      histogram: { "1": 0, "2": 0, "3": 0, "4": 1, "5": 2 },
    });
  });

  it("answers an average of 0 without reviews", () => {
    expect(buildSummary(new Map()).average).toBe(0);
    expect(averageRating(0, 0)).toBe(0);
  });
});

describe("languageOf", () => {
  it("takes the language of a locale", () => {
    expect(languageOf("fr-ca")).toBe("fr");
    expect(languageOf("de-de")).toBe("de");
  });
});

describe("voteDelta", () => {
  it("counts a first vote, ignores a repeat and moves a changed vote", () => {
    expect(voteDelta(null, "helpful")).toEqual({ helpful: 1, unhelpful: 0 });
    expect(voteDelta("helpful", "helpful")).toEqual({ helpful: 0, unhelpful: 0 });
    expect(voteDelta("helpful", "unhelpful")).toEqual({ helpful: -1, unhelpful: 1 });
  });
});
