import { expect, type Page } from "./test";

/**
 * Adds the first in-stock size of the `index`th product of a listing (Men by default) to the
 * bag, and gives the product's name.
 */
export async function addProduct(
  page: Page,
  index: number,
  locale = "en-us",
  listing = "c/men-1000",
): Promise<string> {
  await page.goto(`/${locale}/${listing}`);
  await page.locator(".tile__name a").nth(index).click();
  const heading = page.locator(".pdp__info h1");
  await expect(heading).toBeVisible();
  const size = page.locator(".size-option:not(.size-option--sold-out)").first();
  await size.click();
  await page.getByRole("button", { name: "Add to bag" }).click();
  await expect(page.getByRole("status").first()).toContainText("Added to your bag");
  return (await heading.textContent()) ?? "";
}

/** A price on the page as a number ("$1,234.50" → 1234.5). */
export const amount = (text: string | null) => Number((text ?? "").replace(/[^0-9.]/g, ""));
