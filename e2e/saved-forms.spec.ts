import { expect, test } from "./support/test";
import { signUpByApi, uniqueEmail } from "./shoppers";

// Issue 11 point 5: a saved form came back with the card's number, expiry and security code,
// the gift card's number and PIN, or the address still in its fields. A saved form is empty.

test("a saved card's and gift card's forms come back empty, and the number is not in the page", async ({
  page,
}) => {
  await signUpByApi(page, uniqueEmail("saved"));
  await page.goto("/en-us/account/payment-methods");
  const form = page.getByTestId("card-form");
  const number = form.getByLabel("Card number");
  const code = form.getByLabel("Security code");
  await expect(number).toHaveAttribute("autocomplete", "cc-number");
  await expect(code).toHaveAttribute("autocomplete", "cc-csc");
  const year = String(new Date().getFullYear() + 2);
  await number.fill("4111 1111 1111 1111");
  await form.getByLabel("Month").selectOption("11");
  await form.getByLabel("Year").selectOption(year);
  await code.fill("737");
  await form.getByLabel("Name on card").fill("Grace Hopper");
  await page.getByRole("button", { name: "Save card" }).click();
  await expect(page.getByTestId("account-done")).toHaveText("Your card has been saved.");
  await expect(page.getByTestId("saved-card")).toHaveCount(1);
  await expect(number).toHaveValue("");
  await expect(form.getByLabel("Month")).toHaveValue("");
  await expect(form.getByLabel("Year")).toHaveValue("");
  await expect(code).toHaveValue("");
  await expect(form.getByLabel("Name on card")).toHaveValue("");
  const html = await page.content();
  expect(html).not.toContain("4111 1111 1111 1111");
  expect(html).not.toContain("4111111111111111");

  const gift = page.getByTestId("gift-card-form");
  const giftNumber = gift.getByLabel("Gift card number", { exact: true });
  const pin = gift.getByRole("textbox", { name: /^PIN/ });
  await expect(giftNumber).toHaveAttribute("autocomplete", "off");
  await expect(pin).toHaveAttribute("autocomplete", "off");
  await giftNumber.fill("6036 0000 0000 0005");
  await pin.fill("4321");
  await page.getByRole("button", { name: "Save gift card" }).click();
  await expect(page.getByTestId("account-done")).toHaveText("Your gift card has been saved.");
  await expect(page.getByTestId("gift-card")).toHaveCount(1);
  await expect(giftNumber).toHaveValue("");
  await expect(pin).toHaveValue("");
  expect(await page.content()).not.toContain("4321");
});

test("a saved address's form comes back empty", async ({ page }) => {
  await signUpByApi(page, uniqueEmail("saved"));
  await page.goto("/en-us/account/addresses");
  const form = page.getByTestId("address-form");
  await form.getByLabel("Street address").fill("1 Pearl Street");
  await form.getByLabel("Apartment, suite, etc.").fill("Unit 4");
  await form.getByLabel("City").fill("Boulder");
  await form.getByLabel("State or province").selectOption("CO");
  await form.getByLabel("ZIP code").fill("80302");
  await form.getByLabel("Phone").fill("3035550123");
  await page.getByRole("button", { name: "Save address" }).click();
  await expect(page.getByTestId("account-done")).toHaveText("Your address has been saved.");
  await expect(page.getByTestId("address-card")).toContainText("Boulder, CO 80302");
  await expect(form.getByLabel("Street address")).toHaveValue("");
  await expect(form.getByLabel("Apartment, suite, etc.")).toHaveValue("");
  await expect(form.getByLabel("City")).toHaveValue("");
  await expect(form.getByLabel("State or province")).toHaveValue("");
  await expect(form.getByLabel("ZIP code")).toHaveValue("");
  await expect(form.getByLabel("Phone")).toHaveValue("");
});

test("a changed password is not left in the password form", async ({ page }) => {
  await signUpByApi(page, uniqueEmail("saved"));
  await page.goto("/en-us/account/password");
  const form = page.getByTestId("password-form");
  await form.getByLabel("Current password").fill("Trailhead42");
  await form.getByLabel("New password", { exact: true }).fill("Summit-Peak-93");
  await form.getByLabel("Repeat the new password").fill("Summit-Peak-93");
  await form.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByTestId("account-done")).toBeVisible();
  for (const field of await form.locator("input[type=password]").all())
    await expect(field).toHaveValue("");
});
