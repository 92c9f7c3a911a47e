/** The reviews area's front door: the only file other areas, app.ts, cli/ and seed/ import. */
export {
  clearReviewsSeed,
  importReviewsSeed,
  selectStyleRatings,
  type QuestionSeed,
  type ReviewSeed,
} from "./reviews.seed";
