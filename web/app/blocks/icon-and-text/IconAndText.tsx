import type { CSSProperties, ReactNode } from "react";
import type { ResolvedBlocks } from "@ridgeline/contract";
import { HeadingLevelContext, useHeadingLevel } from "../block-context";
import { childHeadingParent } from "../collection/heading-levels";
import { BlockStylesheet } from "../shared/BlockStylesheet";
import { Buttons } from "../shared/Buttons";
import { ContentLink } from "../shared/ContentLink";
import { Heading } from "../shared/Heading";
import { RichText } from "../shared/RichText";
import { background } from "../shared/block-style";
import css from "./icon-and-text.css?url";
import { iconSizePx } from "./icon-sizes";

/**
 * Icon and text (001 §3): items of an icon, a title (a link when the item has a target) and rich
 * text, with the icon left of the text, above it, or in one column; icons small, medium or large.
 * Item titles are headings one level below the block's own title.
 */
export function IconAndText({ block }: { block: ResolvedBlocks["iconAndText"] }): ReactNode {
  const level = useHeadingLevel();
  const hasTitle = Boolean(block.title || block.titleHtml);
  const size = iconSizePx(block.iconSize);
  return (
    <section
      className={`icon-and-text icon-and-text--${block.variant} icon-and-text--icon-${block.iconSize}`}
      style={{ ...background(block.backgroundColor), "--iat-icon": `${size}px` } as CSSProperties}
    >
      <BlockStylesheet href={css} />
      <Heading
        className="icon-and-text__heading"
        text={block.title}
        html={block.titleHtml}
        color={block.titleColor}
        styleName={block.titleStyle}
        hidden={block.hideTitle}
      />
      <RichText className="icon-and-text__intro" html={block.richText} />
      <ul className="icon-and-text__items">
        {block.items.map((item, index) => (
          <li key={`${item.title}-${index}`} className="icon-and-text__item">
            <img
              className="icon-and-text__icon"
              src={item.icon.url}
              alt={item.icon.alt ?? ""}
              width={size}
              height={size}
              loading="lazy"
              decoding="async"
            />
            <div className="icon-and-text__text">
              <HeadingLevelContext value={childHeadingParent(level, hasTitle) + 1}>
                <Heading className="icon-and-text__title">
                  {item.target ? (
                    <ContentLink url={item.target} className="icon-and-text__link">
                      {item.title}
                    </ContentLink>
                  ) : (
                    item.title
                  )}
                </Heading>
              </HeadingLevelContext>
              <RichText className="icon-and-text__rich-text" html={item.richText} />
            </div>
          </li>
        ))}
      </ul>
      <Buttons
        targets={block.targets}
        linkType={block.linkType}
        equalSize={block.equalTargetSize}
      />
    </section>
  );
}
