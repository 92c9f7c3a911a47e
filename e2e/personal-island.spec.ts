import { expect, test } from "./support/test";
import { signUpByApi } from "./shoppers";
import { countShifts, shiftsCounted } from "./support/layout-shifts";

/*
 * Issue 27 (decision 0088): a product page is kept and shared by every shopper; a signed-in
 * shopper's bag count, account and saved heart arrive after first paint from one personal
 * call, with nothing moving on the page.
 */

test("a signed-in shopper's count, account and heart arrive on a kept product page without a shift", async ({
  page,
  browser,
}) => {
  // A guest's visit first: the page is rendered once and kept.
  const guest = await browser.newContext();
  const guestPage = await guest.newPage();
  await guestPage.goto("/en-us/c/men-1000");
  const href = (await guestPage.locator(".tile__name a").first().getAttribute("href")) ?? "";
  expect(href).toMatch(/^\/en-us\/p\//);
  await guestPage.goto(href);
  // Again, kept: learning the visitor is a guest moves nothing in the header.
  await countShifts(guestPage, ".site-header");
  expect((await guestPage.goto(href))?.headers()["x-page-cache"]).toBe("hit");
  await expect(guestPage.getByTestId("account-link")).toHaveText("Sign in");
  await guestPage.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await guestPage.waitForTimeout(300);
  const moved = await shiftsCounted(guestPage);
  expect(moved).toEqual([]);
  await guest.close();

  // The signed-in shopper saves the style and puts a size in the bag.
  await signUpByApi(page);
  await page.goto(href);
  const heart = page.locator(".pdp__info").getByTestId("favorite-toggle");
  await heart.click();
  await expect(heart).toHaveAttribute("aria-pressed", "true");
  await page.locator(".size-option:not(.size-option--sold-out)").first().click();
  await page.getByRole("button", { name: "Add to bag" }).click();
  await expect(page.getByTestId("bag-count")).toHaveText("1");

  // The same kept page again, for this shopper: what is theirs arrives, nothing moves.
  await countShifts(page);
  const answer = await page.goto(href);
  expect(answer?.headers()["x-page-cache"]).toBe("hit");
  expect(answer?.headers()["set-cookie"]).toBeUndefined();
  const html = (await answer?.text()) ?? "";
  expect(html).not.toMatch(/data-testid="bag-count">1</);
  await expect(page.getByTestId("bag-count")).toHaveText("1");
  await expect(page.getByTestId("account-link")).toHaveText("Account");
  await expect(page.getByTestId("header-sign-out")).toBeVisible();
  await expect(heart).toHaveAttribute("aria-pressed", "true");
  await page.waitForTimeout(300);
  const shifts = await shiftsCounted(page);
  expect(shifts.reduce((sum, value) => sum + value, 0)).toBeLessThan(0.01);
});
