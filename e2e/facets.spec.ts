import { expect, test } from "./support/test";

const count = async (text: string | null) => Number((text ?? "").replace(/\D/g, ""));

for (const javaScriptEnabled of [true, false]) {
  test(`a shopper narrows a category by facets and clears them (${javaScriptEnabled ? "with" : "without"} JavaScript)`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled });
    const page = await context.newPage();
    await page.goto("/en-us/c/men-1000");
    const all = await count(await page.getByTestId("result-count").textContent());

    const colour = page.getByTestId("facet-color").locator("label").first();
    const expected = await count(await colour.locator(".facet__count").textContent());
    await colour.locator("input").check();
    if (!javaScriptEnabled) await page.getByRole("button", { name: "Apply filters" }).click();
    await expect(page).toHaveURL(/color=/);
    await expect
      .poll(async () => count(await page.getByTestId("result-count").textContent()))
      .toBe(expected);
    expect(expected).toBeLessThan(all);

    const onSale = page.getByTestId("facet-onSale").locator("input");
    await onSale.check();
    if (!javaScriptEnabled) await page.getByRole("button", { name: "Apply filters" }).click();
    await expect(page).toHaveURL(/onSale=true/);
    await expect(page.locator(".chip--active")).toHaveCount(2);
    for (const price of await page.locator(".tile .price__current").allTextContents()) {
      expect(price).toMatch(/\$/);
    }

    await page.getByRole("link", { name: "Clear all" }).click();
    await expect
      .poll(async () => count(await page.getByTestId("result-count").textContent()))
      .toBe(all);
    await context.close();
  });
}

test("a typo still finds products, and search results can be filtered too", async ({ page }) => {
  await page.goto("/en-us/search?q=jackts");
  await expect(page.getByTestId("product-grid").locator("article.tile").first()).toContainText(
    /jacket/i,
  );
  await page.getByTestId("facet-gender").locator("input").first().check();
  await expect(page).toHaveURL(/q=jackts.*gender=|gender=.*q=jackts/);
  await expect(page.getByTestId("product-grid").locator("article.tile").first()).toBeVisible();
});
