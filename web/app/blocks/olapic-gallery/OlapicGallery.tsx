import type { ReactNode } from "react";
import { GALLERY_CREATE_DELAY_MS } from "@ridgeline/contract";
import type { BlockProps } from "../block-context";
import { BlockStylesheet } from "../shared/BlockStylesheet";
import { SocialGallery } from "../providers/SocialGallery";
import css from "./olapic-gallery.css?url";

/**
 * The first social gallery (001 §3, §7): by container id, with a filter whose PRODUCT_ID and
 * CATEGORY placeholders are replaced from the page's path; created GALLERY_CREATE_DELAY_MS
 * after it mounts and destroyed when the shopper leaves.
 */
export function OlapicGallery({ block }: BlockProps<"olapicGallery">): ReactNode {
  return (
    <>
      <BlockStylesheet href={css} />
      <SocialGallery
        kind="olapic"
        block={block}
        delayMs={GALLERY_CREATE_DELAY_MS}
        className="content-gallery--olapic"
      />
    </>
  );
}
