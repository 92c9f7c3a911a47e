import { expect, test } from "./support/test";
import { PASSWORD, uniqueEmail, signUpByApi } from "./shoppers";

const NEW_PASSWORD = "Switchback77";

test("a shopper changes the password through its errors, then signs in with the new one", async ({
  page,
}) => {
  test.setTimeout(60_000);
  const email = await signUpByApi(page, uniqueEmail("pwd"));

  await page.getByTestId("account-nav").getByRole("link", { name: "Password" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Change your password");
  const fill = async (current: string, next: string, again: string) => {
    await page.getByLabel("Current password").fill(current);
    await page.getByLabel("New password", { exact: true }).fill(next);
    await page.getByLabel("Repeat the new password").fill(again);
    await page.getByRole("button", { name: "Change password" }).click();
  };

  await fill("Wrong-pass9", NEW_PASSWORD, NEW_PASSWORD);
  await expect(page.getByTestId("error-currentPassword")).toHaveText(
    "Your current password is not correct.",
  );
  // Still signed in: a wrong current password does not end the session.
  await expect(page).toHaveURL(/\/en-us\/account\/password$/);

  await fill(PASSWORD, NEW_PASSWORD, "Switchback78");
  await expect(page.getByTestId("error-confirmPassword")).toHaveText(
    "The two passwords do not match.",
  );

  await page.getByLabel("New password", { exact: true }).fill("abc");
  await expect(page.getByTestId("password-rules").locator("[data-met=true]")).toHaveCount(1);
  await fill(PASSWORD, PASSWORD, PASSWORD);
  await expect(page.getByTestId("error-newPassword")).toHaveText(
    "Please choose a password you have not used just before.",
  );

  await fill(PASSWORD, NEW_PASSWORD, NEW_PASSWORD);
  await expect(page.getByTestId("account-done")).toHaveText(
    "Your password has been changed. Your other devices have been signed out.",
  );

  await page.goto("/en-us/account");
  await page.getByRole("main").getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/en-us\?notice=signedOut/);
  await page.goto("/en-us/sign-in");
  await page.getByLabel("E-mail", { exact: true }).fill(email);
  await page.getByLabel("Password").fill(NEW_PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByTestId("notice")).toHaveText("You have successfully signed in.");
});

test("the change-password page sends a guest to sign in first", async ({ page }) => {
  await page.goto("/fr-fr/account/password");
  await expect(page).toHaveURL(/\/fr-fr\/sign-in\?next=%2Ffr-fr%2Faccount%2Fpassword/);
});
