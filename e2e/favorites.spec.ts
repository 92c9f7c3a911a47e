import { expect, test, type Locator, type Page } from "./support/test";
import { withoutPopups } from "./support/content";

// The favourites page's pop-up (an account registration, after two seconds) is not these
// journeys' subject: dismissed, as by a shopper who closed it before.
test.beforeEach(async ({ context }) => withoutPopups(context));

/**
 * Clicks a heart and waits for the server to answer the save: leaving the page before that
 * would abort the fetcher's request (docs/known-issues.md).
 */
async function toggleHeart(page: Page, heart: Locator): Promise<void> {
  await Promise.all([
    page.waitForResponse(
      (response) =>
        response.request().method() === "POST" && /\/favorites(\.data)?$/.test(response.url()),
    ),
    heart.click(),
  ]);
}

/** Opens the first product of the Clothing category and answers its name. */
async function openAProduct(page: Page): Promise<string> {
  await page.goto("/en-us");
  await page.getByRole("link", { name: "Clothing" }).first().click();
  await expect(page.getByTestId("product-grid").locator("article.tile")).not.toHaveCount(0);
  await page.locator(".tile__name a").first().click();
  await expect(page).toHaveURL(/\/en-us\/p\/[a-z0-9-]+-[A-Z0-9]{8}/);
  const heading = page.locator(".pdp__info h1");
  await expect(heading).toBeVisible();
  return (await heading.textContent()) ?? "";
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(`favourites ${javaScriptEnabled ? "with" : "without"} JavaScript`, () => {
    test.use({ javaScriptEnabled });

    test("a guest saves a product, finds it on the favourites page, shares it, and someone else sees it read-only", async ({
      page,
      browser,
    }) => {
      await page.goto("/en-us/favorites");
      await expect(page.getByTestId("favorites-empty")).toContainText("No favourites yet");

      const name = await openAProduct(page);
      const heart = page.locator(".pdp__info").getByTestId("favorite-toggle");
      await expect(heart).toHaveAttribute("aria-pressed", "false");
      await toggleHeart(page, heart);
      await expect(heart).toHaveAttribute("aria-pressed", "true");
      await expect(heart).toContainText("Saved to favourites");
      // The saved state comes from the server, not only from the click.
      await page.reload();
      await expect(page.locator(".pdp__info").getByTestId("favorite-toggle")).toHaveAttribute(
        "aria-pressed",
        "true",
      );

      await page.getByRole("banner").getByRole("link", { name: "Favourites" }).click();
      await expect(page).toHaveURL(/\/en-us\/favorites$/);
      const card = page.getByTestId("favorite-card");
      await expect(card).toHaveCount(1);
      await expect(card).toContainText(name);
      await expect(page.getByRole("heading", { level: 1 })).toContainText("(1 item)");

      await page.getByRole("button", { name: "Share list" }).click();
      const shareUrl = page.getByTestId("share-url");
      await expect(shareUrl).toHaveValue(/\/en-us\/favorites\/shared\/[A-Za-z0-9_-]{43}$/);
      const link = await shareUrl.inputValue();

      // Someone else: a fresh browser with no cookies of the owner.
      const stranger = await browser.newContext({ javaScriptEnabled });
      await withoutPopups(stranger);
      const other = await stranger.newPage();
      await other.goto(link);
      await expect(other.getByRole("heading", { level: 1 })).toContainText("Shared favourites");
      const shared = other.getByTestId("favorite-card");
      await expect(shared).toHaveCount(1);
      await expect(shared).toContainText(name);
      await expect(other.getByRole("button", { name: /remove/i })).toHaveCount(0);
      await expect(other.getByRole("button", { name: "Share list" })).toHaveCount(0);
      await other.getByTestId("favorite-add-to-bag").click();
      await expect(other).toHaveURL(/\/en-us\/p\/[a-z0-9-]+-[A-Z0-9]{8}/);
      await expect(other.locator(".pdp__info h1")).toHaveText(name);
      await stranger.close();

      // The owner removes it and is back to the empty list.
      await page.getByRole("button", { name: `Remove ${name} from favourites` }).click();
      await expect(page.getByTestId("favorites-empty")).toBeVisible();
    });
  });
}

