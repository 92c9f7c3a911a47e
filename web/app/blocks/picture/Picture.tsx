import type { ReactNode } from "react";
import type { BlockProps } from "../block-context";
import { BlockStylesheet } from "../shared/BlockStylesheet";
import pictureCss from "./picture.css?url";

/** A picture (001 §3): url, alt, width and height, so the page keeps its place while it loads. */
export function Picture({ block }: BlockProps<"picture">): ReactNode {
  return (
    <figure className="content-picture">
      <BlockStylesheet href={pictureCss} />
      <img
        className="content-picture__image"
        src={block.url}
        alt={block.alt}
        width={block.width}
        height={block.height}
        loading="lazy"
        decoding="async"
      />
      {block.caption && block.caption.captionPosition !== "off" ? (
        <figcaption
          className={`content-picture__caption content-picture__caption--${block.caption.captionPosition}`}
        >
          {block.caption.captionText}
        </figcaption>
      ) : null}
    </figure>
  );
}
