// databases: postgres — business rules through the API; PostgreSQL runs them faster
// app: shared — reads the seed only (server/test/shared-app.ts checks it writes nothing)
import { productImagePath } from "@ridgeline/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sharedTestApp } from "../../../test/shared-app";
import { type TestApp } from "../../../test/test-app";

let t: TestApp;
let colors: string[];
beforeAll(async () => {
  t = await sharedTestApp();
  const rows = await t.db.query<{ color_variant_id: string }>(
    "select color_variant_id from colors order by color_variant_id limit 2",
  );
  colors = rows.map((row) => row.color_variant_id);
});
afterAll(async () => {
  await t?.close();
});

// Pictures are not API calls: a browser fetches them with no access key.
const fetchImage = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: "GET", url, headers });

describe("GET /images/products/{colorVariantId}.svg", () => {
  it("answers an SVG drawing that browsers may keep for a year", async () => {
    const response = await fetchImage(productImagePath(colors[0] ?? ""));
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^image\/svg\+xml/);
    expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(response.headers["etag"]).toMatch(/^"[^"]+"$/);
    expect(response.body.trimStart()).toMatch(/^(<\?xml[^>]*>\s*)?<svg[\s>]/);
    expect(response.body.trimEnd().endsWith("</svg>")).toBe(true);
  });

  it("answers the same drawing and ETag every time, and a different one per colour", async () => {
    const [a, again, b] = [
      await fetchImage(productImagePath(colors[0] ?? "")),
      await fetchImage(productImagePath(colors[0] ?? "")),
      await fetchImage(productImagePath(colors[1] ?? "")),
    ];
    expect(again.body).toBe(a.body);
    expect(again.headers["etag"]).toBe(a.headers["etag"]);
    expect(b.headers["etag"]).not.toBe(a.headers["etag"]);
  });

  it("answers 304 with no body when the browser already has this version", async () => {
    const url = productImagePath(colors[0] ?? "");
    const etag = String((await fetchImage(url)).headers["etag"]);
    const response = await fetchImage(url, { "if-none-match": etag });
    expect(response.statusCode).toBe(304);
    expect(response.body).toBe("");
    expect(response.headers["etag"]).toBe(etag);
    expect(response.headers["cache-control"]).toContain("immutable");
  });

  it("answers 200 in full when the browser has another version", async () => {
    const response = await fetchImage(productImagePath(colors[0] ?? ""), {
      "if-none-match": '"stale"',
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain("<svg");
  });

  it("answers 404 for a colour that does not exist", async () => {
    const response = await fetchImage("/images/products/ZZZZZZZZZZZ.svg");
    expect(response.statusCode).toBe(404);
    expect(response.headers["cache-control"] ?? "").not.toContain("immutable");
  });

  it.each([
    ["a style id (too short for a colour)", "ABCDEFGH.svg"],
    ["lowercase letters", "abcdefghblk.svg"],
    ["another extension", `COLOR.png`],
    ["no extension", "ABCDEFGHBLK"],
    ["a path escape", "..%2F..%2Fpackage.json"],
  ])("answers 404 for a file name with %s", async (_label, file) => {
    const name = file.replace("COLOR", colors[0] ?? "");
    const response = await fetchImage(`/images/products/${name}`);
    expect(response.statusCode).toBe(404);
    expect(response.headers["content-type"] ?? "").not.toMatch(/svg/);
  });

  it("draws the picture at a width of its srcset, same art, with its own ETag", async () => {
    const url = productImagePath(colors[0] ?? "");
    const full = await fetchImage(url);
    const small = await fetchImage(`${url}?w=400`);
    expect(small.statusCode).toBe(200);
    expect(small.headers["content-type"]).toMatch(/^image\/svg\+xml/);
    expect(small.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(small.body).toMatch(/<svg\b[^>]* width="400" height="500"/);
    expect(small.body).toContain('viewBox="0 0 800 1000"');
    expect(small.headers["etag"]).not.toBe(full.headers["etag"]);
    expect(small.body.replace(/ width="400" height="500"/, "")).toBe(
      full.body.replace(/ width="800" height="1000"/, ""),
    );
    const etag = String(small.headers["etag"]);
    expect((await fetchImage(`${url}?w=400`, { "if-none-match": etag })).statusCode).toBe(304);
  });

  it.each(["0", "401", "abc", "8000", "-200", "400.5"])(
    "refuses ?w=%s with VAL400 naming w",
    async (w) => {
      const response = await fetchImage(`${productImagePath(colors[0] ?? "")}?w=${w}`);
      expect(response.statusCode).toBe(400);
      expect(response.json().errorDetails[0]).toMatchObject({ errorId: "VAL400", field: "w" });
    },
  );
});

describe("GET /images/categories/{type}-{department}.svg", () => {
  it("answers the home page's category art, kept for a year, and 404 for anything else", async () => {
    const boot = await fetchImage("/images/categories/hiking-boot-women.svg");
    expect(boot.statusCode).toBe(200);
    expect(boot.headers["content-type"]).toMatch(/^image\/svg\+xml/);
    expect(boot.headers["cache-control"]).toContain("immutable");
    const jacket = await fetchImage("/images/categories/jacket-women.svg");
    expect(jacket.body).not.toBe(boot.body);
    expect((await fetchImage("/images/categories/frying-pan-men.svg")).statusCode).toBe(404);
    expect((await fetchImage("/images/categories/jacket-aliens.svg")).statusCode).toBe(404);
  });
});
