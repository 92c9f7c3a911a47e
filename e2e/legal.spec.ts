import { expect, test, type Page } from "./support/test";
import { signUpByApi } from "./shoppers";

const LEGAL_SLUGS = [
  "brand-terms",
  "loyalty-terms",
  "sale-terms",
  "sms-terms",
  "associate-discount-terms",
  "privacy",
];

async function openFromFooter(page: Page, locale: string, title: string): Promise<void> {
  await page.goto(`/${locale}`);
  const legal = page.locator("footer").getByRole("navigation", {
    name: locale.startsWith("de") ? "Rechtliches" : "Legal",
  });
  await legal.getByRole("link", { name: title, exact: true }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
}

test("a shopper opens the privacy notice and the German terms of sale from the footer", async ({
  page,
  baseURL,
}) => {
  await openFromFooter(page, "en-us", "Privacy notice");
  await expect(page).toHaveURL(/\/en-us\/privacy$/);
  await expect(page).toHaveTitle("Privacy notice | Ridgeline Outfitters");
  await expect(page.getByRole("note")).toHaveText(
    "Demo shop: these terms show how the pages work and bind nobody.",
  );
  await expect(page.getByRole("heading", { name: "What we store", level: 2 })).toBeVisible();
  await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute(
    "href",
    `${baseURL}/en-us/privacy`,
  );
  await expect(page.locator('head meta[name="robots"]')).toHaveAttribute("content", /^index/);
  // The table of contents jumps to its section.
  await page
    .getByRole("navigation", { name: "On this page" })
    .getByRole("link", { name: "Cookie categories" })
    .click();
  await expect(page).toHaveURL(/\/en-us\/privacy#consent$/);
  await expect(page.locator("#consent")).toContainText("C0004 targeting");

  await openFromFooter(page, "de-de", "Verkaufsbedingungen");
  await expect(page).toHaveURL(/\/de-de\/sale-terms$/);
  await expect(page).toHaveTitle("Verkaufsbedingungen | Ridgeline Outfitters");
  await expect(page.getByRole("heading", { name: "Zahlung", level: 2 })).toBeVisible();
  await expect(page.getByText("Zuletzt aktualisiert am")).toBeVisible();
  await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute(
    "href",
    `${baseURL}/de-de/sale-terms`,
  );
});

test("an unknown legal page answers the store's 404 page", async ({ page, request }) => {
  expect((await request.get("/en-us/cookie-terms")).status()).toBe(404);
  expect((await request.get("/fr-fr/privacy/extra")).status()).toBe(404);
  expect((await request.get("/fr-fr/privacy")).status()).toBe(200);
  const response = await page.goto("/en-gb/cookie-terms");
  expect(response?.status()).toBe(404);
  await expect(page.locator(".error-page")).toBeVisible();
});

test("the employee-terms dialog links to the full terms, which ask the question below them", async ({
  page,
  context,
  baseURL,
}) => {
  await signUpByApi(page);
  // The dialog shows while this session cookie says "ask" (set at an employee's sign-in);
  // a new shopper stands in for the demo employee, whose answer other journeys change.
  const domain = new URL(baseURL ?? "").hostname;
  await context.addCookies([
    { name: "__Host-rl_emp_terms", value: "ask", domain, path: "/", secure: true },
  ]);
  await page.goto("/en-us/stores");
  const dialog = page.getByTestId("employee-terms-dialog");
  await expect(dialog).toBeVisible();
  await dialog.getByRole("link", { name: "Read the full employee discount terms" }).click();
  await expect(page).toHaveURL(/\/en-us\/associate-discount-terms$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Employee discount terms");
  await expect(page.getByTestId("employee-terms-dialog")).toHaveCount(0);
  const answer = page.getByRole("complementary", { name: "Employee discount terms" });
  await expect(answer.getByRole("button", { name: "Accept and apply my discount" })).toBeVisible();
  await answer.getByRole("button", { name: "Not now" }).click();
  await expect(page).toHaveURL(/\/en-us\/associate-discount-terms$/);
  await expect(page.getByRole("complementary", { name: "Employee discount terms" })).toHaveCount(0);
  await page.goto("/en-us");
  await expect(page.getByTestId("employee-terms-dialog")).toHaveCount(0);
});

test("each site's first sitemap file lists its six legal pages", async ({ request }) => {
  const sitemap = await (await request.get("/sitemaps/en-gb/1.xml")).text();
  const paths = [...sitemap.matchAll(/<loc>https?:\/\/[^/]+([^<]+)<\/loc>/g)].map((m) => m[1]);
  for (const slug of LEGAL_SLUGS) expect(paths).toContain(`/en-gb/${slug}`);
});
