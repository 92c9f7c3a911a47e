import { expect, test } from "./support/test";

test("quick shop adds to the bag from a category page without leaving it", async ({ page }) => {
  await page.goto("/en-us/c/men-clothing-jackets-110001");
  const tile = page.locator("article.tile").first();
  const name = (await tile.locator(".tile__name").textContent()) ?? "";
  await tile.hover();
  const trigger = tile.getByRole("button", { name: `Quick shop: ${name}` });
  await trigger.click();

  const dialog = page.getByRole("dialog", { name });
  await expect(dialog).toBeVisible();
  const size = dialog.locator(".size-option:not(.size-option--sold-out)").first();
  await size.click();
  await expect(size.locator("input")).toBeChecked();
  await dialog.getByRole("button", { name: "Add to bag" }).click();
  // The dialog gives way to the mini-cart, which takes the focus (issue 11, points 2 and 9).
  const added = page.getByTestId("added-to-bag");
  await expect(added).toContainText("Added to your bag");
  await expect(added).toContainText(name.trim());
  await expect(added).toBeFocused();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId("bag-count")).toHaveText("1");
  await expect(page).toHaveURL(/\/en-us\/c\/men-clothing-jackets-110001$/);

  await page.keyboard.press("Escape");
  await expect(added).toBeHidden();
  await expect(trigger).toBeFocused();
});

test("choosing another colour in quick shop shows that colour's sizes and picture", async ({
  page,
}) => {
  await page.goto("/en-us/c/men-clothing-jackets-110001");
  const tile = page
    .locator("article.tile")
    .filter({ has: page.locator(".swatches li:nth-child(2)") })
    .first();
  await tile.hover();
  await tile.getByRole("button", { name: /^Quick shop/ }).click();
  const dialog = page.getByRole("dialog");
  const second = dialog.locator(".color-option").nth(1);
  const label = (await second.getAttribute("title")) ?? "";
  await second.click();
  await expect(dialog.locator("legend").first()).toContainText(label);
  await expect(dialog.locator(".color-option").nth(1)).toHaveAttribute("aria-current", "true");
});
