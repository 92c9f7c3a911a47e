import { randomUUID } from "node:crypto";
import { REVIEW_FLAGS_TO_HIDE, type Review, type ReviewList } from "@ridgeline/contract";
import type { Db, Queryable } from "../../platform/database/db.types";
import { AppError } from "../../platform/errors/app-error";
import type { Shopper, SiteScope } from "../../platform/http/request-scope";
import type { CatalogService } from "../catalog/catalog.service";
import { buildSummary, checkReviewLength, languageOf, toIso, voteDelta } from "./reviews.helpers";
import {
  addVoteCounts,
  hideReview,
  insertFlag,
  insertReview,
  lockStyleReviews,
  selectRatingCounts,
  selectReview,
  selectReviewOf,
  selectReviewPage,
  selectTranslation,
  upsertVote,
  type ReviewRow,
  type ReviewSort,
  type Vote,
} from "./reviews.tables";

export interface ReviewListInput {
  sort: ReviewSort;
  rating?: number | undefined;
  start: number;
  count: number;
}

export interface SubmitReviewInput {
  rating: number;
  title: string;
  text: string;
  nickname?: string | undefined;
}

export interface ReviewsService {
  list(productId: string, input: ReviewListInput): Promise<ReviewList>;
  submit(
    productId: string,
    input: SubmitReviewInput,
    shopper: Shopper,
    site: SiteScope,
  ): Promise<Review>;
  flag(
    productId: string,
    reviewId: string,
    reason: string,
    shopper: Shopper,
  ): Promise<{ reviewId: string; flagged: true; hidden: boolean }>;
  vote(
    productId: string,
    reviewId: string,
    vote: Vote,
    shopper: Shopper,
  ): Promise<{ reviewId: string; helpfulCount: number; unhelpfulCount: number; vote: Vote }>;
  translate(
    reviewId: string,
    locale: string,
  ): Promise<{ reviewId: string; locale: string; language: string; title: string; text: string }>;
}

export const DEFAULT_NICKNAME = "Ridgeline shopper";

export function toReview(row: ReviewRow): Review {
  return {
    reviewId: row.review_id,
    productId: row.style_id,
    rating: row.rating,
    title: row.title,
    text: row.text,
    nickname: row.nickname,
    language: row.language,
    createdAt: toIso(row.created_at),
    helpfulCount: row.helpful_count,
    unhelpfulCount: row.unhelpful_count,
    translations: row.translations,
  };
}

function reviewNotFound(reviewId: string): AppError {
  return new AppError("API404", {
    field: "reviewId",
    message: `Review ${reviewId} was not found.`,
  });
}

export function createReviewsService(deps: { db: Db; catalog: CatalogService }): ReviewsService {
  const { db, catalog } = deps;

  /** Keeps the style's rating and count equal to its visible reviews; call under the style lock. */
  async function refreshRating(tx: Queryable, styleId: string): Promise<void> {
    const summary = buildSummary(await selectRatingCounts(tx, styleId));
    await catalog.updateRating(styleId, summary.average, summary.count, tx);
  }

  /** A visible review of this product's style, locked for the change that follows. */
  async function reviewOfProduct(tx: Queryable, styleId: string, reviewId: string) {
    const review = await selectReview(tx, reviewId, true);
    if (!review || review.hidden || review.style_id !== styleId) throw reviewNotFound(reviewId);
    return review;
  }

  return {
    async list(productId, input) {
      const styleId = await catalog.styleIdOf(productId);
      const rating = input.rating ?? null;
      const page = await selectReviewPage(db, { styleId, rating }, input);
      const summary = buildSummary(await selectRatingCounts(db, styleId));
      return {
        productId: styleId,
        total: page.total,
        start: input.start,
        count: page.rows.length,
        sort: input.sort,
        rating,
        summary,
        reviews: page.rows.map(toReview),
      };
    },

    async submit(productId, input, shopper, site) {
      checkReviewLength(input);
      const styleId = await catalog.styleIdOf(productId);
      const reviewId = randomUUID();
      await db.transaction(async (tx) => {
        await lockStyleReviews(tx, styleId);
        if (await selectReviewOf(tx, styleId, shopper.consumerNo)) {
          throw new AppError("CCA400", {
            field: "productId",
            message: `You have already reviewed product ${styleId}.`,
          });
        }
        await insertReview(tx, {
          review_id: reviewId,
          style_id: styleId,
          consumer_no: shopper.consumerNo,
          nickname: input.nickname ?? DEFAULT_NICKNAME,
          rating: input.rating,
          title: input.title,
          text: input.text,
          language: site.language,
        });
        await refreshRating(tx, styleId);
      });
      const row = await selectReview(db, reviewId);
      if (!row) throw reviewNotFound(reviewId);
      return toReview(row);
    },

    async flag(productId, reviewId, reason, shopper) {
      const styleId = await catalog.styleIdOf(productId);
      return db.transaction(async (tx) => {
        await lockStyleReviews(tx, styleId);
        await reviewOfProduct(tx, styleId, reviewId);
        const flags = await insertFlag(tx, reviewId, shopper.consumerNo, reason);
        const hidden = flags >= REVIEW_FLAGS_TO_HIDE;
        if (hidden) {
          await hideReview(tx, reviewId);
          await refreshRating(tx, styleId);
        }
        return { reviewId, flagged: true as const, hidden };
      });
    },

    async vote(productId, reviewId, vote, shopper) {
      const styleId = await catalog.styleIdOf(productId);
      return db.transaction(async (tx) => {
        await reviewOfProduct(tx, styleId, reviewId);
        const previous = await upsertVote(tx, reviewId, shopper.consumerNo, vote);
        const delta = voteDelta(previous, vote);
        const counts = await addVoteCounts(tx, reviewId, delta.helpful, delta.unhelpful);
        return {
          reviewId,
          helpfulCount: counts.helpful_count,
          unhelpfulCount: counts.unhelpful_count,
          vote,
        };
      });
    },

    async translate(reviewId, locale) {
      const review = await selectReview(db, reviewId);
      if (!review || review.hidden) throw reviewNotFound(reviewId);
      const language = languageOf(locale);
      const found =
        review.language === language
          ? { title: review.title, text: review.text }
          : await selectTranslation(db, reviewId, language);
      if (!found) {
        throw new AppError("API404", {
          field: "locale",
          message: `Review ${reviewId} has no translation into ${language}.`,
        });
      }
      return { reviewId, locale, language, ...found };
    },
  };
}
