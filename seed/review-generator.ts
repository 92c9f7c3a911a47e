// Deterministic demo reviews and questions: built from templates per product family, with a
// rating distribution around each style's generated score and stored fr/de translations.
import type { QuestionSeed, ReviewSeed } from "../server/src/modules/reviews/index";
import type { SeedStyle } from "./catalog.types";
import templates from "./data/review-templates.json";
import {
  at,
  createRng,
  hashString,
  pick,
  pickWeighted,
  randomInt,
  sample,
  type Rng,
} from "./seed-random";

// The shapes the reviews area imports (its front door's *Seed types), with plain arrays.
export type SeedReviewTranslation = ReviewSeed["translations"][number];

export interface SeedReview extends ReviewSeed {
  translations: SeedReviewTranslation[];
}

export type SeedAnswer = QuestionSeed["answers"][number];

export interface SeedQuestion extends QuestionSeed {
  answers: SeedAnswer[];
}

export interface SeedReviews {
  reviews: SeedReview[];
  questions: SeedQuestion[];
}

export const MAX_REVIEWS_PER_STYLE = 40;
const LANGUAGES = ["en", "fr", "de"] as const;
type Language = (typeof LANGUAGES)[number];
type Band = "positive" | "mixed" | "negative";
type Phrase = readonly string[];
const REVIEWS_UNTIL = Date.UTC(2026, 10, 1);

type Family = keyof typeof templates.familySentences;
const FAMILY_OF = new Map<string, Family>(
  Object.entries(templates.families).flatMap(([family, types]) =>
    types.map((type) => [type, family as Family] as const),
  ),
);

function familyOf(productType: string): Family {
  return FAMILY_OF.get(productType) ?? "accessories";
}

function bandOf(rating: number): Band {
  if (rating >= 4) return "positive";
  return rating === 3 ? "mixed" : "negative";
}

/** Weights of stars 1..5 peaking at the style's score, so its reviews average near it. */
export function starWeights(target: number): number[] {
  return [1, 2, 3, 4, 5].map((stars) => Math.exp(-((stars - target) ** 2) / 1.1));
}

function dateBetween(rng: Rng, from: number, to: number): string {
  const start = Math.min(from, to);
  return new Date(start + Math.floor((rng() * (to - start)) / 60000) * 60000).toISOString();
}

function phraseIn(phrase: Phrase, language: Language): string {
  return at(phrase, LANGUAGES.indexOf(language));
}

function buildReview(rng: Rng, style: SeedStyle, index: number, target: number): SeedReview {
  const rating = pickWeighted(rng, starWeights(target)) + 1;
  const band = bandOf(rating);
  const family = templates.familySentences[familyOf(style.productType)];
  const own: Phrase[] = band === "mixed" ? [] : family[band];
  const title = pick(rng, templates.titles[band]);
  const sentences = [
    ...sample(rng, own, Math.min(own.length, 1)),
    ...sample(rng, templates.sentences[band], randomInt(rng, 1, 2)),
  ];
  const roll = rng();
  const language: Language = roll < 0.85 ? "en" : roll < 0.93 ? "fr" : "de";
  const translated = language !== "en" || rng() < 0.3;
  const textIn = (lang: Language) => sentences.map((s) => phraseIn(s, lang)).join(" ");
  return {
    reviewId: `${style.styleId}-R${String(index + 1).padStart(2, "0")}`,
    styleId: style.styleId,
    nickname: pick(rng, templates.nicknames),
    rating,
    title: phraseIn(title, language),
    text: textIn(language),
    language,
    helpfulCount: Math.floor(rng() ** 3 * 30),
    unhelpfulCount: Math.floor(rng() ** 3 * 6),
    createdAt: dateBetween(rng, Date.parse(style.createdAt), REVIEWS_UNTIL),
    translations: translated
      ? LANGUAGES.filter((lang) => lang !== language).map((lang) => ({
          language: lang,
          title: phraseIn(title, lang),
          text: textIn(lang),
        }))
      : [],
  };
}

function buildQuestions(rng: Rng, style: SeedStyle): SeedQuestion[] {
  if (rng() >= 0.3) return [];
  const pool = templates.questions[familyOf(style.productType)];
  return sample(rng, pool, randomInt(rng, 1, pool.length)).map(([question, answer], q) => {
    const questionId = `${style.styleId}-Q${q + 1}`;
    const createdAt = dateBetween(rng, Date.parse(style.createdAt), REVIEWS_UNTIL);
    const answered = rng() < 0.8 && answer !== undefined;
    return {
      questionId,
      styleId: style.styleId,
      nickname: pick(rng, templates.nicknames),
      text: question ?? "",
      createdAt,
      answers: answered
        ? [
            {
              answerId: `${questionId}-A1`,
              questionId,
              nickname: pick(rng, templates.nicknames),
              text: answer,
              createdAt: dateBetween(rng, Date.parse(createdAt), REVIEWS_UNTIL),
            },
          ]
        : [],
    };
  });
}

/** Reviews (0 to 40 per style) and questions for the given styles; same output on every call. */
export function generateReviews(styles: readonly SeedStyle[]): SeedReviews {
  const reviews: SeedReview[] = [];
  const questions: SeedQuestion[] = [];
  for (const style of styles) {
    const rng = createRng(hashString(`reviews#${style.styleId}`));
    // Styles the catalogue generated without reviews stay without; others get 1 to 40.
    const count =
      style.reviewsCount === 0 ? 0 : Math.max(1, Math.ceil(rng() ** 1.5 * MAX_REVIEWS_PER_STYLE));
    const target = style.ratingScore || 4;
    for (let i = 0; i < count; i++) reviews.push(buildReview(rng, style, i, target));
    questions.push(...buildQuestions(rng, style));
  }
  return { reviews, questions };
}
