import { z } from "zod";
import { LOCALE_QUERY, endpoint } from "../endpoint";
import { FLAG_REASONS, REVIEW_LIMITS, REVIEW_SORTS, VOTES } from "./reviews.values";
export * from "./reviews.values";

const PRODUCT_ID = z
  .string()
  .regex(/^[A-Z0-9]{8,11}$/, "productId must be 8 to 11 uppercase letters or digits");
const RECORD_ID = z.string().regex(/^[A-Za-z0-9-]{1,64}$/, "must be 1 to 64 letters, digits or -");
const LOCALE = z.string().regex(/^[a-z]{2}-[a-z0-9]{2,3}$/, "locale must look like en-us");

/**
 * A solved bot check (GET /consumers-v3/auth/challenge?action=vote or flag): a guest's vote or
 * flag needs one; a signed-in shopper's does not.
 */
const RECAPTCHA = z.string().max(2048).optional();
const NICKNAME = z.string().trim().min(1).max(REVIEW_LIMITS.nicknameMax).optional();
const REVIEW_PAGING = {
  start: z.coerce.number().int().min(0).max(10000).default(0),
  count: z.coerce.number().int().min(1).max(REVIEW_LIMITS.pageMax).default(10),
};

export const REVIEW_SCHEMA = z.object({
  reviewId: z.string(),
  productId: z.string(),
  rating: z.number().int().min(1).max(5),
  title: z.string(),
  text: z.string(),
  nickname: z.string(),
  language: z.string(),
  createdAt: z.string(),
  helpfulCount: z.number().int(),
  unhelpfulCount: z.number().int(),
  /** Languages a stored translation exists for. */
  translations: z.array(z.string()),
});
export type Review = z.infer<typeof REVIEW_SCHEMA>;

export const REVIEW_SUMMARY_SCHEMA = z.object({
  average: z.number().min(0).max(5),
  count: z.number().int().min(0),
  /** Reviews per star, "1" to "5". */
  histogram: z.object({
    "1": z.number().int(),
    "2": z.number().int(),
    "3": z.number().int(),
    "4": z.number().int(),
    "5": z.number().int(),
  }),
});
export type ReviewSummary = z.infer<typeof REVIEW_SUMMARY_SCHEMA>;

export const REVIEW_LIST_SCHEMA = z.object({
  productId: z.string(),
  total: z.number().int(),
  start: z.number().int(),
  count: z.number().int(),
  sort: z.enum(REVIEW_SORTS),
  rating: z.number().int().nullable(),
  summary: REVIEW_SUMMARY_SCHEMA,
  reviews: z.array(REVIEW_SCHEMA),
});
export type ReviewList = z.infer<typeof REVIEW_LIST_SCHEMA>;

export const LIST_REVIEWS = endpoint({
  method: "GET",
  path: "/products/v1/products/:productId/reviews",
  tag: "reviews",
  summary: "A style's visible reviews with sort, rating filter, paging and the rating summary",
  params: z.object({ productId: PRODUCT_ID }),
  query: LOCALE_QUERY.extend({
    sort: z.enum(REVIEW_SORTS).default("newest"),
    rating: z.coerce.number().int().min(1).max(5).optional(),
    ...REVIEW_PAGING,
  }),
  response: REVIEW_LIST_SCHEMA,
});

export const SUBMIT_REVIEW_BODY_SCHEMA = z
  .object({
    rating: z.number().int().min(1).max(5),
    // Maximum lengths are checked by the service so they answer REV410, not VAL400.
    title: z.string().trim().min(1),
    text: z.string().trim().min(REVIEW_LIMITS.textMin),
    nickname: NICKNAME,
  })
  .strict();

export const SUBMIT_REVIEW = endpoint({
  method: "POST",
  path: "/products/v1/products/:productId/reviews",
  tag: "reviews",
  summary: "Write a review (signed-in shoppers); one per shopper per style",
  params: z.object({ productId: PRODUCT_ID }),
  query: LOCALE_QUERY,
  body: SUBMIT_REVIEW_BODY_SCHEMA,
  response: REVIEW_SCHEMA,
  status: 201,
  requiresToken: true,
});

const REVIEW_PARAMS = z.object({ productId: PRODUCT_ID, reviewId: RECORD_ID });

export const FLAG_REVIEW = endpoint({
  method: "POST",
  path: "/products/v1/products/:productId/review/:reviewId/flag",
  tag: "reviews",
  summary:
    "Report a review (signed in, or a guest with a solved bot check); three different signed-in shoppers' flags hide it",
  params: REVIEW_PARAMS,
  query: LOCALE_QUERY,
  body: z.object({ reason: z.enum(FLAG_REASONS), recaptcha_response: RECAPTCHA }).strict(),
  response: z.object({ reviewId: z.string(), flagged: z.literal(true), hidden: z.boolean() }),
  requiresToken: true,
});

