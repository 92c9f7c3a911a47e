import { ApiError, type ApiClient, type Endpoint } from "@ridgeline/contract";
import { describe, expect, it } from "vitest";
import { productDetailsFixture, tilesFixture } from "./gallery.fixture";
import {
  GALLERY_PHOTOS_SHOWN,
  photosOfProduct,
  photosOfTiles,
  readGalleryAnswer,
} from "./gallery-photos";
import { galleryQueryOf, loadGalleryPhotos } from "./gallery-photos.server";

/** An API client that answers `answer` and records the calls made. */
function fakeApi(answer: (endpoint: Endpoint, input: unknown) => unknown) {
  const calls: { path: string; input: unknown }[] = [];
  const api = {
    call: async (endpoint: Endpoint, input: unknown) => {
      calls.push({ path: endpoint.path, input });
      return answer(endpoint, input);
    },
  } as unknown as ApiClient;
  return { api, calls };
}

describe("photosOfProduct", () => {
  it("shows each colour's picture, the default colour first, linking to that colour", () => {
    const answer = photosOfProduct(productDetailsFixture());
    expect(answer.masterId).toBe("AB12CD34");
    expect(answer.photos.map((photo) => photo.alt)).toEqual([
      "Summit Jacket in Slate",
      "Summit Jacket in Forest",
      "Summit Jacket in Ember",
    ]);
    expect(answer.photos[0]).toMatchObject({
      url: "/images/products/AB12CD34002.svg",
      width: 800,
      height: 1000,
      href: "/en-us/p/summit-jacket-AB12CD34?color=AB12CD34002",
    });
    expect(readGalleryAnswer(answer)).toEqual(answer);
  });
});

describe("photosOfTiles", () => {
  it("shows at most the grid's photos, each linking to its product", () => {
    const answer = photosOfTiles(tilesFixture(12));
    expect(answer.photos).toHaveLength(GALLERY_PHOTOS_SHOWN);
    expect(answer.photos[0]?.href).toBe("/en-us/p/trail-boot-ZZ000000");
    expect(answer.masterId).toBeNull();
  });

  it("leaves out pictures that are not the store's own", () => {
    const tiles = tilesFixture(2);
    const outside = {
      ...tiles[0],
      image: { ...tiles[0]?.image, url: "https://cdn.example.com/a.jpg" },
    };
    expect(
      photosOfTiles([outside as (typeof tiles)[number], ...tiles.slice(1)]).photos,
    ).toHaveLength(1);
  });
});

describe("readGalleryAnswer", () => {
  const photo = { url: "/images/a.svg", alt: "A", width: 800, height: 1000, href: null };

  it("takes an answer of the gallery's shape, without keys it does not know", () => {
    expect(readGalleryAnswer({ masterId: "AB12CD34", photos: [{ ...photo, extra: 1 }] })).toEqual({
      masterId: "AB12CD34",
      photos: [photo],
    });
  });

  it("refuses another shape: outside pictures or links, bad sizes, too many photos", () => {
    const refused = [
      null,
      { masterId: null },
      { masterId: 7, photos: [] },
      { masterId: null, photos: [{ ...photo, url: "https://cdn.example.com/a.jpg" }] },
      { masterId: null, photos: [{ ...photo, url: "//cdn.example.com/a.jpg" }] },
      { masterId: null, photos: [{ ...photo, href: "https://elsewhere.example/p" }] },
      { masterId: null, photos: [{ ...photo, width: 0 }] },
      { masterId: null, photos: [{ ...photo, height: 1.5 }] },
      { masterId: null, photos: Array.from({ length: GALLERY_PHOTOS_SHOWN + 1 }, () => photo) },
    ];
    for (const body of refused) expect(() => readGalleryAnswer(body)).toThrow();
  });
});

describe("galleryQueryOf", () => {
  it("reads a product, a category or neither, and refuses malformed ids", () => {
    expect(galleryQueryOf(new URLSearchParams("productId=AB12CD34"))).toEqual({
      productId: "AB12CD34",
    });
    expect(galleryQueryOf(new URLSearchParams("categoryId=12345"))).toEqual({
      categoryId: "12345",
    });
    expect(galleryQueryOf(new URLSearchParams(""))).toEqual({ featured: true });
    expect(galleryQueryOf(new URLSearchParams("productId=../x"))).toEqual({ invalid: true });
    expect(galleryQueryOf(new URLSearchParams("categoryId=abc"))).toEqual({ invalid: true });
  });
});

describe("loadGalleryPhotos", () => {
  it("reads the product's details for a product page", async () => {
    const { api, calls } = fakeApi(() => productDetailsFixture());
    const answer = await loadGalleryPhotos(api, "fr-ca", { productId: "AB12CD34" });
    expect(calls).toEqual([
      {
        path: "/products/v2/products/:productId/details",
        input: { params: { productId: "AB12CD34" }, query: { locale: "fr-ca" } },
      },
    ]);
    expect(answer.masterId).toBe("AB12CD34");
  });

  it("reads the category's listing, or the best-rated products when the page has neither", async () => {
    const { api, calls } = fakeApi(() => ({ products: tilesFixture(3) }));
    expect((await loadGalleryPhotos(api, "en-us", { categoryId: "12345" })).photos).toHaveLength(3);
    await loadGalleryPhotos(api, "en-us", { featured: true });
    expect(calls.map((call) => call.input)).toEqual([
      { query: { locale: "en-us", categoryId: "12345", count: GALLERY_PHOTOS_SHOWN } },
      { query: { locale: "en-us", sort: "top-rated", count: GALLERY_PHOTOS_SHOWN } },
    ]);
  });

  it("answers no photos for an unknown product or a malformed query, and lets a 5xx through", async () => {
    const missing = fakeApi(() => {
      throw new ApiError(404, [{ errorId: "PLP400", message: "no such product" }], null);
    });
    expect(await loadGalleryPhotos(missing.api, "en-us", { productId: "ZZZZZZZZ" })).toEqual({
      masterId: null,
      photos: [],
    });
    const none = fakeApi(() => productDetailsFixture());
    expect((await loadGalleryPhotos(none.api, "en-us", { invalid: true })).photos).toEqual([]);
    expect(none.calls).toEqual([]);
    const down = fakeApi(() => {
      throw new ApiError(503, [{ errorId: "GEN503", message: "busy" }], null);
    });
    await expect(loadGalleryPhotos(down.api, "en-us", { featured: true })).rejects.toThrow("busy");
  });
});
