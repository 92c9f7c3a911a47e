import type { Queryable } from "../../platform/database/db.types";
import { col, insertColumns } from "../../platform/database/insert-columns";

/** A demo review with its stored translations, as seed/review-generator.ts makes it. */
export interface ReviewSeed {
  reviewId: string;
  styleId: string;
  nickname: string;
  rating: number;
  title: string;
  text: string;
  language: string;
  helpfulCount: number;
  unhelpfulCount: number;
  createdAt: string;
  translations: readonly { language: string; title: string; text: string }[];
}

/** A demo question with its answers. */
export interface QuestionSeed {
  questionId: string;
  styleId: string;
  nickname: string;
  text: string;
  createdAt: string;
  answers: readonly {
    answerId: string;
    questionId: string;
    nickname: string;
    text: string;
    createdAt: string;
  }[];
}

/** Rows per insert for the biggest tables, so a large catalogue never builds one huge statement. */
const CHUNK = 5000;

function chunks<T>(rows: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += CHUNK) out.push(rows.slice(i, i + CHUNK));
  return out;
}

/**
 * Deletes the demo reviews and questions before a reload: those without a shopper. What
 * shoppers wrote stays (migration 0003: no foreign key to the catalogue, for this reason).
 */
export async function clearReviewsSeed(tx: Queryable): Promise<void> {
  await tx.query("delete from reviews where consumer_no is null");
  await tx.query("delete from review_questions where consumer_no is null");
}

/** Writes the demo reviews, their translations, questions and answers. */
export async function importReviewsSeed(
  tx: Queryable,
  data: { reviews: readonly ReviewSeed[]; questions: readonly QuestionSeed[] },
): Promise<void> {
  for (const reviews of chunks(data.reviews)) {
    await insertColumns(tx, "reviews", {
      review_id: col("text", reviews, (r) => r.reviewId),
      style_id: col("text", reviews, (r) => r.styleId),
      nickname: col("text", reviews, (r) => r.nickname),
      rating: col("smallint", reviews, (r) => r.rating),
      title: col("text", reviews, (r) => r.title),
      text: col("text", reviews, (r) => r.text),
      language: col("text", reviews, (r) => r.language),
      helpful_count: col("integer", reviews, (r) => r.helpfulCount),
      unhelpful_count: col("integer", reviews, (r) => r.unhelpfulCount),
      created_at: col("timestamptz", reviews, (r) => r.createdAt),
    });
    const translations = reviews.flatMap((review) =>
      review.translations.map((translation) => ({ review, translation })),
    );
    await insertColumns(tx, "review_translations", {
      review_id: col("text", translations, (t) => t.review.reviewId),
      language: col("text", translations, (t) => t.translation.language),
      title: col("text", translations, (t) => t.translation.title),
      text: col("text", translations, (t) => t.translation.text),
    });
  }
  const questions = data.questions;
  await insertColumns(tx, "review_questions", {
    question_id: col("text", questions, (q) => q.questionId),
    style_id: col("text", questions, (q) => q.styleId),
    nickname: col("text", questions, (q) => q.nickname),
    text: col("text", questions, (q) => q.text),
    created_at: col("timestamptz", questions, (q) => q.createdAt),
  });
  const answers = questions.flatMap((question) => question.answers);
  await insertColumns(tx, "review_answers", {
    answer_id: col("text", answers, (a) => a.answerId),
    question_id: col("text", answers, (a) => a.questionId),
    nickname: col("text", answers, (a) => a.nickname),
    text: col("text", answers, (a) => a.text),
    created_at: col("timestamptz", answers, (a) => a.createdAt),
  });
}

/**
 * Every reviewed style's rating from its visible reviews, shoppers' included, for the catalogue
 * after a demo load. Same rounding as the reviews area: one decimal.
 */
export async function selectStyleRatings(
  tx: Queryable,
): Promise<{ styleId: string; score: number; count: number }[]> {
  return tx.query(
    `select style_id as "styleId", round(avg(rating)::numeric, 1)::float8 as score,
            count(*)::int as count
       from reviews where not hidden group by style_id`,
  );
}
