import { expect, test, type Page } from "./support/test";
import { expectNoAxeViolations, WIDTHS } from "./support/axe";

// Issue 11 point 7: a shoe size reads the same in the site's system wherever a shopper meets it:
// the size facet (and its chip), the product page and the mini-cart. The filter's value stays
// the US size id. A bag line knows no department, so it reads the US size with its unit.

const SITES = [
  { locale: "fr-fr", add: "Ajouter au panier", men10: "EU 43", us10: "US 10", mixed: "US 9,5" },
  { locale: "en-gb", add: "Add to bag", men10: "UK 9.5", us10: "US 10", mixed: "US 9.5" },
] as const;

const exactly = (text: string) => new RegExp(`^\\s*${text.replace(".", "\\.")}\\s*$`);

/** The size facet's option whose words are exactly `label`. */
function sizeOption(page: Page, label: string) {
  return page
    .getByTestId("facet-size")
    .locator("label")
    .filter({ has: page.locator("span:not(.facet__count)", { hasText: exactly(label) }) });
}

for (const site of SITES) {
  test(`${site.locale}: a footwear size reads the same on the facet, the product page and the mini-cart`, async ({
    page,
  }) => {
    await page.goto(`/${site.locale}/c/men-footwear-1200`);
    const labels = await page
      .getByTestId("facet-size")
      .locator("label > span:not(.facet__count):not(.facet__swatch)")
      .allTextContents();
    // Every size in the site's system, with its unit, in the order of the sizes.
    expect(labels.length).toBeGreaterThan(5);
    for (const label of labels) expect(label).toMatch(/^(EU|UK) \d{1,2}([.,]5)?$/);
    const numbers = labels.map((label) => Number(label.slice(3).replace(",", ".")));
    expect(numbers).toEqual([...numbers].sort((a, b) => a - b));

    const option = sizeOption(page, site.men10);
    await expect(option).toHaveCount(1);
    await expect(option.locator("input")).toHaveAttribute("value", "10");
    await option.locator("input").check();
    await expect(page).toHaveURL(/[?&]size=10(&|$)/);
    await expect(page.locator(".chip--active")).toHaveText(`${site.men10} ×`);

    await page.locator(".tile__name a").first().click();
    await expect(page.locator(".pdp__info h1")).toBeVisible();
    const size = page
      .locator(".size-option:not(.size-option--sold-out)")
      .filter({ hasText: exactly(site.men10) });
    await expect(size).toHaveCount(1);
    await size.click();
    await expect(size.locator("input")).toBeChecked();
    await page.getByRole("button", { name: site.add }).click();
    const added = page.getByTestId("added-to-bag");
    await expect(added).toBeFocused();
    await expect(added.locator(".added-to-bag__item .muted")).toContainText(site.men10);

    await page.goto(`/${site.locale}/cart`);
    const line = page.getByTestId("cart-line");
    await expect(line).toHaveCount(1);
    await expect(line.locator(".cart-line__info > .muted")).toContainText(`· ${site.us10}`);
  });

  test(`${site.locale}: search results of mixed runs show US sizes with the unit, one gender converts them`, async ({
    page,
  }) => {
    await page.goto(`/${site.locale}/search?q=boot`);
    await expect(sizeOption(page, site.mixed)).toHaveCount(1);
    await page.goto(`/${site.locale}/search?q=boot&gender=men&size=10`);
    await expect(sizeOption(page, site.men10).locator("input")).toBeChecked();
    await expect(page.locator(".chip--active").filter({ hasText: site.men10 })).toHaveCount(1);
  });
}

test("without JavaScript the size facet filters by the US size id and shows the site's label", async ({
  browser,
}) => {
  const plain = await browser.newContext({ javaScriptEnabled: false });
  const page = await plain.newPage();
  await page.goto("/fr-fr/c/men-footwear-1200");
  await sizeOption(page, "EU 42,5").locator("input").check();
  await page.getByRole("button", { name: "Appliquer les filtres" }).click();
  await expect(page).toHaveURL(/[?&]size=9\.5(&|$)/);
  await expect(page.locator(".chip--active")).toHaveText("EU 42,5 ×");
  await page.getByRole("link", { name: "Tout effacer" }).click();
  await expect(page.locator(".chip--active")).toHaveCount(0);
  await plain.close();
});

for (const size of WIDTHS) {
  test(`a filtered footwear category and its mini-cart have no axe violations at ${size.width} px`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: size.width, height: size.height });
    await page.goto("/fr-fr/c/men-footwear-1200?size=10");
    await page.waitForLoadState("networkidle");
    await expectNoAxeViolations(page, `filtered footwear at ${size.width} px`);
    await page.locator(".tile__name a").first().click();
    await page.locator(".size-option:not(.size-option--sold-out)").first().click();
    await page.getByRole("button", { name: "Ajouter au panier" }).click();
    await expect(page.getByTestId("added-to-bag")).toBeFocused();
    await expectNoAxeViolations(page, `footwear mini-cart at ${size.width} px`);
  });
}
