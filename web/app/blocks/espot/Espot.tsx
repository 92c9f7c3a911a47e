import type { CSSProperties, ReactNode } from "react";
import { ESPOT_COLUMNS, type ResolvedBlocks } from "@ridgeline/contract";
import { Blocks } from "../Blocks";
import { HeadingLevelContext, useHeadingLevel } from "../block-context";
import { childHeadingParent } from "../collection/heading-levels";
import { BlockStylesheet } from "../shared/BlockStylesheet";
import { Heading } from "../shared/Heading";
import { background } from "../shared/block-style";
import css from "./espot.css?url";

/**
 * The espot grid's columns as the stylesheet reads them (001 §9: 2 sm, 3 md, 4 lg), never more
 * than it has components: one banner takes the row, not a quarter of it.
 */
const espotStyle = (count: number) =>
  ({
    "--espot-sm": Math.min(ESPOT_COLUMNS.sm, count),
    "--espot-md": Math.min(ESPOT_COLUMNS.md, count),
    "--espot-lg": Math.min(ESPOT_COLUMNS.lg, count),
  }) as CSSProperties;

/**
 * An espot (001 §7, §9): its components in a grid of 2, 3 and 4 columns by breakpoint, each a
 * block of its own (with its own code and loading) one heading level below the espot's title.
 */
export function Espot({ block }: { block: ResolvedBlocks["espot"] }): ReactNode {
  const level = useHeadingLevel();
  const hasTitle = Boolean(block.title || block.titleHtml);
  if (block.components.length === 0) return null;
  return (
    <section
      className={`espot espot--${block.placement}`}
      style={{ ...espotStyle(block.components.length), ...background(block.backgroundColor) }}
    >
      <BlockStylesheet href={css} />
      <Heading
        className="espot__heading"
        text={block.title}
        html={block.titleHtml}
        color={block.titleColor}
        styleName={block.titleStyle}
        hidden={block.hideTitle}
      />
      <HeadingLevelContext value={childHeadingParent(level, hasTitle)}>
        <Blocks blocks={block.components} nested className="espot__grid" />
      </HeadingLevelContext>
    </section>
  );
}
