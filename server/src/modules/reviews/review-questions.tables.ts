import type { Queryable } from "../../platform/database/db.types";
import type { Vote } from "./reviews.tables";

export interface QuestionRow {
  question_id: string;
  style_id: string;
  nickname: string;
  text: string;
  created_at: Date | string;
}

export interface AnswerRow {
  answer_id: string;
  question_id: string;
  nickname: string;
  text: string;
  helpful_count: number;
  unhelpful_count: number;
  created_at: Date | string;
}

const ANSWER_COLUMNS =
  "answer_id, question_id, nickname, text, helpful_count, unhelpful_count, created_at";

export async function selectQuestionPage(
  db: Queryable,
  styleId: string,
  page: { start: number; count: number },
): Promise<{ rows: QuestionRow[]; total: number }> {
  const rows = await db.query<QuestionRow>(
    `select question_id, style_id, nickname, text, created_at from review_questions
      where style_id = $1 order by created_at desc, question_id desc limit $2 offset $3`,
    [styleId, page.count, page.start],
  );
  const totals = await db.query<{ n: number }>(
    "select count(*)::int as n from review_questions where style_id = $1",
    [styleId],
  );
  return { rows, total: totals[0]?.n ?? 0 };
}

/** Answers of some questions, oldest first, so a thread reads in order. */
export async function selectAnswers(
  db: Queryable,
  questionIds: readonly string[],
): Promise<AnswerRow[]> {
  if (questionIds.length === 0) return [];
  return db.query<AnswerRow>(
    `select ${ANSWER_COLUMNS} from review_answers where question_id = any($1::text[])
      order by created_at, answer_id`,
    [[...questionIds]],
  );
}

export async function selectQuestion(
  db: Queryable,
  questionId: string,
): Promise<QuestionRow | null> {
  const rows = await db.query<QuestionRow>(
    "select question_id, style_id, nickname, text, created_at from review_questions where question_id = $1",
    [questionId],
  );
  return rows[0] ?? null;
}

export async function insertQuestion(
  db: Queryable,
  question: { id: string; styleId: string; consumerNo: string; nickname: string; text: string },
): Promise<QuestionRow> {
  const rows = await db.query<QuestionRow>(
    `insert into review_questions (question_id, style_id, consumer_no, nickname, text)
     values ($1, $2, $3, $4, $5) returning question_id, style_id, nickname, text, created_at`,
    [question.id, question.styleId, question.consumerNo, question.nickname, question.text],
  );
  const row = rows[0];
  if (!row) throw new Error("insert into review_questions returned no row");
  return row;
}

export async function insertAnswer(
  db: Queryable,
  answer: { id: string; questionId: string; consumerNo: string; nickname: string; text: string },
): Promise<AnswerRow> {
  const rows = await db.query<AnswerRow>(
    `insert into review_answers (answer_id, question_id, consumer_no, nickname, text)
     values ($1, $2, $3, $4, $5) returning ${ANSWER_COLUMNS}`,
    [answer.id, answer.questionId, answer.consumerNo, answer.nickname, answer.text],
  );
  const row = rows[0];
  if (!row) throw new Error("insert into review_answers returned no row");
  return row;
}

/** An answer with the style it belongs to, locked so one shopper's votes are serialised. */
export async function selectAnswerForVote(
  db: Queryable,
  answerId: string,
): Promise<{ answer_id: string; style_id: string } | null> {
  const rows = await db.query<{ answer_id: string; style_id: string }>(
    `select a.answer_id, q.style_id from review_answers a
       join review_questions q on q.question_id = a.question_id
      where a.answer_id = $1 for update of a`,
    [answerId],
  );
  return rows[0] ?? null;
}

/** Stores a shopper's vote on an answer and answers the one it replaced, if any. */
export async function upsertAnswerVote(
  db: Queryable,
  answerId: string,
  consumerNo: string,
  vote: Vote,
): Promise<Vote | null> {
  const previous = await db.query<{ vote: Vote }>(
    "select vote from review_answer_votes where answer_id = $1 and consumer_no = $2",
    [answerId, consumerNo],
  );
  await db.query(
    `insert into review_answer_votes (answer_id, consumer_no, vote) values ($1, $2, $3)
     on conflict (answer_id, consumer_no) do update set vote = excluded.vote`,
    [answerId, consumerNo, vote],
  );
  return previous[0]?.vote ?? null;
}

export async function addAnswerVoteCounts(
  db: Queryable,
  answerId: string,
  helpful: number,
  unhelpful: number,
): Promise<{ helpful_count: number; unhelpful_count: number }> {
  const rows = await db.query<{ helpful_count: number; unhelpful_count: number }>(
    `update review_answers
        set helpful_count = helpful_count + $2, unhelpful_count = unhelpful_count + $3
      where answer_id = $1 returning helpful_count, unhelpful_count`,
    [answerId, helpful, unhelpful],
  );
  return rows[0] ?? { helpful_count: 0, unhelpful_count: 0 };
}
