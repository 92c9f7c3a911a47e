import { expect, test } from "./support/test";

// Reserve and collect (decision 0071): a guest reserves a size at a store from the product
// page, sees the reservation there, and cancels it from the account's reservations page.
test("a shopper reserves a size at a store from the product page and cancels it from the account", async ({
  page,
}) => {
  await page.goto("/en-us/c/men-clothing-jackets-110001");
  await page.locator(".tile__name a").first().click();
  await expect(page.locator(".pdp__info h1")).toBeVisible();
  const product = (await page.locator(".pdp__info h1").textContent())?.trim() ?? "";

  await page.getByText("Check stock in a store").click();
  await page.getByLabel("Postal code or city").fill("80302");
  await page.getByRole("button", { name: "Find stores" }).click();
  await expect(page.getByTestId("store-results")).toContainText("Ridgeline Outfitters");
  await page.getByTestId("reserve-at-store").first().click();

  const form = page.getByTestId("reserve-form");
  await expect(form).toBeVisible();
  await form.getByLabel("First name").fill("Ada");
  await form.getByLabel("Last name").fill("Lovelace");
  await form.getByLabel("E-mail").fill("ada.reserve@example.com");
  await form.getByLabel("Phone (optional)").fill("(303) 555-0142");
  await form.getByRole("button", { name: "Reserve" }).click();

  const done = page.getByTestId("reservation-done");
  await expect(done).toContainText(/Reserved: RUS\d{8}/);
  await expect(done).toContainText(product);
  await expect(done).toContainText("at the till");
  const number = /RUS\d{8}/.exec((await done.textContent()) ?? "")?.[0] ?? "";

  await done.getByRole("link", { name: "See or cancel your reservations" }).click();
  const card = page.getByTestId("reservation").filter({ hasText: number });
  await expect(card.getByTestId("reservation-status")).toHaveText("Held for you");
  await card.getByRole("button", { name: "Cancel" }).click();
  await expect(page.getByTestId("reservation-cancelled")).toContainText(number);
  await expect(card.getByTestId("reservation-status")).toHaveText("Cancelled");
});
