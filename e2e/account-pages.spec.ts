import { expect, test, type Page } from "./support/test";
import { uniqueEmail, signUpByApi } from "./shoppers";

async function fillAddress(page: Page, street: string, zip: string): Promise<void> {
  const form = page.getByTestId("address-form");
  await form.getByLabel("Street address").fill(street);
  await form.getByLabel("City").fill("Denver");
  await form.getByLabel("State or province").selectOption("CO");
  await form.getByLabel("ZIP code").fill(zip);
  await form.getByLabel("Phone").fill("3035550123");
}

test("account pages need a signed-in shopper", async ({ page }) => {
  await page.goto("/en-us/account/payment-methods");
  await expect(page).toHaveURL(/\/en-us\/sign-in\?next=%2Fen-us%2Faccount%2Fpayment-methods/);
});

test("a shopper adds two addresses and moves the main badge to the second", async ({ page }) => {
  await signUpByApi(page, uniqueEmail("acct"));
  await page.getByTestId("account-nav").getByRole("link", { name: "Addresses" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Addresses");
  await expect(page.getByText("You have not saved an address yet.")).toBeVisible();

  // A postal code the US rules refuse is named beside its field, and what was typed stays.
  await fillAddress(page, "1 Summit Way", "8020");
  await page.getByRole("button", { name: "Save address" }).click();
  await expect(page.getByTestId("error-postalCode")).toHaveText(
    "Please enter a valid postal code for this country.",
  );
  await expect(page.getByTestId("address-form").getByLabel("Street address")).toHaveValue(
    "1 Summit Way",
  );
  await page.getByTestId("address-form").getByLabel("ZIP code").fill("80202");
  await page.getByRole("button", { name: "Save address" }).click();
  await expect(page.getByTestId("account-done")).toHaveText("Your address has been saved.");
  const cards = page.getByTestId("addresses-S").getByTestId("address-card");
  await expect(cards).toHaveCount(1);
  await expect(cards.first().getByTestId("main-badge")).toHaveText("Main");

  await fillAddress(page, "2 Trail Road", "80203");
  await page.getByRole("button", { name: "Save address" }).click();
  await expect(cards).toHaveCount(2);
  const second = cards.filter({ hasText: "2 Trail Road" });
  await expect(second.getByTestId("main-badge")).toHaveCount(0);
  await second.getByRole("button", { name: "Make main" }).click();
  await expect(page.getByTestId("account-done")).toHaveText("Your main address has been changed.");
  await expect(cards.filter({ hasText: "2 Trail Road" }).getByTestId("main-badge")).toBeVisible();
  await expect(cards.filter({ hasText: "1 Summit Way" }).getByTestId("main-badge")).toHaveCount(0);

  // Editing starts from the saved address.
  await cards.filter({ hasText: "2 Trail Road" }).getByRole("link", { name: "Edit" }).click();
  await expect(page.getByRole("heading", { name: "Edit address" })).toBeVisible();
  const form = page.getByTestId("address-form");
  await expect(form.getByLabel("Street address")).toHaveValue("2 Trail Road");
  await expect(form.getByLabel("Phone")).toHaveValue("3035550123");
  await form.getByLabel("City").fill("Boulder");
  await form.getByLabel("ZIP code").fill("80302");
  await page.getByRole("button", { name: "Save address" }).click();
  await expect(page.getByTestId("account-done")).toHaveText("Your address has been saved.");
  await expect(cards.filter({ hasText: "2 Trail Road" })).toContainText("Boulder, CO 80302");
  await expect(cards.filter({ hasText: "2 Trail Road" }).getByTestId("main-badge")).toBeVisible();

  // Deleting asks first.
  await cards.filter({ hasText: "1 Summit Way" }).getByRole("link", { name: "Delete" }).click();
  await page.getByTestId("confirm-delete").getByRole("button", { name: "Delete" }).click();
  await expect(page.getByTestId("account-done")).toHaveText("The address has been deleted.");
  await expect(cards).toHaveCount(1);
});

test("a shopper saves a card and sees only its last four digits", async ({ page }) => {
  await signUpByApi(page, uniqueEmail("acct"));
  await page.goto("/en-us/account/payment-methods");
  const form = page.getByTestId("card-form");
  const year = String(new Date().getFullYear() + 3);
  await form.getByLabel("Card number").fill("4111 1111 1111 1111");
  await form.getByLabel("Month").selectOption("12");
  await form.getByLabel("Year").selectOption(year);
  await form.getByLabel("Security code").fill("123");
  await form.getByLabel("Name on card").fill("Ada Lovelace");
  await page.getByRole("button", { name: "Save card" }).click();
  await expect(page.getByTestId("account-done")).toHaveText("Your card has been saved.");
  const saved = page.getByTestId("saved-card");
  await expect(saved).toHaveCount(1);
  await expect(saved.getByTestId("card-number")).toHaveText("•••• 1111");
  await expect(saved).toContainText("Visa");
  await expect(saved).toContainText(`12/${year}`);
  await expect(saved.getByTestId("main-badge")).toBeVisible();

  // The same card again is refused, and the number is not put back into the form.
  await form.getByLabel("Card number").fill("4111111111111111");
  await form.getByLabel("Month").selectOption("12");
  await form.getByLabel("Year").selectOption(year);
  await form.getByLabel("Security code").fill("123");
  await form.getByLabel("Name on card").fill("Ada Lovelace");
  await page.getByRole("button", { name: "Save card" }).click();
  await expect(page.getByTestId("error-number")).toHaveText(
    "This card is already saved in your account.",
  );
  await expect(form.getByLabel("Card number")).toHaveValue("");
  await expect(form.getByLabel("Security code")).toHaveValue("");
  await expect(form.getByLabel("Name on card")).toHaveValue("Ada Lovelace");
  expect(await page.content()).not.toContain("4111111111111111");

  // A gift card is listed apart; a wrong PIN is named beside the PIN.
  const gift = page.getByTestId("gift-card-form");
  await gift.getByLabel("Gift card number", { exact: true }).fill("6036 0000 0000 0005");
  await gift.getByRole("textbox", { name: /^PIN/ }).fill("12");
  await page.getByRole("button", { name: "Save gift card" }).click();
  await expect(page.getByTestId("error-gift-pin")).toHaveText(
    "Please check the gift card number and PIN.",
  );
  await expect(gift.getByRole("textbox", { name: /^PIN/ })).toHaveValue("");
  await gift.getByLabel("Gift card number", { exact: true }).fill("6036 0000 0000 0005");
  await gift.getByRole("textbox", { name: /^PIN/ }).fill("1234");
  await page.getByRole("button", { name: "Save gift card" }).click();
  await expect(page.getByTestId("account-done")).toHaveText("Your gift card has been saved.");
  await expect(page.getByTestId("gift-card").getByTestId("card-number")).toHaveText("•••• 0005");
});

test("a shopper opts in to the newsletter and out again", async ({ page }) => {
  await signUpByApi(page, uniqueEmail("acct"));
  await page.goto("/en-us/account/preferences");
  const email = page.getByTestId("preference-email");
  await expect(email.getByTestId("preference-status")).toHaveText("Not subscribed");
  await email.getByRole("button", { name: "Subscribe" }).click();
  await expect(page.getByTestId("account-done")).toHaveText(
    "You are subscribed to the newsletter.",
  );
  await expect(email.getByTestId("preference-status")).toContainText("Subscribed since");
  await email.getByRole("button", { name: "Unsubscribe" }).click();
  await expect(page.getByTestId("account-done")).toHaveText("You have been unsubscribed.");
  await expect(email.getByTestId("preference-status")).toContainText("Unsubscribed on");
  // Without a phone in the profile, SMS cannot be switched on.
  await expect(
    page.getByTestId("preference-sms").getByRole("button", { name: "Subscribe" }),
  ).toBeDisabled();
});

test("a German shopper's newsletter waits for the e-mailed link; a bad link says so", async ({
  page,
}) => {
  await signUpByApi(page, uniqueEmail("acct"));
  await page.goto("/de-de/account/preferences");
  const email = page.getByTestId("preference-email");
  await email.getByRole("button", { name: "Anmelden" }).click();
  await expect(email.getByTestId("preference-status")).toContainText(
    "Bitte prüfen Sie Ihren Posteingang",
  );
  await page.goto(`/de-de/subscription/confirm?token=${"x".repeat(43)}`);
  await page.getByRole("button", { name: "Anmeldung bestätigen" }).click();
  await expect(page.getByTestId("confirm-result")).toHaveText(
    /^Dieser Link ist abgelaufen oder wurde bereits verwendet/,
  );
});

test("without JavaScript a shopper still adds an address and changes its country", async ({
  page,
  browser,
}) => {
  await signUpByApi(page, uniqueEmail("acct"));
  const plain = await browser.newContext({
    javaScriptEnabled: false,
    storageState: await page.context().storageState(),
  });
  const noScript = await plain.newPage();
  await noScript.goto(new URL("/fr-fr/account/addresses", page.url()).toString());
  const form = noScript.getByTestId("address-form");
  await form.getByLabel(/^Pays/).selectOption("CA");
  await form.getByRole("button", { name: "Changer de pays" }).click();
  await expect(form.getByLabel(/État ou province/)).toHaveJSProperty("tagName", "SELECT");
  await form.getByLabel("Adresse", { exact: true }).fill("10 rue Sainte-Catherine");
  await form.getByLabel("Ville").fill("Montréal");
  await form.getByLabel(/État ou province/).selectOption("QC");
  await form.getByLabel(/Code postal/).fill("H2X 1Y4");
  await form.getByLabel("Téléphone").fill("5145550123");
  await noScript.getByRole("button", { name: "Enregistrer l'adresse" }).click();
  await expect(noScript.getByTestId("account-done")).toHaveText("Votre adresse a été enregistrée.");
  await expect(noScript.getByTestId("address-card")).toContainText("Canada");
  await plain.close();
});
