import type { ReactNode, RefObject } from "react";
import { useT } from "../../lib/i18n";
import { ProductImage } from "../../ui/ProductImage";
import { ContentLink } from "../shared/ContentLink";
import { GALLERY_PHOTOS_SHOWN } from "./gallery-photos";
import type { GalleryProvider } from "./gallery-provider";
import type { GalleryView } from "./use-gallery";

/** The grid's slot widths (4 across from tablets, 2 on phones), for `sizes`. */
const GALLERY_IMAGE_SIZES = "(min-width: 768px) 25vw, 50vw";

const SLOTS = Array.from({ length: GALLERY_PHOTOS_SHOWN }, (_, index) => index);

/**
 * A social gallery's content (001 §7): the built-in grid of the store's photos (each with its
 * alt text, linking to its product), the real provider's container, or, until either is there,
 * the grid's empty slots, so the page keeps its place. Nothing once it turned out empty.
 */
export function GalleryBody({
  provider,
  view,
  containerId,
  container,
}: {
  provider: GalleryProvider;
  view: GalleryView;
  containerId: string;
  container: RefObject<HTMLDivElement | null>;
}): ReactNode {
  const t = useT();
  if (view.status === "empty") return null;
  if (view.status === "photos") {
    return (
      <ul className="gallery-grid">
        {view.photos.map((photo) => (
          <li key={photo.url} className="gallery-grid__item">
            {photo.href ? (
              <ContentLink url={photo.href} className="gallery-grid__link">
                <ProductImage image={photo} sizes={GALLERY_IMAGE_SIZES} />
              </ContentLink>
            ) : (
              <ProductImage image={photo} sizes={GALLERY_IMAGE_SIZES} />
            )}
          </li>
        ))}
      </ul>
    );
  }
  if (provider.kind === "external") {
    // The provider's script draws here; React keeps no children of its own in it.
    return <div id={containerId} ref={container} className="gallery-widget" />;
  }
  return (
    <div className="gallery-grid gallery-grid--waiting">
      <span className="visually-hidden">{t("blocks.loading")}</span>
      {SLOTS.map((slot) => (
        <span key={slot} className="gallery-grid__slot" aria-hidden="true" />
      ))}
    </div>
  );
}
