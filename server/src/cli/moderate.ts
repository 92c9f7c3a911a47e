import { withServices } from "./with-services";

/**
 * `npm run moderate -- hide|show <reviewId>`: a moderator hides a review from lists and ratings,
 * or shows it again; a review a moderator showed is not hidden by shoppers' flags again
 * (decision 0036). The style's rating follows at once.
 */
const [decision, reviewId] = process.argv.slice(2);
if ((decision !== "hide" && decision !== "show") || !reviewId) {
  console.error("Usage: npm run moderate -- hide|show <reviewId>");
  process.exit(2);
}

await withServices(async ({ reviews }) => {
  const result = await reviews.reviews.moderate(reviewId, decision);
  console.warn(
    `Review ${result.reviewId} of ${result.productId} is ${result.hidden ? "hidden" : "shown"}; ` +
      `the product's rating is ${result.summary.average} from ${result.summary.count} reviews.`,
  );
});
