// databases: postgres — races decided by row locks; on PGlite's one connection requests queue, which placement-races proves (decision 0100)
import type { ReviewList } from "@ridgeline/contract";
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

interface SeedReviewRow {
  review_id: string;
  style_id: string;
  language: string;
  helpful_count: number;
  unhelpful_count: number;
}

const used: string[] = [];
/** A seeded review no other test of this file touches; `condition` narrows the choice. */
async function seededReview(condition = "true"): Promise<SeedReviewRow> {
  const [row] = await t.db.query<SeedReviewRow>(
    `select review_id, style_id, language, helpful_count, unhelpful_count from reviews r
      where consumer_no is null and not hidden and ${condition}
        and not (style_id = any($1::text[]))
      order by review_id limit 1`,
    [used],
  );
  if (!row) throw new Error(`the seed has no review where ${condition}`);
  used.push(row.style_id);
  return row;
}

const flag = (review: SeedReviewRow, token: string | undefined, payload: unknown) =>
  t.call({
    method: "POST",
    url: `/products/v1/products/${review.style_id}/review/${review.review_id}/flag`,
    token,
    payload: payload as Record<string, unknown>,
    remoteAddress: freshAddress(),
  });

const vote = (review: SeedReviewRow, token: string | undefined, payload: unknown) =>
  t.call({
    method: "POST",
    url: `/products/v1/products/${review.style_id}/review/${review.review_id}/vote`,
    token,
    payload: payload as Record<string, unknown>,
    remoteAddress: freshAddress(),
  });

const translate = (reviewId: string, payload: unknown) =>
  t.call({
    method: "POST",
    url: `/products/v1/review/${reviewId}/translate`,
    payload: payload as Record<string, unknown>,
  });

async function listIds(styleId: string): Promise<ReviewList> {
  const response = await t.call({
    method: "GET",
    url: `/products/v1/products/${styleId}/reviews?count=50`,
  });
  return response.json() as ReviewList;
}

describe("POST /products/v1/products/{productId}/review/{reviewId}/flag", () => {
  it("hides a review from lists and ratings once three different signed-in shoppers flagged it", async () => {
    const review = await seededReview();
    const before = await listIds(review.style_id);
    const first = await shopperToken(t);
    for (const token of [first, first]) {
      const response = await flag(review, token, { reason: "spam" });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({ reviewId: review.review_id, flagged: true, hidden: false });
    }
    // The same shopper twice counts once.
    expect((await flag(review, await shopperToken(t), { reason: "fake" })).json()).toMatchObject({
      hidden: false,
    });
    const third = await flag(review, await shopperToken(t), { reason: "inappropriate" });
    expect(third.json()).toMatchObject({ hidden: true });
    const after = await listIds(review.style_id);
    expect(after.reviews.map((r) => r.reviewId)).not.toContain(review.review_id);
    expect(after.summary.count).toBe(before.summary.count - 1);
    const [style] = await t.db.query<{ reviews_count: number; rating_score: number }>(
      "select reviews_count, rating_score from styles where style_id = $1",
      [review.style_id],
    );
    expect(style).toEqual({
      reviews_count: after.summary.count,
      rating_score: after.summary.average,
    });
  });

  it("answers 401 AUT432 without a token", async () => {
    const response = await flag(await seededReview(), undefined, { reason: "spam" });
    expect(response.statusCode).toBe(401);
    expect(errorOf(response)?.errorId).toBe("AUT432");
  });

  it("answers 403 AUT403 naming recaptcha_response to a guest without a solved bot check", async () => {
    const review = await seededReview();
    const guest = await t.guestToken();
    for (const answer of [undefined, "unsolved", await t.botAnswer("vote")]) {
      const response = await flag(review, guest, { reason: "spam", recaptcha_response: answer });
      expect(response.statusCode).toBe(403);
      expect(errorOf(response)).toMatchObject({ errorId: "AUT403", field: "recaptcha_response" });
    }
    const [stored] = await t.db.query<{ n: number }>(
      "select count(*)::int as n from review_flags where review_id = $1",
      [review.review_id],
    );
    expect(stored?.n).toBe(0);
  });

  it("takes a guest's flag with a solved bot check, each check once", async () => {
    const review = await seededReview();
    const guest = await t.guestToken();
    const answer = await t.botAnswer("flag");
    const first = await flag(review, guest, { reason: "spam", recaptcha_response: answer });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ reviewId: review.review_id, flagged: true, hidden: false });
    const again = await flag(review, guest, { reason: "spam", recaptcha_response: answer });
    expect(errorOf(again)).toMatchObject({ errorId: "AUT403", field: "recaptcha_response" });
  });

  it("answers 400 VAL400 naming reason for a reason outside the list", async () => {
    const response = await flag(await seededReview(), await shopperToken(t), { reason: "ugly" });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toMatchObject({ errorId: "VAL400", field: "reason" });
  });

  it("answers 404 API404 naming reviewId for an unknown review or one of another product", async () => {
    const review = await seededReview();
    const other = await seededReview();
    const token = await shopperToken(t);
    for (const target of [
      { ...review, review_id: "no-such-review" },
      { ...review, style_id: other.style_id },
    ]) {
      const response = await flag(target, token, { reason: "spam" });
      expect(response.statusCode).toBe(404);
      expect(errorOf(response)).toMatchObject({ errorId: "API404", field: "reviewId" });
    }
  });
});

