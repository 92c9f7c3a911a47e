import { expect, test, type Page } from "./support/test";
import { completeEnrolSignUp, PASSWORD, uniqueEmail, signUpByApi, uniquePhone } from "./shoppers";

// Phone numbers are unique per account: a fresh US mobile number for each run.

const step = (page: Page) => page.getByTestId("enrol");

async function lookUp(page: Page, email: string): Promise<void> {
  await expect(page.getByRole("heading", { name: "What is your e-mail?" })).toBeVisible();
  await page.getByLabel("E-mail", { exact: true }).fill(email);
  await page.getByRole("button", { name: "Continue" }).click();
}

test("a new shopper enrols: lookup, sign-up, welcome, mobile, profile, interests, success", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const email = uniqueEmail("enrol");
  await page.goto("/en-us/enrol?enrollment_marketing_source=SPRING_26&storeNum=0042");
  await expect(step(page)).toHaveAttribute("data-step", "lookup");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Join Ridgeline Rewards");
  await lookUp(page, email);

  // An unknown e-mail goes to sign-up, with the address filled in and the loyalty terms box.
  await expect(step(page)).toHaveAttribute("data-step", "signup");
  await expect(page).toHaveURL(/storeNum=0042/);
  await expect(page.getByLabel("E-mail", { exact: true })).toHaveValue(email);
  await completeEnrolSignUp(page);

  await expect(step(page)).toHaveAttribute("data-step", "welcome");
  await expect(page.getByTestId("notice")).toHaveText(
    "Your account has been created. Welcome to Ridgeline!",
  );
  await expect(page.getByRole("heading", { name: "Welcome to Rewards, Mary!" })).toBeVisible();
  await expect(page.getByTestId("welcome-promo")).toContainText(/WELCOME-[A-Z0-9]{8}/);
  await page.getByRole("link", { name: "Continue" }).click();

  // Signed in without a phone: the mobile step (000 §4).
  await expect(step(page)).toHaveAttribute("data-step", "mobile");
  await expect(page.getByRole("list", { name: "Your progress" })).toBeVisible();
  await page.getByLabel("Mobile phone").fill("12");
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByTestId("error-phone")).toHaveText(
    "Please enter the number with its country code, e.g. +1 415 555 2671.",
  );
  await page.getByLabel("Mobile phone").fill(uniquePhone());
  await page.getByRole("button", { name: "Continue" }).click();

  await expect(step(page)).toHaveAttribute("data-step", "profile");
  await expect(page.getByLabel("First name")).toHaveValue("Mary");
  await page.getByLabel("Date of birth").fill("1990-05-21");
  await page.getByLabel("ZIP code").fill("94110");
  await page.getByRole("button", { name: "Continue" }).click();

  await expect(step(page)).toHaveAttribute("data-step", "interests");
  await page.getByLabel("Hiking").check();
  await page.getByLabel("Climbing").check();
  await page.getByLabel(/Shoe size/).fill("9.5");
  await page.getByRole("button", { name: "Finish" }).click();

  await expect(step(page)).toHaveAttribute("data-step", "success");
  await expect(page.getByTestId("enrol-success")).toContainText("You're all set, Mary!");
  await expect(page.getByTestId("enrol-success")).toContainText(
    "Your profile is complete and you are a Ridgeline Rewards member.",
  );
  await page.getByRole("link", { name: "Your account" }).click();
  await expect(page.getByTestId("account-details")).toContainText("94110");
  await expect(page.getByText(/Your profile is incomplete/)).toHaveCount(0);

  // Coming back signed in with a phone starts at the profile step.
  await page.goto("/en-us/enrol");
  await expect(step(page)).toHaveAttribute("data-step", "profile");
});

test("an existing e-mail goes to sign-in, then the loyalty offer for existing accounts", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const email = await signUpByApi(page, uniqueEmail("member"));
  const profile = await page.request.get("/consumers-v3/consumer?locale=en-us", {
    headers: { "x-api-key": "e2e-web-access-key", accept: "application/json" },
  });
  const { consumerNo } = (await profile.json()) as { consumerNo: string };
  await page.getByRole("main").getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/en-us\?notice=signedOut/);

  // An enrolment link naming this account (retrieveUserData) goes straight to signing in.
  await page.goto(`/en-us/enrol?consumerId=${consumerNo}&email=${encodeURIComponent(email)}`);
  await expect(page.getByTestId("enrol-invited")).toHaveText(
    "Welcome back, Ada. Sign in to finish your enrolment.",
  );
  await expect(step(page)).toHaveAttribute("data-step", "signin");
  await expect(page.getByLabel("E-mail", { exact: true })).toHaveValue(email);

  await page.goto("/en-us/enrol");
  await lookUp(page, email.toUpperCase());
  await expect(step(page)).toHaveAttribute("data-step", "signin");
  await expect(step(page).getByRole("heading", { level: 2 })).toHaveText("Sign in");
  await page.getByLabel("Password").fill("Wrong-pass9");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByTestId("auth-error")).toHaveText("The e-mail or password is incorrect.");
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();

  // Not a member yet: the loyalty sign-up variant for existing accounts (step 0).
  await expect(step(page)).toHaveAttribute("data-step", "non-loyalty");
  await expect(page.getByTestId("notice")).toHaveText("You have successfully signed in.");
  await page.getByLabel(/I accept the loyalty programme terms/).check();
  await page.getByRole("button", { name: "Join Rewards" }).click();
  await expect(step(page)).toHaveAttribute("data-step", "welcome");
  await expect(page.getByTestId("welcome-promo")).toBeVisible();
});

test("an enrolment link naming no account says so and starts at lookup, in French", async ({
  page,
}) => {
  await page.goto("/fr-fr/enrol?consumerId=C0000000&email=personne@example.com");
  await expect(page.getByTestId("enrol-bad-link")).toHaveText(
    "Ce lien d'inscription ne correspond à aucun compte. Saisissez votre e-mail pour continuer.",
  );
  await expect(page.getByLabel("E-mail", { exact: true })).toHaveValue("personne@example.com");
});

test("the account page of a partly enrolled shopper leads into the enrolment", async ({ page }) => {
  await signUpByApi(page, uniqueEmail("partly"));
  const notice = page.getByTestId("account-incomplete");
  await expect(notice).toContainText("Your profile is incomplete");
  await notice.getByRole("link", { name: "Complete your profile" }).click();
  // No phone yet: the enrolment starts at the mobile step (000 §4).
  await expect(step(page)).toHaveAttribute("data-step", "mobile");
});

test("on a site with the simplified enrolment, Sign in starts at the e-mail look-up", async ({
  page,
}) => {
  await page.goto("/en-gb");
  const link = page.getByTestId("account-link");
  await expect(link).toHaveText("Sign in or join");
  await link.click();
  await expect(page).toHaveURL(/\/en-gb\/enrol$/);
  await expect(step(page)).toHaveAttribute("data-step", "lookup");
  // Other sites keep the sign-in dialog.
  await page.goto("/en-us");
  await expect(page.getByTestId("account-link")).toHaveText("Sign in");
});
