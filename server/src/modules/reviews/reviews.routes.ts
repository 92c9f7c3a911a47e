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
import type { FastifyInstance, FastifyReply } from "fastify";
import type { RequestScope } from "../../platform/http/request-scope";
import type { CommunityWriter } from "./community-writes.service";
import { pageTags } from "../../platform/page-cache/page-tags";
import { registerEndpoint } from "../../platform/http/endpoint-route";
import type { ReviewQuestionsService } from "./review-questions.service";
import type { ReviewsService } from "./reviews.service";

export async function reviewsRoutes(
  app: FastifyInstance,
  options: { reviews: ReviewsService; questions: ReviewQuestionsService },
): Promise<void> {
  const { reviews, questions } = options;
  // The client address comes from the socket (or the trusted proxy), as sign-in reads it.
  const writer = (
    scope: RequestScope,
    reply: FastifyReply,
    body: { recaptcha_response?: string | undefined } = {},
  ): CommunityWriter => ({
    scope,
    clientAddress: reply.request.ip,
    botAnswer: body.recaptcha_response,
  });
  registerEndpoint(
    app,
    LIST_REVIEWS,
    async ({ params, query }) => reviews.list(params.productId, query),
    {
      shows: (answer) => [pageTags.product(answer.productId)],
    },
  );
  registerEndpoint(app, SUBMIT_REVIEW, async ({ params, body, scope }, reply) =>
    reviews.submit(params.productId, body, writer(scope, reply)),
  );
  registerEndpoint(app, FLAG_REVIEW, async ({ params, body, scope }, reply) =>
    reviews.flag(params.productId, params.reviewId, body.reason, writer(scope, reply, body)),
  );
  registerEndpoint(app, VOTE_REVIEW, async ({ params, body, scope }, reply) =>
    reviews.vote(params.productId, params.reviewId, body.vote, writer(scope, reply, body)),
  );
  registerEndpoint(app, TRANSLATE_REVIEW, async ({ params, body }) =>
    reviews.translate(params.reviewId, body.locale),
  );
  registerEndpoint(
    app,
    LIST_QUESTIONS,
    async ({ params, query }) => questions.list(params.productId, query),
    {
      shows: (answer) => [pageTags.product(answer.productId)],
    },
  );
  registerEndpoint(app, ASK_QUESTION, async ({ params, body, scope }, reply) =>
    questions.ask(params.productId, body, writer(scope, reply)),
  );
  registerEndpoint(app, ANSWER_QUESTION, async ({ params, body, scope }, reply) =>
    questions.answer(params.productId, params.questionId, body, writer(scope, reply)),
  );
  registerEndpoint(app, VOTE_ANSWER, async ({ params, body, scope }, reply) =>
    questions.vote(params.productId, params.answerId, body.vote, writer(scope, reply, body)),
  );
}
