import { expect, test } from "./support/test";

for (const javaScriptEnabled of [true, false]) {
  test(`a shopper finds a product from the header search box (${javaScriptEnabled ? "with" : "without"} JavaScript)`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled });
    const page = await context.newPage();
    await page.goto("/en-us");
    const box = page.getByRole(javaScriptEnabled ? "combobox" : "searchbox", {
      name: "Search the shop",
    });
    await box.fill("jacket");
    await box.press("Enter");
    await expect(page).toHaveURL(/\/en-us\/search\?q=jacket/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Results for “jacket”");
    await expect(page.getByTestId("product-grid").locator("article.tile").first()).toContainText(
      /jacket/i,
    );
    await page.locator(".tile__name a").first().click();
    await expect(page.locator(".pdp__info h1")).toContainText(/jacket/i);
    await context.close();
  });
}

test("a search with no results suggests categories instead of an empty page", async ({ page }) => {
  await page.goto("/en-us/search?q=%27%29%3B%20drop%20table%20styles%3B--");
  await expect(page.getByTestId("no-results")).toContainText("No results for");
  await expect(page.getByTestId("no-results").getByRole("link").first()).toBeVisible();
  await page.goto(`/fr-fr/search?q=${"x".repeat(10_000)}`);
  await expect(page.getByTestId("no-results")).toContainText("Aucun résultat");
});

test("a mistyped search says what it searched for instead", async ({ page }) => {
  await page.goto("/en-us/search?q=jakc");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Results for “jacket”");
  await expect(page.getByTestId("listing-note")).toHaveText(
    "Nothing matched “jakc”, so these are the results for “jacket”.",
  );
  await expect(page.getByTestId("product-grid").locator("article.tile").first()).toContainText(
    /jacket/i,
  );
  await page.goto("/de-de/search?q=jakc");
  await expect(page.getByTestId("listing-note")).toContainText("Keine Treffer für „jakc“");
});
