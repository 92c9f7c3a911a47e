// The reviews feature's door (decision 0087): what other features may use of it, safe in
// the browser. Inside the feature, import the files themselves.

export { ProductQuestions, ProductReviews } from "./reviews.lazy";
export type { FormProblem } from "./ProductReviews";
export { default as reviewsCss } from "./reviews.css?url";
