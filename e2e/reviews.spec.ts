import { expect, test } from "@playwright/test";

for (const javaScriptEnabled of [true, false]) {
  test(`a shopper writes a review and sees it first (${javaScriptEnabled ? "with" : "without"} JavaScript)`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled });
    const page = await context.newPage();
    // A different product per run, so each run writes its own first review of it.
    await page.goto(`/en-us/c/${javaScriptEnabled ? "women-2000" : "kids-3000"}`);
    await page.locator(".tile__name a").first().click();
    await expect(page.locator(".pdp__info h1")).toBeVisible();
    const before = await page
      .locator("#reviews")
      .getByText(/^Based on \d+ reviews$/)
      .textContent();

    await page.getByText("Write a review").click();
    const form = page
      .locator("form")
      .filter({ has: page.locator('input[name="intent"][value="review"]') });
    await form.getByText("4 stars").click();
    const title = `Solid on a wet weekend ${javaScriptEnabled ? "js" : "nojs"}`;
    await form.getByLabel("Title").fill(title);
    await form
      .getByLabel(/Your review/)
      .fill("Kept me dry for two days of drizzle; the fit runs slightly large.");
    await form.getByLabel("Name shown with your review").fill("Trail tester");
    await form.getByRole("button", { name: "Submit review" }).click();

    await expect(page.getByRole("status")).toContainText("Your review is live");
    await expect(page.getByTestId("review").first()).toContainText(title);
    await expect(page.locator("#reviews").getByText(/^Based on \d+ reviews$/)).not.toHaveText(
      before ?? "",
    );
    await context.close();
  });
}

test("a shopper asks a question about a product", async ({ page }) => {
  await page.goto("/en-gb/c/men-clothing-jackets-110001");
  await page.locator(".tile__name a").nth(1).click();
  await expect(page.locator(".pdp__info h1")).toBeVisible();
  await page.getByText("Ask a question").click();
  await page.getByLabel(/Your question/).fill("Does the hood fit over a climbing helmet?");
  await page.getByRole("button", { name: "Send question" }).click();
  await expect(page.getByTestId("question").first()).toContainText("climbing helmet");
});
