import { expect, test } from "./support/test";
import { expectNoAxeViolations } from "./support/axe";
import { addProduct, amount } from "./support/bag";
import { PASSWORD, signUpByApi, uniqueEmail } from "./shoppers";
import { withoutPopups } from "./support/content";

/*
 * The bag is no dead end (issue 12, items): a shopper changes a line's quantity and removes a
 * line, with and without JavaScript, and the totals are the server's after each change.
 */

// The bag's pop-up (an account registration, after two seconds) is not these journeys' subject:
// dismissed, as by a shopper who closed it before.
test.beforeEach(async ({ context }) => withoutPopups(context));

for (const javaScriptEnabled of [true, false]) {
  test.describe(`the bag ${javaScriptEnabled ? "with" : "without"} JavaScript`, () => {
    test.use({ javaScriptEnabled });

    test("a shopper changes a quantity and removes a line; the totals follow", async ({ page }) => {
      const first = await addProduct(page, 0);
      const second = await addProduct(page, 1);
      await page.goto("/en-us/cart");
      const lines = page.getByTestId("cart-line");
      await expect(lines).toHaveCount(2);
      if (javaScriptEnabled) await page.waitForLoadState("networkidle");

      const line = lines.filter({ hasText: first });
      const unit = amount(await line.getByTestId("line-total").textContent());
      await line.getByTestId("line-qty").selectOption("3");
      if (!javaScriptEnabled)
        await line.getByRole("button", { name: "Update", exact: true }).click();
      await expect(page.getByTestId("cart-status")).toHaveText("Quantity updated.");
      await expect(line.getByTestId("line-qty")).toHaveValue("3");
      await expect(line.getByTestId("line-total")).toHaveText(`$${(unit * 3).toFixed(2)}`);
      await expect(page.getByRole("heading", { level: 1 })).toContainText("(4 items)");

      const other = lines.filter({ hasText: second });
      await other.getByRole("button", { name: `Remove ${second} from your bag` }).click();
      await expect(page.getByTestId("cart-status")).toHaveText(
        `${second} was removed from your bag.`,
      );
      await expect(lines).toHaveCount(1);
      if (javaScriptEnabled) await expect(page.getByTestId("cart-status")).toBeFocused();
      await expect(page.getByTestId("subtotal")).toHaveText(`$${(unit * 3).toFixed(2)}`);
      await expect(page.getByTestId("bag-count")).toHaveText("3");

      await lines.getByRole("button", { name: /^Remove / }).click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your bag is empty");
      await expect(page.getByTestId("cart-status")).toHaveText(
        `${first} was removed from your bag.`,
      );
    });

    test("a shopper saves a line for later, moves it back, and takes a saved item off the list", async ({
      page,
    }) => {
      const name = await addProduct(page, 2);
      await page.goto("/en-us/cart");
      if (javaScriptEnabled) await page.waitForLoadState("networkidle");
      const line = page.getByTestId("cart-line").filter({ hasText: name });
      await line.getByRole("button", { name: `Save for later: ${name}` }).click();
      await expect(page.getByTestId("cart-status")).toHaveText(`${name} was saved for later.`);
      await expect(page.getByTestId("cart-line")).toHaveCount(0);
      const saved = page.getByTestId("saved-for-later");
      await expect(saved.getByTestId("saved-line")).toHaveCount(1);
      await expect(saved).toContainText(name);
      if (javaScriptEnabled) await expectNoAxeViolations(page, "bag with a saved item");

      await saved.getByRole("button", { name: `Move to bag: ${name}` }).click();
      await expect(page.getByTestId("cart-status")).toHaveText(`${name} was moved to your bag.`);
      await expect(page.getByTestId("cart-line")).toHaveCount(1);
      await expect(page.getByTestId("saved-for-later")).toHaveCount(0);
      await expect(page.getByTestId("bag-count")).toHaveText("1");

      await page
        .getByTestId("cart-line")
        .getByRole("button", { name: `Save for later: ${name}` })
        .click();
      await expect(page.getByTestId("saved-line")).toHaveCount(1);
      await page
        .getByTestId("saved-line")
        .getByRole("button", { name: `Remove ${name} from saved for later` })
        .click();
      await expect(page.getByTestId("cart-status")).toHaveText(
        `${name} was removed from saved for later.`,
      );
      await expect(page.getByTestId("saved-for-later")).toHaveCount(0);
    });

    test("a shopper applies a promo code, sees the discount by name, and takes it off", async ({
      page,
    }) => {
      await addProduct(page, 4);
      await page.goto("/en-us/cart");
      if (javaScriptEnabled) await page.waitForLoadState("networkidle");
      const subtotal = amount(await page.getByTestId("subtotal").textContent());

      await page.getByTestId("promo-code").fill("nope-2026");
      await page.getByRole("button", { name: "Apply" }).click();
      await expect(page.getByTestId("promo-error")).toHaveText("This promo code is not valid.");

      await page.getByTestId("promo-code").fill("trail15");
      await page.getByRole("button", { name: "Apply" }).click();
      await expect(page.getByTestId("cart-status")).toHaveText("Promo code TRAIL15 applied.");
      const discount = Math.round(subtotal * 15) / 100;
      await expect(page.getByTestId("summary-discount")).toContainText("TRAIL15: 15% off");
      await expect(page.getByTestId("total")).toHaveText(`$${(subtotal - discount).toFixed(2)}`);
      await expect(page.getByTestId("applied-code")).toContainText("TRAIL15");
      await expect(page.getByTestId("promo-code")).toHaveValue("");

      await page.getByRole("button", { name: "Remove promo code TRAIL15" }).click();
      await expect(page.getByTestId("cart-status")).toHaveText("Promo code TRAIL15 removed.");
      await expect(page.getByTestId("summary-discount")).toHaveCount(0);
      await expect(page.getByTestId("total")).toHaveText(`$${subtotal.toFixed(2)}`);
    });
  });
}

