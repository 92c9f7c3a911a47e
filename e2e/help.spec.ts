import { expect, test, type Page } from "./support/test";
import { signUpByApi, uniqueEmail } from "./shoppers";

// Help (issue 14 point 7, decision 0073): a contact case with and without JavaScript, the
// how-to-return page in French, and registering for an event.

/** Fills the contact form: a topic, then a subject of that topic, the sender and a message. */
async function fillContact(page: Page, email: string) {
  const form = page.getByTestId("contact-form");
  await form.getByLabel("Topic").selectOption("RETURNS_REFUNDS");
  await form.getByLabel("Subject").selectOption("REFUND_STATUS");
  await form.getByLabel("Your name").fill("Ada Lovelace");
  await form.getByLabel("E-mail").fill(email);
  await form.getByLabel(/Order number/).fill("US00000001");
  await form.getByLabel("Your message").fill("My refund has not arrived after two weeks.");
}

test("a contact case sent with JavaScript shows its case number", async ({ page }) => {
  await page.goto("/en-us/help/contact-us");
  // Once the page runs, its own checks replace the browser's (and the subjects follow the topic).
  await expect(page.getByTestId("contact-form")).toHaveJSProperty("noValidate", true);
  await fillContact(page, uniqueEmail("contact"));
  await page.getByTestId("contact-send").click();
  await expect(page.getByTestId("case-number")).toHaveText(/^C-US-\d{6}$/);
  await expect(page.getByTestId("contact-sent")).toContainText("We have sent a copy");
});

test("a contact case sent without JavaScript shows its case number, and errors at their fields", async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/en-gb/help/contact-us");
  const form = page.getByTestId("contact-form");
  // A subject of another topic is refused at the subject, with what was typed kept.
  await fillContact(page, uniqueEmail("noscript"));
  await form.getByLabel("Topic").selectOption("PRODUCT");
  // The server takes an unanswered bot challenge only after a person's reading time.
  await page.waitForTimeout(3500);
  await form.getByTestId("contact-send").click();
  await expect(page.getByTestId("contact-error-subject")).toHaveText(
    "Choose a subject of this topic.",
  );
  await expect(page.getByTestId("contact-form").getByLabel("Your name")).toHaveValue(
    "Ada Lovelace",
  );
  await page.getByTestId("contact-form").getByLabel("Topic").selectOption("RETURNS_REFUNDS");
  await page.waitForTimeout(3500);
  await page.getByTestId("contact-send").click();
  await expect(page.getByTestId("case-number")).toHaveText(/^C-GB-\d{6}$/);
  await context.close();
});

test("the how-to-return page in French states the window and links to the order look-up", async ({
  page,
}) => {
  await page.goto("/fr-fr/help/returns/how-to-return");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Retourner un article");
  await expect(page.getByTestId("return-window")).toContainText("30 jours après la livraison");
  await expect(page.getByRole("link", { name: "Retrouver ma commande" })).toHaveAttribute(
    "href",
    "/fr-fr/order-lookup",
  );
  await expect(page.locator(".site-footer")).toContainText("Conditions de livraison");
});

test("a signed-in shopper registers for an event, with a guest, and a repeat updates it", async ({
  page,
}) => {
  await page.goto("/en-us/events/trail-days-boulder");
  await expect(page.getByTestId("event-sign-in")).toBeVisible();
  const email = await signUpByApi(page);
  await page.goto("/en-us/events/trail-days-boulder");
  await expect(page.getByTestId("event-form")).toHaveJSProperty("noValidate", true);
  const places = Number(
    (await page.getByTestId("event-places").textContent())?.match(/\d+/)?.[0] ?? "0",
  );
  const form = page.getByTestId("event-form");
  await expect(form.getByLabel("E-mail")).toHaveValue(email);
  await form.getByLabel(/Bringing a guest/).fill("Grace Hopper");
  await form.getByRole("checkbox", { name: /I accept the event's terms/ }).check();
  await form.getByTestId("event-register").click();
  await expect(page.getByTestId("event-done")).toContainText("You are registered");
  await expect(page.getByTestId("event-places")).toHaveText(`${places - 2} places left`);
  const again = page.getByTestId("event-form");
  await again.getByLabel(/Bringing a guest/).fill("");
  await again.getByRole("checkbox", { name: /I accept the event's terms/ }).check();
  await again.getByTestId("event-register").click();
  await expect(page.getByTestId("event-done")).toHaveText("Your registration is updated.");
  await expect(page.getByTestId("event-places")).toHaveText(`${places - 1} places left`);
});
