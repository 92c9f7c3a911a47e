import { expect, test, type Page } from "@playwright/test";
import { signUp } from "./shoppers";

/*
 * What a shopper met in the shop (issue 11, points 2, 3, 4, 6, 9 and 12 and the ratings), at a
 * phone's and a desktop's width, by keyboard, and without JavaScript where a form can carry it.
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

test.describe("desktop category menu", () => {
  test.use({ viewport: DESKTOP });

  test("shows one panel at a time; Escape, a click outside and a navigation close it", async ({
    page,
  }) => {
    await page.goto("/en-us");
    await page.waitForLoadState("networkidle");
    const menus = page.locator(".category-nav__menu");
    await menus.nth(0).locator("summary").click();
    await menus.nth(2).locator("summary").click();
    await expect(menus.nth(2)).toHaveAttribute("open", "");
    await expect(page.locator(".category-nav__menu[open]")).toHaveCount(1);

    await page.keyboard.press("Escape");
    await expect(page.locator(".category-nav__menu[open]")).toHaveCount(0);
    await expect(menus.nth(2).locator("summary")).toBeFocused();

    await menus.nth(1).locator("summary").click();
    // Outside the menu, on words that are no link: a click on a link would navigate instead
    // (the home page's category cards sit under the point the panel leaves free).
    await page.locator(".promo-bar").click();

    await expect(page.locator(".category-nav__menu[open]")).toHaveCount(0);

    await menus.nth(0).locator("summary").click();
    await menus.nth(0).locator(".category-nav__column li a").first().click();
    await expect(page).toHaveURL(/\/en-us\/c\/men-/);
    await expect(page.locator(".category-nav__menu[open]")).toHaveCount(0);
  });

  test("the menu's and the footer's links navigate without a reload; a modified click leaves the page as it is", async ({
    page,
  }) => {
    await page.goto("/en-us");
    await page.waitForLoadState("networkidle");
    // The mark survives an in-page navigation and only that (plain `<a>`s, one click handler).
    await page.evaluate(() => Object.assign(window, { unreloaded: true }));
    const menus = page.locator(".category-nav__menu");
    await menus.nth(0).locator("summary").click();
    await menus.nth(0).locator(".category-nav__column li a").first().click();
    await expect(page).toHaveURL(/\/en-us\/c\/men-/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await page.locator(".site-footer").getByRole("link", { name: "Find a store" }).click();
    await expect(page).toHaveURL(/\/en-us\/stores$/);
    expect(await page.evaluate(() => "unreloaded" in window)).toBe(true);

    // A click with a modifier key is the browser's (a new tab or window): this page stays.
    const popup = page.context().waitForEvent("page");
    await page
      .locator(".site-footer")
      .getByRole("link", { name: "Terms of use" })
      .click({ modifiers: ["Shift"] });
    await (await popup).close();
    await expect(page).toHaveURL(/\/en-us\/stores$/);
  });

  test("a home grid's tile and a product page's recommendation navigate without a reload", async ({
    page,
  }) => {
    await page.goto("/en-us");
    await page.waitForLoadState("networkidle");
    await page.evaluate(() => Object.assign(window, { unreloaded: true }));
    await page.locator(".section .grid .tile__name a").first().click();
    await expect(page.locator(".pdp__info h1")).toBeVisible();
    const product = page.url();
    await page.locator(".rail a").first().click();
    await expect(page).not.toHaveURL(product);
    await expect(page).toHaveURL(/\/en-us\/p\//);
    expect(await page.evaluate(() => "unreloaded" in window)).toBe(true);
  });

  test("is reachable by keyboard: Tab to a department, Enter opens it, Tab reaches its links", async ({
    page,
  }) => {
    await page.goto("/en-us");
    await page.waitForLoadState("networkidle");
    const first = page.locator(".category-nav__menu summary").first();
    for (
      let step = 0;
      step < 10 && !(await first.evaluate((el) => el === document.activeElement));
      step++
    )
      await page.keyboard.press("Tab");
    await expect(first).toBeFocused();
    await page.keyboard.press("Enter");
    await page.keyboard.press("Tab");
    await expect(page.locator(".category-nav .category-nav__all").first()).toBeFocused();
  });
});

test.describe("phone menu drawer", () => {
  test.use({ viewport: PHONE });

  test("opens over an inert page, each department in place at full width, and closes by Escape or its button", async ({
    page,
  }) => {
    await page.goto("/fr-fr");
    await page.waitForLoadState("networkidle");
    const toggle = page.locator(".menu-drawer__toggle");
    const drawer = page.locator(".category-nav");
    await expect(toggle).toHaveAccessibleName("Menu");
    await expect(drawer).toBeHidden();
    await toggle.click();
    const close = page.getByRole("button", { name: "Fermer le menu" });
    await expect(close).toBeFocused();
    await expect(page.locator("main")).toHaveJSProperty("inert", true);

    // KIDS (ENFANTS) opens under its own name, at the drawer's width, its words inside it.
    const kids = page.locator(".category-nav__menu").nth(2);
    await kids.locator("summary").click();
    const panel = await drawer.boundingBox();
    const sections = await kids.locator(".category-nav__panel").boundingBox();
    expect(panel && panel.x).toBe(0);
    expect(sections && panel && sections.x - panel.x).toBeLessThan(24);
    expect(sections && panel && sections.width).toBeGreaterThan((panel?.width ?? 0) - 48);
    const overflow = await drawer.evaluate((el) => el.scrollWidth - el.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);

    await page.keyboard.press("Escape"); // closes the department first
    await expect(kids).not.toHaveAttribute("open", "");
    await expect(drawer).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(drawer).toBeHidden();
    await expect(toggle).toBeFocused();
    await expect(page.locator("main")).toHaveJSProperty("inert", false);

    await toggle.click();
    await close.click();
    await expect(drawer).toBeHidden();
    await expect(toggle).toBeFocused();

    // A click on the dimmed page beside the drawer closes it; so does following a link.
    await toggle.click();
    await page.mouse.click(385, 400);
    await expect(drawer).toBeHidden();
    await toggle.click();
    await page.locator(".category-nav__menu summary").first().click();
    await page
      .locator(".category-nav__menu")
      .first()
      .locator(".category-nav__column li a")
      .first()
      .click();
    await expect(page).toHaveURL(/\/fr-fr\/c\//);
    await expect(drawer).toBeHidden();
    await expect(page.locator("main")).toHaveJSProperty("inert", false);
  });

  test("the category menu is in the page once, for phones and desktops alike", async ({ page }) => {
    await page.goto("/en-us");
    await expect(page.locator("nav.category-nav")).toHaveCount(1);
    await expect(
      page.getByRole("navigation", { name: "Categories", includeHidden: true }),
    ).toHaveCount(1);
    // Each category's URL is linked once from the header (a second copy of the menu doubles them).
    const hrefs = await page
      .locator(".site-header a[href*='/c/']")
      .evaluateAll((links) => links.map((link) => link.getAttribute("href")));
    expect(hrefs.length).toBeGreaterThan(20);
    expect(new Set(hrefs).size).toBe(hrefs.length);
  });

  test("the header's sign-in link has a name on a phone", async ({ page }) => {
    await page.goto("/en-us");
    await expect(page.getByTestId("account-link")).toHaveAccessibleName("Sign in");
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the menus open, one desktop panel at a time, and the phone drawer lists the departments", async ({
    page,
  }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto("/en-us");
    const menus = page.locator(".category-nav__menu");
    await menus.nth(0).locator("summary").click();
    await menus.nth(1).locator("summary").click();
    await expect(page.locator(".category-nav__menu[open]")).toHaveCount(1);

    await page.setViewportSize(PHONE);
    await page.locator(".menu-drawer__toggle").click();
    const drawer = page.locator(".category-nav");
    await expect(drawer).toBeVisible();
    // One menu for both widths: the department left open on the desktop (the second) is
    // closed when the first opens.
    await drawer.locator(".category-nav__menu summary").nth(0).click();
    await expect(drawer.locator(".category-nav__menu").nth(0).locator("a").first()).toBeVisible();
    // Every category is reachable: the last department's last leaf too.
    await drawer.locator(".category-nav__menu summary").last().click();
    await expect(drawer.locator(".category-nav__menu").last().locator("a").last()).toBeVisible();
    await page.getByRole("button", { name: "Close the menu" }).click();
    await expect(drawer).toBeHidden();
  });

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
  test("close on submit, on Escape and on a click outside", async ({ page }) => {
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
    await page.locator(".hero h1").click();
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
    await expect(page.locator(".hero .hero__art")).toBeVisible();
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
  await signUp(page);
  const nav = page.getByTestId("account-nav");
  await nav.getByRole("link", { name: "Favourites" }).click();
  await expect(page).toHaveURL(/\/en-us\/favorites$/);
});
