import type { ReactNode } from "react";
import type { BlockProps } from "../block-context";
import { BlockStylesheet } from "../shared/BlockStylesheet";
import { SocialGallery } from "../providers/SocialGallery";
import css from "./widget-gallery.css?url";

/**
 * The second social gallery (001 §3, §7): by container id; its provider's widget script comes
 * from a configured base URL with the container id, the locale and, on a product page, the
 * style id read from the product (once per page). Created as soon as it mounts.
 */
export function WidgetGallery({ block }: BlockProps<"widgetGallery">): ReactNode {
  return (
    <>
      <BlockStylesheet href={css} />
      <SocialGallery
        kind="widgetGallery"
        block={block}
        delayMs={0}
        className="content-gallery--widget"
      />
    </>
  );
}
