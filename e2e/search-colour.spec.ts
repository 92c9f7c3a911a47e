import { expect, test, type Page } from "./support/test";

const JACKETS = "/en-us/c/men-clothing-jackets-110001";

/** Each tile's link colour, picture and marked swatch. */
async function tiles(page: Page) {
  return page
    .getByTestId("product-grid")
    .locator("article.tile")
    .evaluateAll((articles) =>
      articles.map((article) => {
        const link = article.querySelector<HTMLAnchorElement>("a.tile__media");
        const url = new URL(link?.href ?? "", location.href);
        return {
          path: url.pathname,
          color: url.searchParams.get("color"),
          image: article.querySelector("img")?.getAttribute("src") ?? "",
          current:
            article.querySelector('.swatches a[aria-current="true"]')?.getAttribute("href") ?? null,
          swatches: article.querySelectorAll(".swatches a").length,
        };
      }),
    );
}

for (const javaScriptEnabled of [true, false]) {
  test(`filtering jackets by a colour shows every tile in that colour: picture, link and swatch (${javaScriptEnabled ? "with" : "without"} JavaScript)`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled });
    const page = await context.newPage();
    await page.goto(JACKETS);
    const before = await tiles(page);
    expect(before.every((tile) => tile.color === null)).toBe(true);

    const brown = page.getByTestId("facet-color").locator("label", { hasText: /brown/i });
    await brown.locator("input").check();
    if (!javaScriptEnabled) await page.getByRole("button", { name: "Apply filters" }).click();
    await expect(page).toHaveURL(/color=brown/);
    await expect
      .poll(async () => (await tiles(page)).every((tile) => tile.color !== null))
      .toBe(true);
    const after = await tiles(page);
    expect(after.length).toBeGreaterThan(0);
    for (const tile of after) {
      // The picture is the matched colour's, and its swatch is the one marked.
      expect(tile.image).toContain(tile.color as string);
      if (tile.swatches > 1) expect(tile.current).toContain(`color=${tile.color}`);
    }
    // Some product changed picture: its default colour is not brown.
    const defaults = new Map(before.map((tile) => [tile.path, tile.image]));
    expect(
      after.some((tile) => defaults.has(tile.path) && defaults.get(tile.path) !== tile.image),
    ).toBe(true);

    // The tile's link opens the product in that colour.
    const first = after[0] as { color: string };
    await page.getByTestId("product-grid").locator("article.tile a.tile__media").first().click();
    await expect(page).toHaveURL(new RegExp(`color=${first.color}`));
    await expect(page.locator("h1")).toBeVisible();
    await context.close();
  });
}
