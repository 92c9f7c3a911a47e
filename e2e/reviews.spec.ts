import { expect, test, type Page } from "./support/test";
import { PASSWORD, signUpByApi, uniqueEmail } from "./shoppers";

/** Opens the first product of a category page. */
async function openProduct(page: Page, category: string, nth = 0): Promise<void> {
  await page.goto(category);
  await page.locator(".tile__name a").nth(nth).click();
  await expect(page.locator(".pdp__info h1")).toBeVisible();
}

test("a guest is asked to sign in to write, vote or ask, and comes back to the product to review it", async ({
  browser,
}) => {
  // Two bot checks are solved on the way (the sign-up, then the sign-in from the product).
  test.setTimeout(90_000);
  const email = uniqueEmail("reviewer");
  const account = await browser.newContext();
  await signUpByApi(await account.newPage(), email);
  await account.close();

  const context = await browser.newContext();
  const page = await context.newPage();
  await openProduct(page, "/en-us/c/women-2000");
  const product = new URL(page.url()).pathname;
  const reviews = page.locator("#reviews");
  await expect(reviews.getByText("Write a review", { exact: true })).toHaveCount(0);
  await expect(reviews.getByRole("button", { name: /^Helpful/ })).toHaveCount(0);
  await expect(reviews.getByRole("link", { name: "Sign in to vote" }).first()).toBeVisible();
  await expect(page.locator("#questions").getByText("Ask a question", { exact: true })).toHaveCount(
    0,
  );
  // The links come back to this product, in the colour the shopper was looking at.
  const ask = page.getByRole("link", { name: "Sign in to ask a question" });
  const signInUrl = new URL((await ask.getAttribute("href")) ?? "", page.url());
  expect(signInUrl.pathname).toBe("/en-us/sign-in");
  expect(signInUrl.searchParams.get("next")).toMatch(new RegExp(`^${product}\\?color=[A-Z0-9]+$`));
  const before = await reviews.getByText(/^Based on \d+ reviews$/).textContent();

  await reviews.getByRole("link", { name: "Sign in to write a review" }).click();
  await expect(page).toHaveURL(/\/en-us\/sign-in\?next=/);
  await page.getByLabel("E-mail", { exact: true }).fill(email);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/notice=signedIn/);
  expect(new URL(page.url()).pathname).toBe(product);

  await reviews.getByText("Write a review", { exact: true }).click();
  const form = page
    .locator("form")
    .filter({ has: page.locator('input[name="intent"][value="review"]') });
  await form.getByText("4 stars").click();
  const title = "Solid on a wet weekend";
  await form.getByLabel("Title").fill(title);
  await form
    .getByLabel(/Your review/)
    .fill("Kept me dry for two days of drizzle; the fit runs slightly large.");
  await form.getByLabel("Name shown with your review").fill("Trail tester");
  await form.getByRole("button", { name: "Submit review" }).click();

  await expect(reviews.getByRole("status")).toContainText("Your review is live");
  await expect(page.getByTestId("review").first()).toContainText(title);
  await expect(reviews.getByText(/^Based on \d+ reviews$/)).not.toHaveText(before ?? "");
  await context.close();
});

test("a signed-in shopper writes a review, votes and asks a question without JavaScript", async ({
  browser,
}) => {
  // Signing up solves a bot check, which needs JavaScript; the session then browses without it.
  const account = await browser.newContext();
  await signUpByApi(await account.newPage());
  const context = await browser.newContext({
    javaScriptEnabled: false,
    storageState: await account.storageState(),
  });
  await account.close();
  const page = await context.newPage();
  // Another category than the journey with JavaScript: each writes its own first review.
  await openProduct(page, "/en-us/c/kids-3000");
  const reviews = page.locator("#reviews");

  await reviews.getByText("Write a review", { exact: true }).click();
  const form = page
    .locator("form")
    .filter({ has: page.locator('input[name="intent"][value="review"]') });
  await form.getByText("5 stars").click();
  await form.getByLabel("Title").fill("Warm and light");
  await form.getByLabel(/Your review/).fill("Our son wore it all winter; the cuffs held up well.");
  await form.getByRole("button", { name: "Submit review" }).click();
  await expect(reviews.getByRole("status")).toContainText("Your review is live");
  await expect(page.getByTestId("review").first()).toContainText("Warm and light");

  const second = page.getByTestId("review").nth(1);
  const helpful = second.getByRole("button", { name: /^Helpful \(\d+\)$/ });
  const count = Number(/\d+/.exec((await helpful.textContent()) ?? "")?.[0]);
  await helpful.click();
  await expect(
    page
      .getByTestId("review")
      .nth(1)
      .getByRole("button", { name: /^Helpful/ }),
  ).toHaveText(`Helpful (${count + 1})`);

  await page.getByText("Ask a question", { exact: true }).click();
  await page.getByLabel(/Your question/).fill("Does the hood fit over a climbing helmet?");
  await page.getByRole("button", { name: "Send question" }).click();
  await expect(page.getByTestId("question").first()).toContainText("climbing helmet");
  await context.close();
});
