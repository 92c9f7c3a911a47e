import { gzipSync } from "node:zlib";
import { expect, test, type Page, type Response } from "./support/test";
import { measure, weightTable } from "../bench/page-weight.mjs";

const CATEGORY = "/en-us/c/men-clothing-jackets-110001";
/**
 * What a product page fetches until its first screen has settled (the network idle): its own
 * code, the parts near the first screen (the stock and e-mail disclosures under the buy box,
 * decision 0091) and the bars' and pop-ups' (issue 28). Counted at the network's idle, not at
 * the load event: which of the parts' scripts the browser asks for before that event depends
 * on how fast it hydrates, and the count moved by 20 kB between machines. React and React
 * Router alone are 108 kB. What it needs before it is usable (issue 27: 125 kB) is the page
 * weight bench's figure, checked by the first test here.
 */
// 137.3 kB before content (main at 2863815, the same page and count), plus the 10 kB issue 28
// allows content, plus 0.1 kB for consent (issue 29, decision 0103: the tag-manager pushes'
// check and the banner's deferred part; the banner's and preference centre's code is not sent).
const PRODUCT_JS_BUDGET_GZIP = Math.round(147.4 * 1024);

/**
 * Every template's HTML, JavaScript and CSS against its gzip budget, on the journeys' own server
 * (the bench used to start one of its own for CI: decision 0084).
 */
test("every page template stays within its page-weight budget, compressed and immutably cached", async ({
  baseURL,
}) => {
  const { rows, failures } = await measure(baseURL ?? "");
  await test
    .info()
    .attach("page-weight.md", { body: weightTable(rows), contentType: "text/markdown" });
  expect(failures, weightTable(rows)).toEqual([]);
});

