// databases: postgres — several processes over one database are a PostgreSQL deployment; the embedded database has one process
import { REVIEW_FLAGS_TO_HIDE, REVIEW_SORTS, type ReviewList } from "@ridgeline/contract";
import fc from "fast-check";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { openTwoProcesses, US_SITE } from "../../../test/test-app";
import type { Db } from "../../platform/database/db.types";
import { freshAddress } from "./community-fixture.helpers";
import type { CommunityWriter } from "./community-writes.service";
import { createReviewQuestionsService, type QuestionList } from "./review-questions.service";
import { createReviewsService, type ReviewListInput } from "./reviews.service";
import { runs } from "../../../../scripts/fast-check-runs.mjs";

// Reviews and questions are kept per process under the 'reviews' version (decision 0052): two
// processes of one shop (on PostgreSQL, each with its own connections; on PGlite, one database
// shared in this process) each keep their own copy, over the same database.

const SYNC_MS = 1_000;

let db: Db;
let otherDb: Db;
let styleId: string;
/** Visible seeded reviews of `styleId`, newest first. */
let reviewIds: string[];

let servicesOn: Awaited<ReturnType<typeof openTwoProcesses>>["servicesOn"];
let close: () => Promise<void>;

/** What the reviews area needs from the rest of a process of the shop on `target`. */
function processOn(target: Db) {
  const { catalog, limits, bot, pages } = servicesOn(target);
  return { db: target, catalog, limits, bot, pages };
}

function communityOf(deps: ReturnType<typeof processOn>, syncIntervalMs: number) {
  const withSync = { ...deps, syncIntervalMs };
  return {
    reviews: createReviewsService(withSync),
    questions: createReviewQuestionsService(withSync),
  };
}

/** Process "first", process "second" (its own connections on PostgreSQL). */
let first: ReturnType<typeof communityOf>;
let second: ReturnType<typeof communityOf>;
let firstProcess: ReturnType<typeof processOn>;
/** What the database says now: new services each time, so nothing is kept yet. */
const uncached = () => communityOf(firstProcess, 0);

let shoppers = 0;
/** A new signed-in shopper writing from an address of its own (the write limits are tested elsewhere). */
function newWriter(consumerNo = `RCACHE${++shoppers}`): CommunityWriter {
  return {
    scope: {
      site: US_SITE,
      shopper: { consumerNo, consumerType: "REGISTERED" },
      correlationId: "community-cache-test",
      channel: "ECOMM",
    },
    clientAddress: freshAddress(),
  };
}

beforeAll(async () => {
  ({ db, otherDb, servicesOn, close } = await openTwoProcesses());
  const [row] = await db.query<{ style_id: string }>(
    `select r.style_id from reviews r
      where not r.hidden
        and exists (select 1 from review_questions q join review_answers a using (question_id)
                     where q.style_id = r.style_id)
      group by r.style_id having count(*) >= 6 order by r.style_id limit 1`,
  );
  if (!row) throw new Error("the seed has no style with reviews and answered questions");
  styleId = row.style_id;
  reviewIds = (
    await db.query<{ review_id: string }>(
      "select review_id from reviews where style_id = $1 and not hidden order by created_at desc, review_id desc",
      [styleId],
    )
  ).map((r) => r.review_id);
  firstProcess = processOn(db);
  first = communityOf(firstProcess, SYNC_MS);
  second = communityOf(processOn(otherDb), SYNC_MS);
});
afterAll(async () => {
  await close?.();
});
afterEach(() => {
  vi.useRealTimers();
});

const ALL: ReviewListInput = { sort: "newest", start: 0, count: 50 };
const reviewsOf = (list: ReviewList) => list.reviews.map((r) => r.reviewId);
const helpfulOf = (list: ReviewList, reviewId: string) =>
  list.reviews.find((r) => r.reviewId === reviewId)?.helpfulCount;
const answersOf = (list: QuestionList) => list.questions.flatMap((q) => q.answers);

