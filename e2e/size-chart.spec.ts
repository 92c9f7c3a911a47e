import { expect, test } from "./support/test";

for (const javaScriptEnabled of [true, false]) {
  test(`the size chart opens from a jacket's page (${javaScriptEnabled ? "with" : "without"} JavaScript)`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled });
    const page = await context.newPage();
    await page.goto("/en-us/c/men-clothing-jackets-110001");
    await page.locator(".tile__name a").first().click();
    await expect(page.locator(".pdp__info h1")).toBeVisible();
    await page.getByRole(javaScriptEnabled ? "button" : "link", { name: "Size chart" }).click();
    const chart = page.locator("#size-chart");
    await expect(chart).toBeVisible();
    await expect(chart.getByRole("row")).not.toHaveCount(0);
    await expect(chart.getByRole("rowheader").first()).toBeVisible();
    if (javaScriptEnabled) {
      await page.keyboard.press("Escape");
      await expect(chart).toBeHidden();
    }
    await context.close();
  });
}
