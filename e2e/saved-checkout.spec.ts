import { expect, test, type Page } from "./support/test";
import { addProduct } from "./support/bag";
import { signUp, uniqueEmail } from "./shoppers";
import { NEXT_YEAR } from "./support/checkout";

/*
 * Issue 26 points 19, 22 and 23 (decision 0083), on a phone: a pickup point is a pickup point
 * from the shipping step to the order page (never a home address or "PUDO"), at one price; a
 * signed-in shopper who ticks "save" gets express checkout next time.
 */

test.use({ viewport: { width: 390, height: 844 } });

/** Types a new card into the provider's frame and waits for its token. */
async function typeCard(page: Page, number: string): Promise<void> {
  const frame = page.frameLocator('[data-testid="card-frame"]');
  await frame.getByLabel("Card number").fill(number);
  await frame.getByLabel("Card number").press("Tab");
  await page.keyboard.type(`07/${NEXT_YEAR}`);
  await page.keyboard.press("Tab");
  await page.keyboard.type("123");
  await page.keyboard.press("Tab");
  await page.keyboard.type("Ada Lovelace");
  await page.keyboard.press("Enter");
  await expect(page.getByTestId("card-status")).toHaveText(
    `VISA ending ${number.slice(-4)} is ready to pay.`,
  );
  // "Use this card" hands the keyboard on to the page's next field, not back into the frame.
  await expect(page.locator("iframe[data-testid=card-frame]")).not.toBeFocused();
  await expect(page.locator(":focus")).toHaveCount(1);
}

test("a pickup point stays a pickup point from the shipping step to the order, at one price", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const name = await addProduct(page, 0, "en-us", "c/men-1000?sort=price-asc");
  await page.goto("/en-us/cart");
  await page.waitForLoadState("networkidle");
  const summary = page.getByRole("complementary", { name: "Order summary" });
  await summary.getByText("Change", { exact: true }).click();
  await summary.getByRole("radio", { name: /^Pickup point/ }).click();
  const points = page.getByTestId("bag-point");
  await points.getByLabel("Postal code or city").fill("Bozeman");
  await points.getByRole("button", { name: "Find stores" }).click();
  const found = page.getByTestId("bag-point-results");
  // Distances in miles on the US site.
  await expect(found.getByTestId("store-distance").first()).toHaveText(/^\d+(\.\d)? mi$/);
  const collect = found.getByRole("button", { name: /^Collect here: / }).first();
  const point = ((await collect.getAttribute("aria-label")) ?? "").replace(/^Collect here: /, "");
  await collect.click();
  await expect(summary.getByTestId("shipping-point")).toContainText(`Collect at ${point}`);

  // Shipping: who collects it, never a home address.
  await page.goto("/en-us/checkout/shipping");
  const form = page.getByTestId("shipping-form");
  await expect(form.getByTestId("point-collector")).toBeVisible();
  await expect(form.getByLabel("Address", { exact: true })).toHaveCount(0);
  await expect(form.getByTestId("delivery-part")).toHaveAttribute("data-kind", "point");
  await expect(form.getByTestId("delivery-place")).toContainText(`Collect at ${point}`);
  await form.getByLabel("E-mail for your order confirmation").fill(uniqueEmail("point"));
  await form.getByLabel("First name").fill("Ada");
  await form.getByLabel("Last name").fill("Lovelace");
  await form.getByLabel("Phone").fill("4065550100");
  await form.getByRole("button", { name: "Continue to payment" }).click();
  await expect(page).toHaveURL(/\/checkout\/billing$/);

  // Billing: a point's address is not the shopper's, so billing is asked for.
  await expect(page.getByLabel("Same as the delivery address")).toHaveCount(0);
  await page.getByLabel("First name").fill("Ada");
  await page.getByLabel("Last name").fill("Lovelace");
  await page.getByLabel("Address", { exact: true }).fill("1200 NW Naito Pkwy");
  await page.getByLabel("City").fill("Portland");
  await page.getByLabel("State or province").selectOption("OR");
  const postcode = page.getByLabel("Postal code");
  await expect(postcode).toHaveAttribute("inputmode", "numeric");
  await postcode.fill("97209");
  await page.getByLabel("Phone").fill("5035550100");
  await typeCard(page, "4111 1111 1111 1111");
  await page.getByTestId("billing-continue").click();
  await expect(page).toHaveURL(/\/checkout\/summary$/);

  // Review: the point, its price as the totals charge it, an arrival estimate; no "PUDO".
  const review = page.getByTestId("delivery-summary");
  await expect(review.getByTestId("delivery-part")).toHaveAttribute("data-kind", "point");
  await expect(review).toContainText(`Collect at ${point}`);
  await expect(review).not.toContainText("PUDO");
  await expect(review).not.toContainText("Lovelace");
  await expect(review.getByTestId("delivery-estimate")).toHaveText(/^Ready to collect /);
  const charge = (await review.getByTestId("delivery-charge").textContent()) ?? "";
  // The bag's totals beside the review charge the same for shipping.
  await expect(page.locator(".checkout__aside")).toContainText(charge);
  await page.getByTestId("place-order").click();

  // Confirmation and its order say the same, with the size and colour of the line.
  await expect(page).toHaveURL(/\/order-confirmation\?orderNo=/);
  const confirmation = page.getByTestId("order-confirmation");
  await expect(confirmation.getByTestId("delivery-part")).toHaveAttribute("data-kind", "point");
  await expect(confirmation.getByTestId("delivery-place")).toContainText(`Collect at ${point}`);
  await expect(confirmation.getByTestId("delivery-charge")).toHaveText(charge);
  await expect(confirmation.getByTestId("delivery-estimate")).toBeVisible();
  await expect(confirmation).not.toContainText("PUDO");
  await expect(confirmation).toContainText(name);
  await expect(confirmation.getByTestId("order-line-variants").first()).not.toBeEmpty();
});

