import type { ReactNode } from "react";
import type { BlockProps } from "../block-context";
import { useContentScope } from "../block-context";
import { SameLevelBlocks } from "../segmentation/SameLevelBlocks";
import { filterShows } from "./filter-block";

/**
 * Blocks shown only on some product or category pages (001 §3 "Filter block"): the page's
 * product (bySku) or category (byCategory) IN, or NOT IN, the list. Decided on the server from
 * the page's path in the content scope. Not an island (registry.ts): a static island would
 * keep its components' server HTML unhydrated for good; as it is, each component loads its
 * own code as it would anywhere else.
 */
export function FilterBlock({ block }: BlockProps<"filterBlock">): ReactNode {
  const { path } = useContentScope();
  if (!filterShows(block, path)) return null;
  return <SameLevelBlocks blocks={block.components} className="content-filter" />;
}
