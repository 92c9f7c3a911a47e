import { expect, test } from "./support/test";

test("robots.txt keeps crawlers out of bags and points at the sitemap", async ({
  request,
  baseURL,
}) => {
  const response = await request.get("/robots.txt");
  expect(response.status()).toBe(200);
  const text = await response.text();
  expect(text).toContain("Disallow: /*/cart");
  expect(text).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
});

test("the sitemap lists every site, and its pages list products that answer 200", async ({
  request,
}) => {
  const index = await (await request.get("/sitemap.xml")).text();
  const files = [...index.matchAll(/<loc>[^<]*(\/sitemaps\/[a-z-]+\/\d+\.xml)<\/loc>/g)].map(
    (m) => m[1] ?? "",
  );
  expect(new Set(files.map((file) => file.split("/")[2]))).toEqual(
    new Set(["en-us", "en-ca", "fr-ca", "en-gb", "de-de", "fr-fr"]),
  );
  const page = await (await request.get("/sitemaps/de-de/1.xml")).text();
  const urls = [...page.matchAll(/<loc>https?:\/\/[^/]+([^<]+)<\/loc>/g)].map((m) => m[1] ?? "");
  expect(urls).toContain("/de-de");
  const products = urls.filter((url) => url.includes("/p/"));
  expect(products.length).toBeGreaterThan(300);
  for (const url of [
    ...urls.filter((u) => u.includes("/c/")).slice(0, 3),
    ...products.slice(0, 3),
  ]) {
    expect((await request.get(url, { maxRedirects: 0 })).status(), url).toBe(200);
  }
  expect((await request.get("/sitemaps/xx-yy/1.xml")).status()).toBe(404);
});

test("a product page carries hreflang alternates and Product and BreadcrumbList JSON-LD", async ({
  page,
}) => {
  await page.goto("/en-us/c/men-1000");
  await page.locator(".tile__name a").first().click();
  await expect(page.locator(".pdp__info h1")).toBeVisible();
  const path = new URL(page.url()).pathname;
  const alternates = await page
    .locator('head link[rel="alternate"]')
    .evaluateAll((links) =>
      links.map((link) => [
        link.getAttribute("hreflang"),
        new URL(link.getAttribute("href") ?? "").pathname,
      ]),
    );
  expect(alternates).toContainEqual(["fr-CA", path.replace("/en-us/", "/fr-ca/")]);
  expect(alternates).toContainEqual(["x-default", path]);
  expect(alternates).toHaveLength(7);
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  const types = blocks.map((block) => (JSON.parse(block) as { "@type": string })["@type"]);
  expect(types).toEqual(expect.arrayContaining(["Product", "BreadcrumbList"]));
  const product = JSON.parse(blocks[types.indexOf("Product")] ?? "{}") as {
    offers: { priceCurrency: string };
  };
  expect(product.offers.priceCurrency).toBe("USD");
});

test("pages are built on PUBLIC_URL and a foreign Host or X-Forwarded-Host gets no page", async ({
  page,
  request,
  baseURL,
}) => {
  const foreign: Record<string, string>[] = [
    { host: "evil.example" },
    { host: "127.0.0.1.evil.example" },
    { "x-forwarded-host": "evil.example" },
    { "x-forwarded-host": "127.0.0.1, evil.example" },
  ];
  for (const headers of foreign) {
    for (const path of ["/en-us", "/robots.txt", "/sitemap.xml", "/en-us/sign-in"]) {
      const response = await request.get(path, { headers, maxRedirects: 0 });
      expect(response.status(), `${path} ${JSON.stringify(headers)}`).toBe(421);
      expect(await response.text()).not.toContain("evil.example");
    }
  }
  // The links a real page carries all start with the configured origin.
  await page.goto("/en-us/c/men-1000");
  await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute(
    "href",
    `${baseURL}/en-us/c/men-1000`,
  );
  const hrefs = await page
    .locator('head link[rel="alternate"], head link[rel="canonical"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
  expect(hrefs.length).toBeGreaterThan(1);
  for (const href of hrefs) expect(href.startsWith(`${baseURL}/`), href).toBe(true);
  const sitemap = await (await request.get("/sitemap.xml")).text();
  const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1] ?? "");
  expect(locs.length).toBeGreaterThan(0);
  for (const loc of locs) expect(loc.startsWith(`${baseURL}/`), loc).toBe(true);
});
