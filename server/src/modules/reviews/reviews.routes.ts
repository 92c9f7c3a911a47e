import {
  ANSWER_QUESTION,
  ASK_QUESTION,
  FLAG_REVIEW,
  LIST_QUESTIONS,
  LIST_REVIEWS,
  SUBMIT_REVIEW,
  TRANSLATE_REVIEW,
  VOTE_ANSWER,
  VOTE_REVIEW,
} from "@ridgeline/contract";
import type { FastifyInstance } from "fastify";
import { registerEndpoint } from "../../platform/http/endpoint-route";
import type { ReviewQuestionsService } from "./review-questions.service";
import type { ReviewsService } from "./reviews.service";

export async function reviewsRoutes(
  app: FastifyInstance,
  options: { reviews: ReviewsService; questions: ReviewQuestionsService },
): Promise<void> {
  const { reviews, questions } = options;
  registerEndpoint(app, LIST_REVIEWS, async ({ params, query }) =>
    reviews.list(params.productId, query),
  );
  registerEndpoint(app, SUBMIT_REVIEW, async ({ params, body, shopper, scope }) =>
    reviews.submit(params.productId, body, shopper, scope.site),
  );
  registerEndpoint(app, FLAG_REVIEW, async ({ params, body, shopper }) =>
    reviews.flag(params.productId, params.reviewId, body.reason, shopper),
  );
  registerEndpoint(app, VOTE_REVIEW, async ({ params, body, shopper }) =>
    reviews.vote(params.productId, params.reviewId, body.vote, shopper),
  );
  registerEndpoint(app, TRANSLATE_REVIEW, async ({ params, body }) =>
    reviews.translate(params.reviewId, body.locale),
  );
  registerEndpoint(app, LIST_QUESTIONS, async ({ params, query }) =>
    questions.list(params.productId, query),
  );
  registerEndpoint(app, ASK_QUESTION, async ({ params, body, shopper }) =>
    questions.ask(params.productId, body, shopper),
  );
  registerEndpoint(app, ANSWER_QUESTION, async ({ params, body, shopper }) =>
    questions.answer(params.productId, params.questionId, body, shopper),
  );
  registerEndpoint(app, VOTE_ANSWER, async ({ params, body, shopper }) =>
    questions.vote(params.productId, params.answerId, body.vote, shopper),
  );
}
