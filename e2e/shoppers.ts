import { expect, type Locator, type Page } from "@playwright/test";

/** The password every journey's new account uses (it meets the sign-up rules). */
export const PASSWORD = "Trailhead42";

/** An e-mail no other journey (or earlier run on the same database) has used. */
export const uniqueEmail = (tag: string) =>
  `${tag}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.com`;

/** A US mobile number no other journey uses (phone numbers are unique per account). */
export const uniquePhone = () =>
  `+1 415 2${String(Math.floor(Math.random() * 1e6)).padStart(6, "0")}`;

/** Fills the sign-up form's required fields (the page or the dialog is already open). */
export async function fillSignUp(page: Page, email: string, password = PASSWORD): Promise<void> {
  await page.getByLabel("First name").fill("Ada");
  await page.getByLabel("Last name").fill("Lovelace");
  await page.getByLabel("E-mail", { exact: true }).fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await acceptTerms(page);
}

/** Ticks the two required boxes of the sign-up: the brand terms and the privacy policy. */
export async function acceptTerms(scope: Page | Locator): Promise<void> {
  await scope.getByLabel(/I accept the Ridgeline brand terms/).check();
  await scope.getByLabel(/I have read the privacy policy/).check();
}

/** Creates an account through the US sign-up page and lands on the account page. */
export async function signUp(page: Page, email = uniqueEmail("shopper")): Promise<string> {
  await page.goto("/en-us/sign-up");
  await fillSignUp(page, email);
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page).toHaveURL(/\/en-us\/account\?notice=accountCreated/);
  return email;
}

/** Saves the approved test Visa as the signed-in shopper's card (the account's payment page). */
export async function saveCard(page: Page): Promise<void> {
  await page.goto("/en-us/account/payment-methods");
  const card = page.getByTestId("card-form");
  await card.getByLabel("Card number").fill("4111 1111 1111 1111");
  await card.getByLabel("Month").selectOption("12");
  await card.getByLabel("Year").selectOption(String(new Date().getFullYear() + 3));
  await card.getByLabel("Security code").fill("123");
  await card.getByLabel("Name on card").fill("Ada Lovelace");
  await page.getByRole("button", { name: "Save card" }).click();
  await expect(page.getByTestId("account-done")).toBeVisible();
}
