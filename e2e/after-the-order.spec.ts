import { expect, test, type Page } from "./support/test";
import { addProduct } from "./support/bag";
import { buyAsGuest } from "./support/checkout";
import { readPdf } from "./support/pdf";
import { PASSWORD, saveCard, signUpByApi, uniqueEmail } from "./shoppers";

/*
 * After the order (issue 14): a shopper buys twice, cancels one order, and returns part of the
 * other through to its refund; the invoice, the credit notes and the return label open as PDFs
 * and read right. The fulfilment simulator's page (/dev/fulfilment, DEV_FULFILMENT in the test
 * server) plays the warehouse, the carrier and the returns centre.
 */

/** A saved address and card, so each purchase goes straight to the summary (express). */
async function readyToBuy(page: Page): Promise<void> {
  await signUpByApi(page, uniqueEmail("aftersales"));
  await page.goto("/en-us/account/addresses");
  const address = page.getByTestId("address-form");
  await address.getByLabel("Street address").fill("1 Summit Way");
  await address.getByLabel("City").fill("Denver");
  await address.getByLabel("State or province").selectOption("CO");
  await address.getByLabel("ZIP code").fill("80202");
  await address.getByLabel("Phone").fill("3035550123");
  await page.getByRole("button", { name: "Save address" }).click();
  await expect(page.getByTestId("account-done")).toBeVisible();
  await saveCard(page);
}

/** Buys what is in the bag; answers the order number. */
async function buy(page: Page): Promise<string> {
  await page.goto("/en-us/cart");
  await page.getByTestId("checkout-button").click();
  await expect(page).toHaveURL(/\/en-us\/checkout\/summary$/);
  await page.getByTestId("place-order").click();
  await expect(page).toHaveURL(/\/en-us\/order-confirmation\?orderNo=/);
  return new URL(page.url()).searchParams.get("orderNo") ?? "";
}

/** A move on the simulator's page, as a developer would click it. */
async function simulate(page: Page, form: Record<string, string>, expected: string) {
  const answer = await page.request.post("/dev/fulfilment", { form });
  expect(await answer.text()).toContain(expected);
}

/** A file the page links to, read back. */
async function pdfAt(page: Page, href: string) {
  const response = await page.request.get(href);
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toContain("application/pdf");
  return readPdf(await response.body());
}

test("buy, cancel one order, return part of another through to its refund", async ({ page }) => {
  test.setTimeout(120_000);
  await readyToBuy(page);

  // The first order is cancelled before it ships.
  await addProduct(page, 0);
  const first = await buy(page);
  await page.goto("/en-us/account/orders");
  await page.getByRole("link", { name: `View order ${first}` }).click();
  await expect(page.getByTestId("order-status")).toHaveText("Placed");
  // The saved card paid: by its brand and last four, never as a bare "Card".
  await expect(page.getByTestId("order-tenders")).toContainText("Visa •••• 1111");
  await page.getByTestId("order-cancel").click();
  await expect(page.getByTestId("order-notice")).toContainText("The order is cancelled");
  await expect(page.getByTestId("order-status")).toHaveText("Cancelled");
  await expect(page.getByTestId("order-refunds")).toContainText("Cancellation");
  await expect(page.getByTestId("order-history")).toContainText("Cancelled");
  const note = page.getByTestId("download-credit-note");
  await expect(note).toBeVisible();
  const credit = await pdfAt(page, (await note.getAttribute("href")) ?? "");
  expect(credit.text).toContain("Credit note");
  expect(credit.text).toContain(first);
  const invoiceLink = page.getByTestId("download-invoice");
  const invoice = await pdfAt(page, (await invoiceLink.getAttribute("href")) ?? "");
  expect(invoice.text).toContain("Invoice");
  expect(invoice.text).toContain("Ridgeline Outfitters, Inc.");

  // The second order of two units arrives; one unit goes back.
  await addProduct(page, 1);
  await addProduct(page, 1);
  const second = await buy(page);
  await simulate(page, { order: second, move: "all" }, `${second} is delivered.`);
  await page.goto(`/en-us/account/orders/${second}`);
  await expect(page.getByTestId("order-status")).toHaveText("Delivered");
  await expect(page.getByTestId("order-tracking").first()).toContainText("UPS");
  await page.getByTestId("return-qty-1").selectOption("1");
  await page.getByTestId("return-reason-1").selectOption("TOO_LARGE");
  await page.getByTestId("order-return-submit").click();
  await expect(page.getByTestId("order-notice")).toContainText(`Return R${second}-01 started`);
  await expect(page.getByTestId("return-status")).toHaveText("Waiting for your parcel");
  const labelLink = page.getByTestId("download-label");
  const label = await pdfAt(page, (await labelLink.getAttribute("href")) ?? "");
  expect(label.text).toContain(`R${second}-01`);
  expect(label.barcodes).toContain(`R${second}-01`);

  await simulate(page, { order: second, move: "receive", return: `R${second}-01` }, "is refunded.");
  await page.reload();
  await expect(page.getByTestId("return-status")).toHaveText("Refunded");
  await expect(page.getByTestId("order-refunds")).toContainText(`Return R${second}-01`);
  const notes = page.getByTestId("download-credit-note");
  await expect(notes).toHaveCount(1);
  const refundNote = await pdfAt(page, (await notes.getAttribute("href")) ?? "");
  expect(refundNote.text).toContain(`Return R${second}-01.`);
  const refunded = await page.getByTestId("refund-amount").textContent();
  expect(refundNote.text).toContain(refunded ?? "missing");
});

