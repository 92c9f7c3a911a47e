import { expect, test, type Page } from "./support/test";
import { signUpByApi } from "./shoppers";
import { withoutPopups } from "./support/content";

/*
 * What a shopper met in the shop (issue 11, points 2, 3, 6, 9 and 12 and the ratings), at a
 * phone's and a desktop's width, by keyboard, and without JavaScript where a form can carry it.
 * The category menu of point 4 and the app links are in shop-menus.spec.ts.
 */

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };
const CATEGORY = "/en-us/c/men-clothing-jackets-110001";

/** The first jacket's product page, scrolled down to its buy box as a phone shopper would be. */
async function openJacket(page: Page): Promise<void> {
  await page.goto(CATEGORY);
  await page.locator(".tile__name a").first().click();
  await expect(page.locator(".pdp__info h1")).toBeVisible();
}

async function openHipPack(page: Page): Promise<void> {
  await page.goto("/en-us/search?q=hip+pack");
  await page
    .locator(".tile__name a", { hasText: /Pack|Bag/ })
    .first()
    .click();
  await expect(page.locator(".pdp__info h1")).toBeVisible();
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("Add to bag posts the form and comes back with the mini-cart", async ({ page }) => {
    await page.setViewportSize(PHONE);
    await openJacket(page);
    await page.locator(".size-option:not(.size-option--sold-out)").first().click();
    await page.getByRole("button", { name: "Add to bag" }).click();
    const added = page.getByTestId("added-to-bag");
    await expect(added).toBeInViewport();
    await expect(added).toContainText("Added to your bag");
    await expect(added).toContainText("1 item in your bag");
    await added.getByRole("link", { name: "Continue shopping" }).click();
    await expect(added).toBeHidden();
  });
});

test.describe("adding to the bag", () => {
  test("on a phone the mini-cart opens where the shopper is, focused, and Escape gives the focus back", async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    await openJacket(page);
    await page.locator(".size-option:not(.size-option--sold-out)").first().click();
    const add = page.getByRole("button", { name: "Add to bag" });
    await add.scrollIntoViewIfNeeded();
    const before = await page.evaluate(() => window.scrollY);
    expect(before).toBeGreaterThan(0);
    await add.click();
    const added = page.getByTestId("added-to-bag");
    await expect(added).toBeFocused();
    await expect(added).toBeInViewport();
    await expect(added).toContainText("Qty 1");
    await expect(added.getByRole("link", { name: "View bag" })).toBeVisible();
    // No jump to the top of the page.
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(before / 2);
    await page.keyboard.press("Escape");
    await expect(added).toBeHidden();
    await expect(add).toBeFocused();
  });

  test("focus never drops to the body while the add is sent", async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await openJacket(page);
    await page.locator(".size-option:not(.size-option--sold-out)").first().click();
    await page.getByRole("button", { name: "Add to bag" }).focus();
    const drops: string[] = [];
    await page.exposeFunction("noteFocus", (tag: string) => drops.push(tag));
    await page.evaluate(() =>
      document.addEventListener("focusout", () =>
        setTimeout(() => {
          const active = document.activeElement;
          if (!active || active === document.body)
            (window as unknown as { noteFocus: (tag: string) => void }).noteFocus("BODY");
        }),
      ),
    );
    await page.keyboard.press("Enter");
    await expect(page.getByTestId("added-to-bag")).toBeFocused();
    expect(drops).toEqual([]);
  });

  test("a one-size product has its size chosen and adds straight away", async ({ page }) => {
    await page.setViewportSize(PHONE);
    await openHipPack(page);
    const sizes = page.locator(".size-option input");
    await expect(sizes).toHaveCount(1);
    await expect(sizes.first()).toBeChecked();
    const label = page.locator(".size-option span").first();
    const fits = await label.evaluate((el) => el.scrollWidth <= el.clientWidth);
    expect(fits).toBe(true);
    await page.getByRole("button", { name: "Add to bag" }).click();
    await expect(page.getByTestId("added-to-bag")).toContainText("Added to your bag");
  });
});

test.describe("search suggestions", () => {
  test("close on submit, on Escape and on a click outside", async ({ page, context }) => {
    // The home page's pop-up is not this journey's subject.
    await withoutPopups(context);
    await page.setViewportSize(DESKTOP);
    await page.goto("/en-us");
    await page.waitForLoadState("networkidle");
    const box = page.getByRole("combobox");
    const list = page.getByRole("listbox");
    await box.fill("jack");
    await expect(list).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(list).toBeHidden();

    await box.fill("jacke");
    await expect(list).toBeVisible();
    // Words that are no link: the benefit bar's title under the header.
    await page.locator(".content-benefit-bar__title").click();
    await expect(list).toBeHidden();

    await box.fill("jacket");
    await expect(list).toBeVisible();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/en-us\/search\?q=jacket/);
    await expect(page.getByTestId("product-grid")).toBeVisible();
    await expect(list).toBeHidden();
  });
});

