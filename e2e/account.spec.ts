import { expect, test, type Page } from "./support/test";
import { PASSWORD, uniqueEmail, fillSignUp, acceptTerms, signUpByApi } from "./shoppers";

async function signOut(page: Page): Promise<void> {
  await page.getByRole("main").getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/en-us\?notice=signedOut/);
}

test("a shopper signs up through validation errors, then signs out and back in", async ({
  page,
}) => {
  const email = uniqueEmail("ada");
  // The pages (the header's link opens them as a dialog: e2e/auth-dialog.spec.ts).
  await page.goto("/en-us/sign-in");
  await page.getByRole("main").getByRole("link", { name: "Create an account" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Create an account");

  // The checklist ticks rules off while the shopper types.
  await page.getByLabel("Password", { exact: true }).fill("abc");
  await expect(page.getByTestId("password-rules").locator("[data-met=true]")).toHaveCount(1);
  await fillSignUp(page, email, "abcdefgh");
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByTestId("error-password")).toHaveText(
    "Your password needs an upper-case letter, a lower-case letter and a digit.",
  );
  await expect(page.getByLabel("E-mail", { exact: true })).toHaveValue(email);

  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await expect(page.getByTestId("password-rules").locator("[data-met=true]")).toHaveCount(4);
  await acceptTerms(page);
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByTestId("notice")).toHaveText(
    "Your account has been created. Welcome to Ridgeline!",
  );
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Hi, Ada");
  await expect(page.getByTestId("account-details")).toContainText(email);

  await signOut(page);
  await expect(page.getByTestId("notice")).toHaveText("You have signed out.");
  await expect(page.getByTestId("account-link")).toHaveText("Sign in");
  await page.goto("/en-us/account");
  await expect(page).toHaveURL(/\/en-us\/sign-in\?next=/);

  await page.getByLabel("E-mail", { exact: true }).fill(email);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/en-us\/account\?notice=signedIn/);
  await expect(page.getByTestId("notice")).toHaveText("You have successfully signed in.");
  await expect(page.getByTestId("account-link")).toHaveText("Account");
});

test("a second sign-up with the same e-mail is told to sign in instead", async ({ page }) => {
  const email = uniqueEmail("twice");
  await signUpByApi(page, email);
  await signOut(page);
  await page.goto("/en-us/sign-up");
  await fillSignUp(page, email.toUpperCase(), PASSWORD);
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByTestId("error-email")).toHaveText(
    "An account with this e-mail already exists. Sign in instead?",
  );
});

test("wrong passwords warn before the lockout, then lock the account", async ({ page }) => {
  const email = uniqueEmail("lock");
  await signUpByApi(page, email);
  await signOut(page);
  await page.goto("/en-us/sign-in");
  const attempt = async () => {
    await page.getByLabel("E-mail", { exact: true }).fill(email);
    await page.getByLabel("Password").fill("Wrong-pass9");
    await page.getByRole("button", { name: "Sign in" }).click();
  };
  for (let i = 0; i < 3; i += 1) {
    await attempt();
    await expect(page.getByTestId("auth-error")).toHaveText("The e-mail or password is incorrect.");
  }
  await attempt();
  await expect(page.getByTestId("auth-error")).toContainText("One more failed attempt will lock");
  await attempt();
  await expect(page.getByTestId("auth-error")).toHaveText(
    "This account is locked for 15 minutes after too many failed attempts.",
  );
});

