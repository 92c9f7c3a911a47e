import { expect, test, type Page } from "./support/test";

const CATEGORY = "/en-us/c/men-clothing-jackets-110001";

async function productPath(page: Page): Promise<string> {
  await page.goto(CATEGORY);
  const href = await page.locator(".tile__name a").first().getAttribute("href");
  expect(href).toMatch(/^\/en-us\/p\//);
  return href ?? "";
}

/** The page's scripts asked for so far, by file name without its hash. */
function scriptsAskedFor(page: Page): Set<string> {
  const names = new Set<string>();
  page.on("request", (request) => {
    // The hash is eight characters, and may hold a dash itself (`SizeChart-CTv-4gBN.js`).
    const file = /\/assets\/(.+)-[\w-]{8}\.js$/.exec(new URL(request.url()).pathname)?.[1];
    if (file) names.add(file);
  });
  return names;
}

/** Layout shifts the page has had (CLS's entries), counted from now. */
async function watchShifts(page: Page): Promise<() => Promise<number>> {
  await page.evaluate(() => {
    const scope = window as unknown as { shifted: number };
    scope.shifted = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number }[])
        scope.shifted += entry.value;
    }).observe({ type: "layout-shift", buffered: false });
  });
  return () => page.evaluate(() => (window as unknown as { shifted: number }).shifted);
}

test("a product page fetches its reviews' code when the shopper scrolls to them, with nothing moving", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const path = await productPath(page);
  const asked = scriptsAskedFor(page);
  await page.goto(path);
  // The buy box works at once: the page is hydrated without the parts further down.
  await expect(page.getByTestId("account-link")).toHaveAttribute("aria-haspopup", "dialog");
  await page.waitForLoadState("networkidle");
  expect([...asked]).not.toContain("ProductReviews");
  expect([...asked]).not.toContain("ProductQuestions");
  expect([...asked]).not.toContain("SiteFooter");
  const shifts = await watchShifts(page);
  const reviews = page.locator("#reviews");
  const before = await reviews.boundingBox();
  await reviews.scrollIntoViewIfNeeded();
  await expect.poll(() => asked.has("ProductReviews")).toBe(true);
  // Rendered by its code now, in the same place and size.
  await expect(reviews.getByRole("combobox").first()).toBeVisible();
  await page.waitForLoadState("networkidle");
  await expect.poll(() => reviews.boundingBox()).not.toBeNull();
  const after = await reviews.boundingBox();
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(after?.height).toBe(before?.height);
  expect(Math.round((after?.y ?? 0) + scrolled)).toBe(Math.round(before?.y ?? 0));
  expect(await shifts()).toBe(0);
});

test("a click on a part whose code has not come yet is held and made on the part once it has", async ({
  page,
}) => {
  const path = await productPath(page);
  const asked = scriptsAskedFor(page);
  await page.goto(path);
  await expect(page.getByTestId("account-link")).toHaveAttribute("aria-haspopup", "dialog");
  expect(asked.has("SizeChart")).toBe(false);
  // The size chart's code comes when it is used: the first click opens the dialog, in place,
  // rather than following the link a page without JavaScript has.
  await page.getByText("Size chart", { exact: true }).click();
  await expect(page.getByRole("dialog", { name: /Size chart/ })).toBeVisible();
  expect(page.url()).not.toContain("sizeChart=1");
  expect(asked.has("SizeChart")).toBe(true);
});

test("what a shopper chose in a part before its code came is still chosen after, and is sent", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const path = await productPath(page);
  // The reviews' code is held back until the shopper has chosen.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/ProductReviews-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(path);
  await expect(page.getByTestId("account-link")).toHaveAttribute("aria-haspopup", "dialog");
  const sort = () => page.locator("#reviews select[name=reviewSort]");
  await sort().scrollIntoViewIfNeeded();
  const chosen = await sort().locator("option").nth(1).getAttribute("value");
  await sort().selectOption(chosen ?? "");
  release();
  // Made again by its code, the choice kept; sent with the part's own button.
  await expect(page.locator("#reviews .reviews__controls button")).toBeVisible();
  await expect.poll(() => sort().evaluate((node) => node.isConnected)).toBe(true);
  await expect(sort()).toHaveValue(chosen ?? "");
  await page.locator("#reviews .reviews__controls button").click();
  await expect(page).toHaveURL(new RegExp(`reviewSort=${chosen}`));
  await expect(sort()).toHaveValue(chosen ?? "");
});
