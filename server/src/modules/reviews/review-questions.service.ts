import { randomUUID } from "node:crypto";
import type { Answer, Question } from "@ridgeline/contract";
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
import {
  addAnswerVoteCounts,
  insertAnswer,
  insertQuestion,
  selectAnswerForVote,
  selectAnswers,
  selectQuestion,
  selectQuestionPage,
  upsertAnswerVote,
  type AnswerRow,
  type QuestionRow,
} from "./review-questions.tables";
import { toIso, voteDelta } from "./reviews.helpers";
import { DEFAULT_NICKNAME } from "./reviews.service";
import type { Vote } from "./reviews.tables";

export interface QuestionList {
  productId: string;
  total: number;
  start: number;
  count: number;
  questions: Question[];
}

export interface ReviewQuestionsService {
  list(productId: string, page: { start: number; count: number }): Promise<QuestionList>;
  /** A signed-in shopper's question (AUT432 for a guest), within the question limits. */
  ask(
    productId: string,
    input: { text: string; nickname?: string | undefined },
    writer: CommunityWriter,
  ): Promise<Question>;
  /** A signed-in shopper's answer (AUT432 for a guest), within the answer limits. */
  answer(
    productId: string,
    questionId: string,
    input: { text: string; nickname?: string | undefined },
    writer: CommunityWriter,
  ): Promise<Answer>;
  vote(
    productId: string,
    answerId: string,
    vote: Vote,
    writer: CommunityWriter,
  ): Promise<{ answerId: string; helpfulCount: number; unhelpfulCount: number; vote: Vote }>;
}

function toAnswer(row: AnswerRow): Answer {
  return {
    answerId: row.answer_id,
    questionId: row.question_id,
    text: row.text,
    nickname: row.nickname,
    createdAt: toIso(row.created_at),
    helpfulCount: row.helpful_count,
    unhelpfulCount: row.unhelpful_count,
  };
}

function toQuestion(row: QuestionRow, answers: AnswerRow[]): Question {
  return {
    questionId: row.question_id,
    productId: row.style_id,
    text: row.text,
    nickname: row.nickname,
    createdAt: toIso(row.created_at),
    answers: answers.map(toAnswer),
  };
}

/** Question pages each process keeps (LRU past this many). */
const PAGE_ENTRIES = 1_000;

export function createReviewQuestionsService(deps: {
  db: Db;
  catalog: CatalogService;
  limits: RateLimits;
  bot: BotVerifier;
  pages: Pick<PagePurge, "purge">;
  /** How often the reviews' cache version is read (0: on every read, for tests). */
  syncIntervalMs?: number;
}): ReviewQuestionsService {
  const { db, catalog } = deps;
  const writes = createCommunityWrites(deps);
  // Questions with their answers and counts are the same for every shopper: kept per process
  // until the reviews' version moves (decision 0052).
  const pages = createSharedCache<QuestionList>({
    db,
    name: "reviews",
    checkEveryMs: deps.syncIntervalMs ?? 1_000,
    maxEntries: PAGE_ENTRIES,
  });

  async function loadPage(
    styleId: string,
    page: { start: number; count: number },
  ): Promise<QuestionList> {
    const { rows, total } = await selectQuestionPage(db, styleId, page);
    const answers = await selectAnswers(
      db,
      rows.map((row) => row.question_id),
    );
    return {
      productId: styleId,
      total,
      start: page.start,
      count: rows.length,
      questions: rows.map((row) =>
        toQuestion(
          row,
          answers.filter((answer) => answer.question_id === row.question_id),
        ),
      ),
    };
  }

  /** A write's transaction for a style; once it has committed, every next read shows it. */
  async function write<T>(styleId: string, work: (tx: Queryable) => Promise<T>): Promise<T> {
    const result = await db.transaction(work);
    pages.clear();
    // Every process's kept pages of the style, and any proxy's, show it next (decision 0088).
    await deps.pages.purge([pageTags.product(styleId)]);
    return result;
  }

  return {
    async list(productId, page) {
      const styleId = await catalog.styleIdOf(productId);
      // Shared with every caller: frozen, its JSON written once (decision 0051).
      return pages.get(`${styleId}|${page.start}|${page.count}`, async () =>
        shareAnswer(await loadPage(styleId, page)),
      );
    },

    async ask(productId, input, writer) {
      const shopper = await writes.author("question", writer);
      const styleId = await catalog.styleIdOf(productId);
      const row = await write(styleId, (tx) =>
        insertQuestion(tx, {
          id: randomUUID(),
          styleId,
          consumerNo: shopper.consumerNo,
          nickname: input.nickname ?? DEFAULT_NICKNAME,
          text: input.text,
        }),
      );
      return toQuestion(row, []);
    },

    async answer(productId, questionId, input, writer) {
      const shopper = await writes.author("answer", writer);
      const styleId = await catalog.styleIdOf(productId);
      const question = await selectQuestion(db, questionId);
      if (!question || question.style_id !== styleId) {
        throw new AppError("API404", {
          field: "questionId",
          message: `Question ${questionId} was not found.`,
        });
      }
      const row = await write(styleId, (tx) =>
        insertAnswer(tx, {
          id: randomUUID(),
          questionId,
          consumerNo: shopper.consumerNo,
          nickname: input.nickname ?? DEFAULT_NICKNAME,
          text: input.text,
        }),
      );
      return toAnswer(row);
    },

    async vote(productId, answerId, vote, writer) {
      const { shopper } = await writes.reactor("vote", writer);
      const styleId = await catalog.styleIdOf(productId);
      return write(styleId, async (tx) => {
        const answer = await selectAnswerForVote(tx, answerId);
        if (!answer || answer.style_id !== styleId) {
          throw new AppError("API404", {
            field: "answerId",
            message: `Answer ${answerId} was not found.`,
          });
        }
        const previous = await upsertAnswerVote(tx, answerId, shopper.consumerNo, vote);
        const delta = voteDelta(previous, vote);
        const counts = await addAnswerVoteCounts(tx, answerId, delta.helpful, delta.unhelpful);
        return {
          answerId,
          helpfulCount: counts.helpful_count,
          unhelpfulCount: counts.unhelpful_count,
          vote,
        };
      });
    },
  };
}