describe("POST /products/v1/products/{productId}/review/{reviewId}/vote", () => {
  it("counts one vote per shopper and lets the shopper change it", async () => {
    const review = await seededReview();
    const token = await shopperToken(t);
    const first = await vote(review, token, { vote: "helpful" });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({
      reviewId: review.review_id,
      helpfulCount: review.helpful_count + 1,
      unhelpfulCount: review.unhelpful_count,
      vote: "helpful",
    });
    const repeat = await vote(review, token, { vote: "helpful" });
    expect(repeat.json()).toMatchObject({ helpfulCount: review.helpful_count + 1 });
    const changed = await vote(review, token, { vote: "unhelpful" });
    expect(changed.json()).toMatchObject({
      helpfulCount: review.helpful_count,
      unhelpfulCount: review.unhelpful_count + 1,
      vote: "unhelpful",
    });
    const listed = (await listIds(review.style_id)).reviews.find(
      (r) => r.reviewId === review.review_id,
    );
    expect(listed).toMatchObject({ unhelpfulCount: review.unhelpful_count + 1 });
  });

  it("counts a shopper's vote once when it arrives twice at once", async () => {
    const review = await seededReview();
    const token = await shopperToken(t);
    await Promise.all([
      vote(review, token, { vote: "helpful" }),
      vote(review, token, { vote: "helpful" }),
    ]);
    const [row] = await t.db.query<{ helpful_count: number }>(
      "select helpful_count from reviews where review_id = $1",
      [review.review_id],
    );
    expect(row?.helpful_count).toBe(review.helpful_count + 1);
  });

  it("answers 400 VAL400 naming vote for an unknown vote, 401 without a token", async () => {
    const review = await seededReview();
    const bad = await vote(review, await shopperToken(t), { vote: "love" });
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad)).toMatchObject({ errorId: "VAL400", field: "vote" });
    const anonymous = await vote(review, undefined, { vote: "helpful" });
    expect(anonymous.statusCode).toBe(401);
  });

  it("counts a guest's vote only with a solved bot check for voting", async () => {
    const review = await seededReview();
    const guest = await t.guestToken();
    for (const answer of [undefined, await t.botAnswer("flag")]) {
      const refused = await vote(review, guest, { vote: "helpful", recaptcha_response: answer });
      expect(refused.statusCode).toBe(403);
      expect(errorOf(refused)).toMatchObject({ errorId: "AUT403", field: "recaptcha_response" });
    }
    const counted = await vote(review, guest, {
      vote: "helpful",
      recaptcha_response: await t.botAnswer("vote"),
    });
    expect(counted.statusCode, counted.body).toBe(200);
    expect(counted.json()).toMatchObject({ helpfulCount: review.helpful_count + 1 });
  });

  it("answers 404 API404 for an unknown review", async () => {
    const review = await seededReview();
    const response = await vote({ ...review, review_id: "nope" }, await shopperToken(t), {
      vote: "helpful",
    });
    expect(response.statusCode).toBe(404);
    expect(errorOf(response)).toMatchObject({ errorId: "API404", field: "reviewId" });
  });
});

describe("POST /products/v1/review/{reviewId}/translate", () => {
  it("answers the stored French and German translations of an English review", async () => {
    const review = await seededReview(
      "language = 'en' and exists (select 1 from review_translations t where t.review_id = r.review_id)",
    );
    const [fr] = await t.db.query<{ title: string; text: string }>(
      "select title, text from review_translations where review_id = $1 and language = 'fr'",
      [review.review_id],
    );
    const response = await translate(review.review_id, { locale: "fr-ca" });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      reviewId: review.review_id,
      locale: "fr-ca",
      language: "fr",
      title: fr?.title,
      text: fr?.text,
    });
    const de = await translate(review.review_id, { locale: "de-de" });
    expect(de.json()).toMatchObject({ language: "de" });
  });

  it("answers a review's own text for its own language", async () => {
    const review = await seededReview("language = 'en'");
    const response = await translate(review.review_id, { locale: "en-gb" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ language: "en" });
  });

  it("answers 404 API404 naming locale when there is no translation", async () => {
    const review = await seededReview(
      "language = 'en' and not exists (select 1 from review_translations t where t.review_id = r.review_id)",
    );
    const response = await translate(review.review_id, { locale: "fr-fr" });
    expect(response.statusCode).toBe(404);
    expect(errorOf(response)).toMatchObject({ errorId: "API404", field: "locale" });
    expect(errorOf(response)?.message).toContain("fr");
  });

  it("answers 404 API404 naming reviewId for an unknown review", async () => {
    const response = await translate("no-such-review", { locale: "fr-fr" });
    expect(response.statusCode).toBe(404);
    expect(errorOf(response)).toMatchObject({ errorId: "API404", field: "reviewId" });
  });

  it.each([[{ locale: "french" }], [{}]])("answers 400 for a bad locale %o", async (payload) => {
    const review = await seededReview();
    const response = await translate(review.review_id, payload);
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toMatchObject({ errorId: "VAL400", field: "locale" });
  });

  it("answers 400 ATTR300 without a body", async () => {
    const response = await t.call({
      method: "POST",
      url: "/products/v1/review/some-review/translate",
    });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)?.errorId).toBe("ATTR300");
  });
});
