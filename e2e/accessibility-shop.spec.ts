import { expect, test, type Page } from "./support/test";
import { expectNoAxeViolations, expectNoAxeViolationsAtEveryWidth, WIDTHS } from "./support/axe";
import { withoutPopups } from "./support/content";

/*
 * Issue 11, point 9: axe-core (WCAG 2.2 AA) finds nothing on the shop's page templates at a
 * phone's and a desktop's width, with menus, the mini-cart and the suggestions open too. Each page
 * is loaded once and checked at both widths (decision 0100); the menus, which a phone and a
 * desktop open differently, are opened once per width.
 */

const CATEGORY = "/en-us/c/men-clothing-jackets-110001";

/** The first product of the jackets category: its page, as a shopper reaches it. */
async function openProduct(page: Page): Promise<void> {
  await page.goto(CATEGORY);
  await page.locator(".tile__name a").first().click();
  await expect(page.locator(".pdp__info h1")).toBeVisible();
}

const TEMPLATES: { name: string; open: (page: Page) => Promise<void> }[] = [
  { name: "home", open: async (page) => void (await page.goto("/en-us")) },
  { name: "home (French)", open: async (page) => void (await page.goto("/fr-fr")) },
  { name: "category", open: async (page) => void (await page.goto(CATEGORY)) },
  { name: "product", open: openProduct },
  {
    name: "search results",
    open: async (page) => void (await page.goto("/en-us/search?q=jacket")),
  },
  {
    name: "search, nothing found",
    open: async (page) => void (await page.goto("/en-us/search?q=zzqx")),
  },
  { name: "bag (empty)", open: async (page) => void (await page.goto("/en-us/cart")) },
  { name: "stores", open: async (page) => void (await page.goto("/en-us/stores")) },
  { name: "page not found", open: async (page) => void (await page.goto("/en-us/no-such-page")) },
];

for (const template of TEMPLATES) {
  test(`${template.name} has no axe violations at a phone's and a desktop's width`, async ({
    page,
  }) => {
    await template.open(page);
    await page.waitForLoadState("networkidle");
    await expectNoAxeViolationsAtEveryWidth(page, template.name);
  });
}

test("the bag with an item and the mini-cart after adding have no axe violations", async ({
  page,
}) => {
  await openProduct(page);
  await page.locator(".size-option:not(.size-option--sold-out)").first().click();
  await page.getByRole("button", { name: "Add to bag" }).click();
  await expect(page.getByTestId("added-to-bag")).toBeFocused();
  await expectNoAxeViolationsAtEveryWidth(page, "product with the mini-cart");
  await page.goto("/en-us/cart");
  await expect(page.locator(".cart__summary")).toBeVisible();
  await expectNoAxeViolationsAtEveryWidth(page, "bag with an item");
});

test("the header's sign-in and sign-up dialogs have no axe violations", async ({
  page,
  context,
}) => {
  await withoutPopups(context);
  await page.goto("/en-us");
  await page.waitForLoadState("networkidle");
  await page.getByTestId("account-link").click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByRole("button", { name: "Sign in" })).toBeEnabled();
  await expectNoAxeViolationsAtEveryWidth(page, "sign-in dialog");
  await dialog.getByRole("link", { name: "Create an account" }).click();
  await expect(dialog).toHaveAccessibleName("Create an account");
  await expectNoAxeViolationsAtEveryWidth(page, "sign-up dialog");
});

for (const size of WIDTHS) {
  test.describe(`at ${size.width} px`, () => {
    test.use({ viewport: { width: size.width, height: size.height } });

    test("the open menu has no axe violations", async ({ page, context }) => {
      // The home page's pop-up is checked with the home page; here the menu is.
      await withoutPopups(context);
      await page.goto("/en-us");
      await page.waitForLoadState("networkidle");
      if (size.width < 1024) {
        // The phone's drawer, a department and one of its sections open.
        await page.locator(".mobile-menu__toggle").click();
        const department = page.locator("#mobile-menu .mobile-menu__section--l1").first();
        await department.locator(".mobile-menu__heading--l1").click();
        await department.locator(".mobile-menu__heading--l2").first().click();
        await expect(department.locator(".mobile-menu__links a").first()).toBeVisible();
      } else {
        // The desktop's mega menu, a department's panel open from its keyboard toggle.
        const toggle = page.getByRole("button", { name: "Men menu", exact: true });
        await toggle.focus();
        await page.keyboard.press("Enter");
        await expect(page.locator(".mega-menu__panel[data-open]")).toBeVisible();
      }
      await expectNoAxeViolations(page, `open menu at ${size.width} px`);
    });
  });
}