test("a UK bag shows the VAT its total includes, and does not add it", async ({ page }) => {
  await addProduct(page, 0, "en-gb");
  await page.goto("/en-gb/cart");
  const total = amount(await page.getByTestId("total").textContent());
  await expect(page.getByTestId("vat-included")).toContainText("Including VAT");
  const vat = amount(await page.getByTestId("vat-included").locator("dd").textContent());
  // 20% VAT inside the total: total × 20 / 120, to the penny.
  expect(vat).toBeCloseTo(Math.round((total * 100 * 20) / 120) / 100, 2);
  await expect(page.getByTestId("subtotal")).toHaveText(`£${total.toFixed(2)}`);
});

test("signing in merges the guest's bag into the shopper's and says so when it grew", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const email = await signUpByApi(page, uniqueEmail("merge"));
  const kept = await addProduct(page, 2);
  await page.goto("/en-us/account");
  await page.getByRole("main").getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/notice=signedOut/);
  await expect(page.getByTestId("bag-count")).toHaveText("0");

  const brought = await addProduct(page, 3);
  await expect(page.getByTestId("bag-count")).toHaveText("1");
  await page.goto("/en-us/sign-in?next=/en-us/cart");
  await page.getByLabel("E-mail", { exact: true }).fill(email);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/en-us\/cart\?notice=signedIn&notice=cartMerged/);
  await expect(page.getByTestId("notice-cart-merged")).toHaveText(
    "Items from your earlier visit have been added to your bag.",
  );
  await expect(page.getByTestId("bag-count")).toHaveText("2");
  const lines = page.getByTestId("cart-line");
  await expect(lines.filter({ hasText: kept })).toHaveCount(1);
  await expect(lines.filter({ hasText: brought })).toHaveCount(1);
  // The success closes itself after a few seconds (000 §4 toasts); the merge stays until closed.
  await expect(page.getByTestId("notice")).toHaveCount(0, { timeout: 10_000 });
  await expect(page.getByTestId("notice-cart-merged")).toBeVisible();
  await page.getByRole("button", { name: "Dismiss message" }).click();
  await expect(page.getByTestId("notice-cart-merged")).toHaveCount(0);
});

test("a bag whose token was lost is made again with its lines; one that cannot be is said to have expired", async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  const first = await addProduct(page, 4);
  const second = await addProduct(page, 5);
  await expect(page.getByTestId("bag-count")).toHaveText("2");

  // The guest's token is gone (expired, or cleared): the old cart is no longer this shopper's.
  const keep = (await context.cookies()).filter((cookie) => !/rl_token$/.test(cookie.name));
  await context.clearCookies();
  await context.addCookies(keep);
  await page.goto("/en-us/cart");
  await expect(page.getByTestId("bag-count")).toHaveText("2");
  const lines = page.getByTestId("cart-line");
  await expect(lines.filter({ hasText: first })).toHaveCount(1);
  await expect(lines.filter({ hasText: second })).toHaveCount(1);
  await expect(page.getByTestId("notice-cart-expired")).toHaveCount(0);

  // A line that can no longer be added back (here: a size that does not exist) expires the bag.
  const memory = (await context.cookies()).find((cookie) => /rl_bag_lines$/.test(cookie.name));
  const withGone = (await context.cookies()).filter(
    (cookie) => !/rl_token$|rl_bag_lines$/.test(cookie.name),
  );
  await context.clearCookies();
  await context.addCookies([
    ...withGone,
    ...(memory ? [{ ...memory, value: `${memory.value}~AB123456BLK.999999999999.1` }] : []),
  ]);
  await page.goto("/en-us/cart");
  await expect(page.getByTestId("notice-cart-expired")).toBeVisible();
  await expect(page.getByTestId("bag-count")).toHaveText("2");
});

test("a signed-in shopper's bag never follows into the guest session after theirs ended (AUT498)", async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  const email = await signUpByApi(page, uniqueEmail("aut498"));
  const theirs = await addProduct(page, 6);
  await expect(page.getByTestId("bag-count")).toHaveText("1");

  // The shopper's session ends (tokens gone) while the browser keeps the bag's cookies.
  const keep = (await context.cookies()).filter(
    (cookie) => !/rl_token$|rl_refresh$/.test(cookie.name),
  );
  await context.clearCookies();
  await context.addCookies(keep);
  await page.goto("/en-us/cart?utm_source=test");
  await expect(page.getByTestId("notice-invalid-customer-cart")).toHaveText(
    "This bag belonged to another shopper, so we have started a new one for you. The page will reload.",
  );
  await expect(page.getByTestId("bag-count")).toHaveText("0");
  await expect(page.getByTestId("cart-line")).toHaveCount(0);
  const memory = (await context.cookies()).find((cookie) => /rl_bag_lines$/.test(cookie.name));
  expect(memory).toBeUndefined();

  // The page reloads itself a moment later, at the same address, and the message is gone.
  await expect(page.getByTestId("notice-invalid-customer-cart")).toHaveCount(0, {
    timeout: 10_000,
  });
  await expect(page).toHaveURL(/\/en-us\/cart\?utm_source=test$/);
  await expect(page.getByTestId("bag-count")).toHaveText("0");

  // Signing in again brings the shopper's own bag back.
  await page.goto("/en-us/sign-in?next=/en-us/cart");
  await page.getByLabel("E-mail", { exact: true }).fill(email);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByTestId("cart-line").filter({ hasText: theirs })).toHaveCount(1);
});
