import { expect, test, type Locator, type Page } from "./support/test";
import { signUpByApi } from "./shoppers";
import { withoutPopups } from "./support/content";

/*
 * The content forms (issue 28 "Done when"): the newsletter form's states for a guest and a
 * signed-in shopper, and the event signup's two steps.
 */

const PAGE = "/en-us/pages/care-guide";
const EVENTS = "/en-us/pages/events";

/** The footer's newsletter form, scrolled to and run by its code. */
async function footerNewsletter(page: Page): Promise<Locator> {
  const block = page.locator("footer .content-newsletter");
  await block.scrollIntoViewIfNeeded();
  // Once its code has come, its own checks replace the browser's.
  await expect(block.locator("form")).toHaveJSProperty("noValidate", true);
  return block;
}

test("a guest sees the newsletter's e-mail and policy, and is told what is missing or wrong", async ({
  page,
}) => {
  await withoutPopups(page.context());
  await page.goto(PAGE);
  const form = await footerNewsletter(page);
  const email = form.getByLabel("Email address");
  const policy = form.getByRole("checkbox", { name: /send me Ridgeline news/ });
  await expect(email).toBeEditable();
  await expect(policy).not.toBeChecked();
  await expect(form.getByRole("link", { name: "privacy notice" })).toHaveAttribute(
    "href",
    "/en-us/privacy",
  );
  const url = page.url();

  await form.getByRole("button", { name: "Subscribe" }).click();
  await expect(email).toHaveAccessibleDescription(/Enter your email address\./);
  await expect(email).toHaveAttribute("aria-invalid", "true");
  await expect(email).toBeFocused();
  await expect(policy).toHaveAccessibleDescription(/Tick this box to continue\./);

  await email.fill("ada@example");
  await expect(email).toHaveAccessibleDescription(/Enter a valid email address\./);
  await policy.check();
  await expect(policy).not.toHaveAttribute("aria-invalid", "true");
  await form.getByRole("button", { name: "Subscribe" }).click();
  await expect(email).toBeFocused();
  await expect(email).toHaveAccessibleDescription(/Enter a valid email address\./);
  expect(page.url()).toBe(url);
});

/** Holds the page's posts to `path` until the returned function is called. */
async function holdPosts(page: Page, path: RegExp): Promise<() => void> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(path, async (route) => {
    if (route.request().method() === "POST") await held;
    await route.continue();
  });
  return release;
}

test("a signed-in shopper's subscription shows its submitting state and subscribes them", async ({
  page,
}) => {
  await withoutPopups(page.context());
  const address = await signUpByApi(page);
  await page.goto(PAGE);
  const form = await footerNewsletter(page);
  const release = await holdPosts(page, /\/en-us\/account\/preferences/);
  await form.getByLabel("Email address").fill(address);
  await form.getByRole("checkbox", { name: /send me Ridgeline news/ }).check();
  const answered = page.waitForResponse(
    (response) =>
      response.request().method() === "POST" && /account\/preferences/.test(response.url()),
  );
  await form.getByRole("button", { name: "Subscribe" }).click();
  const busy = form.getByRole("button", { name: "Sending" });
  await expect(busy).toBeDisabled();
  await expect(busy).toHaveAttribute("aria-busy", "true");
  await expect(form.getByLabel("Email address")).toBeDisabled();
  release();
  await answered;
  await page.goto("/en-us/account/preferences");
  await expect(page.getByTestId("preference-email").getByTestId("preference-status")).toContainText(
    "Subscribed since",
  );
});

// The subscribe action (features/account, account-preferences.route.tsx → optIn) ignores the
// form's `mode=inline` and answers every subscription with a redirect to the preferences page,
// which the form's fetcher follows: the shopper leaves the page and the form never shows its
// success text (001 §4). Unskip once the action answers the subscriptions in place.
test.fixme("a subscription from a content page shows the success text in place", async ({
  page,
}) => {
  await withoutPopups(page.context());
  const address = await signUpByApi(page);
  await page.goto(PAGE);
  const form = await footerNewsletter(page);
  await form.getByLabel("Email address").fill(address);
  await form.getByRole("checkbox", { name: /send me Ridgeline news/ }).check();
  await form.getByRole("button", { name: "Subscribe" }).click();
  await expect(form.getByRole("status")).toHaveText(/Look out for our next trail notes/);
  await expect(page).toHaveURL(new RegExp(`${PAGE}$`));
  await expect(form.getByRole("checkbox", { name: /send me Ridgeline news/ })).not.toBeChecked();
});

