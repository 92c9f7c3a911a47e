import { randomUUID } from "node:crypto";
import {
  REVIEW_FLAGS_TO_HIDE,
  type Review,
  type ReviewList,
  type ReviewSummary,
} from "@ridgeline/contract";
import type { BotVerifier } from "../../platform/bot/bot-check";
import { createSharedCache } from "../../platform/cache/shared-cache";
import { shareAnswer } from "../../platform/http/shared-answer";
import type { Db, Queryable } from "../../platform/database/db.types";
import type { PagePurge } from "../../platform/page-cache/page-purge";
import { pageTags } from "../../platform/page-cache/page-tags";
import { AppError } from "../../platform/errors/app-error";
import type { RateLimits } from "../../platform/rate-limit/rate-limits";
import type { CatalogService } from "../catalog";
import { createCommunityWrites, type CommunityWriter } from "./community-writes.service";
import { buildSummary, checkReviewLength, languageOf, toIso, voteDelta } from "./reviews.helpers";
import {
  addVoteCounts,
  insertFlag,
  insertReview,
  lockStyleReviews,
  selectRatingCounts,
  selectReview,
  selectReviewOf,
  selectReviewPage,
  selectTranslation,
  setReviewHidden,
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
  /** A signed-in shopper's review (AUT432 for a guest), within the review limits. */
  submit(productId: string, input: SubmitReviewInput, writer: CommunityWriter): Promise<Review>;
  /** A flag; flags of REVIEW_FLAGS_TO_HIDE different signed-in shoppers hide the review. */
  flag(
    productId: string,
    reviewId: string,
    reason: string,
    writer: CommunityWriter,
  ): Promise<{ reviewId: string; flagged: true; hidden: boolean }>;
  /** A vote: a signed-in shopper's, or a guest's with a solved bot check. */
  vote(
    productId: string,
    reviewId: string,
    vote: Vote,
    writer: CommunityWriter,
  ): Promise<{ reviewId: string; helpfulCount: number; unhelpfulCount: number; vote: Vote }>;
  translate(
    reviewId: string,
    locale: string,
  ): Promise<{ reviewId: string; locale: string; language: string; title: string; text: string }>;
  /**
   * A moderator hides or shows a review (`npm run moderate`), whatever its flags; a review a
   * moderator showed is not hidden by flags again. Hidden reviews leave lists and ratings.
   */
  moderate(
    reviewId: string,
    decision: "hide" | "show",
  ): Promise<{ reviewId: string; productId: string; hidden: boolean; summary: ReviewSummary }>;
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

/** Review pages each process keeps (LRU past this many; a page holds up to 50 reviews). */
const PAGE_ENTRIES = 1_000;
/** Rating summaries each process keeps: one small object per reviewed style. */
const SUMMARY_ENTRIES = 5_000;

export function createReviewsService(deps: {
  db: Db;
  catalog: CatalogService;
  limits: RateLimits;
  bot: BotVerifier;
  pages: Pick<PagePurge, "purge">;
  /** How often the reviews' cache version is read (0: on every read, for tests). */
  syncIntervalMs?: number;
}): ReviewsService {
  const { db, catalog } = deps;
  const writes = createCommunityWrites(deps);
  // Lists and summaries are the same for every shopper (nothing in them says who is reading):
  // kept per process until the reviews' version moves (decision 0052).
  const cacheOf = <V>(maxEntries: number) =>
    createSharedCache<V>({
      db,
      name: "reviews",
      checkEveryMs: deps.syncIntervalMs ?? 1_000,
      maxEntries,
    });
  // Whole list answers, shared with every caller (frozen, their JSON written once: 0051).
  const lists = cacheOf<ReviewList>(PAGE_ENTRIES);
  const summaries = cacheOf<ReviewSummary>(SUMMARY_ENTRIES);
  const forget = () => [lists, summaries].forEach((cache) => cache.clear());
  /** A write's transaction for a style; once it has committed, every next read shows it. */
  async function write<T>(styleId: string, work: (tx: Queryable) => Promise<T>): Promise<T> {
    const result = await db.transaction(work);
    forget();
    // Every process's kept pages of the style, and any proxy's, show it next (decision 0088).
    await deps.pages.purge([pageTags.product(styleId)]);
    return result;
  }

  /** Keeps the style's rating and count equal to its visible reviews; call under the style lock. */
  async function refreshRating(tx: Queryable, styleId: string): Promise<ReviewSummary> {
    const summary = buildSummary(await selectRatingCounts(tx, styleId));
    await catalog.updateRating(styleId, summary.average, summary.count, tx);
    return summary;
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
      const { sort, start, count } = input;
      return lists.get(`${styleId}|${sort}|${rating ?? ""}|${start}|${count}`, async () => {
        const [page, summary] = await Promise.all([
          selectReviewPage(db, { styleId, rating }, input),
          summaries.get(styleId, async () => buildSummary(await selectRatingCounts(db, styleId))),
        ]);
        return shareAnswer({
          productId: styleId,
          total: page.total,
          start,
          count: page.rows.length,
          sort,
          rating,
          summary,
          reviews: page.rows.map(toReview),
        });
      });
    },

    async submit(productId, input, writer) {
      const shopper = await writes.author("review", writer);
      checkReviewLength(input);
      const styleId = await catalog.styleIdOf(productId);
      const reviewId = randomUUID();
      await write(styleId, async (tx) => {
        await lockStyleReviews(tx, styleId);
        if (await selectReviewOf(tx, styleId, shopper.consumerNo)) {
          throw new AppError("CCA400", {
            field: "productId",
            message: `You have already reviewed product ${styleId}.`,
          });
        }
        // Verified purchase comes with orders: ask the orders area (its front door) whether
        // this shopper bought the style, store the answer with the review (a column beside
        // `rating`) and show it through the contract's REVIEW_SCHEMA.
        await insertReview(tx, {
          review_id: reviewId,
          style_id: styleId,
          consumer_no: shopper.consumerNo,
          nickname: input.nickname ?? DEFAULT_NICKNAME,
          rating: input.rating,
          title: input.title,
          text: input.text,
          language: writer.scope.site.language,
        });
        await refreshRating(tx, styleId);
      });
      const row = await selectReview(db, reviewId);
      if (!row) throw reviewNotFound(reviewId);
      return toReview(row);
    },

    async flag(productId, reviewId, reason, writer) {
      const { shopper, registered } = await writes.reactor("flag", writer);
      const styleId = await catalog.styleIdOf(productId);
      return write(styleId, async (tx) => {
        await lockStyleReviews(tx, styleId);
        const review = await reviewOfProduct(tx, styleId, reviewId);
        const flags = await insertFlag(tx, {
          reviewId,
          consumerNo: shopper.consumerNo,
          reason,
          registered,
        });
        const hidden = flags >= REVIEW_FLAGS_TO_HIDE && review.moderation !== "shown";
        if (hidden) {
          await setReviewHidden(tx, reviewId, true, null);
          await refreshRating(tx, styleId);
        }
        return { reviewId, flagged: true as const, hidden };
      });
    },

    async vote(productId, reviewId, vote, writer) {
      const { shopper } = await writes.reactor("vote", writer);
      const styleId = await catalog.styleIdOf(productId);
      return write(styleId, async (tx) => {
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

    async moderate(reviewId, decision) {
      const found = await selectReview(db, reviewId);
      if (!found) throw reviewNotFound(reviewId);
      const styleId = found.style_id;
      const hidden = decision === "hide";
      const summary = await write(styleId, async (tx) => {
        await lockStyleReviews(tx, styleId);
        await setReviewHidden(tx, reviewId, hidden, hidden ? "hidden" : "shown");
        return refreshRating(tx, styleId);
      });
      return { reviewId, productId: styleId, hidden, summary };
    },
  };
}
