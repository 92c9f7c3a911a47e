import { expect, test } from "./support/test";

test("a shopper picks products to compare from a category and compares them side by side", async ({
  page,
}) => {
  await page.goto("/en-us/c/men-1000");
  const tiles = page.getByTestId("product-grid").locator("article.tile");
  const names = await tiles.locator(".tile__name").allTextContents();
  for (let index = 0; index < 4; index += 1)
    await tiles
      .nth(index)
      .getByRole("checkbox", { name: /^Compare / })
      .check();
  const tray = page.getByTestId("compare-tray");
  await expect(tray).toContainText("4 of 4 chosen");
  // The API compares at most four: the other tiles' boxes are disabled.
  await expect(tiles.nth(4).getByRole("checkbox", { name: /^Compare / })).toBeDisabled();
  await tray.getByRole("button", { name: `Remove ${names[3]} from the comparison` }).click();
  await expect(tray).toContainText("3 of 4 chosen");

  await tray.getByRole("button", { name: "Compare", exact: true }).click();
  await expect(page).toHaveURL(/\/en-us\/compare\?ids=/);
  const table = page.getByTestId("compare-table");
  for (const name of names.slice(0, 3)) await expect(table).toContainText(name);
  await expect(table.getByRole("rowheader", { name: "Price" })).toBeVisible();
  await expect(table.locator("thead img")).toHaveCount(3);

  // The picks follow the shopper back to the listing.
  await page.goBack();
  await expect(page.getByTestId("compare-tray")).toContainText("3 of 4 chosen");
});

test("without JavaScript the compare form sends the ticked tiles, and the page works from its URL", async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/fr-fr/c/women-2000");
  const tiles = page.getByTestId("product-grid").locator("article.tile");
  const names = await tiles.locator(".tile__name").allTextContents();
  await tiles
    .nth(0)
    .getByRole("checkbox", { name: /^Comparer / })
    .check();
  await tiles
    .nth(1)
    .getByRole("checkbox", { name: /^Comparer / })
    .check();
  await page.locator("#compare-form").getByRole("button", { name: "Comparer" }).click();

  await expect(page).toHaveURL(/\/fr-fr\/compare\?ids=[A-Z0-9]+&ids=[A-Z0-9]+/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Comparer des produits");
  const table = page.getByTestId("compare-table");
  await expect(table).toContainText(names[0] ?? "");
  await expect(table).toContainText(names[1] ?? "");
  await expect(table.getByRole("rowheader", { name: "Prix" })).toBeVisible();

  await table.getByRole("link", { name: `Retirer ${names[0]} de la comparaison` }).click();
  await expect(page.getByTestId("compare-empty")).toContainText(
    "Choisissez au moins 2 produits à comparer (4 au maximum).",
  );
  await context.close();
});
