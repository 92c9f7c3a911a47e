import { deferredIsland } from "../../lib/deferred-island";

// Below the buy box: their code (and that of their forms) comes when the shopper gets near them
// (decision 0091).
export const ProductReviews = deferredIsland(() =>
  import("./ProductReviews").then((module) => module.ProductReviews),
);
export const ProductQuestions = deferredIsland(() =>
  import("./ProductQuestions").then((module) => module.ProductQuestions),
);
