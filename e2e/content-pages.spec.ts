import { expect, test } from "./support/test";
import { withoutPopups } from "./support/content";
import { importDocuments, previewLink, seededDocument } from "./support/content-editor";

// Pages from content (issue 28 "Done when"): the stories grid and an article, the editor's
// preview page, an editor's change from the command line reaching shoppers (and a draft only
// the preview link shows), a German content page with its accordion, a missing page's 404.

// The site's newsletter pop-up opens over any page after 4 s: these shoppers closed it before.
test.beforeEach(async ({ context }) => {
  await withoutPopups(context);
});

/** The demo's camping stories, newest first (seed/content/articles.json). */
const CAMPING = ["Your first night under canvas", "Leave it better"];

test("the stories grid pages, filters by a tag from its first page, clears, and opens an article with its related ones", async ({
  page,
}) => {
  await page.goto("/en-us/pages/stories");
  const grid = page.locator("[data-block-id=stories-grid]");
  const titles = grid.locator(".article-card__title");
  const list = grid.locator(".article-grid__list");
  const loadMore = grid.getByRole("button", { name: "Load more" });
  // The first page, newest first.
  await expect(titles.first()).toHaveText("How to wash a down jacket");
  await expect(list).not.toHaveAttribute("aria-busy", "true");
  const firstPage = await titles.allTextContents();
  const pageSize = firstPage.length;

  // "Load more" appends the next page to the first.
  await loadMore.click();
  await expect(titles).toHaveCount(2 * pageSize);
  expect((await titles.allTextContents()).slice(0, pageSize)).toEqual(firstPage);

  // A tag starts again from the first page, with only its articles.
  const camping = grid.getByRole("button", { name: /^Camping/ });
  await camping.click();
  await expect(camping).toHaveAttribute("aria-pressed", "true");
  await expect(titles).toHaveText(CAMPING.slice(0, pageSize));
  await expect(list).not.toHaveAttribute("aria-busy", "true");
  await expect(loadMore).toBeHidden();

  // "Clear all" is the grid as it first was.
  await grid.getByRole("button", { name: "Clear all" }).click();
  await expect(titles).toHaveText(firstPage);
  await expect(camping).toHaveAttribute("aria-pressed", "false");
  await expect(grid.getByRole("button", { name: "Clear all" })).toBeHidden();
  await expect(loadMore).toBeVisible();

  // A card opens its article: h1, date, and the newest stories sharing a tag with it.
  await grid.getByRole("link", { name: "How to wash a down jacket" }).click();
  await expect(page).toHaveURL(/\/en-us\/articles\/washing-a-down-jacket$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("How to wash a down jacket");
  await expect(page.locator(".article-page__date time")).toHaveAttribute("datetime", "2026-11-10");
  await expect(page.locator(".article-page__date")).toHaveText("Published November 10, 2026");
  const related = page.getByRole("region", { name: "Related articles" });
  await expect(related.locator(".article-card__title")).toHaveText([
    "Reviving a rain jacket",
    "Breaking in hiking boots",
    "Repair before you replace",
  ]);
  await expect(related.getByRole("link", { name: "Reviving a rain jacket" })).toHaveAttribute(
    "href",
    "/en-us/articles/reviving-a-rain-jacket",
  );
  // An article sharing its tags with seven others shows four of them.
  await page.goto("/en-us/articles/leave-it-better");
  await expect(related.locator(".article-card")).toHaveCount(4);
});

test("the editor's preview page shows nothing without a valid link; with one it lists and renders a type's documents", async ({
  page,
  baseURL,
}) => {
  // The link is made (a second or two) while the page is tried without one.
  const link = previewLink(baseURL ?? "", "US");
  for (const query of ["", "?docType=linkedCard&limit=50&go=1", "?preview=true&previewToken=x.y"]) {
    const response = await page.goto(`/en-us/content-preview${query}`);
    expect(response?.status()).toBe(401);
    await expect(page.getByText("This page needs a valid preview link.")).toBeVisible();
    await expect(page.getByRole("combobox", { name: "Document type" })).toHaveCount(0);
    // Nor in the page's data: no result, no document of the type.
    const html = (await response?.text()) ?? "";
    expect(html).not.toContain("preview-id");
    expect(html).not.toContain("basecamp-hero");
  }

  await page.goto(await link);
  const type = page.getByRole("combobox", { name: "Document type" });
  const limit = page.getByRole("combobox", { name: "Results" });
  const go = page.getByRole("button", { name: "Go", exact: true });
  const results = page.getByRole("list", { name: "Results" }).locator(":scope > li");
  await go.click();
  await expect(page.getByText("Doc type is required")).toBeVisible();
  await expect(type).toHaveAttribute("aria-invalid", "true");
  expect(new URL(page.url()).searchParams.has("docType")).toBe(false);

  await type.selectOption("linkedCard");
  await limit.selectOption("10");
  await go.click();
  await expect(page).toHaveURL(/docType=linkedCard/);
  await expect(results).toHaveCount(10);
  // Each result: its id, name, referrers and modification date, then the block itself (its
  // code comes with the answer).
  await expect(results.locator(".preview-result__render .linked-card")).toHaveCount(10);
  const facts = await results.evaluateAll((items) =>
    items.map((item) => ({
      terms: Array.from(item.querySelectorAll("dt"), (dt) => dt.textContent),
      values: Array.from(item.querySelectorAll("dd"), (dd) => dd.textContent ?? ""),
      modified: item.querySelector("time")?.getAttribute("datetime") ?? "",
      rendered: item.querySelectorAll(".preview-result__render .linked-card").length,
    })),
  );
  for (const fact of facts) {
    expect(fact.terms).toEqual(["id", "name", "referrers", "modified"]);
    expect(fact.values[0]).toMatch(/^[a-z0-9-]+$/);
    expect(fact.values[1]).not.toBe("");
    expect(fact.values[2]).toMatch(/^\d+$/);
    expect(Date.parse(fact.modified)).not.toBeNaN();
    expect(fact.rendered).toBe(1);
  }
  expect(new Set(facts.map((fact) => fact.values[0])).size).toBe(10);

  await limit.selectOption("20");
  await go.click();
  await expect(results).toHaveCount(20);
  await page.getByRole("navigation", { name: "Result pages" }).getByRole("link").click();
  await expect(page).toHaveURL(/[?&]page=2(&|$)/);
  // Go starts again from the first page: docType, layoutVariant and limit, no page.
  await limit.selectOption("50");
  await go.click();
  await expect(page).toHaveURL(/[?&]limit=50(&|$)/);
  const query = new URL(page.url()).searchParams;
  expect(query.get("docType")).toBe("linkedCard");
  expect(query.get("layoutVariant")).toBe("");
  expect(query.has("page")).toBe(false);
  await expect(results.nth(20)).toBeVisible();
  expect(await results.count()).toBeLessThanOrEqual(50);

  // Every type the demo has documents of on this site: a layout variant none has is empty.
  await page.getByRole("textbox", { name: "Layout variant" }).fill("no-such-variant");
  await go.click();
  await expect(page.getByText("No results.")).toBeVisible();
  await expect(results).toHaveCount(0);
  expect(new URL(page.url()).searchParams.get("layoutVariant")).toBe("no-such-variant");
});

test("an editor's change published from the command line reaches shoppers; a draft only the preview link shows", async ({
  page,
  baseURL,
}) => {
  const origin = baseURL ?? "";
  const hero = await seededDocument("home.json", "home-hero");
  const titled = (en: string) => ({ ...hero, title: { ...(hero["title"] as object), en } });
  const stamp = Date.now().toString(36);
  const published = `Made for the long way round, ${stamp}`;
  const drafted = `Draft for the editor only, ${stamp}`;
  const heroTitle = page.locator("[data-block-id=home-hero] h1");

  await page.goto("/en-us");
  await expect(heroTitle).toHaveText(String((hero["title"] as { en: string }).en));
  const [homePreview] = await Promise.all([
    previewLink(origin, "US", "/en-us"),
    importDocuments(origin, "US", [titled(published)], { publish: true }),
  ]);
  try {
    // The shopper's next look at the home page (no waiting on a cache's lifetime).
    await expect
      .poll(
        async () => {
          await page.goto("/en-us");
          return heroTitle.textContent();
        },
        { timeout: 60_000, intervals: [250, 500, 1000, 2000] },
      )
      .toBe(published);

    // Saved, not published: the editor's preview link shows it, the shopper does not see it.
    await importDocuments(origin, "US", [titled(drafted)], { publish: false });
    const previewed = await page.goto(homePreview);
    await expect(heroTitle).toHaveText(drafted);
    // An editor's view of drafts is never indexed nor kept, whatever the page.
    expect(previewed?.headers()["x-robots-tag"]).toBe("noindex, nofollow");
    expect(previewed?.headers()["cache-control"]).toMatch(/no-store/);
    await page.goto("/en-us");
    await expect(heroTitle).toHaveText(published);
  } finally {
    // Back to the demo's hero, published, for the journeys after this one.
    await importDocuments(origin, "US", [hero], { publish: true });
  }
});

test("a content page in German opens its accordion by keyboard, and a missing page is the 404 page", async ({
  page,
}) => {
  await page.goto("/de-de/pages/care-guide");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Pflegeanleitung");
  await expect(page.locator("html")).toHaveAttribute("lang", /^de/);
  const items = page.locator("[data-block-id=care-accordion] details");
  const first = items.nth(0);
  const second = items.nth(1);
  await expect(first.locator("summary")).toHaveText("Wasserdichte Jacken");
  await expect(first.getByText(/Funktionswaschmittel/)).toBeHidden();
  await first.locator("summary").focus();
  await page.keyboard.press("Enter");
  await expect(first).toHaveJSProperty("open", true);
  await expect(first.getByText(/Funktionswaschmittel/)).toBeVisible();
  // Tab moves on to the next item's title; Space opens it, Enter closes the first again.
  await page.keyboard.press("Tab");
  await expect(second.locator("summary")).toBeFocused();
  await page.keyboard.press("Space");
  await expect(second).toHaveJSProperty("open", true);
  await expect(second.getByText(/Daunenwaschmittel/)).toBeVisible();
  await first.locator("summary").focus();
  await page.keyboard.press("Enter");
  await expect(first).toHaveJSProperty("open", false);
  await expect(first.getByText(/Funktionswaschmittel/)).toBeHidden();

  const response = await page.goto("/en-us/pages/does-not-exist");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("main")).toContainText("404");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("We can't find that page");
  await expect(page.getByRole("link", { name: "Back to the shop" })).toHaveAttribute(
    "href",
    "/en-us",
  );
});

test("a category's story tile takes the grid's fifth cell on the listing's first page, the products moving one along", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/en-us/c/men-1000");
  const grid = page.getByTestId("product-grid");
  const cells = grid.locator(":scope > *");
  const story = grid.locator(".grid__content");
  await expect(story).toHaveCount(1);
  await expect(cells.nth(4)).toHaveClass(/grid__content/);
  await expect(story.getByRole("heading", { level: 3 })).toHaveText("Layering made simple");
  // A tile's size: in the row with the tiles beside it, not a row of its own.
  const [tile, part] = await Promise.all([cells.nth(5).boundingBox(), story.boundingBox()]);
  expect(Math.round(part?.width ?? 0)).toBe(Math.round(tile?.width ?? -1));
  await page.goto("/en-us/c/men-1000?page=2");
  await expect(page.getByTestId("product-grid").locator(".grid__content")).toHaveCount(0);
});
