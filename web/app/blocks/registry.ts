import type { ComponentType } from "react";
import type { ContentType, ResolvedBlocks } from "@ridgeline/contract";
import { deferredIsland } from "../lib/deferred-island";

/** What a block's component is given: its resolved document. */
export interface BlockProps<K extends ContentType> {
  block: ResolvedBlocks[K];
}

/**
 * How a block's code reaches the browser (issue 28 "Light", decision 0093):
 * - `never`: nothing to answer (a picture, rich text): the server's HTML stays, no code comes;
 * - `used`: code when the shopper points at, touches, focuses or clicks it (the click is held
 *   and made again: a linked card's promotion click);
 * - `near`: code when it scrolls near (carousels that rotate, forms, galleries);
 * - `now`: code with the page (what moves or shows by itself at once: pop-up, promo bar).
 */
export type BlockLoading = "never" | "used" | "near" | "now";

type Loader<K extends ContentType> = () => Promise<ComponentType<BlockProps<K>>>;

function entry<K extends ContentType>(
  load: Loader<K>,
  loading: BlockLoading,
): ComponentType<BlockProps<K>> {
  return deferredIsland(
    load,
    loading === "now" ? { until: "near", margin: "100000px" } : { until: loading },
  );
}

/**
 * Every display block by its content type: one folder per block (`blocks/<kebab-name>/`), its
 * component loaded on its own, so a page fetches the code of the blocks it renders and no other.
 * Types not listed here are not display blocks (pages, menus, footers are read by their pages).
 */
export const BLOCKS: { [K in ContentType]?: ComponentType<BlockProps<K>> } = {
  // Static: nothing to answer, no code in the browser.
  picture: entry(() => import("./picture/Picture").then((m) => m.Picture), "never"),
  spacer: entry(() => import("./spacer/Spacer").then((m) => m.Spacer), "never"),
  richTextBlock: entry(
    () => import("./rich-text-block/RichTextBlock").then((m) => m.RichTextBlock),
    "used",
  ),
};

export { entry as blockEntry };
