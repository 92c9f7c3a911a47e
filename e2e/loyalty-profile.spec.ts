import { expect, test } from "./support/test";
import { uniqueEmail, signUpByApi } from "./shoppers";

test("a shopper edits the profile, then joins loyalty and sees 0 points and a member number", async ({
  page,
}) => {
  await signUpByApi(page, uniqueEmail("loyal"));
  await page.getByTestId("account-nav").getByRole("link", { name: "Profile" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your profile");
  const form = page.getByTestId("profile-form");

  // A shoe size the rules refuse is named beside its field, and what was typed stays.
  await form.getByLabel("Phone").fill("(303) 555-0142");
  await form.getByLabel("Preferred shoe size").fill("99");
  await form.getByRole("button", { name: "Save profile" }).click();
  await expect(page.getByTestId("error-preferredShoeSize")).toHaveText(
    "Please enter a shoe size from 1 to 52, whole or half (9.5).",
  );
  await expect(form.getByLabel("Phone")).toHaveValue("(303) 555-0142");

  await form.getByLabel("Preferred shoe size").fill("9.5");
  await form.getByLabel("ZIP code").fill("80202");
  await form.getByLabel("Date of birth").fill("1990-04-12");
  await form.getByLabel("Hiking").check();
  await form.getByLabel("Climbing").check();
  await form.getByRole("button", { name: "Save profile" }).click();
  await expect(page.getByTestId("account-done")).toHaveText("Your profile has been saved.");
  await expect(form.getByLabel("Phone")).toHaveValue("+13035550142");
  await expect(form.getByLabel("Hiking")).toBeChecked();
  await expect(form.getByLabel("Running", { exact: true })).not.toBeChecked();
  await expect(form.getByLabel("Preferred shoe size")).toHaveValue("9.5");

  await page.getByTestId("account-nav").getByRole("link", { name: "Overview" }).click();
  const card = page.getByTestId("loyalty-card");
  await expect(page.getByTestId("account-details")).toContainText("+13035550142");
  await card.getByRole("button", { name: "Join the loyalty programme" }).click();
  await expect(page.getByTestId("account-done")).toHaveText(
    "Welcome to Ridgeline Rewards! Your member number is below.",
  );
  await expect(card.getByTestId("loyalty-points")).toHaveText("0");
  await expect(card.getByTestId("loyalty-member-id")).toHaveText(/^RL\d{10}$/);
  await expect(card.getByTestId("loyalty-voucher")).toHaveText(
    "Collect 100 points to unlock your first voucher.",
  );
  await expect(card.getByTestId("loyalty-welcome")).toContainText(
    /10% off one order until .* with the code WELCOME-[2-9A-Z]{8}/,
  );
  await expect(card.getByRole("button", { name: "Join the loyalty programme" })).toHaveCount(0);
});
