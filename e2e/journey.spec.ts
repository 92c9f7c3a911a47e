import { expect, test, type Page } from "./support/test";

/** Picks the first size that is not sold out and waits until the page shows it chosen. */
async function chooseFirstSize(page: Page): Promise<void> {
  const size = page.locator(".size-option:not(.size-option--sold-out)").first();
  await size.click();
  await expect(size.locator("input")).toBeChecked();
}

/** Category → product → size → add to bag → bag, as a shopper does it. */
async function shopOneJacket(page: Page): Promise<{ name: string; price: string }> {
  await page.goto("/en-us");
  await page.getByRole("link", { name: "Clothing" }).first().click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/clothing/i);
  await expect(page.getByTestId("product-grid").locator("article.tile")).not.toHaveCount(0);

  await page.locator(".tile__name a").first().click();
  await expect(page).toHaveURL(/\/en-us\/p\/[a-z0-9-]+-[A-Z0-9]{8}/);
  // With JavaScript the URL changes just before the product page renders: wait for its panel.
  const heading = page.locator(".pdp__info h1");
  await expect(heading).toBeVisible();
  const name = (await heading.textContent()) ?? "";
  const price = (await page.locator(".pdp__info .price__current").textContent()) ?? "";

  await chooseFirstSize(page);
  await page.getByRole("button", { name: "Add to bag" }).click();
  await expect(page.getByTestId("added-to-bag").getByRole("status")).toContainText(
    "Added to your bag",
  );
  await expect(page.getByTestId("bag-count")).toHaveText("1");
  return { name, price };
}

async function expectBag(
  page: Page,
  item: { name: string; price: string },
  qty: number,
): Promise<void> {
  await page.getByRole("link", { name: /^Bag/ }).click();
  await expect(page).toHaveURL(/\/en-us\/cart$/);
  const line = page.getByTestId("cart-line");
  await expect(line).toHaveCount(1);
  await expect(line).toContainText(item.name);
  await expect(page.getByTestId("line-qty")).toHaveValue(String(qty));
  const unit = Number(item.price.replace(/[^0-9.]/g, ""));
  await expect(page.getByTestId("total")).toHaveText(`$${(unit * qty).toFixed(2)}`);
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(`shopping ${javaScriptEnabled ? "with" : "without"} JavaScript`, () => {
    test.use({ javaScriptEnabled });

    test("a guest adds a product from a category to the bag and sees it with server totals", async ({
      page,
      context,
    }) => {
      const item = await shopOneJacket(page);
      const cookies = await context.cookies();
      expect(cookies.find((cookie) => cookie.name === "__Host-rl_token")?.httpOnly).toBe(true);
      await expectBag(page, item, 1);
    });

    test("adding the same size again raises the quantity on one line", async ({ page }) => {
      const item = await shopOneJacket(page);
      await chooseFirstSize(page);
      await page.getByRole("button", { name: "Add to bag" }).click();
      await expect(page.getByTestId("bag-count")).toHaveText("2");
      await expectBag(page, item, 2);
    });
  });
}

test("the home page links to category and product pages that answer 200", async ({
  page,
  request,
}) => {
  await page.goto("/en-us");
  const hrefs = await page
    .locator('a[href*="/en-us/c/"], a[href*="/en-us/p/"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
  expect(hrefs.some((href) => href.includes("/c/"))).toBe(true);
  expect(hrefs.some((href) => href.includes("/p/"))).toBe(true);
  for (const href of [...new Set(hrefs)].slice(0, 12)) {
    expect((await request.get(href)).status(), href).toBe(200);
  }
});

test("bare / goes to the default locale, unknown pages and locales answer 404", async ({
  page,
}) => {
  await page.goto("/");
  await expect(page).toHaveURL(/\/en-us$/);
  for (const path of [
    "/en-us/no-such-page",
    "/xx-yy",
    "/english",
    "/en-us/p/some-thing-ZZZZZZZZ",
  ]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("We can't find that page");
  }
});

test("an empty bag invites the shopper back to the shop, in the site's language", async ({
  page,
}) => {
  await page.goto("/en-gb/cart");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your bag is empty");
  await page.goto("/fr-fr/cart");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Votre panier est vide");
  await expect(page.locator("html")).toHaveAttribute("lang", "fr-fr");
  await page.goto("/de-de/cart");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Ihr Warenkorb ist leer");
});

test("a German category page speaks German and prices in euros", async ({ page }) => {
  await page.goto("/de-de/c/women-2000");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/damen/i);
  await expect(page.getByText("Sortieren nach")).toBeVisible();
  await expect(page.getByTestId("result-count")).toContainText("Produkte");
  await expect(page.locator(".tile .price__current").first()).toContainText("€");
});

for (const [who, userAgent] of [
  ["a crawler", "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)"],
  ["a browser", "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/126.0 Safari/537.36"],
  ["a client without a user agent", ""],
] as const) {
  test(`${who} reads pages without cookies and is given no session`, async ({ request }) => {
    for (const path of [
      "/en-us",
      "/en-us/c/men-1000",
      "/en-us/search?q=jacket",
      "/en-us/sign-in",
    ]) {
      const response = await request.get(path, { headers: { "user-agent": userAgent } });
      expect(response.status(), path).toBe(200);
      expect(response.headers()["set-cookie"] ?? "", path).not.toContain("rl_token");
    }
    const category = await request.get("/en-us/c/men-1000", {
      headers: { "user-agent": userAgent },
    });
    expect(await category.text()).toContain("Jackets");
  });
}

test("a client flagged as a bot still gets a guest token when it adds to the bag", async ({
  browser,
}) => {
  const context = await browser.newContext({
    userAgent: "Mozilla/5.0 (compatible; Googlebot/2.1)",
  });
  const page = await context.newPage();
  await shopOneJacket(page);
  expect((await context.cookies()).some((cookie) => cookie.name === "__Host-rl_token")).toBe(true);
  await context.close();
});
