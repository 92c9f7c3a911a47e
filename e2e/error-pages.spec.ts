import { expect, test, type Page } from "./support/test";

const pageTypes = async (page: Page) =>
  (
    (await page.evaluate(
      () => (window as unknown as { dataLayer?: object[] }).dataLayer ?? [],
    )) as { event: string; pageType?: string }[]
  )
    .filter((entry) => entry.event === "page_view")
    .map((entry) => entry.pageType);

test("a product the API does not know is the product page's 404, inside the shop's header and footer, in French", async ({
  page,
}) => {
  const response = await page.goto("/fr-fr/p/veste-inconnue-ZZZZZZZZ");
  expect(response?.status()).toBe(404);
  const error = page.getByTestId("page-error");
  await expect(error.getByRole("heading", { level: 1 })).toHaveText("Page introuvable");
  await expect(error).toContainText("Erreur 404");
  await expect(error.getByRole("link", { name: "Retour à la boutique" })).toHaveAttribute(
    "href",
    "/fr-fr",
  );
  // The layout's shell stays around the page's error: header with its menu, footer.
  const menu = page.getByRole("banner").getByRole("navigation", { name: "Menu" });
  await expect(menu).toBeVisible();
  await expect(menu.getByRole("link", { name: "Femmes", exact: true })).toBeVisible();
  await expect(page.getByRole("contentinfo")).toContainText("Ridgeline Outfitters France");
  await expect(page.getByRole("main")).toContainText("Page introuvable");
  // One page view, reported as an error page.
  await expect.poll(() => pageTypes(page)).toEqual(["Error"]);

  // The header works from the error page: a category opens as a page of its own.
  await page
    .getByRole("banner")
    .getByRole("link", { name: "Accueil Ridgeline Outfitters" })
    .click();
  await expect(page).toHaveURL(/\/fr-fr$/);
  await expect(page.getByTestId("page-error")).toHaveCount(0);
  await expect.poll(() => pageTypes(page)).toEqual(["Error", "Home"]);
});

test("a search the API refuses fails with status 500 inside the shell, in German, without the error's details", async ({
  page,
}) => {
  // A price range whose minimum is above its maximum: the search API refuses it.
  const response = await page.goto("/de-de/search?q=jacke&price=500-100");
  expect(response?.status()).toBe(500);
  const error = page.getByTestId("page-error");
  await expect(error.getByRole("heading", { level: 1 })).toHaveText("Etwas ist schiefgelaufen");
  await expect(error).toContainText("Fehler 500");
  await expect(error).toContainText("Die Seite konnte nicht geladen werden.");
  const menu = page.getByRole("banner").getByRole("navigation", { name: "Menü" });
  await expect(menu).toBeVisible();
  await expect(menu.getByRole("link", { name: "Damen", exact: true })).toBeVisible();
  await expect(page.getByRole("contentinfo")).toContainText("Ridgeline Outfitters Deutschland");
  // Neither the API's refusal ("priceMin must not be above priceMax.") nor a stack is shown.
  const main = page.getByRole("main");
  await expect(main).toContainText("Etwas ist schiefgelaufen");
  for (const detail of ["priceMin", "VAL400", "ApiError", "Error:"])
    await expect(main).not.toContainText(detail);
});

test("an unknown page under a site is that site's 404 inside its shell", async ({ page }) => {
  const response = await page.goto("/en-gb/account/no-such-section");
  expect(response?.status()).toBe(404);
  await expect(page.getByTestId("page-error").getByRole("heading", { level: 1 })).toHaveText(
    "We can't find that page",
  );
  await expect(page.getByRole("contentinfo")).toContainText("Ridgeline Outfitters UK");
});
