// The reviews feature's server-only door (decision 0087): what other features' loaders and
// actions may use of its *.server.ts modules.

export { communityAction, translateReview } from "./community-actions.server";
export { loadReviewsFor } from "./reviews.server";
