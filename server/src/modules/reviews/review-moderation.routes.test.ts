// databases: postgres — business rules through the API; PostgreSQL runs them faster
import { FLAG_REASONS, REVIEW_FLAGS_TO_HIDE, type ReviewList } from "@ridgeline/contract";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, errorOf, type TestApp } from "../../../test/test-app";
import { createServices } from "../../app";
import {
  GOOD_REVIEW,
  communityCalls,
  shopperToken,
  type SeededReview,
} from "./community-fixture.helpers";
import type { ReviewsService } from "./reviews.service";
import { runs } from "../../../../scripts/fast-check-runs.mjs";

// Guests cannot move ratings or hide reviews; hiding takes several accounts' flags or a
// moderator. The limits on each kind of write are in community-writes.routes.test.ts.

// Hundreds of calls per limit on a shared machine: these tests get more time than the default.
const SLOW = 120_000;

let t: TestApp;
let reviews: ReviewsService;
beforeAll(async () => {
  t = await createTestApp();
  reviews = createServices(t.config, t.db).reviews.reviews;
});
afterAll(async () => {
  await t?.close();
});

const { freshReview, post, flag, guestFlag } = communityCalls(() => t);

async function list(styleId: string): Promise<ReviewList> {
  const response = await t.call({
    method: "GET",
    url: `/products/v1/products/${styleId}/reviews?count=50`,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as ReviewList;
}

const listed = async (review: SeededReview) =>
  (await list(review.styleId)).reviews.some((r) => r.reviewId === review.reviewId);

async function styleRating(styleId: string) {
  const [row] = await t.db.query<{ rating_score: number; reviews_count: number }>(
    "select rating_score, reviews_count from styles where style_id = $1",
    [styleId],
  );
  return row;
}

describe("guests cannot forge or bury community content", () => {
  it(
    "many guest tokens cannot move a product's average or review count",
    async () => {
      const { styleId } = await freshReview();
      const before = await list(styleId);
      await fc.assert(
        fc.asyncProperty(
          fc.array(fc.integer({ min: 1, max: 5 }), { minLength: 1, maxLength: 10 }),
          async (ratings) => {
            for (const rating of ratings) {
              const response = await post(
                `/products/v1/products/${styleId}/reviews`,
                await t.guestToken(),
                { ...GOOD_REVIEW, rating },
              );
              expect(response.statusCode).toBe(401);
              expect(errorOf(response)?.errorId).toBe("AUT432");
            }
            expect((await list(styleId)).summary).toEqual(before.summary);
          },
        ),
        { numRuns: runs(8) },
      );
      expect(await styleRating(styleId)).toEqual({
        rating_score: before.summary.average,
        reviews_count: before.summary.count,
      });
    },
    SLOW,
  );

  it(
    "guests' flags never hide a review, however many tokens and solved bot checks",
    async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.array(fc.constantFrom(...FLAG_REASONS), {
            minLength: REVIEW_FLAGS_TO_HIDE,
            maxLength: REVIEW_FLAGS_TO_HIDE * 3,
          }),
          async (reasons) => {
            const review = await freshReview();
            for (const reason of reasons) {
              const response = await guestFlag(review, undefined, reason);
              expect(response.statusCode, response.body).toBe(200);
              expect(response.json()).toMatchObject({ hidden: false });
            }
            expect(await listed(review)).toBe(true);
          },
        ),
        { numRuns: runs(5) },
      );
    },
    SLOW,
  );
});

describe("hiding a review needs flags from several signed-in accounts", () => {
  it(
    `hides a review exactly when ${REVIEW_FLAGS_TO_HIDE} different accounts flagged it, whatever the repeats and guests between`,
    async () => {
      // Each step is one of five accounts, or a guest with a solved bot check.
      const step = fc.oneof(fc.nat({ max: 4 }), fc.constant("guest" as const));
      await fc.assert(
        fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 10 }), async (steps) => {
          const review = await freshReview();
          const accounts = await Promise.all([0, 1, 2, 3, 4].map(() => shopperToken(t)));
          const flaggers = new Set<number>();
          let hidden = false;
          for (const who of steps) {
            const response =
              who === "guest" ? await guestFlag(review) : await flag(review, accounts[who] ?? "");
            if (hidden) {
              // A hidden review is gone for everyone, flaggers included.
              expect(errorOf(response)).toMatchObject({ errorId: "API404", field: "reviewId" });
              continue;
            }
            if (who !== "guest") flaggers.add(who);
            hidden = flaggers.size >= REVIEW_FLAGS_TO_HIDE;
            expect(response.statusCode, response.body).toBe(200);
            expect(response.json()).toMatchObject({ hidden });
          }
          expect(await listed(review)).toBe(!hidden);
        }),
        { numRuns: runs(12) },
      );
    },
    SLOW,
  );

  it("one account flagging a review many times never hides it", async () => {
    const review = await freshReview();
    const token = await shopperToken(t);
    for (let i = 0; i < REVIEW_FLAGS_TO_HIDE * 3; i++) {
      const response = await flag(review, token);
      expect(response.json()).toMatchObject({ flagged: true, hidden: false });
    }
    expect(await listed(review)).toBe(true);
  });
});

describe("moderators", () => {
  it("hide a review from lists and the rating, and show it again for good", async () => {
    const review = await freshReview();
    const before = await list(review.styleId);

    const hidden = await reviews.moderate(review.reviewId, "hide");
    expect(hidden).toMatchObject({ reviewId: review.reviewId, hidden: true });
    const after = await list(review.styleId);
    expect(after.reviews.map((r) => r.reviewId)).not.toContain(review.reviewId);
    expect(after.summary.count).toBe(before.summary.count - 1);
    expect(hidden.summary).toEqual(after.summary);
    expect(await styleRating(review.styleId)).toEqual({
      rating_score: after.summary.average,
      reviews_count: after.summary.count,
    });

    const shown = await reviews.moderate(review.reviewId, "show");
    expect(shown).toMatchObject({ hidden: false, summary: before.summary });
    expect(await listed(review)).toBe(true);
    // A moderator's "show" stands: the flags of enough accounts no longer hide it.
    for (let i = 0; i < REVIEW_FLAGS_TO_HIDE; i++) {
      const response = await flag(review, await shopperToken(t));
      expect(response.json()).toMatchObject({ hidden: false });
    }
    expect(await listed(review)).toBe(true);
  });

  it("show a review that flags hid, and hide one nobody flagged", async () => {
    const buried = await freshReview();
    for (let i = 0; i < REVIEW_FLAGS_TO_HIDE; i++) await flag(buried, await shopperToken(t));
    expect(await listed(buried)).toBe(false);
    await reviews.moderate(buried.reviewId, "show");
    expect(await listed(buried)).toBe(true);

    const unwanted = await freshReview();
    await reviews.moderate(unwanted.reviewId, "hide");
    expect(await listed(unwanted)).toBe(false);
  });

  it("get API404 naming reviewId for an unknown review", async () => {
    await expect(reviews.moderate("no-such-review", "hide")).rejects.toMatchObject({
      errorId: "API404",
      field: "reviewId",
    });
  });
});
