import { GALLERY_CREATE_DELAY_MS } from "@ridgeline/contract";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { GalleryProvider } from "./gallery-provider";
import { forgetGalleryPhotos, readGalleryPhotos } from "./store-gallery";
import { startGallery, type GalleryView } from "./use-gallery";

const REQUEST = {
  containerId: "ugc",
  locale: "en-us",
  ids: { productId: null, categoryId: null },
  filter: "",
};

describe("readGalleryPhotos", () => {
  afterEach(forgetGalleryPhotos);
  const ANSWER = { masterId: "AB12CD34", photos: [] };

  it("asks once per path (two galleries of one product share the call)", async () => {
    const read = vi.fn(async () => ANSWER);
    const [a, b] = await Promise.all([
      readGalleryPhotos("/en-us/gallery-photos?productId=AB12CD34", read),
      readGalleryPhotos("/en-us/gallery-photos?productId=AB12CD34", read),
    ]);
    expect(a).toEqual(ANSWER);
    expect(b).toBe(a);
    expect(read).toHaveBeenCalledTimes(1);
  });

  it("refuses an answer of another shape and asks again after a failure", async () => {
    const read = vi.fn(async () => ({ photos: [{ url: "javascript:x" }] }));
    await expect(readGalleryPhotos("/x", read)).rejects.toThrow();
    await expect(readGalleryPhotos("/x", read)).rejects.toThrow();
    expect(read).toHaveBeenCalledTimes(2);
  });
});

describe("startGallery", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  const PHOTO = { url: "/images/products/A.svg", alt: "A", width: 800, height: 1000, href: null };
  const store = {
    kind: "store",
    photos: vi.fn(async () => ({ masterId: null, photos: [PHOTO] })),
  } as const;
  const container = {} as HTMLElement;

  function external(create: () => Promise<() => void>) {
    return { kind: "external", name: "olapic", create: vi.fn(create) } satisfies GalleryProvider;
  }

  it("creates the first provider's widget GALLERY_CREATE_DELAY_MS after mounting and destroys it on leaving", async () => {
    const destroy = vi.fn();
    const provider = external(async () => destroy);
    const views: GalleryView[] = [];
    const stop = startGallery({
      provider,
      request: REQUEST,
      delayMs: GALLERY_CREATE_DELAY_MS,
      container: () => container,
      show: (view) => views.push(view),
      store,
    });
    await vi.advanceTimersByTimeAsync(GALLERY_CREATE_DELAY_MS - 1);
    expect(provider.create).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(provider.create).toHaveBeenCalledWith(container, REQUEST);
    expect(views).toEqual([{ status: "widget" }]);
    stop();
    expect(destroy).toHaveBeenCalledTimes(1);
  });

  it("creates nothing when the shopper leaves before the delay, and destroys a widget that comes late", async () => {
    const early = external(async () => () => undefined);
    startGallery({
      provider: early,
      request: REQUEST,
      delayMs: 500,
      container: () => container,
      show: vi.fn(),
      store,
    })();
    await vi.advanceTimersByTimeAsync(1000);
    expect(early.create).not.toHaveBeenCalled();

    const destroy = vi.fn();
    let finish: (value: () => void) => void = () => undefined;
    const slow = external(() => new Promise((resolve) => (finish = resolve)));
    const show = vi.fn();
    const stop = startGallery({
      provider: slow,
      request: REQUEST,
      delayMs: 500,
      container: () => container,
      show,
      store,
    });
    await vi.advanceTimersByTimeAsync(500);
    stop();
    finish(destroy);
    await vi.advanceTimersByTimeAsync(0);
    expect(destroy).toHaveBeenCalledTimes(1);
    expect(show).not.toHaveBeenCalled();
  });

  it("shows the built-in photos, or them instead of a provider that failed (logged only)", async () => {
    const views: GalleryView[] = [];
    startGallery({
      provider: store,
      request: REQUEST,
      delayMs: 0,
      container: () => null,
      show: (view) => views.push(view),
      store,
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(views).toEqual([{ status: "photos", photos: [PHOTO] }]);

    const failing = external(async () => {
      throw new Error("blocked");
    });
    const after: GalleryView[] = [];
    startGallery({
      provider: failing,
      request: REQUEST,
      delayMs: 0,
      container: () => container,
      show: (view) => after.push(view),
      store,
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(after).toEqual([{ status: "photos", photos: [PHOTO] }]);
    expect(console.warn).toHaveBeenCalledWith(
      "gallery ugc: olapic did not load",
      expect.any(Error),
    );
  });

  it("shows nothing when there are no photos or they fail (logged only)", async () => {
    const empty = { kind: "store", photos: async () => ({ masterId: null, photos: [] }) } as const;
    const views: GalleryView[] = [];
    startGallery({
      provider: empty,
      request: REQUEST,
      delayMs: 0,
      container: () => null,
      show: (view) => views.push(view),
      store: empty,
    });
    const broken = { kind: "store", photos: () => Promise.reject(new Error("503")) } as const;
    startGallery({
      provider: broken,
      request: REQUEST,
      delayMs: 0,
      container: () => null,
      show: (view) => views.push(view),
      store: broken,
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(views).toEqual([{ status: "empty" }, { status: "empty" }]);
    expect(console.warn).toHaveBeenCalledTimes(1);
  });
});
