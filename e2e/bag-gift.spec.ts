import { expect, test } from "./support/test";
import { addProduct } from "./support/bag";

/*
 * A bag line's gift message (issue 12, point 8), with and without JavaScript: a To of spaces is
 * refused next to the field with the message kept, then "Gift for Ada" is saved, edited to
 * another name and removed; the status line says each.
 */

for (const javaScriptEnabled of [true, false]) {
  test(`a shopper adds, edits and removes a line's gift message (${javaScriptEnabled ? "with" : "without"} JavaScript)`, async ({
    browser,
  }) => {
    test.setTimeout(60_000);
    const context = await browser.newContext({ javaScriptEnabled });
    const page = await context.newPage();
    const name = await addProduct(page, 0);
    await page.goto("/en-us/cart");
    if (javaScriptEnabled) await page.waitForLoadState("networkidle");
    const gift = page.getByTestId("cart-line").getByTestId("line-gift");
    const status = page.getByTestId("cart-status");
    const save = gift.getByRole("button", { name: "Save gift message" });

    await gift.getByText("Add a gift message").click();
    // Spaces pass the browser's "required" but not the API's trimmed 1–60 characters.
    await gift.getByLabel("To", { exact: true }).fill("   ");
    await gift.getByLabel("Message (optional)").fill("Happy trails");
    if (javaScriptEnabled)
      // "Happy trails" is 12 characters: 250 - 12 = 238 left.
      await expect(gift.getByTestId("gift-count")).toHaveText("Characters left: 238");
    await save.click();
    await expect(gift.getByRole("alert")).toHaveText(
      "Enter who the gift is for (up to 60 characters).",
    );
    await expect(gift.getByLabel("Message (optional)")).toHaveValue("Happy trails");
    await expect(gift.getByTestId("gift-for")).toHaveCount(0);

    await gift.getByLabel("To", { exact: true }).fill("Ada");
    await save.click();
    await expect(status).toHaveText("Gift message saved.");
    await expect(gift.getByTestId("gift-for")).toHaveText("Gift for Ada");
    await expect(gift.getByRole("alert")).toHaveCount(0);

    await gift.getByText("Edit", { exact: true }).click();
    await expect(gift.getByLabel("Message (optional)")).toHaveValue("Happy trails");
    await gift.getByLabel("To", { exact: true }).fill("Grace");
    await gift.getByLabel("Their e-mail (optional)").fill("grace@example.com");
    await save.click();
    await expect(gift.getByTestId("gift-for")).toHaveText("Gift for Grace");
    await expect(status).toHaveText("Gift message saved.");

    await gift.getByRole("button", { name: `Remove the gift message of ${name}` }).click();
    await expect(status).toHaveText("Gift message removed.");
    await expect(gift.getByText("Add a gift message")).toBeVisible();
    await expect(gift.getByTestId("gift-for")).toHaveCount(0);
    await context.close();
  });
}
