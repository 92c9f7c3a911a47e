import { expect, test, type Page } from "./support/test";

// Demo accounts of README.md, written by the demo seed at the store's first start.
const DEMO_PASSWORD = "Ridgeline-Demo1";

async function signIn(page: Page, email: string): Promise<void> {
  await page.goto("/en-us/sign-in");
  await page.getByLabel("E-mail", { exact: true }).fill(email);
  await page.getByLabel("Password").fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/notice=signedIn/);
}

test("an associate signs in for a store, sees the in-store bar on every page, and clears it", async ({
  page,
}) => {
  await page.goto("/associate-login");
  await expect(page).toHaveURL(/\/en-us\/associate-login$/);
  await page.getByLabel("Store").selectOption({ label: "Ridgeline Outfitters Boulder (Boulder)" });
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByTestId("associate-form")).toContainText("Ridgeline Outfitters Boulder");

  await page.getByRole("combobox", { name: /^Associate/ }).selectOption({ label: "Quinn R." });
  await page.getByLabel("Associate secret").fill("not-the-secret");
  await page.getByRole("button", { name: "Start in-store session" }).click();
  await expect(page.getByRole("alert")).toHaveText("The associate or secret is incorrect.");

  await page.getByRole("combobox", { name: /^Associate/ }).selectOption({ label: "Quinn R." });
  await page.getByLabel("Associate secret").fill("Boulder-0101");
  await page.getByRole("button", { name: "Start in-store session" }).click();
  await expect(page).toHaveURL(/\/en-us$/);
  const bar = page.getByTestId("in-store-bar");
  await expect(bar).toContainText("Ridgeline Outfitters Boulder");
  await expect(bar).toContainText("Associate: Quinn R.");

  await page.goto("/en-us/stores");
  await expect(bar).toContainText("Associate: Quinn R.");

  await bar.getByRole("button", { name: "Clear" }).click();
  await expect(page).toHaveURL(/\/en-us\/associate-login\?cleared=1/);
  await expect(page.getByTestId("in-store-cleared")).toHaveText(
    "The in-store session was cleared.",
  );
  await expect(page.getByTestId("in-store-bar")).toHaveCount(0);
  await page.goto("/en-us");
  await expect(page.getByTestId("in-store-bar")).toHaveCount(0);
});

test("an employee is asked to accept the discount terms at each sign-in until accepted", async ({
  page,
}) => {
  await signIn(page, "demo-employee@ridgeline.example");
  const dialog = page.getByTestId("employee-terms-dialog");
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Not now" }).click();
  await expect(dialog).toHaveCount(0);
  await page.goto("/en-us/stores");
  await expect(page.getByTestId("employee-terms-dialog")).toHaveCount(0);

  // Declining lasts for this sign-in only.
  await page.goto("/en-us/account");
  await page.getByRole("main").getByRole("button", { name: "Sign out" }).click();
  await expect(page.getByTestId("notice")).toHaveText("You have signed out.");
  await signIn(page, "demo-employee@ridgeline.example");
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Accept and apply my discount" }).click();
  await expect(dialog).toHaveCount(0);

  // The discount now shows in the bag.
  await page.goto("/en-us");
  await page.getByRole("link", { name: "Clothing" }).first().click();
  await page.locator(".tile__name a").first().click();
  await expect(page.locator(".pdp__info h1")).toBeVisible();
  const size = page.locator(".size-option:not(.size-option--sold-out)").first();
  await size.click();
  await expect(size.locator("input")).toBeChecked();
  await page.getByRole("button", { name: "Add to bag" }).click();
  await expect(page.getByTestId("added-to-bag").getByRole("status")).toContainText(
    "Added to your bag",
  );
  await expect(page.getByTestId("bag-count")).toHaveText("1");
  await page.goto("/en-us/cart");
  // The discount is named (decision 0057), not a bare "Discounts".
  await expect(page.locator(".cart__summary").getByText("Employee discount 30%")).toBeVisible();

  await page.goto("/en-us/account");
  await expect(page.getByTestId("spend-banner-EMPLOYEE")).toContainText(
    "You have spent $420.00 of your $1,500.00 annual allowance",
  );
  await page.goto("/en-us/account");
  await expect(page.getByTestId("employee-terms-dialog")).toHaveCount(0);
});

test("a WRANX member sees their own spend banner and is not asked about employee terms", async ({
  page,
}) => {
  await signIn(page, "demo-wranx@ridgeline.example");
  await page.goto("/de-de/account");
  await expect(page.getByTestId("employee-terms-dialog")).toHaveCount(0);
  await expect(page.getByTestId("spend-banner-WRANX")).toContainText("WRANX-Profiprogramm");
  await expect(page.getByTestId("spend-banner-WRANX")).toContainText("Mitgliedsnummer WRX-55102");
});
