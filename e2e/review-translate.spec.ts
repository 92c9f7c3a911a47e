import { expect, test, type APIRequestContext } from "./support/test";
import { signUpByApi } from "./shoppers";

const API = { "x-api-key": "e2e-web-access-key" };

interface Review {
  reviewId: string;
  title: string;
  language: string;
  translations: string[];
}

/** A product whose first page of reviews (as the product page shows it) has a matching review. */
async function productWithReview(
  request: APIRequestContext,
  locale: string,
  match: (review: Review) => boolean,
): Promise<{ url: string; review: Review }> {
  const search = await request.get(
    `/products/v2/search/productSearch?locale=${locale}&count=48&sort=top-rated`,
    { headers: API },
  );
  const { products } = (await search.json()) as { products: { productId: string; url: string }[] };
  for (const product of products) {
    const list = await request.get(
      `/products/v1/products/${product.productId}/reviews?locale=${locale}&count=10`,
      { headers: API },
    );
    const review = ((await list.json()) as { reviews: Review[] }).reviews.find(match);
    if (review) return { url: product.url, review };
  }
  throw new Error("the seed has no product with such a review");
}

for (const javaScriptEnabled of [true, false]) {
  test(`a shopper reads a German or French review in English and back (${javaScriptEnabled ? "with" : "without"} JavaScript)`, async ({
    browser,
    request,
  }) => {
    const { url, review } = await productWithReview(
      request,
      "en-us",
      (r) => r.language !== "en" && r.translations.includes("en"),
    );
    const stored = await request.post(`/products/v1/review/${review.reviewId}/translate`, {
      headers: API,
      data: { locale: "en-us" },
    });
    const translation = (await stored.json()) as { title: string };
    const context = await browser.newContext({ javaScriptEnabled });
    const page = await context.newPage();
    await page.goto(url);
    const item = page.locator(`#review-${review.reviewId}`);
    await expect(item.locator("h3")).toHaveText(review.title);

    await item.getByRole("button", { name: "Translate" }).click();
    await expect(item.locator("h3")).toHaveText(translation.title);
    await expect(item).toContainText(/Translated from (German|French)/);

    await item.getByText("Show original").click();
    await expect(item.locator("h3")).toHaveText(review.title);
    await context.close();
  });
}

test("a review without a translation says so in the page's language", async ({ page, request }) => {
  const { url, review } = await productWithReview(
    request,
    "fr-fr",
    (r) => r.language === "en" && !r.translations.includes("fr"),
  );
  await page.goto(url);
  const item = page.locator(`#review-${review.reviewId}`);
  await expect(item.locator("h3")).toHaveText(review.title);
  await item.getByRole("button", { name: "Traduire" }).click();
  await expect(item.getByRole("alert")).toHaveText(
    "Cet avis n'a pas encore de traduction en français.",
  );
  // The title stays the original. Read with the notice: the page's data is read again after
  // the form, and a review another journey writes meanwhile can move this one off the list.
  const shown = await page.evaluate((id) => {
    const node = document.getElementById(id);
    return {
      title: node?.querySelector("h3")?.textContent ?? null,
      notice: node?.querySelector("[role=alert]")?.textContent ?? null,
    };
  }, `review-${review.reviewId}`);
  if (shown.notice !== null) expect(shown.title).toBe(review.title);
});

test("a review that is too long is refused in the page's language", async ({ page }) => {
  // Writing a review needs an account; signing up solves a bot check.
  test.setTimeout(60_000);
  await signUpByApi(page);
  await page.goto("/de-de/c/women-2000");
  await page.locator(".tile__name a").nth(2).click();
  await expect(page.locator(".pdp__info h1")).toBeVisible();
  await page.getByText("Bewertung schreiben").click();
  const form = page
    .locator("form")
    .filter({ has: page.locator('input[name="intent"][value="review"]') });
  await form
    .locator("label")
    .filter({ has: page.locator('input[value="3"]') })
    .click();
  await form.locator('input[name="title"]').fill("Zu lang");
  await form.locator('textarea[name="text"]').fill("Sehr warm. ".repeat(200));
  await form.getByRole("button").click();
  await expect(form.getByRole("alert")).toHaveText(
    "Ihre Bewertung ist zu lang: höchstens 2000 Zeichen.",
  );
});
