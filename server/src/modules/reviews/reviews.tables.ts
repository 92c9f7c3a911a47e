import type { REVIEW_SORTS } from "@ridgeline/contract";
import type { Queryable } from "../../platform/database/db.types";

export interface ReviewRow {
  review_id: string;
  style_id: string;
  consumer_no: string | null;
  nickname: string;
  rating: number;
  title: string;
  text: string;
  language: string;
  helpful_count: number;
  unhelpful_count: number;
  hidden: boolean;
  /** A moderator's decision, if any: flags never hide a review a moderator showed. */
  moderation: Moderation | null;
  created_at: Date | string;
  translations: string[];
}

export type Moderation = "hidden" | "shown";

export type ReviewSort = (typeof REVIEW_SORTS)[number];

// Every order ends on the id so pages never repeat or skip a review with equal keys.
const ORDER_BY: Record<ReviewSort, string> = {
  newest: "r.created_at desc, r.review_id desc",
  oldest: "r.created_at asc, r.review_id asc",
  highest: "r.rating desc, r.created_at desc, r.review_id desc",
  lowest: "r.rating asc, r.created_at desc, r.review_id desc",
  "most-helpful": "r.helpful_count desc, r.created_at desc, r.review_id desc",
};

const REVIEW_COLUMNS = `r.review_id, r.style_id, r.consumer_no, r.nickname, r.rating, r.title, r.text,
  r.language, r.helpful_count, r.unhelpful_count, r.hidden, r.moderation, r.created_at,
  array(select t.language::text from review_translations t
         where t.review_id = r.review_id order by t.language) as translations`;

/** Serialises changes to one style's reviews, so its rating summary is computed from all of them. */
export async function lockStyleReviews(db: Queryable, styleId: string): Promise<void> {
  await db.query("select pg_advisory_xact_lock(hashtext($1))", [`reviews:${styleId}`]);
}

export async function selectReviewPage(
  db: Queryable,
  filter: { styleId: string; rating: number | null },
  page: { sort: ReviewSort; start: number; count: number },
): Promise<{ rows: ReviewRow[]; total: number }> {
  const where = "r.style_id = $1 and not r.hidden and ($2::int is null or r.rating = $2::int)";
  const rows = await db.query<ReviewRow>(
    `select ${REVIEW_COLUMNS} from reviews r where ${where}
      order by ${ORDER_BY[page.sort]} limit $3 offset $4`,
    [filter.styleId, filter.rating, page.count, page.start],
  );
  const totals = await db.query<{ n: number }>(
    `select count(*)::int as n from reviews r where ${where}`,
    [filter.styleId, filter.rating],
  );
  return { rows, total: totals[0]?.n ?? 0 };
}

/** Visible reviews of a style per star. */
export async function selectRatingCounts(
  db: Queryable,
  styleId: string,
): Promise<Map<number, number>> {
  const rows = await db.query<{ rating: number; n: number }>(
    `select rating::int as rating, count(*)::int as n from reviews
      where style_id = $1 and not hidden group by rating`,
    [styleId],
  );
  return new Map(rows.map((row) => [row.rating, row.n]));
}

export async function selectReview(
  db: Queryable,
  reviewId: string,
  lock = false,
): Promise<ReviewRow | null> {
  const rows = await db.query<ReviewRow>(
    `select ${REVIEW_COLUMNS} from reviews r where r.review_id = $1${lock ? " for update" : ""}`,
    [reviewId],
  );
  return rows[0] ?? null;
}

export async function selectReviewOf(
  db: Queryable,
  styleId: string,
  consumerNo: string,
): Promise<string | null> {
  const rows = await db.query<{ review_id: string }>(
    "select review_id from reviews where style_id = $1 and consumer_no = $2",
    [styleId, consumerNo],
  );
  return rows[0]?.review_id ?? null;
}

export interface NewReview {
  review_id: string;
  style_id: string;
  consumer_no: string;
  nickname: string;
  rating: number;
  title: string;
  text: string;
  language: string;
}

export async function insertReview(db: Queryable, review: NewReview): Promise<void> {
  await db.query(
    `insert into reviews (review_id, style_id, consumer_no, nickname, rating, title, text, language)
     values ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [
      review.review_id,
      review.style_id,
      review.consumer_no,
      review.nickname,
      review.rating,
      review.title,
      review.text,
      review.language,
    ],
  );
}

/**
 * Records a shopper's flag once (a second flag by the same shopper changes nothing); answers
 * how many different signed-in shoppers flagged the review, the only flags that may hide it.
 */
export async function insertFlag(
  db: Queryable,
  flag: { reviewId: string; consumerNo: string; reason: string; registered: boolean },
): Promise<number> {
  await db.query(
    `insert into review_flags (review_id, consumer_no, reason, registered) values ($1, $2, $3, $4)
     on conflict (review_id, consumer_no) do nothing`,
    [flag.reviewId, flag.consumerNo, flag.reason, flag.registered],
  );
  const rows = await db.query<{ n: number }>(
    "select count(*)::int as n from review_flags where review_id = $1 and registered",
    [flag.reviewId],
  );
  return rows[0]?.n ?? 0;
}

/** Hides or shows a review; `moderation` records a moderator's decision (null for flags). */
export async function setReviewHidden(
  db: Queryable,
  reviewId: string,
  hidden: boolean,
  moderation: Moderation | null,
): Promise<void> {
  await db.query(
    "update reviews set hidden = $2, moderation = coalesce($3, moderation) where review_id = $1",
    [reviewId, hidden, moderation],
  );
}

export type Vote = "helpful" | "unhelpful";

/** Stores a shopper's vote and answers the one it replaced, if any. */
export async function upsertVote(
  db: Queryable,
  reviewId: string,
  consumerNo: string,
  vote: Vote,
): Promise<Vote | null> {
  const previous = await db.query<{ vote: Vote }>(
    "select vote from review_votes where review_id = $1 and consumer_no = $2 for update",
    [reviewId, consumerNo],
  );
  await db.query(
    `insert into review_votes (review_id, consumer_no, vote) values ($1, $2, $3)
     on conflict (review_id, consumer_no) do update set vote = excluded.vote`,
    [reviewId, consumerNo, vote],
  );
  return previous[0]?.vote ?? null;
}

/** Adds to a review's vote counters; answers the new counts. */
export async function addVoteCounts(
  db: Queryable,
  reviewId: string,
  helpful: number,
  unhelpful: number,
): Promise<{ helpful_count: number; unhelpful_count: number }> {
  const rows = await db.query<{ helpful_count: number; unhelpful_count: number }>(
    `update reviews set helpful_count = helpful_count + $2, unhelpful_count = unhelpful_count + $3
      where review_id = $1 returning helpful_count, unhelpful_count`,
    [reviewId, helpful, unhelpful],
  );
  return rows[0] ?? { helpful_count: 0, unhelpful_count: 0 };
}

export async function selectTranslation(
  db: Queryable,
  reviewId: string,
  language: string,
): Promise<{ title: string; text: string } | null> {
  const rows = await db.query<{ title: string; text: string }>(
    "select title, text from review_translations where review_id = $1 and language = $2",
    [reviewId, language],
  );
  return rows[0] ?? null;
}
