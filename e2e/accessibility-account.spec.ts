import { expect, test, type Page } from "./support/test";
import { expectNoAxeViolationsAtEveryWidth } from "./support/axe";
import { completeEnrolSignUp, signUpByApi, uniqueEmail, uniquePhone } from "./shoppers";

// Issue 11 point 9: axe-core (WCAG 2.2 AA) finds nothing on the account templates, at a phone's
// and a desktop's width, signed in where the page needs it. Each page is checked as it loads and
// (for the forms) after a refused send, when the page's own messages are showing. Each page is
// loaded once and checked at both widths (decision 0100).

const SIGNED_OUT = [
  { path: "/en-us/sign-in", ready: "sign-in-form" },
  { path: "/en-us/sign-up", ready: null },
  { path: "/en-us/forgot-password", ready: null },
  { path: "/en-us/enrol", ready: "enrol-lookup" },
  { path: "/fr-fr/sign-in", ready: "sign-in-form" },
  { path: "/en-us/reset-password?token=not-a-token", ready: null },
] as const;

const SIGNED_IN = [
  "/en-us/account",
  "/en-us/account/profile",
  "/en-us/account/addresses",
  "/en-us/account/payment-methods",
  "/en-us/account/password",
  "/en-us/account/preferences",
  "/en-us/favorites",
  "/de-de/account/addresses",
] as const;

async function settled(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.waitForLoadState("networkidle");
  // Hydrated: the forms' own checks are on.
  const forms = page.locator("form:has([data-own-validation])");
  if ((await forms.count()) > 0) await expect(forms.first()).toHaveJSProperty("noValidate", true);
}

for (const { path, ready } of SIGNED_OUT) {
  test(`${path} has no axe violations at both widths, before and after a refused send`, async ({
    page,
  }) => {
    await settled(page, path);
    await expectNoAxeViolationsAtEveryWidth(page, path);
    if (!ready) return;
    const form = page.getByTestId(ready);
    const submit = form.locator("button[type=submit]").last();
    await expect(submit).toBeEnabled();
    await submit.click();
    await expect(form.locator("[data-own-error]").first()).toBeVisible();
    await expectNoAxeViolationsAtEveryWidth(page, `${path} with its messages`);
  });
}

test("every enrolment step has no axe violations", async ({ page }) => {
  test.setTimeout(90_000);
  const step = page.getByTestId("enrol");
  const check = async (name: string) => {
    await expect(step).toHaveAttribute("data-step", name, { timeout: 20_000 });
    await page.waitForLoadState("networkidle");
    await expectNoAxeViolationsAtEveryWidth(page, `enrolment ${name}`);
  };
  await settled(page, "/en-us/enrol");
  await check("lookup");
  await page.getByLabel("E-mail", { exact: true }).fill(uniqueEmail("axe-enrol"));
  await page.getByRole("button", { name: "Continue" }).click();
  await check("signup");
  await completeEnrolSignUp(page);
  await check("welcome");
  await page.getByRole("link", { name: "Continue" }).click();
  await check("mobile");
  await page.getByLabel("Mobile phone").fill(uniquePhone());
  await page.getByRole("button", { name: "Continue" }).click();
  await check("profile");
  await page.getByLabel("Date of birth").fill("1990-05-21");
  await page.getByLabel("ZIP code").fill("94110");
  await page.getByRole("button", { name: "Continue" }).click();
  await check("interests");
  await page.getByLabel("Hiking").check();
  await page.getByRole("button", { name: "Finish" }).click();
  await check("success");
});

test("the signed-in account pages have no axe violations", async ({ page }) => {
  test.setTimeout(90_000);
  await signUpByApi(page, uniqueEmail("axe"));
  for (const path of SIGNED_IN) {
    await settled(page, path);
    await expectNoAxeViolationsAtEveryWidth(page, path);
  }
  // The address and card forms with the page's own messages showing.
  await settled(page, "/en-us/account/addresses");
  await page.getByRole("button", { name: "Save address" }).click();
  await expect(page.locator("[data-own-error]").first()).toBeVisible();
  await expectNoAxeViolationsAtEveryWidth(page, "refused address form");
  await settled(page, "/en-us/account/payment-methods");
  const card = page.getByTestId("card-form").locator("button[type=submit]");
  await expect(card).toBeEnabled();
  await card.click();
  await expect(page.locator("[data-own-error]").first()).toBeVisible();
  await expectNoAxeViolationsAtEveryWidth(page, "refused card form");
});