test("a signed-in shopper who saves the address and card gets express checkout next time", async ({
  page,
}) => {
  test.setTimeout(150_000);
  await signUp(page, uniqueEmail("saved"));
  await addProduct(page, 1);
  await page.goto("/en-us/checkout/shipping");
  const form = page.getByTestId("shipping-form");
  await form.getByLabel("First name").fill("Ada");
  await form.getByLabel("Last name").fill("Lovelace");
  await form.getByLabel("Address", { exact: true }).fill("1200 NW Naito Pkwy");
  await form.getByLabel("City").fill("Portland");
  await form.getByLabel("State or province").selectOption("OR");
  await form.getByLabel("Postal code").fill("97209");
  await form.getByLabel("Phone").fill("5035550100");
  await form.getByLabel("Save this address to my account").check();
  await form.getByRole("button", { name: "Continue to payment" }).click();
  await expect(page).toHaveURL(/\/checkout\/billing$/);
  await typeCard(page, "4111 1111 1111 1111");
  await page.getByLabel("Save this card to my account").check();
  await page.getByTestId("billing-continue").click();
  await expect(page).toHaveURL(/\/checkout\/summary$/);
  await expect(page.getByTestId("review-tender")).toHaveText("VISA ending 1111");
  // The address as the US writes it: "Portland, OR 97209".
  await expect(page.getByTestId("delivery-address")).toContainText("Portland, OR 97209");
  await page.getByTestId("place-order").click();
  await expect(page).toHaveURL(/\/order-confirmation\?orderNo=/);

  // The next visit: straight to the summary with the saved address and card.
  await addProduct(page, 2);
  await page.goto("/en-us/checkout/shipping");
  await expect(page).toHaveURL(/\/checkout\/summary$/);
  await expect(page.getByTestId("express")).toBeVisible();
  await expect(page.getByTestId("review-tender")).toHaveText("VISA ending 1111");
  await expect(page.getByTestId("delivery-address")).toContainText("1200 NW Naito Pkwy");
  await page.getByTestId("place-order").click();
  await expect(page).toHaveURL(/\/order-confirmation\?orderNo=/);
});
