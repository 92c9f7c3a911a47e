import { productImageSrcSet } from "@ridgeline/contract";

/** Slot widths of the shop's grids, for `sizes`: 2 columns on phones, 3 on tablets, 4 wide. */
export const GRID_IMAGE_SIZES = "(min-width: 1024px) 25vw, (min-width: 768px) 33vw, 50vw";
/** The product page's main picture: the full width on phones, half the page from 1024 px. */
export const PAGE_IMAGE_SIZES = "(min-width: 1024px) 50vw, 100vw";

interface Props {
  image: { url: string; alt: string; width: number; height: number };
  /** The slot's width per viewport, as `sizes` says it. */
  sizes: string;
  /**
   * The page's largest picture in the first screen (its LCP element): fetched at once and
   * first. Every other picture waits until it nears the viewport.
   */
  priority?: boolean;
  alt?: string;
}

/**
 * A product picture sized for its slot: `srcset` offers the media area's widths (`?w=`), the
 * width and height keep its box while it loads (no layout shift), and only the LCP picture is
 * eager (decision 0047).
 */
/** Each picture's `srcset`, by its image object: a listing's are parts of a shared answer. */
const srcSets = new WeakMap<Props["image"], string>();

function srcSetOf(image: Props["image"]): string {
  let srcSet = srcSets.get(image);
  if (srcSet === undefined) {
    srcSet = productImageSrcSet(image.url, image.width);
    srcSets.set(image, srcSet);
  }
  return srcSet;
}

export function ProductImage({ image, sizes, priority = false, alt = image.alt }: Props) {
  return (
    <img
      src={image.url}
      srcSet={srcSetOf(image)}
      sizes={sizes}
      alt={alt}
      width={image.width}
      height={image.height}
      loading={priority ? "eager" : "lazy"}
      // "auto" is the default: a grid's other pictures need not say it.
      fetchPriority={priority ? "high" : undefined}
      decoding={priority ? "sync" : "async"}
    />
  );
}
