import { expect, test, type Locator, type Page } from "./support/test";
import { signUpByApi } from "./shoppers";
import { pushed, withoutPopups } from "./support/content";

/*
 * The content forms (issue 28 "Done when"): the newsletter form's states for a guest and a
 * signed-in shopper, and the event signup's two steps.
 */

const PAGE = "/en-us/pages/care-guide";
const EVENTS = "/en-us/pages/events";

/** The footer's newsletter form, scrolled to and run by its code. */
async function footerNewsletter(page: Page): Promise<Locator> {
  const block = page.locator("footer .content-newsletter");
  // Scrolled to in one step in the page: its markup (and the footer's) is made again when its
  // code comes, which can detach the element a locator's scroll is waiting on.
  await page.evaluate((selector) => {
    document.querySelector(selector)?.scrollIntoView({ block: "center" });
  }, "footer .content-newsletter");
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

  // A subscription is an account's: the guest is asked to sign in here, and keeps what they typed.
  await email.fill("ada@example.com");
  await form.getByRole("button", { name: "Subscribe" }).click();
  const signIn = page.getByRole("dialog", { name: "Sign in" });
  await expect(signIn).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(signIn).toBeHidden();
  await expect(email).toHaveValue("ada@example.com");
  await expect(policy).toBeChecked();
  expect(page.url()).toBe(url);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a guest's subscribe goes to sign-in with the e-mail typed filled in, and back to the page after", async ({
    page,
  }) => {
    await page.goto(PAGE);
    const form = page.locator("footer .content-newsletter");
    await form.getByLabel("Email address").fill("ada.lovelace@example.com");
    await form.getByRole("checkbox", { name: /send me Ridgeline news/ }).check();
    await form.getByRole("button", { name: "Subscribe" }).click();
    await expect(page).toHaveURL(/\/en-us\/sign-in\?next=/);
    expect(new URL(page.url()).searchParams.get("next")).toBe(PAGE);
    // Carried in a cookie, never the address bar (decision 0050); taken once.
    expect(page.url()).not.toContain("lovelace");
    const signIn = page.locator("main form").filter({ has: page.locator('[name="password"]') });
    await expect(signIn.locator('[name="email"]')).toHaveValue("ada.lovelace@example.com");
    await page.reload();
    await expect(signIn.locator('[name="email"]')).toHaveValue("");
  });
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

test("a signed-in shopper subscribes in place: e-mail locked, submitting, success, then already subscribed", async ({
  page,
}) => {
  await withoutPopups(page.context());
  const address = await signUpByApi(page);
  await page.goto(PAGE);
  const form = await footerNewsletter(page);
  // Their own e-mail, filled in once the personal data has come, and not to be changed.
  const email = form.getByLabel("Email address");
  await expect(email).toHaveValue(address);
  await expect(email).toBeDisabled();
  const policy = form.getByRole("checkbox", { name: /send me Ridgeline news/ });
  await policy.check();
  const release = await holdPosts(page, /\/en-us\/account\/preferences/);
  await form.getByRole("button", { name: "Subscribe" }).click();
  const busy = form.getByRole("button", { name: "Sending" });
  await expect(busy).toBeDisabled();
  await expect(busy).toHaveAttribute("aria-busy", "true");
  await expect(policy).toBeDisabled();
  release();

  await expect(form.getByRole("status")).toHaveText(/Look out for our next trail notes/);
  await expect(page).toHaveURL(new RegExp(`${PAGE}$`));
  await expect(policy).not.toBeChecked();
  expect(await pushed(page, "userData")).toEqual([
    {
      user: expect.objectContaining({
        newsletterOptIn: true,
        acquisitionType: "Signup",
        campaignName: expect.stringContaining("care-guide"),
      }),
    },
  ]);

  // The form is dynamic: now it says they are on the list, with nothing to tick or send.
  await page.reload();
  await footerNewsletter(page);
  await expect(form.getByRole("heading")).toHaveText(/Look out for our next trail notes/);
  await expect(form.getByRole("checkbox")).toHaveCount(0);
  await expect(form.getByRole("button", { name: "Subscribe" })).toHaveCount(0);
});

/** The places left of the US demo event, as its own page says. */
async function placesLeft(page: Page): Promise<number> {
  await page.goto("/en-us/events/trail-days-boulder");
  const words = await page.getByTestId("event-places").textContent();
  return Number(/\d+/.exec(words ?? "")?.[0] ?? Number.NaN);
}

/**
 * Opens the events page's dialog: before its code has come its opener is a link to it, after a
 * button (the pointer arriving on the link fetches the code, so it may be either by the click).
 */
async function openEventDialog(page: Page, path: string, name: string): Promise<Locator> {
  await page.goto(path);
  await page.getByRole("link", { name }).or(page.getByRole("button", { name })).click();
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
  // An emptied e-mail and the terms left unticked are each told at their field.
  await form.getByLabel("Email address").fill("");
  await form.getByRole("button", { name: "Save my place" }).click();
  await expect(form.getByLabel("Email address")).toHaveAccessibleDescription(
    /Enter your email address\./,
  );
  const terms = form.getByRole("checkbox", { name: /terms/i });
  await expect(terms).toHaveAccessibleDescription(/Tick this box to continue\./);
  await form.getByLabel("Email address").fill(address);
  await terms.check();
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

test("a signed-in shopper's event signup: names filled in, a day and the terms ticked, the confirmation in place", async ({
  page,
}) => {
  await withoutPopups(page.context());
  const address = await signUpByApi(page);
  const dialog = await openEventDialog(page, EVENTS, "Save your place");
  const form = dialog.locator("form");
  await expect(form).toHaveJSProperty("noValidate", true);
  await expect(form.getByLabel("Email address")).toHaveValue(address);
  await expect(form.getByLabel("First name")).toHaveValue("Ada");
  await expect(form.getByLabel("Last name")).toHaveValue("Lovelace");
  // The event's own days (the API refuses a day that is not one of them).
  const days = form.getByRole("group", { name: "Days you will attend" });
  await days.getByRole("checkbox").first().check();
  await form.getByRole("checkbox", { name: /terms/i }).check();
  await form.getByRole("button", { name: "Save my place" }).click();

  const confirmation = dialog.getByRole("status");
  await expect(confirmation.getByRole("heading")).toHaveText("You're on the list");
  await expect(confirmation).toContainText("We have sent the details to your e-mail address.");
  await expect(confirmation).toBeFocused();
  await expect(page).toHaveURL(new RegExp(`${EVENTS}$`));
  await confirmation.getByRole("button", { name: "Close" }).click();
  await expect(dialog).toBeHidden();
  // Opened again: the event's text, and that the shopper is registered.
  await page
    .getByRole("link", { name: "Save your place" })
    .or(page.getByRole("button", { name: "Save your place" }))
    .click();
  await expect(dialog.getByText("You are registered for this event.")).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Save my place" })).toHaveCount(0);
});
