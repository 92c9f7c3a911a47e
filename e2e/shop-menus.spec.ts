import { expect, test } from "./support/test";

/*
 * The shop's category menu (issue 11, point 4: one desktop panel at a time, the phone drawer,
 * Escape, outside click and navigation close, keyboard reachable, no JavaScript needed) and its
 * app links, which navigate in the page through one click handler (decision 0053).
 */

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

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

  test("the header's, a filter chip's and a colour's links navigate in the page as their Links did", async ({
    page,
  }) => {
    await page.goto("/en-us/c/men-1000");
    await page.waitForLoadState("networkidle");
    await page.evaluate(() => Object.assign(window, { unreloaded: true }));
    // A filter, then its chip (marked to keep the scroll position, as its Link was).
    await page.getByTestId("facet-color").locator("label input").first().check();
    await expect(page).toHaveURL(/color=/);
    const chip = page.locator(".chip--active").first();
    await expect(chip).toBeVisible();
    await expect(chip).toHaveAttribute("data-keep-scroll", "true");
    await chip.click();
    await expect(page.locator(".chip--active")).toHaveCount(0);

    // A product's colour replaces the history entry: Back leaves the product page.
    await page.locator(".tile__name a").first().click();
    await expect(page.locator(".pdp__info h1")).toBeVisible();
    const product = page.url();
    await page.locator(".color-options a:not([aria-current])").first().click();
    await expect(page).toHaveURL(/\?color=/);
    await page.goBack();
    await expect(page).not.toHaveURL(product.split("?")[0] ?? product);
    await expect(page).toHaveURL(/\/en-us\/c\/men-1000/);

    // The header's bag link.
    await page.locator(".bag-link").click();
    await expect(page).toHaveURL(/\/en-us\/cart$/);
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

test.describe("menus without JavaScript", () => {
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
});