test.describe("ratings and tiles", () => {
  test("stars are named in the page's language, and French counts say '1 étoile'", async ({
    page,
  }) => {
    await page.goto("/fr-fr/c/men-clothing-jackets-110001");
    const stars = page.locator(".tile .rating__stars").first();
    await expect(stars).toHaveAttribute("role", "img");
    await expect(stars).toHaveAccessibleName(/^Noté \d,\d sur 5 d'après \d+ avis$/);

    await page.locator(".tile__name a").first().click();
    await expect(page.locator(".pdp__info h1")).toBeVisible();
    await expect(page.locator(".histogram")).toContainText("1 étoile");
    await expect(page.locator("body")).not.toContainText("1 étoiles");
  });

  test("a tile is one or two tab stops", async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto(CATEGORY);
    await page.waitForLoadState("networkidle");
    const stops = await page
      .locator("article.tile")
      .first()
      .evaluate(
        (tile) =>
          Array.from(
            tile.querySelectorAll<HTMLElement>("a, button, input, select, [tabindex]"),
          ).filter(
            (el) => el.tabIndex >= 0 && !el.hasAttribute("disabled") && el.offsetParent !== null,
          ).length,
      );
    expect(stops).toBeGreaterThanOrEqual(1);
    expect(stops).toBeLessThanOrEqual(2);
  });

  test("pointing at or focusing a swatch shows that colour's picture in its tile", async ({
    page,
  }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto(CATEGORY);
    await page.waitForLoadState("networkidle");
    const tile = page
      .locator("article.tile")
      .filter({ has: page.locator(".swatches li:nth-child(2)") })
      .first();
    const picture = tile.locator(".tile__media img");
    const colourOf = async (index: number) =>
      new URL(
        (await tile.locator(".swatches a").nth(index).getAttribute("href")) ?? "",
        page.url(),
      ).searchParams.get("color") ?? "none";
    const [first, second] = [await colourOf(0), await colourOf(1)];
    // Swatches and the heart are named by their titles (no text of their own).
    const swatch = tile.locator(".swatches a").nth(1);
    await expect(swatch).toHaveAccessibleName((await swatch.getAttribute("title")) ?? "-");
    await expect(tile.getByTestId("favorite-toggle")).toHaveAccessibleName(
      /^Save .+ to favourites$/,
    );
    await expect(picture).not.toHaveAttribute("src", new RegExp(second));
    await tile.locator(".swatches a").nth(1).hover();
    await expect(picture).toHaveAttribute("src", new RegExp(second));
    await tile.locator(".swatches a").nth(0).focus();
    await expect(picture).toHaveAttribute("src", new RegExp(first));
  });
});

test.describe("the shop's pictures and frame", () => {
  test("the hero has a picture, category cards have pictures, and a short page has no band under its footer", async ({
    page,
  }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto("/en-us");
    // The content's hero (a linked card, the page's h1) over its picture.
    const hero = page.locator("main .linked-card").first();
    await expect(hero.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(hero.locator(".linked-card__image")).toBeVisible();
    expect(
      await hero
        .locator(".linked-card__image")
        .evaluate(
          async (img: HTMLImageElement) =>
            (await img.decode().then(() => true)) && img.naturalWidth > 0,
        ),
    ).toBe(true);
    const cards = page.locator(".category-card img");
    await expect(cards.first()).toBeVisible();
    const loaded = await cards
      .first()
      .evaluate(
        async (img: HTMLImageElement) =>
          (await img.decode().then(() => true)) && img.naturalWidth > 0,
      );
    expect(loaded).toBe(true);

    // A tall window makes the missing page short: its footer must still reach the bottom.
    await page.setViewportSize({ width: 1280, height: 1600 });
    await page.goto("/en-us/no-such-page");
    const gap = await page.evaluate(
      () =>
        window.innerHeight -
        (document.querySelector(".site-footer")?.getBoundingClientRect().bottom ?? 0),
    );
    expect(gap).toBeLessThanOrEqual(1);
  });
});

test("Favourites is in the account menu", async ({ page }) => {
  await signUpByApi(page);
  const nav = page.getByTestId("account-nav");
  await nav.getByRole("link", { name: "Favourites" }).click();
  await expect(page).toHaveURL(/\/en-us\/favorites$/);
});
