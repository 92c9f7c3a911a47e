import { expect, test } from "./support/test";

const count = async (text: string | null) => Number((text ?? "").replace(/\D/g, ""));

for (const javaScriptEnabled of [true, false]) {
  test(`a shopper chooses a store on a category page and sees what to pick up there (${javaScriptEnabled ? "with" : "without"} JavaScript)`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled });
    const page = await context.newPage();
    await page.goto("/en-us/c/men-1000");
    const all = await count(await page.getByTestId("result-count").textContent());
    const facet = page.getByTestId("facet-store");
    await facet.getByRole("link", { name: "Choose a store" }).click();

    const chooser = page.locator("#store-chooser");
    await chooser.getByLabel("Postal code or city").fill("80302");
    await chooser.getByRole("button", { name: "Find stores" }).click();
    await chooser
      .getByTestId("store-chooser-results")
      .getByRole("link", { name: /Ridgeline Outfitters Boulder/ })
      .click();

    // The filter is part of the crawlable URL and shows as a chip.
    await expect(page).toHaveURL(/[?&]storeId=[0-9A-Z]+/);
    const storeId = new URL(page.url()).searchParams.get("storeId");
    await expect(page.locator(".chip--active")).toHaveText(
      "Pick up at Ridgeline Outfitters Boulder ×",
    );
    const atStore = await count(await page.getByTestId("result-count").textContent());
    expect(atStore).toBeGreaterThan(0);
    expect(atStore).toBeLessThanOrEqual(all);
    await expect(chooser).toBeHidden();

    // Clear all removes it; the remembered store stays on offer as a toggle.
    await page.getByRole("link", { name: "Clear all" }).click();
    await expect(page).not.toHaveURL(/storeId=/);
    await expect
      .poll(async () => count(await page.getByTestId("result-count").textContent()))
      .toBe(all);
    const toggle = facet.getByLabel("Pick up at Ridgeline Outfitters Boulder");
    await expect(toggle).not.toBeChecked();
    await toggle.check();
    if (!javaScriptEnabled) await page.getByRole("button", { name: "Apply filters" }).click();
    await expect(page).toHaveURL(new RegExp(`storeId=${storeId}`));
    await expect(page.locator(".chip--active")).toHaveCount(1);
    await context.close();
  });
}

test("a store filter URL works for anyone, and an unknown store is ignored", async ({ page }) => {
  await page.goto("/en-us/c/men-1000");
  const all = await count(await page.getByTestId("result-count").textContent());
  await page.goto("/en-us/search?q=jacket&storeId=NOSUCHSTORE");
  await expect(page.getByTestId("product-grid")).toBeVisible();
  await expect(page.locator(".chip--active")).toHaveCount(0);
  await page.goto("/en-us/c/men-1000?storeId=NOSUCHSTORE");
  await expect
    .poll(async () => count(await page.getByTestId("result-count").textContent()))
    .toBe(all);
});