const VOTE_RESULT = {
  helpfulCount: z.number().int(),
  unhelpfulCount: z.number().int(),
  vote: z.enum(VOTES),
};

export const VOTE_REVIEW = endpoint({
  method: "POST",
  path: "/products/v1/products/:productId/review/:reviewId/vote",
  tag: "reviews",
  summary:
    "Vote a review helpful or unhelpful (signed in, or a guest with a solved bot check); a shopper's later vote replaces the earlier",
  params: REVIEW_PARAMS,
  query: LOCALE_QUERY,
  body: z.object({ vote: z.enum(VOTES), recaptcha_response: RECAPTCHA }).strict(),
  response: z.object({ reviewId: z.string(), ...VOTE_RESULT }),
  requiresToken: true,
});

export const TRANSLATE_REVIEW = endpoint({
  method: "POST",
  path: "/products/v1/review/:reviewId/translate",
  tag: "reviews",
  summary: "The stored translation of a review into the language of a locale",
  params: z.object({ reviewId: RECORD_ID }),
  query: LOCALE_QUERY,
  body: z.object({ locale: LOCALE }).strict(),
  response: z.object({
    reviewId: z.string(),
    locale: z.string(),
    language: z.string(),
    title: z.string(),
    text: z.string(),
  }),
});

export const ANSWER_SCHEMA = z.object({
  answerId: z.string(),
  questionId: z.string(),
  text: z.string(),
  nickname: z.string(),
  createdAt: z.string(),
  helpfulCount: z.number().int(),
  unhelpfulCount: z.number().int(),
});
export type Answer = z.infer<typeof ANSWER_SCHEMA>;

export const QUESTION_SCHEMA = z.object({
  questionId: z.string(),
  productId: z.string(),
  text: z.string(),
  nickname: z.string(),
  createdAt: z.string(),
  answers: z.array(ANSWER_SCHEMA),
});
export type Question = z.infer<typeof QUESTION_SCHEMA>;

export const LIST_QUESTIONS = endpoint({
  method: "GET",
  path: "/products/v1/products/:productId/reviews/questions",
  tag: "reviews",
  summary: "A style's questions, newest first, each with its answers",
  params: z.object({ productId: PRODUCT_ID }),
  query: LOCALE_QUERY.extend(REVIEW_PAGING),
  response: z.object({
    productId: z.string(),
    total: z.number().int(),
    start: z.number().int(),
    count: z.number().int(),
    questions: z.array(QUESTION_SCHEMA),
  }),
});

export const ASK_QUESTION = endpoint({
  method: "POST",
  path: "/products/v1/products/:productId/reviews/questions",
  tag: "reviews",
  summary: "Ask a question about a style (signed-in shoppers)",
  params: z.object({ productId: PRODUCT_ID }),
  query: LOCALE_QUERY,
  body: z
    .object({
      text: z.string().trim().min(REVIEW_LIMITS.questionMin).max(REVIEW_LIMITS.questionMax),
      nickname: NICKNAME,
    })
    .strict(),
  response: QUESTION_SCHEMA,
  status: 201,
  requiresToken: true,
});

export const ANSWER_QUESTION = endpoint({
  method: "POST",
  path: "/products/v1/products/:productId/reviews/questions/:questionId/answers",
  tag: "reviews",
  summary: "Answer a question about a style (signed-in shoppers)",
  params: z.object({ productId: PRODUCT_ID, questionId: RECORD_ID }),
  query: LOCALE_QUERY,
  body: z
    .object({
      text: z.string().trim().min(REVIEW_LIMITS.answerMin).max(REVIEW_LIMITS.answerMax),
      nickname: NICKNAME,
    })
    .strict(),
  response: ANSWER_SCHEMA,
  status: 201,
  requiresToken: true,
});

export const VOTE_ANSWER = endpoint({
  method: "POST",
  path: "/products/v1/products/:productId/review/:answerId/questions/vote",
  tag: "reviews",
  summary:
    "Vote an answer helpful or unhelpful (signed in, or a guest with a solved bot check); a shopper's later vote replaces the earlier",
  params: z.object({ productId: PRODUCT_ID, answerId: RECORD_ID }),
  query: LOCALE_QUERY,
  body: z.object({ vote: z.enum(VOTES), recaptcha_response: RECAPTCHA }).strict(),
  response: z.object({ answerId: z.string(), ...VOTE_RESULT }),
  requiresToken: true,
});
