import { galleryPhotosPath } from "./gallery-request";
import type { GalleryProvider, StoreGalleryProvider } from "./gallery-types";
import { olapicGallery, widgetGallery } from "./external-galleries";
import { consentAllows, type ConsentCategory, type ProviderConfig } from "./provider-config";
import { httpsOrigin } from "./script-url";
import { readGalleryPhotos } from "./store-gallery";

export type {
  GalleryRequest,
  GalleryProvider,
  StoreGalleryProvider,
  ExternalGalleryProvider,
} from "./gallery-types";

/** The built-in gallery: the page's product's photos, its category's, or featured ones. */
export const STORE_GALLERY: StoreGalleryProvider = {
  kind: "store",
  photos: (request) => readGalleryPhotos(galleryPhotosPath(request.locale, request.ids)),
};

export type GalleryKind = "olapic" | "widgetGallery";

/**
 * The gallery service a block uses: the real provider only when it is configured (an https
 * origin) and the consent category it needs is granted; otherwise the built-in one. Decided in
 * render from the page's scope, so the server and the browser decide alike.
 */
export function galleryProviderFor(
  kind: GalleryKind,
  config: ProviderConfig,
  allows: (category: ConsentCategory) => boolean = consentAllows,
): GalleryProvider {
  const provider = config[kind];
  if (!provider || !httpsOrigin(provider.origin) || !allows(provider.consentCategory))
    return STORE_GALLERY;
  if (kind === "olapic" && config.olapic) return olapicGallery(config.olapic);
  if (kind === "widgetGallery" && config.widgetGallery) return widgetGallery(config.widgetGallery);
  return STORE_GALLERY;
}
