// databases: postgres — business rules through the API; PostgreSQL runs them faster
import type { Answer, Question } from "@ridgeline/contract";
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

interface QuestionList {
  productId: string;
  total: number;
  start: number;
  count: number;
  questions: Question[];
}

const used: string[] = [];
/** A style with a seeded, answered question that no other test of this file touches. */
async function answeredQuestion(): Promise<{
  styleId: string;
  questionId: string;
  answerId: string;
}> {
  const [row] = await t.db.query<{ style_id: string; question_id: string; answer_id: string }>(
    `select q.style_id, q.question_id, a.answer_id from review_questions q
       join review_answers a on a.question_id = q.question_id
      where not (q.style_id = any($1::text[])) order by q.question_id limit 1`,
    [used],
  );
  if (!row) throw new Error("the seed has no answered question");
  used.push(row.style_id);
  return { styleId: row.style_id, questionId: row.question_id, answerId: row.answer_id };
}

const questionsUrl = (productId: string) => `/products/v1/products/${productId}/reviews/questions`;

async function listQuestions(productId: string, query = ""): Promise<QuestionList> {
  const response = await t.call({ method: "GET", url: `${questionsUrl(productId)}${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as QuestionList;
}

const ask = (productId: string, token: string | undefined, payload: Record<string, unknown>) =>
  t.call({
    method: "POST",
    url: questionsUrl(productId),
    token,
    payload,
    remoteAddress: freshAddress(),
  });

const answer = (
  productId: string,
  questionId: string,
  token: string | undefined,
  payload: Record<string, unknown>,
) =>
  t.call({
    method: "POST",
    url: `${questionsUrl(productId)}/${questionId}/answers`,
    token,
    payload,
    remoteAddress: freshAddress(),
  });

const voteAnswer = (
  productId: string,
  answerId: string,
  token: string | undefined,
  payload: Record<string, unknown>,
) =>
  t.call({
    method: "POST",
    url: `/products/v1/products/${productId}/review/${answerId}/questions/vote`,
    token,
    payload,
    remoteAddress: freshAddress(),
  });

describe("GET /products/v1/products/{productId}/reviews/questions", () => {
  it("lists a style's seeded questions with their answers", async () => {
    const { styleId, questionId, answerId } = await answeredQuestion();
    const list = await listQuestions(styleId);
    expect(list).toMatchObject({ productId: styleId, start: 0 });
    expect(list.total).toBe(list.questions.length);
    const question = list.questions.find((q) => q.questionId === questionId);
    expect(question?.answers.map((a) => a.answerId)).toContain(answerId);
  });

  it("pages with start and count", async () => {
    const { styleId } = await answeredQuestion();
    const token = await shopperToken(t);
    for (const n of [1, 2, 3]) {
      await ask(styleId, token, { text: `Paging question number ${n}?` });
    }
    const page = await listQuestions(styleId, "?start=1&count=2");
    expect(page.count).toBe(2);
    expect(page.questions.map((q) => q.text)).toEqual([
      "Paging question number 2?",
      "Paging question number 1?",
    ]);
  });

  it.each([
    ["?count=51", "count"],
    ["?start=x", "start"],
  ])("answers 400 VAL400 naming the parameter for %s", async (query, field) => {
    const { styleId } = await answeredQuestion();
    const response = await t.call({ method: "GET", url: `${questionsUrl(styleId)}${query}` });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toMatchObject({ errorId: "VAL400", field });
  });

  it("answers 404 PLP400 for an unknown product", async () => {
    const response = await t.call({ method: "GET", url: questionsUrl("ZZ000000") });
    expect(response.statusCode).toBe(404);
    expect(errorOf(response)?.errorId).toBe("PLP400");
  });
});

describe("POST /products/v1/products/{productId}/reviews/questions", () => {
  it("stores a question and lists it first", async () => {
    const { styleId } = await answeredQuestion();
    const response = await ask(styleId, await shopperToken(t), {
      text: "Does it come in tall sizes?",
      nickname: "Kim",
    });
    expect(response.statusCode, response.body).toBe(201);
    const question = response.json() as Question;
    expect(question).toMatchObject({
      productId: styleId,
      text: "Does it come in tall sizes?",
      nickname: "Kim",
      answers: [],
    });
    expect((await listQuestions(styleId)).questions[0]?.questionId).toBe(question.questionId);
  });

  it("answers 401 AUT432 without a token or with a guest's, and stores nothing", async () => {
    const { styleId } = await answeredQuestion();
    const before = await listQuestions(styleId);
    for (const token of [undefined, await t.guestToken()]) {
      const response = await ask(styleId, token, { text: "Is this waterproof?" });
      expect(response.statusCode).toBe(401);
      expect(errorOf(response)?.errorId).toBe("AUT432");
    }
    expect((await listQuestions(styleId)).total).toBe(before.total);
  });

  it.each([["short?"], ["q".repeat(501)]])(
    "answers 400 VAL400 naming text for a question of the wrong length",
    async (text) => {
      const response = await ask((await answeredQuestion()).styleId, await shopperToken(t), {
        text,
      });
      expect(response.statusCode).toBe(400);
      expect(errorOf(response)).toMatchObject({ errorId: "VAL400", field: "text" });
    },
  );
});

describe("POST /products/v1/products/{productId}/reviews/questions/{questionId}/answers", () => {
  it("adds an answer shown under its question", async () => {
    const { styleId, questionId } = await answeredQuestion();
    const response = await answer(styleId, questionId, await shopperToken(t), {
      text: "Yes, it does.",
    });
    expect(response.statusCode, response.body).toBe(201);
    const created = response.json() as Answer;
    expect(created).toMatchObject({ questionId, text: "Yes, it does.", helpfulCount: 0 });
    const listed = (await listQuestions(styleId)).questions.find(
      (q) => q.questionId === questionId,
    );
    expect(listed?.answers.at(-1)?.answerId).toBe(created.answerId);
  });

  it("answers 404 API404 naming questionId for an unknown question or another product's", async () => {
    const { styleId } = await answeredQuestion();
    const other = await answeredQuestion();
    const token = await shopperToken(t);
    for (const questionId of ["no-such-question", other.questionId]) {
      const response = await answer(styleId, questionId, token, { text: "Yes." });
      expect(response.statusCode).toBe(404);
      expect(errorOf(response)).toMatchObject({ errorId: "API404", field: "questionId" });
    }
  });

  it("answers 400 VAL400 for a one-character answer and 401 AUT432 to a guest or no token", async () => {
    const { styleId, questionId } = await answeredQuestion();
    const short = await answer(styleId, questionId, await shopperToken(t), { text: "Y" });
    expect(short.statusCode).toBe(400);
    expect(errorOf(short)).toMatchObject({ errorId: "VAL400", field: "text" });
    for (const token of [undefined, await t.guestToken()]) {
      const refused = await answer(styleId, questionId, token, { text: "Yes." });
      expect(refused.statusCode).toBe(401);
      expect(errorOf(refused)?.errorId).toBe("AUT432");
    }
  });
});

describe("POST /products/v1/products/{productId}/review/{answerId}/questions/vote", () => {
  it("counts one vote per shopper on an answer and lets the shopper change it", async () => {
    const { styleId, answerId } = await answeredQuestion();
    const token = await shopperToken(t);
    const first = await voteAnswer(styleId, answerId, token, { vote: "helpful" });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ answerId, helpfulCount: 1, unhelpfulCount: 0, vote: "helpful" });
    await voteAnswer(styleId, answerId, token, { vote: "helpful" });
    const other = await voteAnswer(styleId, answerId, await shopperToken(t), { vote: "helpful" });
    expect(other.json()).toMatchObject({ helpfulCount: 2 });
    const changed = await voteAnswer(styleId, answerId, token, { vote: "unhelpful" });
    expect(changed.json()).toMatchObject({ helpfulCount: 1, unhelpfulCount: 1 });
  });

  it("counts a guest's vote on an answer only with a solved bot check", async () => {
    const { styleId, answerId } = await answeredQuestion();
    const guest = await t.guestToken();
    const refused = await voteAnswer(styleId, answerId, guest, { vote: "helpful" });
    expect(refused.statusCode).toBe(403);
    expect(errorOf(refused)).toMatchObject({ errorId: "AUT403", field: "recaptcha_response" });
    const counted = await voteAnswer(styleId, answerId, guest, {
      vote: "helpful",
      recaptcha_response: await t.botAnswer("vote"),
    });
    expect(counted.statusCode, counted.body).toBe(200);
    expect(counted.json()).toMatchObject({ helpfulCount: 1, unhelpfulCount: 0 });
  });

  it("answers 404 API404 naming answerId for an unknown answer", async () => {
    const { styleId } = await answeredQuestion();
    const response = await voteAnswer(styleId, "nope", await shopperToken(t), { vote: "helpful" });
    expect(response.statusCode).toBe(404);
    expect(errorOf(response)).toMatchObject({ errorId: "API404", field: "answerId" });
  });

  it("answers 400 VAL400 naming vote for an unknown vote", async () => {
    const { styleId, answerId } = await answeredQuestion();
    const response = await voteAnswer(styleId, answerId, await shopperToken(t), { vote: "meh" });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toMatchObject({ errorId: "VAL400", field: "vote" });
  });
});
