import { expect, test, type Page } from "./support/test";

const storeCard = (page: Page, name: string) =>
  page.getByTestId("store-card").filter({ has: page.getByRole("heading", { name }) });

for (const javaScriptEnabled of [true, false]) {
  test(`a shopper finds a store by postal code and by city (${javaScriptEnabled ? "with" : "without"} JavaScript)`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled });
    const page = await context.newPage();
    await page.goto("/en-us/stores");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Find a store");
    // Before a search the page lists the stores around the site's city.
    await expect(page.getByRole("heading", { name: "Our stores around Denver" })).toBeVisible();
    if (javaScriptEnabled) {
      // React has taken the form over once its node carries a fiber.
      await page.waitForFunction(() => {
        const form = document.querySelector("form.store-search");
        return form !== null && Object.keys(form).some((key) => key.startsWith("__reactFiber"));
      });
      await page.evaluate(() => Object.assign(window, { stillTheSamePage: true }));
    }

    const place = page.getByRole("searchbox", { name: "Postal code or city" });
    await place.fill("80302");
    await page.getByLabel("Distance").selectOption("25");
    await page.getByRole("button", { name: "Find stores" }).click();
    await expect(page).toHaveURL(/\/en-us\/stores\?q=80302&radius=25$/);
    await expect(
      page.getByRole("heading", { name: /stores? within 25 mi of 80302/ }),
    ).toBeVisible();
    const boulder = storeCard(page, "Ridgeline Outfitters Boulder");
    await expect(boulder).toContainText("1342 Pearl Street");
    await expect(boulder).toContainText("Boulder, CO 80302");
    await expect(boulder.getByRole("link", { name: "(303) 555-0142" })).toHaveAttribute(
      "href",
      "tel:+13035550142",
    );
    await expect(boulder).toContainText(/\d+\.\d mi away/);
    await expect(boulder.getByTestId("store-pickup")).toHaveText(/In-store pickup available/);
    await expect(boulder.getByRole("row", { name: /Monday/ })).toContainText(
      /10:00\sAM – 8:00\sPM/,
    );
    await expect(boulder.getByRole("row", { name: /Sunday/ })).toContainText(
      /11:00\sAM – 6:00\sPM/,
    );
    await expect(boulder.locator(".store-hours__today")).toHaveCount(1);
    await expect(
      boulder.getByRole("link", { name: /Get directions to Ridgeline Outfitters Boulder/ }),
    ).toHaveAttribute("href", /openstreetmap\.org\/directions\?route=%3B40\.0181%2C-105\.2773/);

    await place.fill("Denver");
    await place.press("Enter");
    await expect(page).toHaveURL(/\/en-us\/stores\?q=Denver/);
    await expect(storeCard(page, "Ridgeline Outfitters Denver")).toContainText("1650 Wazee Street");
    await expect(place).toHaveValue("Denver");
    if (javaScriptEnabled) {
      // The form navigated inside the app: the page (and its window) never reloaded.
      expect(await page.evaluate(() => "stillTheSamePage" in window)).toBe(true);
    }
    await context.close();
  });
}

test("an unknown place is explained under the field, and the nearby stores stay listed", async ({
  page,
}) => {
  await page.goto("/en-us/stores");
  const place = page.getByRole("searchbox", { name: "Postal code or city" });
  await place.fill("Atlantis");
  await place.press("Enter");
  await expect(page.getByTestId("store-place-error")).toHaveText(
    "We couldn't find “Atlantis”. Check the spelling, or try a postal code or a nearby city.",
  );
  await expect(place).toHaveAttribute("aria-invalid", "true");
  await expect(place).toHaveAccessibleDescription(/We couldn't find/);
  await expect(page.getByRole("heading", { name: "Our stores around Denver" })).toBeVisible();
  await expect(page.getByTestId("store-card").first()).toBeVisible();

  const response = await page.goto("/en-us/stores?q=99999");
  expect(response?.status()).toBe(400);
  await expect(page.getByTestId("store-place-error")).toContainText("“99999”");

  await page.goto(`/fr-fr/stores?q=${"x".repeat(10_000)}`);
  await expect(page.getByTestId("store-place-error")).toHaveText(
    "Saisissez un code postal ou une ville (2 à 80 caractères).",
  );
  await expect(page.getByTestId("store-card").first()).toBeVisible();
});

test("a French site names the days in French and measures in kilometres", async ({ page }) => {
  await page.goto("/fr-fr/stores?q=Lyon");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Trouver un magasin");
  const lyon = storeCard(page, "Ridgeline Outfitters Lyon");
  await expect(lyon.getByRole("row", { name: /Lundi/ })).toContainText("10:00 – 19:00");
  await expect(lyon.getByRole("row", { name: /Dimanche/ })).toContainText("10:00 – 13:00");
  await expect(lyon).toContainText(/à \d+,\d\s?km/);
  await expect(lyon).toContainText("69002 Lyon");
});

test("the footer leads to the store locator, with its own title and canonical URL", async ({
  page,
  baseURL,
}) => {
  await page.goto("/de-de");
  await page.getByRole("contentinfo").getByRole("link", { name: "Filiale finden" }).click();
  await expect(page).toHaveURL(/\/de-de\/stores$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Filiale finden");
  await expect(page).toHaveTitle("Filiale finden | Ridgeline Outfitters");
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    "href",
    `${baseURL}/de-de/stores`,
  );
  await expect(
    storeCard(page, "Ridgeline Outfitters München").getByRole("row", { name: /Sonntag/ }),
  ).toContainText("Geschlossen");
});
