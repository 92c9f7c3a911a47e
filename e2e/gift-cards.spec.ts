import { expect, test, type Page } from "./support/test";
import { expectNoAxeViolations } from "./support/axe";
import { signUpByApi, uniqueEmail } from "./shoppers";
import { NEXT_YEAR } from "./support/checkout";

/*
 * Gift cards sold (issue 14 point 6, decision 0076): a signed-in shopper buys an e-gift card
 * for a friend, the friend's e-mail (read from the development outbox) carries the number and
 * PIN, and the account's gift card page checks its balance and lists the card.
 */

/** The card number and PIN of the newest gift card e-mail to `to`, from the outbox page. */
async function cardFromOutbox(
  page: Page,
  to: string,
): Promise<{ number: string; pin: string; balanceLink: string }> {
  await page.goto("/dev/outbox");
  const text = await page
    .locator("pre, td, iframe")
    .evaluateAll((nodes) =>
      nodes
        .map((node) =>
          node instanceof HTMLIFrameElement ? (node.srcdoc ?? "") : (node.textContent ?? ""),
        )
        .join("\n"),
    );
  expect(text).toContain(to);
  const number = /Card number: ([\d ]{19})/.exec(text)?.[1]?.replace(/ /g, "") ?? "";
  const pin = /PIN: (\d{4})/.exec(text)?.[1] ?? "";
  expect(number).toMatch(/^603671\d{10}$/);
  expect(pin).toMatch(/^\d{4}$/);
  const balanceLink = /Check what is left at (\S+?)\.?$/m.exec(text)?.[1] ?? "";
  return { number, pin, balanceLink };
}

/** Sends the balance form of the page with a number and PIN. */
async function checkBalance(page: Page, number: string, pin: string): Promise<void> {
  const form = page.getByTestId("gift-card-balance");
  await form.getByLabel("Card number").fill(number);
  await form.getByLabel("PIN").fill(pin);
  await form.getByRole("button", { name: "Check balance" }).click();
}

test("a shopper buys an e-gift card, the friend's e-mail carries it, and the account and the friend check its balance", async ({
  page,
  browser,
}) => {
  await signUpByApi(page, uniqueEmail("giftcard"));
  const friend = uniqueEmail("friend");

  await page.goto("/en-us/gift-card");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Give a Ridgeline gift card");
  await expectNoAxeViolations(page, "the gift card page");
  const form = page.getByTestId("gift-card-form");
  // Outside the amounts sold: refused at the amount.
  await form.getByLabel("Other amount").fill("5");
  await form.getByLabel("Recipient's name").fill("Grace Hopper");
  await form.getByLabel("Recipient's e-mail").fill(friend);
  await form.evaluate((element) => element.setAttribute("novalidate", ""));
  await form.getByRole("button", { name: "Add to bag" }).click();
  await expect(page.getByTestId("error-amount")).toContainText("$10.00");
  await form.getByLabel("Other amount").fill("40");
  await form.getByLabel("Your message (optional)").fill("Happy birthday!");
  await form.getByRole("button", { name: "Add to bag" }).click();
  await expect(page).toHaveURL(/\/en-us\/cart$/);
  await expect(page.getByText("Ridgeline e-Gift Card").first()).toBeVisible();

  await page.getByTestId("checkout-button").click();
  await expect(page).toHaveURL(/\/en-us\/checkout\/shipping$/);
  const shipping = page.getByTestId("shipping-form");
  const fill = async (label: string, value: string) => {
    const field = shipping.getByLabel(label, { exact: true });
    if ((await field.count()) > 0 && (await field.isEditable())) await field.fill(value);
  };
  await fill("E-mail for your order confirmation", uniqueEmail("buyer"));
  await fill("First name", "Ada");
  await fill("Last name", "Lovelace");
  await fill("Address", "1200 NW Naito Pkwy");
  await fill("City", "Portland");
  const province = shipping.getByLabel("State or province");
  if ((await province.count()) > 0) await province.selectOption("OR");
  await fill("Postal code", "97209");
  await fill("Phone", "5035550100");
  await shipping.getByRole("button", { name: "Continue to payment" }).click();
  await expect(page).toHaveURL(/\/checkout\/billing$/);

  // Nothing is delivered to an address: the billing address is asked for here.
  const billing = page.getByTestId("billing-form");
  await billing.getByLabel("First name").fill("Ada");
  await billing.getByLabel("Last name").fill("Lovelace");
  await billing.getByLabel("Address", { exact: true }).fill("1200 NW Naito Pkwy");
  await billing.getByLabel("City").fill("Portland");
  await billing.getByLabel("State or province").selectOption("OR");
  await billing.getByLabel("Postal code").fill("97209");
  const phone = billing.getByLabel("Phone");
  if ((await phone.count()) > 0) await phone.fill("5035550100");
  const frame = page.frameLocator('[data-testid="card-frame"]');
  await frame.getByLabel("Card number").fill("4111 1111 1111 1111");
  await frame.getByLabel("Expiry (MM/YY)").fill(`07/${NEXT_YEAR}`);
  await frame.getByLabel("Security code").fill("123");
  await frame.getByLabel("Name on card").fill("Ada Lovelace");
  await frame.getByRole("button", { name: "Use this card" }).click();
  await expect(page.getByTestId("card-status")).toContainText("is ready to pay");
  await page.getByTestId("billing-continue").click();
  await expect(page).toHaveURL(/\/checkout\/summary$/);
  await page.getByTestId("place-order").click();
  await expect(page).toHaveURL(/\/en-us\/order-confirmation/);

  const card = await cardFromOutbox(page, friend);

  await page.goto("/en-us/account/gift-cards");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Gift cards");
  const listed = page.getByTestId("sold-gift-card");
  await expect(listed).toHaveCount(1);
  await expect(listed).toContainText(`•••• ${card.number.slice(-4)}`);
  await expect(listed).toContainText("$40.00 left of $40.00");
  await expect(listed).toContainText(friend);

  await checkBalance(page, card.number, card.pin === "0001" ? "0002" : "0001");
  await expect(page.getByTestId("error-pin")).toHaveText("The number and PIN do not match.");
  await checkBalance(page, card.number, card.pin);
  await expect(page.getByTestId("gift-card-balance-answer")).toHaveText(
    `•••• ${card.number.slice(-4)} holds $40.00.`,
  );
  await expectNoAxeViolations(page, "the account's gift cards");

  // The friend has no account: the e-mail's link checks the balance all the same.
  expect(new URL(card.balanceLink).pathname).toBe("/en-us/gift-card/balance");
  const friendsBrowser = await browser.newContext();
  const friendsPage = await friendsBrowser.newPage();
  await friendsPage.goto(new URL(card.balanceLink).pathname);
  await checkBalance(friendsPage, card.number, card.pin);
  await expect(friendsPage.getByTestId("gift-card-balance-answer")).toHaveText(
    `•••• ${card.number.slice(-4)} holds $40.00.`,
  );
  await expectNoAxeViolations(friendsPage, "the public gift card balance");
  await friendsBrowser.close();
});