async function productPath(page: Page): Promise<string> {
  await page.goto(CATEGORY);
  const href = await page.locator(".tile__name a").first().getAttribute("href");
  expect(href).toMatch(/^\/en-us\/p\//);
  return href ?? "";
}

/**
 * Every response of the page's load and its first screen, until the network is idle: each URL
 * once (the page before may still be answered after the listener is on).
 */
async function responsesOf(page: Page, load: () => Promise<unknown>): Promise<Response[]> {
  const byUrl = new Map<string, Response>();
  const collect = (response: Response) => byUrl.set(response.url(), response);
  page.on("response", collect);
  await load();
  await page.waitForLoadState("networkidle");
  page.off("response", collect);
  return [...byUrl.values()];
}

test("the product page fetches at most 147.4 kB of JavaScript gzipped until its first screen settles, brotli-compressed and immutable", async ({
  page,
}) => {
  const path = await productPath(page);
  const responses = await responsesOf(page, () => page.goto(path));

  const document = responses.find((r) => r.request().resourceType() === "document");
  expect(document?.headers()["content-encoding"]).toBe("br");

  const scripts = responses.filter((r) => r.request().resourceType() === "script");
  expect(scripts.length).toBeGreaterThan(3);
  let gzipped = 0;
  let sent = 0;
  for (const script of scripts) {
    const url = new URL(script.url());
    expect(url.pathname, "scripts are hashed assets").toMatch(/^\/assets\//);
    const headers = script.headers();
    expect(headers["cache-control"], url.pathname).toBe("public, max-age=31536000, immutable");
    // A script the page took after hydration (a dialog's code) may be gone from the browser's
    // memory by now: its bytes are asked for again (decoded, as the body would be).
    const body = await script
      .body()
      .catch(async () => (await page.request.get(script.url())).body());
    if (body.length > 1024) expect(headers["content-encoding"], url.pathname).toBe("br");
    gzipped += gzipSync(body, { level: 9 }).length;
    sent += (await script.request().sizes()).responseBodySize;
  }
  expect(gzipped).toBeLessThanOrEqual(PRODUCT_JS_BUDGET_GZIP);
  // Brotli at build time beats gzip: what Chromium is sent is smaller still.
  expect(sent).toBeLessThan(gzipped);
});

test("no page sends the validation library or another language's messages to the browser", async ({
  page,
}) => {
  const path = await productPath(page);
  for (const url of ["/en-us", CATEGORY, path, "/en-us/search?q=jacket", "/en-us/cart"]) {
    const responses = await responsesOf(page, () => page.goto(url));
    const scripts = responses.filter((r) => r.request().resourceType() === "script");
    for (const script of scripts) {
      // Asked for again by its URL (the files are immutable): a page that went on loading
      // after its `load` event may have let the browser drop the first answer's body.
      const text = (await (await page.request.get(script.url())).body()).toString();
      expect(text, `${url}: ${script.url()} carries zod`).not.toMatch(/\$ZodType|ZodError/);
      // A French word of the shell's messages, which an English page has no use for.
      expect(text, `${url}: ${script.url()} carries French text`).not.toContain("Panier");
    }
  }
});

test("a category page's first tiles' pictures load at once, sized by srcset; later ones lazily", async ({
  page,
}) => {
  await page.goto(CATEGORY);
  const images = page.locator(".tile__media img");
  expect(await images.count()).toBeGreaterThan(5);
  for (const index of [0, 1]) {
    const image = images.nth(index);
    await expect(image).toHaveAttribute("loading", "eager");
    await expect(image).toHaveAttribute("fetchpriority", "high");
    await expect(image).toHaveAttribute("srcset", /\?w=400 400w/);
    await expect(image).toHaveAttribute("sizes", /vw/);
    await expect(image).toHaveAttribute("width", /^\d+$/);
    await expect(image).toHaveAttribute("height", /^\d+$/);
  }
  await expect(images.nth(5)).toHaveAttribute("loading", "lazy");
  // The phone's two columns at 2x pick a 400-wide drawing, not the 800 of the src.
  const chosen = await images.first().evaluate((img: HTMLImageElement) => img.currentSrc);
  expect(chosen).toMatch(/\?w=\d+$/);
});

test("the product page's main picture is eager with high priority, and it names its canonical URL", async ({
  page,
}) => {
  const path = await productPath(page);
  await page.goto(`${path}?utm_source=mail`);
  const main = page.locator(".pdp__media img");
  await expect(main).toHaveAttribute("loading", "eager");
  await expect(main).toHaveAttribute("fetchpriority", "high");
  await expect(main).toHaveAttribute("srcset", /800w/);
  const canonical = await page.locator('head link[rel="canonical"]').getAttribute("href");
  expect(new URL(canonical ?? "").pathname).toBe(path);
});

test("a category page has a meta description in its language and a canonical link", async ({
  page,
}) => {
  await page.goto(CATEGORY);
  const description = await page.locator('head meta[name="description"]').getAttribute("content");
  expect(description).toMatch(/^Jackets at Ridgeline Outfitters: \d+ products/);
  const canonical = await page.locator('head link[rel="canonical"]').getAttribute("href");
  expect(new URL(canonical ?? "").pathname).toBe(CATEGORY);

  await page.goto("/fr-fr/c/men-1000");
  const french = await page.locator('head meta[name="description"]').getAttribute("content");
  expect(french).toMatch(/chez Ridgeline Outfitters : \d+ produits/);
});

/**
 * What the first paint waits for comes first in the served head: the stylesheet before every
 * script's modulepreload, and no picture preloaded but the page's main ones (a product page's
 * colour thumbnails are low priority, so React does not preload them ahead of the stylesheet).
 */
test("every template's head sends the stylesheet and preloads only main pictures; its scripts start after paint", async ({
  page,
  request,
}) => {
  const path = await productPath(page);
  const pages: [string, number][] = [
    ["/en-us", 1],
    [CATEGORY, 4],
    [path, 1],
    ["/en-us/search?q=jacket", 4],
    ["/en-us/cart", 0],
  ];
  for (const [url, mostImages] of pages) {
    const html = await (await request.get(url)).text();
    const head = html.slice(0, html.indexOf("</head>"));
    const stylesheet = head.indexOf('rel="stylesheet"');
    expect(stylesheet, `${url}: a stylesheet in the head`).toBeGreaterThan(0);
    // No script competes with the stylesheet and the main picture for the first paint
    // (decision 0092): the boot's text waits in a data block, started after paint.
    expect(html, `${url}: no module preloads`).not.toContain('rel="modulepreload"');
    expect(html, `${url}: no module script in the page`).not.toMatch(/<script[^>]* type="module"/);
    expect(html, `${url}: the boot after paint`).toContain('type="text/x-after-paint"');
    const images = head.match(/rel="preload" as="image"/g) ?? [];
    expect(images.length, `${url}: pictures preloaded`).toBeLessThanOrEqual(mostImages);
  }
});