/** The places left of the US demo event, as its own page says. */
async function placesLeft(page: Page): Promise<number> {
  await page.goto("/en-us/events/trail-days-boulder");
  const words = await page.getByTestId("event-places").textContent();
  return Number(/\d+/.exec(words ?? "")?.[0] ?? Number.NaN);
}

/** Opens the events page's dialog: before its code has come its opener is a link to it. */
async function openEventDialog(page: Page, path: string, name: string): Promise<Locator> {
  await page.goto(path);
  await page.getByRole("link", { name }).click();
  const dialog = page.getByRole("dialog", { name });
  await expect(dialog).toBeVisible();
  return dialog;
}

test("the event signup: sign in or create an account first, then the join form registers", async ({
  page,
}) => {
  await withoutPopups(page.context());
  const guest = await openEventDialog(page, EVENTS, "Save your place");
  await expect(guest.getByText("Sign in or create an account to join the event.")).toBeVisible();
  await expect(guest.getByRole("link", { name: "Create account" })).toBeVisible();
  await guest.getByRole("link", { name: "Sign in" }).click();
  await expect(page.getByRole("dialog", { name: "Sign in" })).toBeVisible();
  await page.keyboard.press("Escape");

  const address = await signUpByApi(page);
  const before = await placesLeft(page);
  const dialog = await openEventDialog(page, EVENTS, "Save your place");
  await expect(dialog.getByText("Sign in or create an account")).toBeHidden();
  const form = dialog.locator("form");
  await expect(form).toHaveJSProperty("noValidate", true);
  // Trail Days last two days: the shopper may choose which (none chosen: both).
  const days = form.getByRole("group", { name: "Days you will attend" });
  await expect(days.getByRole("checkbox")).toHaveCount(2);
  await form.getByRole("button", { name: "Save my place" }).click();
  await expect(form.getByLabel("Email address")).toHaveAccessibleDescription(
    /Enter your email address\./,
  );
  await form.getByLabel("Email address").fill(address);
  await form.getByLabel("First name").fill("Ada");
  await form.getByLabel("Last name").fill("Lovelace");
  await form.getByRole("checkbox", { name: /terms/i }).check();
  const answered = page.waitForResponse(
    (response) =>
      response.request().method() === "POST" && /\/events\/trail-days-boulder/.test(response.url()),
  );
  await form.getByRole("button", { name: "Save my place" }).click();
  await answered;
  expect(await placesLeft(page)).toBeLessThan(before);

  // A one-day event (Toronto's) asks for no days.
  const oneDay = await openEventDialog(page, "/en-ca/pages/events", "Save your place");
  await expect(oneDay.locator("form")).toHaveJSProperty("noValidate", true);
  await expect(oneDay.getByLabel("First name")).toBeVisible();
  await expect(oneDay.getByRole("group", { name: "Days you will attend" })).toHaveCount(0);
});

// The registration action (features/help, help.server.ts → registerForEvent) ignores the
// form's `mode=inline` and answers with a redirect to the event's own page, which the block's
// fetcher follows: the shopper leaves the content page and never sees the block's confirmation
// (001 §4). Unskip once the action answers the registration in place.
test.fixme("the event signup's confirmation shows in place after the registration", async ({
  page,
}) => {
  await withoutPopups(page.context());
  const address = await signUpByApi(page);
  const dialog = await openEventDialog(page, EVENTS, "Save your place");
  const form = dialog.locator("form");
  await form.getByLabel("Email address").fill(address);
  await form.getByLabel("First name").fill("Ada");
  await form.getByLabel("Last name").fill("Lovelace");
  await form.getByRole("checkbox", { name: /terms/i }).check();
  await form.getByRole("button", { name: "Save my place" }).click();
  const confirmation = dialog.getByRole("status");
  await expect(confirmation).toContainText("You're on the list");
  await expect(confirmation).toBeFocused();
  await expect(page).toHaveURL(new RegExp(`${EVENTS}$`));
});
