import { expect, test, type Page } from "./support/test";
import { expectNoAxeViolations } from "./support/axe";
import { withoutPopups } from "./support/content";

/*
 * The header's mini cart (issue 12, point 8): beside the bag link, a button opens the bag's
 * newest lines, its figures and "View bag" under the header, read from the server only once
 * it is opened. Escape closes it and gives the focus back to the button.
 */

// The home page's newsletter pop-up has nothing to do with the bag's menu.
test.beforeEach(async ({ context }) => withoutPopups(context));
/** Adds the first in-stock size of the first product of Men to the bag; its name. */
async function addProduct(page: Page): Promise<string> {
  await page.goto("/en-us/c/men-1000");
  await page.locator(".tile__name a").first().click();
  const heading = page.locator(".pdp__info h1");
  await expect(heading).toBeVisible();
  await page.locator(".size-option:not(.size-option--sold-out)").first().click();
  await page.getByRole("button", { name: "Add to bag" }).click();
  await expect(page.getByRole("status").first()).toContainText("Added to your bag");
  return (await heading.textContent()) ?? "";
}

test("the mini cart opens by its button with the line and subtotal, closes on Escape, and leads to the bag", async ({
  page,
}) => {
  const name = await addProduct(page);
  const summaries: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("/cart/summary")) summaries.push(request.url());
  });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/en-us");
  await expect(page.getByTestId("bag-count")).toHaveText("1");
  const toggle = page.getByRole("button", { name: "Show bag contents" });
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  // A page view reads nothing of the bag's contents.
  await page.waitForLoadState("networkidle");
  expect(summaries).toEqual([]);

  await toggle.click();
  await expect(toggle).toHaveAttribute("aria-expanded", "true");
  const panel = page.getByTestId("mini-cart");
  const line = panel.getByTestId("mini-cart-line");
  await expect(line).toHaveCount(1);
  await expect(line).toContainText(name);
  await expect(line).toContainText("Quantity: 1");
  const price = (await line.getByTestId("mini-cart-line-price").textContent()) ?? "";
  expect(price).toMatch(/^\$\d+\.\d{2}$/);
  await expect(panel.getByTestId("subtotal")).toHaveText(price);
  expect(summaries).toHaveLength(1);
  await expectNoAxeViolations(page, "the open mini cart at 1280 px");

  await page.keyboard.press("Escape");
  await expect(panel).toBeHidden();
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  await expect(toggle).toBeFocused();

  // Opened again from the keyboard: the data it has is the bag's, so it is not read again.
  await page.keyboard.press("Enter");
  await expect(line).toContainText(name);
  expect(summaries).toHaveLength(1);
  await panel.getByRole("link", { name: "View bag" }).click();
  await expect(page).toHaveURL(/\/en-us\/cart$/);
  await expect(page.getByTestId("cart-line")).toContainText(name);
  await expect(panel).toBeHidden();
});

test("on a phone the button opens the mini cart at the window's full width", async ({ page }) => {
  await addProduct(page);
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto("/en-us");
  const toggle = page.getByRole("button", { name: "Show bag contents" });
  // The bag and its button stay on the header's first line, beside the logo.
  const brand = await page.locator(".brand").boundingBox();
  const button = await toggle.boundingBox();
  expect(Math.abs((button?.y ?? 0) - (brand?.y ?? 0))).toBeLessThan(20);
  await toggle.click();
  const panel = page.getByTestId("mini-cart");
  await expect(panel.getByTestId("mini-cart-line")).toHaveCount(1);
  const box = await panel.boundingBox();
  expect(box?.x).toBe(0);
  expect(box?.width).toBe(375);
  await expectNoAxeViolations(page, "the open mini cart at 375 px");
});
