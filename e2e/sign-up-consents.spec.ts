import { expect, test } from "./support/test";
import { fillSignUp, uniqueEmail, uniquePhone } from "./shoppers";

test("a shopper joins loyalty and SMS at sign-up, accepting the SMS terms in their panel", async ({
  page,
}) => {
  await page.goto("/en-us/sign-up");
  await fillSignUp(page, uniqueEmail("consents"));
  const sms = page.getByLabel(/Send me offers by text message/);
  await expect(sms).toBeDisabled();
  await page.getByLabel(/Mobile phone/).fill(uniquePhone());
  await sms.check();
  const panel = page.getByTestId("sms-terms");
  await expect(panel).toContainText("Reply STOP to stop");
  await expect(panel.getByRole("link", { name: "Read the SMS terms" })).toHaveAttribute(
    "href",
    "/en-us/sms-terms",
  );
  await page.getByLabel(/Join Ridgeline Rewards/).check();

  // Ticking the SMS box is not agreeing to its terms.
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByTestId("error-sms")).toHaveText(
    "Accept the text message terms, or untick the SMS box.",
  );
  await page.getByLabel(/Mobile phone/).fill(uniquePhone());
  await sms.check();
  await panel.getByRole("button", { name: "I accept" }).click();
  await expect(panel).toContainText("Text message terms accepted.");
  await page.getByLabel("Password", { exact: true }).fill("Trailhead42");
  await page.getByRole("button", { name: "Create account" }).click();

  await expect(page).toHaveURL(/\/en-us\/account\?notice=accountCreated/);
  await expect(page.getByTestId("loyalty-member-id")).toHaveText(/^RL\d{10}$/);
  await page.goto("/en-us/account/preferences");
  await expect(page.getByTestId("preference-sms").getByTestId("preference-status")).toContainText(
    "Subscribed since",
  );
});

test("the privacy policy must be read as well as the brand terms accepted", async ({ page }) => {
  await page.goto("/en-us/sign-up");
  await fillSignUp(page, uniqueEmail("policy"));
  await expect(page.getByRole("link", { name: "Read the privacy policy" })).toHaveAttribute(
    "href",
    "/en-us/privacy",
  );
  await expect(page.getByRole("link", { name: "Read the brand terms" })).toHaveAttribute(
    "href",
    "/en-us/brand-terms",
  );
  // The browser refuses a required box left empty before anything is sent.
  await page.getByLabel(/I have read the privacy policy/).uncheck();
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page).toHaveURL(/\/en-us\/sign-up/);
  expect(
    await page
      .getByLabel(/I have read the privacy policy/)
      .evaluate((box: HTMLInputElement) => box.validity.valueMissing),
  ).toBe(true);
});
