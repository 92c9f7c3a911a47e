import { DATA_REFRESH_MS } from "../../platform/page-cache/page-tags";
/** The reviews area's front door: the only file other areas, app.ts, cli/ and seed/ import. */
import { defineArea } from "../../platform/areas/area";
import type { CatalogService } from "../catalog";
import {
  createReviewQuestionsService,
  type ReviewQuestionsService,
} from "./review-questions.service";
import { reviewsRoutes } from "./reviews.routes";
import { createReviewsService, type ReviewsService } from "./reviews.service";

export type { ReviewQuestionsService, ReviewsService };

export interface ReviewsArea {
  reviews: ReviewsService;
  questions: ReviewQuestionsService;
}

/** Reviews, questions and answers, votes, flags and moderation. */
export const reviewsArea = defineArea<{ catalog: CatalogService }>()({
  name: "reviews",
  needs: { catalog: true },
  create: ({ db, limits, bot, config, pages }, { catalog }): ReviewsArea => {
    // Tests write and read back at once: they read the cache version every time.
    const syncIntervalMs = config.env === "test" ? 0 : DATA_REFRESH_MS;
    return {
      reviews: createReviewsService({ db, catalog, limits, bot, pages, syncIntervalMs }),
      questions: createReviewQuestionsService({ db, catalog, limits, bot, pages, syncIntervalMs }),
    };
  },
  routes: (app, services) => reviewsRoutes(app, services),
});

// Demo data: what seed/ hands this area.
export {
  clearReviewsSeed,
  importReviewsSeed,
  selectStyleRatings,
  type QuestionSeed,
  type ReviewSeed,
} from "./reviews.seed";
