// databases: postgres — races decided by row locks; on PGlite's one connection requests queue, which placement-races proves (decision 0100)
import type { Review, ReviewList } from "@ridgeline/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp, errorOf } from "../../../test/test-app";
import { freshAddress, shopperToken } from "./community-fixture.helpers";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

/** Styles with at least `min` visible reviews, by id, each call skipping the ones given. */
async function styleWithReviews(min: number, skip: string[] = []): Promise<string> {
  const [row] = await t.db.query<{ style_id: string }>(
    `select style_id from reviews where not hidden and not (style_id = any($2::text[]))
      group by style_id having count(*) >= $1 order by style_id limit 1`,
    [min, skip],
  );
  if (!row) throw new Error(`the seed has no style with ${min} reviews`);
  return row.style_id;
}

async function styleRating(styleId: string) {
  const [row] = await t.db.query<{ rating_score: number; reviews_count: number }>(
    "select rating_score, reviews_count from styles where style_id = $1",
    [styleId],
  );
  return row;
}

async function list(productId: string, query = ""): Promise<ReviewList> {
  const response = await t.call({
    method: "GET",
    url: `/products/v1/products/${productId}/reviews${query}`,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as ReviewList;
}

const submit = (productId: string, token: string | undefined, payload: Record<string, unknown>) =>
  t.call({
    method: "POST",
    url: `/products/v1/products/${productId}/reviews`,
    token,
    payload,
    remoteAddress: freshAddress(),
  });

const GOOD_REVIEW = {
  rating: 4,
  title: "Solid shell",
  text: "Kept me dry on a four hour hike in steady rain.",
};

describe("GET /products/v1/products/{productId}/reviews", () => {
  it("answers the newest visible reviews with a summary that matches the style's rating", async () => {
    const styleId = await styleWithReviews(12);
    const answer = await list(styleId);
    expect(answer).toMatchObject({ productId: styleId, start: 0, count: 10, sort: "newest" });
    expect(answer.reviews).toHaveLength(10);
    const dates = answer.reviews.map((review) => review.createdAt);
    expect(dates).toEqual([...dates].sort().reverse());
    const { histogram, count, average } = answer.summary;
    expect(Object.values(histogram).reduce((a, b) => a + b, 0)).toBe(count);
    expect(count).toBe(answer.total);
    expect(await styleRating(styleId)).toEqual({ rating_score: average, reviews_count: count });
  });

  it("accepts a colour-variant id and answers for its style", async () => {
    const styleId = await styleWithReviews(1);
    const [color] = await t.db.query<{ color_variant_id: string }>(
      "select color_variant_id from colors where style_id = $1 limit 1",
      [styleId],
    );
    const answer = await list(color?.color_variant_id ?? "");
    expect(answer.productId).toBe(styleId);
  });

  it("sorts by rating both ways and by helpfulness", async () => {
    const styleId = await styleWithReviews(12);
    const highest = (await list(styleId, "?sort=highest&count=50")).reviews.map((r) => r.rating);
    expect(highest).toEqual([...highest].sort((a, b) => b - a));
    const lowest = (await list(styleId, "?sort=lowest&count=50")).reviews.map((r) => r.rating);
    expect(lowest).toEqual([...lowest].sort((a, b) => a - b));
    const helpful = (await list(styleId, "?sort=most-helpful&count=50")).reviews.map(
      (r) => r.helpfulCount,
    );
    expect(helpful).toEqual([...helpful].sort((a, b) => b - a));
    const oldest = (await list(styleId, "?sort=oldest&count=50")).reviews.map((r) => r.createdAt);
    expect(oldest).toEqual([...oldest].sort());
  });

  it("filters by rating and pages without repeating a review", async () => {
    const styleId = await styleWithReviews(12);
    const all = await list(styleId, "?count=50");
    const stars = all.reviews[0]?.rating ?? 5;
    const filtered = await list(styleId, `?rating=${stars}&count=50`);
    expect(filtered.rating).toBe(stars);
    expect(filtered.total).toBe(all.summary.histogram[String(stars) as "1"]);
    expect(filtered.reviews.every((review) => review.rating === stars)).toBe(true);
    const first = await list(styleId, "?start=0&count=5");
    const second = await list(styleId, "?start=5&count=5");
    const ids = [...first.reviews, ...second.reviews].map((review) => review.reviewId);
    expect(new Set(ids).size).toBe(10);
    expect(ids).toEqual(all.reviews.slice(0, 10).map((review) => review.reviewId));
  });

  it.each([
    ["?count=51", "count"],
    ["?count=0", "count"],
    ["?start=-1", "start"],
    ["?sort=best", "sort"],
    ["?rating=6", "rating"],
    ["?rating=abc", "rating"],
  ])("answers 400 VAL400 naming the parameter for %s", async (query, field) => {
    const styleId = await styleWithReviews(1);
    const response = await t.call({
      method: "GET",
      url: `/products/v1/products/${styleId}/reviews${query}`,
    });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toMatchObject({ errorId: "VAL400", field });
  });

  it("answers 404 PLP400 for an unknown product", async () => {
    const response = await t.call({ method: "GET", url: "/products/v1/products/ZZ000000/reviews" });
    expect(response.statusCode).toBe(404);
    expect(errorOf(response)).toMatchObject({ errorId: "PLP400", field: "productId" });
  });
});

describe("POST /products/v1/products/{productId}/reviews", () => {
  it("answers 401 AUT432 without a token or with a guest's, and stores nothing", async () => {
    const styleId = await styleWithReviews(1);
    const before = await styleRating(styleId);
    for (const token of [undefined, await t.guestToken()]) {
      const response = await submit(styleId, token, GOOD_REVIEW);
      expect(response.statusCode).toBe(401);
      expect(errorOf(response)?.errorId).toBe("AUT432");
    }
    expect(await styleRating(styleId)).toEqual(before);
  });

  it("stores the review, lists it first and moves the style's rating and count", async () => {
    const styleId = await styleWithReviews(3);
    const before = await list(styleId);
    const token = await shopperToken(t);
    const response = await submit(styleId, token, { ...GOOD_REVIEW, rating: 1, nickname: "Ana" });
    expect(response.statusCode, response.body).toBe(201);
    const review = response.json() as Review;
    expect(review).toMatchObject({
      productId: styleId,
      rating: 1,
      title: GOOD_REVIEW.title,
      nickname: "Ana",
      language: "en",
      helpfulCount: 0,
      translations: [],
    });
    const after = await list(styleId);
    expect(after.reviews[0]?.reviewId).toBe(review.reviewId);
    expect(after.summary.count).toBe(before.summary.count + 1);
    expect(after.summary.histogram["1"]).toBe(before.summary.histogram["1"] + 1);
    expect(await styleRating(styleId)).toEqual({
      rating_score: after.summary.average,
      reviews_count: after.summary.count,
    });
    const details = await t.call({
      method: "GET",
      url: `/products/v2/products/${styleId}/details`,
    });
    expect(details.json()).toMatchObject({
      rating: { score: after.summary.average, reviewsCount: after.summary.count },
    });
  });

  it("answers 409 CCA400 to a second review of the same style, even through a colour id", async () => {
    const styleId = await styleWithReviews(1);
    const token = await shopperToken(t);
    expect((await submit(styleId, token, GOOD_REVIEW)).statusCode).toBe(201);
    const [color] = await t.db.query<{ color_variant_id: string }>(
      "select color_variant_id from colors where style_id = $1 limit 1",
      [styleId],
    );
    const again = await submit(color?.color_variant_id ?? "", token, GOOD_REVIEW);
    expect(again.statusCode).toBe(409);
    expect(errorOf(again)).toMatchObject({ errorId: "CCA400", field: "productId" });
  });

  it("keeps one review when a shopper submits twice at once", async () => {
    const styleId = await styleWithReviews(2);
    const token = await shopperToken(t);
    const answers = await Promise.all([
      submit(styleId, token, GOOD_REVIEW),
      submit(styleId, token, GOOD_REVIEW),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409]);
  });

  it.each([
    [{ title: "t".repeat(101) }, "title"],
    [{ text: "x".repeat(2001) }, "text"],
  ])("answers 400 REV410 naming the field over its limit", async (extra, field) => {
    const response = await submit(await styleWithReviews(1), await shopperToken(t), {
      ...GOOD_REVIEW,
      ...extra,
    });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toMatchObject({ errorId: "REV410", field });
  });

  it("accepts a title of exactly 100 and a text of exactly 2000 characters", async () => {
    const response = await submit(await styleWithReviews(1, ["x"]), await shopperToken(t), {
      ...GOOD_REVIEW,
      title: "t".repeat(100),
      text: "x".repeat(2000),
    });
    expect(response.statusCode).toBe(201);
  });

  it.each([
    [{ rating: 0 }, "rating"],
    [{ rating: 6 }, "rating"],
    [{ rating: 4.5 }, "rating"],
    [{ rating: "5" }, "rating"],
    [{ text: "too short" }, "text"],
    [{ title: "   " }, "title"],
    [{ extra: true }, "body"],
  ])("answers 400 VAL400 for %o", async (extra, field) => {
    const response = await submit(await styleWithReviews(1), await shopperToken(t), {
      ...GOOD_REVIEW,
      ...extra,
    });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toMatchObject({ errorId: "VAL400", field });
  });

  it("answers 404 PLP400 for an unknown product", async () => {
    const response = await submit("ZZ000000", await shopperToken(t), GOOD_REVIEW);
    expect(response.statusCode).toBe(404);
    expect(errorOf(response)).toMatchObject({ errorId: "PLP400", field: "productId" });
  });
});