test("the guest's bag comes along at sign-in, in French", async ({ page }) => {
  const email = uniqueEmail("bag");
  await page.goto("/fr-fr/sign-up");
  await page.getByLabel("Prénom").fill("Ada");
  await page.getByLabel("Nom", { exact: true }).fill("Lovelace");
  await page.getByLabel("E-mail", { exact: true }).fill(email);
  await page.getByLabel("Mot de passe", { exact: true }).fill(PASSWORD);
  await page.getByLabel(/J'accepte les conditions générales/).check();
  await page.getByLabel(/J'ai lu la politique de confidentialité/).check();
  await page.getByRole("button", { name: "Créer mon compte" }).click();
  await expect(page.getByTestId("notice")).toHaveText(
    "Votre compte a été créé. Bienvenue chez Ridgeline !",
  );
  await page.getByRole("main").getByRole("button", { name: "Se déconnecter" }).click();
  await expect(page.getByTestId("notice")).toHaveText("Vous êtes déconnecté.");
  await expect(page.getByTestId("bag-count")).toHaveText("0");

  // A product no other journey buys, so its stock is not raced for.
  await page.goto("/fr-fr/search?q=chaussettes");
  await page.locator(".tile__name a").nth(2).click();
  await expect(page.locator(".pdp__info h1")).toBeVisible();
  const size = page.locator(".size-option:not(.size-option--sold-out)").first();
  await size.click();
  await expect(size.locator("input")).toBeChecked();
  await page.getByRole("button", { name: "Ajouter au panier" }).click();
  await expect(page.getByTestId("bag-count")).toHaveText("1");

  await page.getByTestId("account-link").click();
  await page.getByLabel("E-mail", { exact: true }).fill(email);
  await page.getByLabel("Mot de passe").fill(PASSWORD);
  await page.getByRole("button", { name: "Se connecter" }).click();
  await expect(page.getByTestId("notice")).toHaveText("Vous êtes connecté.");
  await expect(page.getByTestId("bag-count")).toHaveText("1");
});

test("a shopper who forgot the password gets a link by e-mail and chooses a new one", async ({
  page,
}) => {
  const email = uniqueEmail("forgot");
  await signUpByApi(page, email);
  await signOut(page);
  await page.goto("/en-us/sign-in");
  await page.getByRole("link", { name: "Forgot your password?" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Forgot your password?");
  await page.getByLabel("E-mail", { exact: true }).fill(email);
  await page.getByRole("button", { name: "Send the link" }).click();
  await expect(page.getByTestId("reset-sent")).toContainText(email);

  // The development outbox shows what was mailed.
  await page.goto("/dev/outbox");
  const link = await page.locator("pre, td, iframe").evaluateAll(
    (nodes, address) =>
      nodes
        .map((node) =>
          node instanceof HTMLIFrameElement ? (node.srcdoc ?? "") : (node.textContent ?? ""),
        )
        .join("\n")
        .match(new RegExp(`/en-us/reset-password\\?token=[A-Za-z0-9_-]+`))?.[0] ?? address,
    "",
  );
  expect(link).toMatch(/reset-password\?token=/);
  await page.goto(link);
  await page.getByLabel("New password", { exact: true }).fill("Switchback77");
  await page.getByLabel("Repeat the new password").fill("Switchback77");
  await page.getByRole("button", { name: "Save the new password" }).click();
  await expect(page.getByTestId("notice")).toHaveText(
    "Your password has been changed. Sign in with the new one.",
  );
  await page.getByLabel("E-mail", { exact: true }).fill(email);
  await page.getByLabel("Password").fill("Switchback77");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByTestId("notice")).toHaveText("You have successfully signed in.");

  await page.goto(link);
  await page.getByLabel("New password", { exact: true }).fill("Another123");
  await page.getByLabel("Repeat the new password").fill("Another123");
  await page.getByRole("button", { name: "Save the new password" }).click();
  await expect(page.getByTestId("auth-error")).toHaveText(
    "This link has expired or has already been used. Ask for a new one.",
  );
});

test("a browser left with revoked tokens gets a fresh guest session instead of a stuck one", async ({
  page,
  context,
}) => {
  await signUpByApi(page, uniqueEmail("stale"));
  const signedInCookies = await context.cookies();
  await signOut(page);
  // As if the sign-out's answer had never reached this browser: the revoked tokens come back.
  await context.addCookies(signedInCookies);
  await page.goto("/en-us/search?q=socks");
  await page.locator(".tile__name a").nth(1).click();
  await expect(page.locator(".pdp__info h1")).toBeVisible();
  const size = page.locator(".size-option:not(.size-option--sold-out)").first();
  await size.click();
  await expect(size.locator("input")).toBeChecked();
  // The first call the API refuses (here the page's saved-favourites lookup) swaps the dead
  // tokens for a guest session, so the shopper is shown signed out and can shop on.
  await expect(page.getByTestId("account-link")).toHaveText("Sign in");
  await page.getByRole("button", { name: "Add to bag" }).click();
  await expect(page.getByTestId("bag-count")).toHaveText("1");
});

test("signing out from the header stays on a shop page and leaves the shopper's own pages", async ({
  page,
}) => {
  await signUpByApi(page, uniqueEmail("header"));
  await page.goto("/en-us/search?q=jacket");
  await page.getByTestId("header-sign-out").click();
  await expect(page).toHaveURL(/\/en-us\/search\?q=jacket&notice=signedOut$/);
  await expect(page.getByTestId("notice")).toHaveText("You have signed out.");
  await expect(page.getByTestId("account-link")).toHaveText("Sign in");

  await signUpByApi(page, uniqueEmail("header2"));
  await page.goto("/en-us/favorites");
  await page.getByTestId("header-sign-out").click();
  await expect(page).toHaveURL(/\/en-us\?notice=signedOut$/);
});
