import { expect, test } from "./support/test";

for (const javaScriptEnabled of [true, false]) {
  test(`a shopper asks to hear when a sold-out size is back (${javaScriptEnabled ? "with" : "without"} JavaScript)`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled });
    const page = await context.newPage();
    // Seeded: this colour of the Evergreen Wind Jacket is sold out online in M.
    await page.goto("/en-us/p/mens-evergreen-wind-jacket-JKXZHJNW?color=JKXZHJNWMAG");
    const panel = page.getByTestId("back-in-stock");
    await panel.getByText("Size sold out?").click();
    await expect(panel.getByLabel("Size")).toContainText("M");
    await panel
      .getByLabel("E-mail address")
      .fill(`shopper-${javaScriptEnabled ? "js" : "nojs"}@example.com`);
    await panel.getByRole("button", { name: "Notify me" }).click();
    await expect(page.getByTestId("back-in-stock").getByRole("status")).toContainText(
      "back in stock",
    );
    await context.close();
  });
}
