import { expect, test, type Page } from "./support/test";

/** Marks the window: the mark survives navigation without a reload, and only that. */
async function markWindow(page: Page): Promise<void> {
  await page.evaluate(() => Object.assign(window, { unreloaded: true }));
}

async function stillUnreloaded(page: Page): Promise<boolean> {
  return page.evaluate(() => "unreloaded" in window);
}

test("pages reached without a reload speak the site's language at once", async ({ page }) => {
  await page.goto("/de-de");
  await markWindow(page);
  // Each page's text comes with its data: the listing's, the product's, the bag's.
  await page.getByRole("link", { name: "Bekleidung" }).first().click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/bekleidung/i);
  await expect(page.getByText("Sortieren nach")).toBeVisible();
  await page.locator(".tile__name a").first().click();
  await expect(page.locator(".pdp__info h1")).toBeVisible();
  await expect(page.getByRole("button", { name: "In den Warenkorb" })).toBeVisible();
  await page.getByRole("link", { name: /^Warenkorb/ }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Ihr Warenkorb ist leer");
  expect(await stillUnreloaded(page)).toBe(true);
});

test("the header's sign-in dialog speaks the page's language", async ({ page }) => {
  await page.goto("/fr-fr/stores");
  await page.getByTestId("account-link").click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toHaveAccessibleName("Connexion");
  await dialog.getByLabel("E-mail", { exact: true }).fill("nobody@example.com");
  await dialog.getByRole("link", { name: /Mot de passe oublié/ }).click();
  await expect(dialog.getByRole("button", { name: "Envoyer le lien" })).toBeVisible();
});

test("a French page brings only French text, and its scripts no dictionary", async ({ page }) => {
  const scripts: Promise<string>[] = [];
  page.on("response", (response) => {
    if (response.url().endsWith(".js")) scripts.push(response.text());
  });
  const response = await page.goto("/fr-fr/c/men-1000");
  const html = (await response?.text()) ?? "";
  expect(html).toContain("Aller au contenu");
  expect(html).toContain("Trier par");
  for (const other of ["Skip to content", "Zum Inhalt springen", "Sortieren nach", "Sort by"])
    expect(html, other).not.toContain(other);
  // Every script the page loads has arrived.
  await page.waitForLoadState("networkidle");
  expect(scripts.length).toBeGreaterThan(3);
  for (const script of await Promise.all(scripts)) {
    for (const text of ["Aller au contenu", "Zum Inhalt springen", "Skip to content", "Trier par"])
      expect(script, text).not.toContain(text);
  }
});
