import { expect, test, type Page } from "./support/test";
import { PASSWORD, uniqueEmail, acceptTerms } from "./shoppers";

const dialog = (page: Page) => page.getByRole("dialog");

async function openSignIn(page: Page): Promise<void> {
  // A kept page is answered at once: the link opens the dialog once the page is hydrated
  // (before, it is the plain link to the sign-in page).
  await expect(page.getByTestId("account-link")).toHaveAttribute("aria-haspopup", "dialog");
  await page.getByTestId("account-link").click();
  await expect(dialog(page)).toBeVisible();
  await expect(dialog(page).getByRole("button", { name: "Sign in" })).toBeEnabled();
}

test("the header's sign-in dialog: sign up from it, stay on the page, then sign back in", async ({
  page,
}) => {
  // Three bot checks are solved on the way (sign-up, its sign-in, the sign-in again).
  test.setTimeout(90_000);
  const email = uniqueEmail("dialog");
  await page.goto("/en-us/search?q=jacket");
  const here = page.url();
  await openSignIn(page);
  await expect(dialog(page)).toHaveAccessibleName("Sign in");
  // Focus is inside the dialog and Escape closes it, giving focus back to the link.
  await expect(dialog(page).getByRole("heading", { name: "Sign in" })).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(dialog(page)).toBeHidden();
  await expect(page.getByTestId("account-link")).toBeFocused();

  await openSignIn(page);
  await dialog(page).getByRole("link", { name: "Create an account" }).click();
  await expect(dialog(page)).toHaveAccessibleName("Create an account");
  const signUp = dialog(page);
  await signUp.getByLabel("First name").fill("Grace");
  await signUp.getByLabel("Last name").fill("Hopper");
  await signUp.getByLabel("E-mail", { exact: true }).fill(email);
  await signUp.getByLabel("Password", { exact: true }).fill("abcdefgh");
  await acceptTerms(signUp);
  await signUp.getByRole("button", { name: "Create account" }).click();
  // The page's own validation, shown in the dialog; what was typed stays.
  await expect(signUp.getByTestId("error-password")).toHaveText(
    "Your password needs an upper-case letter, a lower-case letter and a digit.",
  );
  await expect(signUp.getByLabel("E-mail", { exact: true })).toHaveValue(email);
  await signUp.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await expect(signUp.getByTestId("password-rules").locator("[data-met=true]")).toHaveCount(4);
  await acceptTerms(signUp);
  await signUp.getByRole("button", { name: "Create account" }).click();

  await expect(dialog(page).getByTestId("notice")).toHaveText(
    "Your account has been created. Welcome to Ridgeline!",
  );
  expect(page.url()).toBe(here);
  await expect(page.getByTestId("account-link")).toHaveText("Account");
  await dialog(page).getByRole("button", { name: "Continue shopping" }).click();
  await expect(dialog(page)).toBeHidden();

  await page.goto("/en-us/account");
  await page.getByRole("main").getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/en-us\?notice=signedOut/);

  // Sign back in from the dialog on a product list: a wrong password first.
  await page.goto("/en-us/search?q=boots");
  await openSignIn(page);
  await dialog(page).getByLabel("E-mail", { exact: true }).fill(email);
  await dialog(page).getByLabel("Password").fill("Wrong-pass9");
  await dialog(page).getByRole("button", { name: "Sign in" }).click();
  await expect(dialog(page).getByTestId("auth-error")).toHaveText(
    "The e-mail or password is incorrect.",
  );
  await dialog(page).getByLabel("Password").fill(PASSWORD);
  await dialog(page).getByRole("button", { name: "Sign in" }).click();
  await expect(dialog(page).getByTestId("notice")).toHaveText("You have successfully signed in.");
  await expect(page).toHaveURL(/\/en-us\/search\?q=boots$/);
  await expect(page.getByTestId("account-link")).toHaveText("Account");
  // Without a phone the profile is partially enrolled (000 §4): the confirmation offers the
  // enrolment, which starts at the mobile step.
  await dialog(page).getByRole("link", { name: "Complete your profile" }).click();
  await expect(page.getByTestId("enrol")).toHaveAttribute("data-step", "mobile");
  await expect(dialog(page)).toBeHidden();
});

test("the dialog's forgot-password view sends the link without leaving the page", async ({
  page,
}) => {
  await page.goto("/de-de");
  // Clicked before hydration, the link would go to the sign-in page instead of the dialog.
  await expect(page.getByTestId("account-link")).toHaveAttribute("aria-haspopup", "dialog");
  await page.getByTestId("account-link").click();
  await dialog(page).getByRole("link", { name: "Passwort vergessen?" }).click();
  await expect(dialog(page)).toHaveAccessibleName("Passwort vergessen?");
  await dialog(page).getByLabel("E-Mail").fill("nobody.here@example.com");
  await dialog(page).getByRole("button", { name: /Link/ }).click();
  await expect(dialog(page).getByTestId("reset-sent")).toContainText("nobody.here@example.com");
  await expect(page).toHaveURL(/\/de-de$/);
  await dialog(page).getByRole("link", { name: "Zurück zur Anmeldung" }).click();
  await expect(dialog(page)).toHaveAccessibleName("Anmelden");
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the header's sign-in link is a plain link to the sign-in page", async ({ page }) => {
    await page.goto("/en-us");
    await page.getByTestId("account-link").click();
    await expect(page).toHaveURL(/\/en-us\/sign-in$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sign in");
  });
});
