import type { GalleryAnswer } from "./gallery-photos";
import type { PageIds } from "./gallery-request";

/** What a social gallery shows, as its block asks for it. */
export interface GalleryRequest {
  containerId: string;
  /** The site locale (`fr-ca`). */
  locale: string;
  /** The page's product or category (from its path). */
  ids: PageIds;
  /** The first provider's filter, its placeholders replaced (001 §7). */
  filter: string;
}

/**
 * A social gallery service (001 §7). The built-in one (`store`) answers photos of the store's
 * own media, which the block draws itself; a real provider (`external`) creates its widget in
 * the block's container from its own script, and answers how to destroy it.
 */
export type GalleryProvider =
  | { kind: "store"; photos(request: GalleryRequest): Promise<GalleryAnswer> }
  | {
      kind: "external";
      name: string;
      create(container: HTMLElement, request: GalleryRequest): Promise<() => void>;
    };

export type StoreGalleryProvider = Extract<GalleryProvider, { kind: "store" }>;
export type ExternalGalleryProvider = Extract<GalleryProvider, { kind: "external" }>;