test("a guest finds an order by number and e-mail, and a wrong e-mail finds nothing", async ({
  page,
}) => {
  await page.goto("/en-us/order-lookup");
  await page.getByLabel("Order number").fill("US99999999");
  await page.getByLabel("E-mail address").fill("nobody@example.com");
  await page.getByRole("button", { name: "Find order" }).click();
  await expect(page.getByTestId("lookup-problem")).toHaveText(
    "We could not find an order with this number and e-mail address.",
  );
  await page.getByLabel("Order number").fill("not-a-number");
  await page.getByRole("button", { name: "Find order" }).click();
  await expect(page.getByTestId("lookup-problem")).toContainText("This is not an order number");
});

/** The text of every e-mail in the development outbox. */
async function outboxText(page: Page): Promise<string> {
  await page.goto("/dev/outbox");
  return page
    .locator("pre, td, iframe")
    .evaluateAll((nodes) =>
      nodes
        .map((node) =>
          node instanceof HTMLIFrameElement ? (node.srcdoc ?? "") : (node.textContent ?? ""),
        )
        .join("\n"),
    );
}

test("a guest manages an order through its own links: invoice and cancel; number and e-mail show the status and mail a link", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const email = uniqueEmail("guest-order");
  await addProduct(page, 0);
  await buyAsGuest(page, email);
  const orderNo = new URL(page.url()).searchParams.get("orderNo") ?? "";

  // The confirmation's own link opens the order with what can be done with it.
  await page.getByTestId("manage-order").click();
  await expect(page).toHaveURL(/\/en-us\/order-lookup\?orderNumber=.+&st=/);
  await expect(page.getByTestId("order-status")).toHaveText("Placed");
  const invoiceForm = page.locator("form", { has: page.getByTestId("download-invoice") });
  const fields = Object.fromEntries(
    await invoiceForm
      .locator('input[type="hidden"]')
      .evaluateAll((inputs) =>
        inputs.map((input) => [
          (input as HTMLInputElement).name,
          (input as HTMLInputElement).value,
        ]),
      ),
  ) as Record<string, string>;
  expect(fields["email"]).toBeUndefined();
  const file = await page.request.post("/en-us/order-lookup/file", {
    form: fields,
    headers: { origin: new URL(page.url()).origin },
  });
  expect(file.status()).toBe(200);
  const invoice = await readPdf(await file.body());
  expect(invoice.text).toContain(orderNo);
  await page.getByTestId("order-cancel").click();
  await expect(page.getByTestId("order-notice")).toContainText("The order is cancelled");
  await expect(page.getByTestId("order-status")).toHaveText("Cancelled");

  // Number and e-mail: the status, no actions, and a link mailed to the order's own address.
  await page.goto("/en-us/order-lookup");
  await page.getByLabel("Order number").fill(orderNo);
  await page.getByLabel("E-mail address").fill(email);
  await page.getByRole("button", { name: "Find order" }).click();
  await expect(page.getByTestId("order-status")).toHaveText("Cancelled");
  await expect(page.getByTestId("download-invoice")).toHaveCount(0);
  await page.getByRole("button", { name: "E-mail me a link to this order" }).click();
  await expect(page.getByTestId("link-sent")).toBeVisible();
  const mails = await outboxText(page);
  const link = new RegExp(
    `https?://\\S+/en-us/order-lookup\\?orderNumber=${orderNo}&amp;st=[\\w-]+|https?://\\S+/en-us/order-lookup\\?orderNumber=${orderNo}&st=[\\w-]+`,
  ).exec(mails)?.[0];
  expect(link).toBeTruthy();
  await page.goto((link ?? "").replace(/&amp;/g, "&"));
  await expect(page.getByTestId("order-status")).toHaveText("Cancelled");
  await expect(page.getByTestId("download-invoice")).toBeVisible();
});

test("a guest keeps an order in their account by signing in from its confirmation on another device", async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  // The account was made elsewhere, before.
  const email = uniqueEmail("keep-order");
  const elsewhere = await browser.newContext();
  await signUpByApi(await elsewhere.newPage(), email);
  await elsewhere.close();

  await addProduct(page, 0);
  const confirmation = await buyAsGuest(page, email);
  const orderNo = new URL(confirmation).searchParams.get("orderNo") ?? "";

  // The confirmation's link (its e-mail's) opened on another device, with no session at all.
  const device = await browser.newContext();
  const other = await device.newPage();
  await other.goto(confirmation);
  const keep = other.getByTestId("keep-order");
  await expect(keep).toContainText("Keep this order in an account");
  await keep.getByRole("link", { name: "I have an account: sign in" }).click();
  await expect(other).toHaveURL(/\/en-us\/sign-in\?/);
  const form = other.getByTestId("sign-in-form");
  await form.getByLabel("E-mail").fill(email);
  await form.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await form.getByRole("button", { name: "Sign in" }).click();

  // The order's page in the account, with a word that it is there now.
  await expect(other).toHaveURL(new RegExp(`/en-us/account/orders/${orderNo}`));
  await expect(other.getByTestId("notice-order-kept")).toBeVisible();
  await expect(other.getByTestId("order-status")).toHaveText("Placed");
  await other.goto("/en-us/account/orders");
  await expect(other.getByRole("link", { name: `View order ${orderNo}` })).toBeVisible();
  await device.close();
});
