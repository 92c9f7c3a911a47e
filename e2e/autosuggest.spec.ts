import { expect, test } from "./support/test";

test("the search box suggests as the shopper types and is usable with the keyboard", async ({
  page,
}) => {
  await page.goto("/en-us");
  const box = page.getByRole("combobox", { name: "Search the shop" });
  await box.fill("jack");
  const list = page.getByRole("listbox");
  await expect(list).toBeVisible();
  await expect(box).toHaveAttribute("aria-expanded", "true");
  const options = list.getByRole("option");
  await expect(options.first()).toBeVisible();

  await box.press("ArrowDown");
  await expect(box).toHaveAttribute("aria-activedescendant", /.+/);
  await expect(options.first()).toHaveAttribute("aria-selected", "true");
  await box.press("Escape");
  await expect(list).toBeHidden();

  await box.fill("jacke");
  await expect(options.first()).toBeVisible();
  const productOption = list
    .getByRole("option")
    .filter({ hasText: /jacket/i })
    .last();
  const name = (await productOption.textContent()) ?? "";
  await productOption.click();
  await expect(page).toHaveURL(/\/en-us\/(p|c|search)/);
  expect(name.length).toBeGreaterThan(0);
});
