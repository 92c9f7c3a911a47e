// databases: postgres — business rules through the API; PostgreSQL runs them faster
// app: shared — reads the seed only (server/test/shared-app.ts checks it writes nothing)
import type { AutoSuggestResult, ErrorEnvelope } from "@ridgeline/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sharedTestApp } from "../../../test/shared-app";
import { type TestApp } from "../../../test/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await sharedTestApp();
});
afterAll(async () => {
  await t?.close();
});

const call = (query: string) =>
  t.call({ method: "GET", url: `/products/v2/search/autoSuggest?${query}` });

async function suggest(query: string): Promise<AutoSuggestResult> {
  const response = await call(query);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as AutoSuggestResult;
}

describe("GET /products/v2/search/autoSuggest", () => {
  it("completes two typed letters with words, products and categories", async () => {
    const answer = await suggest("q=ja");
    expect(answer.completions).toContain("jacket");
    expect(answer.completions.every((text) => /^ja/i.test(text) || / ja/i.test(text))).toBe(true);
    expect(answer.products.length).toBeGreaterThan(0);
    expect(answer.products.length).toBeLessThanOrEqual(4);
    expect(answer.products[0]).toMatchObject({
      url: expect.stringMatching(/^\/en-us\/p\//),
      price: { currency: "USD" },
    });
    expect(answer.categories.map((c) => c.name)).toContain("Jackets");
    expect(answer.categories.find((c) => c.id === "110001")?.url).toBe(
      "/en-us/c/men-clothing-jackets-110001",
    );
  });

  it("keeps the words already typed and completes the last one", async () => {
    const answer = await suggest("q=down%20jac");
    expect(answer.completions[0]).toMatch(/^down jac/);
    expect(answer.products.length).toBeGreaterThan(0);
  });

  it("tolerates a typo and says what it understood", async () => {
    const answer = await suggest("q=jaket");
    expect(answer.corrected).toBe("jacket");
    expect(answer.completions).toContain("jacket");
    expect(answer.products.length).toBeGreaterThan(0);
  });

  it("names categories in the shopper's language", async () => {
    const answer = await suggest("q=vest&locale=fr-ca");
    expect(answer.categories.map((c) => c.name)).toContain("Vestes");
    expect(answer.products.every((tile) => tile.price.currency === "CAD")).toBe(true);
  });

  it("suggests only words of the page's language: a US page never offers a German word", async () => {
    const german = await suggest("q=jacke&locale=de-de");
    expect(german.completions.some((text) => text.startsWith("jacken"))).toBe(true);
    for (const text of ["jacke", "jacken", "jackn", "hose"]) {
      const answer = await suggest(`q=${text}&locale=en-us`);
      expect(answer.completions.join(" "), text).not.toMatch(/jacken|hosen|schuhe|stiefel/);
    }
  });

  it("limits completions and categories to count", async () => {
    const answer = await suggest("q=wo&count=2");
    expect(answer.completions.length).toBeLessThanOrEqual(2);
    expect(answer.categories.length).toBeLessThanOrEqual(2);
  });

  it("answers metacharacters and unknown text with empty lists", async () => {
    for (const text of ["%_", "zzqxw", "' or 1=1 --"]) {
      const answer = await suggest(`q=${encodeURIComponent(text)}`);
      expect(answer.q).toBe(text);
      expect(answer.products.length).toBeLessThanOrEqual(4);
    }
    expect(await suggest("q=%25%25")).toMatchObject({ completions: [], products: [] });
  });

  it("does not change what productSearch answers for the same text afterwards", async () => {
    await suggest("q=fleece");
    const response = await t.call({
      method: "GET",
      url: "/products/v2/search/productSearch?q=fleece&count=4",
    });
    const answer = response.json() as { total: number; facets: unknown[] };
    expect(answer.total).toBeGreaterThan(4);
    expect(answer.facets).toHaveLength(7);
  });

  it.each([
    ["q=j", "q"],
    ["", "q"],
    [`q=${"a".repeat(201)}`, "q"],
    ["q=jacket&count=0", "count"],
    ["q=jacket&count=11", "count"],
    ["q=jacket&locale=english", "locale"],
  ])("answers 400 VAL400 naming the parameter for %s", async (query, field) => {
    const response = await call(query);
    expect(response.statusCode).toBe(400);
    expect((response.json() as ErrorEnvelope).errorDetails[0]).toMatchObject({
      errorId: "VAL400",
      field,
    });
  });
});
