import { expect, test, type Page } from "@playwright/test";
import { addProduct } from "./support/bag";

const OUT = "/tmp/cw-shots";
const NEXT = String((new Date().getUTCFullYear() + 2) % 100);

async function shot(page: Page, name: string) {
  await page.screenshot({ path: `${OUT}/${name}.png`, fullPage: true });
}

for (const [label, width, height] of [
  ["phone", 390, 844],
  ["desktop", 1440, 900],
] as const) {
  test(`screens ${label}`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    await addProduct(page, 3);
    await page.goto("/en-us/cart");
    await shot(page, `${label}-1-cart`);
    await page.getByTestId("checkout-button").click();
    await shot(page, `${label}-2-shipping`);
    await page.getByRole("button", { name: "Continue to payment" }).click();
    await shot(page, `${label}-2b-shipping-errors`);
    const f = page.getByTestId("shipping-form");
    await f.getByLabel("E-mail for your order confirmation").fill("ada@example.com");
    await f.getByLabel("First name").fill("Ada");
    await f.getByLabel("Last name").fill("Lovelace");
    await f.getByLabel("Address", { exact: true }).fill("1200 NW Naito Pkwy");
    await f.getByLabel("City").fill("Portland");
    await f.getByLabel("State or province").selectOption("OR");
    await f.getByLabel("Postal code").fill("97209");
    await f.getByLabel("Phone").fill("5035550100");
    await page.getByRole("button", { name: "Continue to payment" }).click();
    await expect(page).toHaveURL(/billing/);
    await page.waitForTimeout(800);
    await shot(page, `${label}-3-billing`);
    const frame = page.frameLocator('[data-testid="card-frame"]');
    await frame.getByLabel("Card number").fill("4111 1111 1111 1112");
    await frame.getByLabel("Expiry (MM/YY)").fill("01/20");
    await frame.getByLabel("Security code").fill("123");
    await frame.getByLabel("Name on card").fill("Ada Lovelace");
    await frame.getByRole("button", { name: "Use this card" }).click();
    await page.waitForTimeout(800);
    await shot(page, `${label}-3b-billing-frame-error`);
    await frame.getByLabel("Card number").fill("4111 1111 1111 1111");
    await frame.getByLabel("Expiry (MM/YY)").fill(`07/${NEXT}`);
    await frame.getByLabel("Security code").fill("123");
    await frame.getByRole("button", { name: "Use this card" }).click();
    await expect(page.getByTestId("card-status")).toContainText("ready");
    await page.getByLabel("Another address").check();
    await shot(page, `${label}-3c-billing-other`);
    await page.getByTestId("billing-continue").click();
    await page.waitForTimeout(500);
    await shot(page, `${label}-3d-billing-address-errors`);
    await page.getByLabel("Same as the delivery address").check();
    await page.getByTestId("billing-continue").click();
    await expect(page).toHaveURL(/summary/);
    await shot(page, `${label}-4-summary`);
    await page.getByTestId("place-order").click();
    await expect(page).toHaveURL(/order-confirmation/);
    await shot(page, `${label}-5-confirmation`);
  });
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
  test("screens nojs", async ({ page }) => {
    await addProduct(page, 4);
    await page.goto("/en-us/checkout/billing");
    await shot(page, "nojs-billing");
    await page.goto("/provider/v1/card-frame?returnUrl=%2Fen-us%2Fcheckout%2Fbilling");
    await shot(page, "nojs-card-frame");
    await page.goto("/provider/v1/card-frame?returnUrl=%2Fen-us%2Fcheckout%2Fbilling");
    await page.getByLabel("Card number").fill("4111 1111 1111 1111");
    await page.getByLabel("Expiry (MM/YY)").fill("13/99");
    await page.getByLabel("Security code").fill("123");
    await page.getByLabel("Name on card").fill("Ada Lovelace");
    await page.getByRole("button", { name: "Use this card" }).click();
    await shot(page, "nojs-card-frame-error");
  });
});
