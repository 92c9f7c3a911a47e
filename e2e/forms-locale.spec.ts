import { expect, test, type Page } from "./support/test";
import { signUpByApi, uniqueEmail } from "./shoppers";

// Issue 11 point 7: the browser's own validation bubbles (in the browser's language) replaced by
// the page's messages in the page's language; addresses laid out and postal codes named per
// country; shoe sizes in the site's system with the language's decimal separator.

const SITES = [
  {
    locale: "en-us",
    email: "E-mail",
    submit: "Sign in",
    required: "This field is required.",
    badEmail: "Please enter a valid e-mail address.",
    size: "US 9.5",
  },
  {
    locale: "fr-fr",
    email: "E-mail",
    submit: "Se connecter",
    required: "Ce champ est obligatoire.",
    badEmail: "Saisissez une adresse e-mail valide.",
    size: "EU 42,5",
  },
  {
    locale: "de-de",
    email: "E-Mail",
    submit: "Anmelden",
    required: "Dieses Feld ist erforderlich.",
    badEmail: "Bitte geben Sie eine gültige E-Mail-Adresse ein.",
    size: "EU 42,5",
  },
] as const;

/** The men's hiking boot of the demo catalogue (US sizes 7 to 13). */
const BOOT = "x-HB5Q2M0G";

async function hydratedSignIn(page: Page, locale: string) {
  await page.goto(`/${locale}/sign-in`);
  const form = page.getByTestId("sign-in-form");
  // Once the page runs, its own checks replace the browser's.
  await expect(form).toHaveJSProperty("noValidate", true);
  return form;
}

for (const site of SITES) {
  test(`${site.locale}: the sign-in form says what is wrong in the page's language`, async ({
    page,
  }) => {
    const form = await hydratedSignIn(page, site.locale);
    const submit = form.getByRole("button", { name: site.submit });
    await expect(submit).toBeEnabled();
    await submit.click();
    await expect(form.getByTestId("own-error-email")).toHaveText(site.required);
    await expect(form.getByTestId("own-error-password")).toHaveText(site.required);
    const email = form.getByLabel(site.email, { exact: false }).first();
    await expect(email).toBeFocused();
    await expect(email).toHaveAttribute("aria-invalid", "true");
    await expect(page).toHaveURL(new RegExp(`/${site.locale}/sign-in$`));

    await email.fill("not-an-address");
    await expect(form.getByTestId("own-error-email")).toHaveText(site.required);
    await submit.click();
    await expect(form.getByTestId("own-error-email")).toHaveText(site.badEmail);
    // Corrected, the message goes.
    await email.fill("someone@example.com");
    await expect(form.getByTestId("own-error-email")).toHaveCount(0);
    await expect(email).not.toHaveAttribute("aria-invalid", "true");
  });

  test(`${site.locale}: shoe sizes are shown in the site's system`, async ({ page }) => {
    await page.goto(`/${site.locale}/p/${BOOT}`);
    await expect(page.locator(".size-option").filter({ hasText: site.size })).toHaveCount(1);
  });
}

test("en-gb: shoe sizes are UK sizes", async ({ page }) => {
  await page.goto(`/en-gb/p/${BOOT}`);
  await expect(page.locator(".size-option").first()).toHaveText("UK 6.5");
});

test("without JavaScript the browser's checks stay on (the server answers in the page's language)", async ({
  browser,
}) => {
  const plain = await browser.newContext({ javaScriptEnabled: false });
  const page = await plain.newPage();
  await page.goto("/fr-fr/sign-in");
  const form = page.getByTestId("sign-in-form");
  await expect(form).toHaveJSProperty("noValidate", false);
  await expect(form.locator("input[name=email]")).toHaveAttribute("required", "");
  await plain.close();
});

const ADDRESSES = [
  {
    locale: "fr-fr",
    postal: "Code postal",
    required: "Ce champ est obligatoire.",
    street: "Adresse",
    city: "Ville",
    phone: "Téléphone",
    save: "Enregistrer l'adresse",
    values: { street: "5 rue de Rivoli", city: "Paris", postal: "75001", phone: "612345678" },
    place: ["75001 Paris"],
  },
  {
    locale: "de-de",
    postal: "PLZ",
    required: "Dieses Feld ist erforderlich.",
    street: "Straße und Hausnummer",
    city: "Ort",
    phone: "Telefon",
    save: "Adresse speichern",
    values: { street: "Unter den Linden 1", city: "Berlin", postal: "10115", phone: "15123456789" },
    place: ["10115 Berlin"],
  },
  {
    locale: "en-gb",
    postal: "Postcode",
    required: "This field is required.",
    street: "Street address",
    city: "City",
    phone: "Phone",
    save: "Save address",
    values: {
      street: "10 Downing Street",
      city: "London",
      postal: "SW1A 2AA",
      phone: "7700900123",
    },
    place: ["London", "SW1A 2AA"],
  },
] as const;

test("the address form names the postal code per country, checks in the page's language, and lays the address out per country", async ({
  page,
}) => {
  await signUpByApi(page, uniqueEmail("locale"));
  for (const site of ADDRESSES) {
    await page.goto(`/${site.locale}/account/addresses`);
    const form = page.getByTestId("address-form");
    const postal = form.getByLabel(site.postal);
    await expect(postal).toBeVisible();
    await expect(form.locator("form.stack-form")).toHaveJSProperty("noValidate", true);
    await page.getByRole("button", { name: site.save }).click();
    await expect(form.getByTestId("own-error-addressLine1")).toHaveText(site.required);
    await expect(form.getByTestId("own-error-postalCode")).toHaveText(site.required);

    await form.getByRole("textbox", { name: site.street, exact: true }).fill(site.values.street);
    await form.getByRole("textbox", { name: site.city, exact: true }).fill(site.values.city);
    await postal.fill(site.values.postal);
    await form.getByRole("textbox", { name: new RegExp(`^${site.phone}`) }).fill(site.values.phone);
    await page.getByRole("button", { name: site.save }).click();
    const card = page.getByTestId("address-card").filter({ hasText: site.values.street });
    await expect(card).toHaveCount(1);
    const lines = (await card.getByTestId("address-lines").innerText()).split("\n");
    for (const line of site.place) expect(lines).toContain(line);
  }
});

test("every other form answers an empty send with the page's own words, and sends nothing", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const refused = async (path: string, button: string, required: string) => {
    await page.goto(path);
    const submit = page.getByRole("button", { name: button, exact: true });
    const form = page.locator("form", { has: submit });
    await expect(form).toHaveJSProperty("noValidate", true);
    await expect(submit).toBeEnabled();
    await submit.click();
    await expect(form.locator("[data-own-error]").first()).toHaveText(required);
    await expect(page).toHaveURL(new RegExp(`${path}$`));
  };
  await refused("/de-de/sign-up", "Konto erstellen", "Dieses Feld ist erforderlich.");
  await refused("/de-de/forgot-password", "Link senden", "Dieses Feld ist erforderlich.");
  await signUpByApi(page, uniqueEmail("locale"));
  const fr = "Ce champ est obligatoire.";
  await refused("/fr-fr/account/payment-methods", "Enregistrer la carte", fr);
  await refused("/fr-fr/account/payment-methods", "Enregistrer la carte cadeau", fr);
  await refused("/fr-fr/account/password", "Modifier le mot de passe", fr);
});
