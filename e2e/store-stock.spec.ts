import { expect, test } from "./support/test";

for (const javaScriptEnabled of [true, false]) {
  test(`a shopper checks stock at a store near a postal code and keeps it (${javaScriptEnabled ? "with" : "without"} JavaScript)`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled });
    const page = await context.newPage();
    await page.goto("/en-us/c/men-clothing-jackets-110001");
    await page.locator(".tile__name a").first().click();
    await expect(page.locator(".pdp__info h1")).toBeVisible();

    await page.getByText("Check stock in a store").click();
    await page.getByLabel("Postal code or city").fill("80302");
    await page.getByRole("button", { name: "Find stores" }).click();
    const results = page.getByTestId("store-results");
    await expect(results).toContainText("Ridgeline Outfitters Boulder");
    await expect(results.locator("li").first()).toContainText(/In stock in .+:|Not in stock in/);

    await results.locator("li").first().getByRole("link", { name: "Choose this store" }).click();
    await expect(page.getByTestId("chosen-store")).toContainText("Ridgeline Outfitters Boulder");
    // The choice is remembered for the next product.
    await page.goto("/en-us/c/women-2000");
    await page.locator(".tile__name a").first().click();
    await expect(page.getByText("Pick up at Ridgeline Outfitters Boulder")).toBeVisible();
    await context.close();
  });
}

test("a city name works too, and an unknown place says so", async ({ page }) => {
  await page.goto("/en-ca/c/men-1000");
  await page.locator(".tile__name a").first().click();
  await page.getByText("Check stock in a store").click();
  await page.getByLabel("Postal code or city").fill("Montréal");
  await page.getByRole("button", { name: "Find stores" }).click();
  await expect(page.getByTestId("store-results")).toContainText("Montr");
  await page.getByLabel("Postal code or city").fill("Atlantis");
  await page.getByRole("button", { name: "Find stores" }).click();
  await expect(page.locator("#store-stock").getByRole("alert")).toBeVisible();
});