describe("reviews each process keeps", () => {
  it("shows a vote at once in the process that took it, and in another within a second", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const reviewId = reviewIds[0] ?? "";
    const before = helpfulOf(await first.reviews.list(styleId, ALL), reviewId) ?? 0;
    await second.reviews.list(styleId, ALL);
    await second.reviews.vote(styleId, reviewId, "helpful", newWriter());
    expect(helpfulOf(await second.reviews.list(styleId, ALL), reviewId)).toBe(before + 1);
    // Within the second, the other process answers from what it kept.
    expect(helpfulOf(await first.reviews.list(styleId, ALL), reviewId)).toBe(before);
    vi.advanceTimersByTime(SYNC_MS + 1);
    expect(helpfulOf(await first.reviews.list(styleId, ALL), reviewId)).toBe(before + 1);
  });

  it("takes a review that flags hid out of the next list and rating summary", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const reviewId = reviewIds[1] ?? "";
    const before = await first.reviews.list(styleId, ALL);
    await second.reviews.list(styleId, ALL);
    expect(reviewsOf(before)).toContain(reviewId);
    for (let n = 0; n < REVIEW_FLAGS_TO_HIDE; n += 1)
      await first.reviews.flag(styleId, reviewId, "spam", newWriter());
    const after = await first.reviews.list(styleId, ALL);
    expect(reviewsOf(after)).not.toContain(reviewId);
    expect(after.summary.count).toBe(before.summary.count - 1);
    expect(after.total).toBe(before.total - 1);
    vi.advanceTimersByTime(SYNC_MS + 1);
    expect(reviewsOf(await second.reviews.list(styleId, ALL))).not.toContain(reviewId);
  });

  it("follows a moderator's decision taken in another process (npm run moderate)", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const reviewId = reviewIds[2] ?? "";
    const rating = { ...ALL, sort: "highest" as const };
    expect(reviewsOf(await first.reviews.list(styleId, rating))).toContain(reviewId);
    await second.reviews.moderate(reviewId, "hide");
    expect(reviewsOf(await first.reviews.list(styleId, rating))).toContain(reviewId);
    vi.advanceTimersByTime(SYNC_MS + 1);
    expect(reviewsOf(await first.reviews.list(styleId, rating))).not.toContain(reviewId);
    await first.reviews.moderate(reviewId, "show");
    expect(reviewsOf(await first.reviews.list(styleId, rating))).toContain(reviewId);
  });

  it("shows a shopper's new review and its rating in the writer's next answer", async () => {
    const before = await first.reviews.list(styleId, ALL);
    const review = await first.reviews.submit(
      styleId,
      { rating: 1, title: "Too short", text: "The sleeves stopped well above my wrists." },
      newWriter(),
    );
    const after = await first.reviews.list(styleId, ALL);
    expect(reviewsOf(after)[0]).toBe(review.reviewId);
    expect(after.summary.histogram["1"]).toBe(before.summary.histogram["1"] + 1);
  });

  it("shows a new question, an answer and an answer's vote in the next questions list", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const page = { start: 0, count: 10 };
    const before = await second.questions.list(styleId, page);
    const question = await first.questions.ask(
      styleId,
      { text: "Does it shrink in a warm wash?" },
      newWriter(),
    );
    const asked = await first.questions.list(styleId, page);
    expect(asked.total).toBe(before.total + 1);
    expect(asked.questions[0]?.questionId).toBe(question.questionId);
    const answer = await first.questions.answer(
      styleId,
      question.questionId,
      { text: "Mine did not, after ten washes." },
      newWriter(),
    );
    expect(answersOf(await first.questions.list(styleId, page))).toContainEqual(answer);
    await first.questions.vote(styleId, answer.answerId, "helpful", newWriter());
    const voted = answersOf(await first.questions.list(styleId, page));
    expect(voted.find((a) => a.answerId === answer.answerId)?.helpfulCount).toBe(1);
    // The other process kept its page until the second is over.
    expect((await second.questions.list(styleId, page)).total).toBe(before.total);
    vi.advanceTimersByTime(SYNC_MS + 1);
    expect(await second.questions.list(styleId, page)).toEqual(
      await first.questions.list(styleId, page),
    );
  });

  it("answers as an uncached reader after any sequence of writes in either process", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const pool = reviewIds.slice(3);
    const who = fc.integer({ min: 0, max: 3 });
    const write = fc.oneof(
      fc.record({
        kind: fc.constant("vote" as const),
        review: fc.nat(pool.length - 1),
        vote: fc.constantFrom("helpful" as const, "unhelpful" as const),
        who,
      }),
      fc.record({ kind: fc.constant("flag" as const), review: fc.nat(pool.length - 1), who }),
      fc.record({
        kind: fc.constant("moderate" as const),
        review: fc.nat(pool.length - 1),
        decision: fc.constantFrom("hide" as const, "show" as const),
      }),
      fc.record({ kind: fc.constant("ask" as const), who }),
      fc.record({ kind: fc.constant("answer" as const), question: fc.nat(9), who }),
      fc.record({
        kind: fc.constant("answer-vote" as const),
        answer: fc.nat(9),
        vote: fc.constantFrom("helpful" as const, "unhelpful" as const),
        who,
      }),
    );
    const read = fc.record({
      sort: fc.constantFrom(...REVIEW_SORTS),
      rating: fc.option(fc.integer({ min: 1, max: 5 }), { nil: undefined }),
      start: fc.nat(4),
      count: fc.integer({ min: 1, max: 50 }),
    });
    const step = fc.record({
      write,
      inSecond: fc.boolean(),
      reads: fc.array(read, { maxLength: 3 }),
    });
    let run = 0;
    const done: string[] = [];
    const refused: string[] = [];
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 6 }), async (steps) => {
        run += 1;
        const shopper = (n: number) => newWriter(`RCACHEP${run}-${n}`);
        const questionPage = { start: 0, count: 10 };
        for (const { write, inSecond, reads } of steps) {
          const writer = inSecond ? second : first;
          const other = inSecond ? first : second;
          // Warm both processes' copies, so a stale one would show.
          for (const input of reads) {
            await writer.reviews.list(styleId, input);
            await other.reviews.list(styleId, input);
          }
          await writer.questions.list(styleId, questionPage);
          await other.questions.list(styleId, questionPage);
          const questions = (await uncached().questions.list(styleId, questionPage)).questions;
          const answers = questions.flatMap((q) => q.answers);
          const target =
            pool[
              write.kind === "vote" || write.kind === "flag" || write.kind === "moderate"
                ? write.review
                : 0
            ] ?? "";
          // Writes the rules refuse (a hidden review, a repeated flag) change nothing: fine here.
          await (async () => {
            switch (write.kind) {
              case "vote":
                return writer.reviews.vote(styleId, target, write.vote, shopper(write.who));
              case "flag":
                return writer.reviews.flag(styleId, target, "spam", shopper(write.who));
              case "moderate":
                return writer.reviews.moderate(target, write.decision);
              case "ask":
                return writer.questions.ask(
                  styleId,
                  { text: `Question ${run} of shopper ${write.who}?` },
                  shopper(write.who),
                );
              case "answer":
                return writer.questions.answer(
                  styleId,
                  questions[write.question % Math.max(1, questions.length)]?.questionId ?? "none",
                  { text: `An answer from shopper ${write.who}.` },
                  shopper(write.who),
                );
              case "answer-vote":
                return writer.questions.vote(
                  styleId,
                  answers[write.answer % Math.max(1, answers.length)]?.answerId ?? "none",
                  write.vote,
                  shopper(write.who),
                );
            }
          })().then(
            () => done.push(write.kind),
            (error: unknown) => refused.push(`${write.kind}: ${String(error)}`),
          );
          // The writer's own next answers are the database's at once…
          const truth = uncached();
          for (const input of [ALL, ...reads])
            expect(await writer.reviews.list(styleId, input)).toEqual(
              await truth.reviews.list(styleId, input),
            );
          expect(await writer.questions.list(styleId, questionPage)).toEqual(
            await truth.questions.list(styleId, questionPage),
          );
          // …the other process's within the second.
          vi.advanceTimersByTime(SYNC_MS + 1);
          for (const input of [ALL, ...reads])
            expect(await other.reviews.list(styleId, input)).toEqual(
              await truth.reviews.list(styleId, input),
            );
          expect(await other.questions.list(styleId, questionPage)).toEqual(
            await truth.questions.list(styleId, questionPage),
          );
        }
      }),
      { numRuns: runs(12) },
    );
    // Not a vacuous run: most generated writes went through (refused ones hit hidden reviews).
    expect(done.length, refused.join("\n")).toBeGreaterThan(refused.length);
  }, 120_000);
});
