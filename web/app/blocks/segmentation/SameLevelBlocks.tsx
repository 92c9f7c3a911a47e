import type { ReactNode } from "react";
import type { ResolvedChild } from "@ridgeline/contract";
import { Blocks } from "../Blocks";
import { HeadingLevelContext, useHeadingLevel } from "../block-context";

/**
 * The blocks a block without a heading of its own passes through (segmentation, experience,
 * filter block): nested, so the list is a block's children, but at the level the wrapper was
 * given, since there is no heading of the wrapper's above them (001 §2: a page's first element
 * stays its h1, and no level is skipped).
 */
export function SameLevelBlocks(props: {
  blocks: readonly ResolvedChild[] | undefined;
  className?: string;
}): ReactNode {
  const level = useHeadingLevel();
  return (
    <HeadingLevelContext value={level - 1}>
      <Blocks blocks={props.blocks} nested className={props.className} />
    </HeadingLevelContext>
  );
}
