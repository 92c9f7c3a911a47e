import { expect, test, type Page } from "./support/test";

async function pageCopy(page: Page) {
  const heading = (await page.locator(".pdp__info h1").textContent()) ?? "";
  const description =
    (await page.locator('head meta[name="description"]').getAttribute("content")) ?? "";
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  const product = blocks
    .map((block) => JSON.parse(block) as { "@type": string; name?: string; description?: string })
    .find((data) => data["@type"] === "Product");
  return { heading, description, title: await page.title(), product };
}

test("a product page reads in French on /fr-fr and in German on /de-de", async ({ page }) => {
  await page.goto("/en-us/c/men-1000");
  await page.locator(".tile__name a").first().click();
  await expect(page.locator(".pdp__info h1")).toBeVisible();
  const path = new URL(page.url()).pathname;
  const english = await pageCopy(page);
  expect(english.heading).toMatch(/^Men's /);

  for (const [locale, department] of [
    ["fr-fr", / pour homme$/],
    ["de-de", / für Herren$/],
  ] as const) {
    await page.goto(path.replace("/en-us/", `/${locale}/`));
    const copy = await pageCopy(page);
    expect(copy.heading, locale).toMatch(department);
    expect(copy.title, locale).toContain(copy.heading);
    expect(copy.description, locale).not.toBe(english.description);
    expect(copy.product?.name, locale).toBe(copy.heading);
    expect(copy.product?.description, locale).toBe(copy.description);
  }
});

test("a German product page fits a phone's width: nothing scrolls sideways", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/de-de/c/women-2000");
  await page.locator(".tile__name a").first().click();
  await expect(page.locator(".pdp__info h1")).toBeVisible();
  await expect(page.locator(".rail").first()).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