test("the heart on a listing tile saves the style without leaving the page", async ({ page }) => {
  await page.goto("/en-us/search?q=jacket");
  const tile = page.getByTestId("product-grid").locator("article.tile").first();
  const name = (await tile.locator(".tile__name").textContent()) ?? "";
  const heart = tile.getByTestId("favorite-toggle");
  await toggleHeart(page, heart);
  await expect(heart).toHaveAttribute("aria-pressed", "true");
  await expect(page).toHaveURL(/\/en-us\/search\?q=jacket$/);
  await page.getByRole("banner").getByRole("link", { name: "Favourites" }).click();
  await expect(page.getByTestId("favorite-card")).toContainText(name);
});

for (const javaScriptEnabled of [true, false]) {
  test(`a tile's heart saves and then removes the style ${javaScriptEnabled ? "with" : "without"} JavaScript`, async ({
    browser,
  }) => {
    // The removal posts the saved item's and the list's ids, which the heart carries only then.
    const context = await browser.newContext({ javaScriptEnabled });
    await withoutPopups(context);
    const page = await context.newPage();
    await page.goto("/en-us/search?q=jacket");
    const heart = () =>
      page
        .getByTestId("product-grid")
        .locator("article.tile")
        .first()
        .getByTestId("favorite-toggle");
    await expect(heart()).toHaveAttribute("aria-pressed", "false");
    await toggleHeart(page, heart());
    await expect(heart()).toHaveAttribute("aria-pressed", "true");
    // The heart fills at once; its removal ids come with the layout's reload behind it (with
    // JavaScript), and a removal posted before them has nothing to remove.
    await expect(
      page
        .getByTestId("product-grid")
        .locator("article.tile")
        .first()
        .locator('input[name="itemId"]'),
    ).toHaveCount(1);
    await toggleHeart(page, heart());
    await expect(heart()).toHaveAttribute("aria-pressed", "false");
    // Without JavaScript the form comes back to the page shown as the shopper's own (`mine`):
    // the listing itself is shared, kept for every shopper (decision 0088).
    await expect(page).toHaveURL(
      javaScriptEnabled ? /\/en-us\/search\?q=jacket$/ : /\/en-us\/search\?q=jacket&mine=1$/,
    );
    await page.goto("/en-us/favorites");
    await expect(page.getByTestId("favorites-empty")).toBeVisible();
    await context.close();
  });
}

test("a quick second click on a tile's heart is not sent while the first is saving", async ({
  page,
}) => {
  let posts = 0;
  page.on("request", (request) => {
    if (request.method() === "POST" && /\/favorites(\.data)?$/.test(request.url())) posts += 1;
  });
  await page.goto("/en-us/search?q=jacket");
  // The page runs its JavaScript (a double click before that is two plain form posts).
  await page.waitForLoadState("networkidle");
  const tile = page.getByTestId("product-grid").locator("article.tile").first();
  const heart = tile.getByTestId("favorite-toggle");
  await expect(heart).toHaveAttribute("aria-pressed", "false");
  await heart.dblclick();
  // Saved, once, and ready for a removal that works once the list has reloaded.
  await expect(heart).toHaveAttribute("aria-pressed", "true");
  await expect(tile.locator('input[name="itemId"]')).toHaveCount(1);
  await expect(heart).not.toHaveAttribute("aria-disabled", "true");
  expect(posts).toBe(1);
  await toggleHeart(page, heart);
  await expect(heart).toHaveAttribute("aria-pressed", "false");
  await page.goto("/en-us/favorites");
  await expect(page.getByTestId("favorites-empty")).toBeVisible();
});

test("crawlers are kept out of favourites pages and calls", async ({ request }) => {
  const text = await (await request.get("/robots.txt")).text();
  expect(text).toContain("Disallow: /*/favorites");
  expect(text).toContain("Disallow: /wishlists/");
});
