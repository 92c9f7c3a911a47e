import { expect, test, type APIRequestContext } from "./support/test";

/** A real product and category of the demo catalogue, found through the home page. */
async function canonicalUrls(request: APIRequestContext) {
  const html = await (await request.get("/en-us/c/men-1000")).text();
  const product = /href="(\/en-us\/p\/([a-z0-9-]+)-([A-Z0-9]{8}))"/.exec(html);
  const swatch = /href="\/en-us\/p\/[a-z0-9-]+-[A-Z0-9]{8}\?color=([A-Z0-9]{9,11})"/.exec(html);
  if (!product?.[1] || !product[3] || !swatch?.[1])
    throw new Error("no product link on the category page");
  return { productPath: product[1], styleId: product[3], colorId: swatch[1] };
}

test("other readings of a product URL answer 301 to the canonical one", async ({ request }) => {
  const { productPath, styleId } = await canonicalUrls(request);
  for (const variant of [
    `/en-us/p/other-slug-${styleId}`,
    `/en-us/p/${styleId}`,
    `/en-us/p/some-slug-p${styleId}`,
  ]) {
    const response = await request.get(variant, { maxRedirects: 0 });
    expect(response.status(), variant).toBe(301);
    expect(response.headers()["location"], variant).toBe(productPath);
  }
  expect((await request.get(productPath, { maxRedirects: 0 })).status()).toBe(200);
});

test("a colour-variant id in the path redirects to the style with that colour chosen", async ({
  request,
}) => {
  const { colorId } = await canonicalUrls(request);
  const styleId = colorId.slice(0, 8);
  const response = await request.get(`/en-us/p/anything-${colorId}`, { maxRedirects: 0 });
  expect(response.status()).toBe(301);
  expect(response.headers()["location"]).toMatch(
    new RegExp(`^/en-us/p/[a-z0-9-]+-${styleId}\\?color=${colorId}$`),
  );
});

test("other readings of a category URL answer 301 and keep the query", async ({ request }) => {
  for (const variant of [
    "/en-us/c/men-c1000?sort=newest",
    "/en-us/c/1000?sort=newest",
    "/en-us/c/wrong-1000?sort=newest",
  ]) {
    const response = await request.get(variant, { maxRedirects: 0 });
    expect(response.status(), variant).toBe(301);
    expect(response.headers()["location"], variant).toBe("/en-us/c/men-1000?sort=newest");
  }
});
