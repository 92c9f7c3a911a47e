import { useEffect, useState, type RefObject } from "react";
import type { GalleryPhoto } from "./gallery-photos";
import {
  STORE_GALLERY,
  type GalleryProvider,
  type GalleryRequest,
  type StoreGalleryProvider,
} from "./gallery-provider";

/**
 * What a gallery shows: nothing yet (its place kept), the built-in photos, the provider's
 * widget in its container, or nothing at all (no photos, or a failure: logged only, 001 §8).
 */
export type GalleryView =
  | { status: "waiting" }
  | { status: "photos"; photos: GalleryPhoto[] }
  | { status: "widget" }
  | { status: "empty" };

const WAITING: GalleryView = { status: "waiting" };
const EMPTY: GalleryView = { status: "empty" };
const WIDGET: GalleryView = { status: "widget" };

/**
 * Runs a gallery service for a mounted block and answers how to stop it: after `delayMs` (the
 * first provider's GALLERY_CREATE_DELAY_MS) the built-in service's photos are read, or the
 * provider's widget is created in the container; stopping (the block unmounts: the shopper
 * leaves) cancels what has not happened yet and destroys the widget. A provider that fails
 * falls back to the built-in photos; every failure is logged only (001 §8).
 */
export function startGallery(options: {
  provider: GalleryProvider;
  request: GalleryRequest;
  delayMs: number;
  container: () => HTMLElement | null;
  show: (view: GalleryView) => void;
  store?: StoreGalleryProvider;
}): () => void {
  const { provider, request, show } = options;
  const store = options.store ?? STORE_GALLERY;
  const name = `gallery ${request.containerId}`;
  let live = true;
  let destroy: (() => void) | null = null;
  const showPhotos = () =>
    store.photos(request).then(
      (answer) => {
        if (live)
          show(answer.photos.length > 0 ? { status: "photos", photos: answer.photos } : EMPTY);
      },
      (error: unknown) => {
        console.warn(`${name}: the photos did not load`, error);
        if (live) show(EMPTY);
      },
    );
  const timer = setTimeout(() => {
    const element = options.container();
    if (provider.kind === "store" || !element) {
      void showPhotos();
      return;
    }
    provider.create(element, request).then(
      (destroyWidget) => {
        if (!live) return destroyWidget();
        destroy = destroyWidget;
        show(WIDGET);
      },
      (error: unknown) => {
        console.warn(`${name}: ${provider.name} did not load`, error);
        if (live) void showPhotos();
      },
    );
  }, options.delayMs);
  return () => {
    live = false;
    clearTimeout(timer);
    try {
      destroy?.();
    } catch (error) {
      console.warn(`${name}: the widget did not close`, error);
    }
  };
}

/** `startGallery` for a block: from mount to unmount, its view as state. */
export function useGallery(
  provider: GalleryProvider,
  request: GalleryRequest,
  delayMs: number,
  container: RefObject<HTMLElement | null>,
): GalleryView {
  const [view, setView] = useState<GalleryView>(WAITING);
  useEffect(
    () =>
      startGallery({
        provider,
        request,
        delayMs,
        container: () => container.current,
        show: setView,
      }),
    [provider, request, delayMs, container],
  );
  return view;
}
