import { expect, type Page } from "./test";

/** A card expiry two years ahead, as the frame's field takes it (MM/YY's YY). */
export const NEXT_YEAR = String((new Date().getUTCFullYear() + 2) % 100).padStart(2, "0");

/**
 * Fills the shipping step's form by pointer with a guest's e-mail and a Portland address, and
 * goes on to billing.
 */
export async function fillShipping(page: Page, email: string): Promise<void> {
  const shipping = page.getByTestId("shipping-form");
  await shipping.getByLabel("E-mail for your order confirmation").fill(email);
  await shipping.getByLabel("First name").fill("Ada");
  await shipping.getByLabel("Last name").fill("Lovelace");
  await shipping.getByLabel("Address", { exact: true }).fill("1200 NW Naito Pkwy");
  await shipping.getByLabel("City").fill("Portland");
  await shipping.getByLabel("State or province").selectOption("OR");
  await shipping.getByLabel("Postal code").fill("97209");
  await shipping.getByLabel("Phone").fill("5035550100");
  await shipping.getByRole("button", { name: "Continue to payment" }).click();
  await expect(page).toHaveURL(/\/checkout\/billing$/);
}

/** Types a new card into the billing step's card frame and uses it. */
export async function useNewCard(page: Page, number = "4111 1111 1111 1111"): Promise<void> {
  const frame = page.frameLocator('[data-testid="card-frame"]');
  await frame.getByLabel("Card number").fill(number);
  await frame.getByLabel("Expiry (MM/YY)").fill(`07/${NEXT_YEAR}`);
  await frame.getByLabel("Security code").fill("123");
  await frame.getByLabel("Name on card").fill("Ada Lovelace");
  await frame.getByRole("button", { name: "Use this card" }).click();
  await expect(page.getByTestId("card-status")).toContainText("is ready to pay");
}

/** A guest buys what is in the bag with a new card; answers the confirmation's address. */
export async function buyAsGuest(page: Page, email: string): Promise<string> {
  await page.goto("/en-us/cart");
  await page.getByTestId("checkout-button").click();
  await fillShipping(page, email);
  await useNewCard(page);
  await page.getByTestId("billing-continue").click();
  await page.getByTestId("place-order").click();
  await expect(page).toHaveURL(/\/en-us\/order-confirmation\?orderNo=/);
  return page.url();
}
