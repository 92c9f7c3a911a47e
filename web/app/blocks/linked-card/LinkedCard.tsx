import { useEffect, useRef, type CSSProperties, type MouseEvent, type ReactNode } from "react";
import type { ResolvedBlocks } from "@ridgeline/contract";
import { HeadingLevelContext, useContentScope, useHeadingLevel } from "../block-context";
import { BlockStylesheet } from "../shared/BlockStylesheet";
import { Buttons } from "../shared/Buttons";
import { ContentLink } from "../shared/ContentLink";
import { Heading } from "../shared/Heading";
import { RichText } from "../shared/RichText";
import { onceInView, promotionImpression } from "../shared/promotion";
import { colorValue } from "../shared/block-style";
import { LinkedCardVideo } from "./LinkedCardVideo";
import { recordCardClick } from "./card-click";
import css from "./linked-card.css?url";
import {
  BADGE_SIZE_PX,
  cardBackgrounds,
  cardGradient,
  cardLayouts,
  cardLink,
  layoutClasses,
  overlayTextColor,
} from "./linked-card-layout";

/**
 * A linked card (001 §2, §3): media (an image, or a looping muted video) with an optional badge
 * at the top right, then eyebrow, title, subtitle, rich text and buttons, over the media (at its
 * foot or top) or under it, per breakpoint. The media and the title lead to the media target or
 * the first button's: one link, the title's, stretched over the card, so a keyboard meets it
 * once. Every click on a link of the card records a promotion click with the title, and the
 * card in view a promotion impression.
 */
export function LinkedCard({ block }: { block: ResolvedBlocks["linkedCard"] }): ReactNode {
  const placed = useHeadingLevel();
  const level = block.titleH1 ? 1 : placed;
  const layouts = cardLayouts(block.responsiveLayout);
  const gradient = cardGradient(block.gradient, layouts);
  const backgrounds = cardBackgrounds(block.backgroundColor);
  const link = cardLink(block);
  const media = block.media;
  const name = block.title ?? media?.alt ?? "";
  // One listener for every link of the card, the rich text's included.
  const track = (event: MouseEvent<HTMLElement>) => {
    recordCardClick(event.target, block.title, block.promotionTracking);
  };
  // A promotion impression once the card is half in view, once per page it is shown on.
  const card = useRef<HTMLElement>(null);
  const { path } = useContentScope();
  const { title, promotionTracking } = block;
  useEffect(() => {
    if (!card.current) return;
    return onceInView(card.current, () => promotionImpression(title, promotionTracking));
  }, [title, promotionTracking, path]);
  const hasTitle = Boolean(block.title || block.titleHtml);
  const titleLinked = Boolean(link && hasTitle && !block.hideTitle);

  const classes = [
    "linked-card",
    ...layoutClasses(layouts),
    `linked-card--width-${block.overlayWidth ?? "md"}`,
    ...(gradient?.breakpoints.map((bp) => `linked-card--gradient-${bp}`) ?? []),
  ];
  const style = {
    "--lc-bg-sm": backgrounds.sm,
    "--lc-bg-md": backgrounds.md,
    "--lc-bg-lg": backgrounds.lg,
    "--lc-overlay-text": overlayTextColor(block.gradient),
    "--lc-gradient-height": gradient ? `${gradient.heightPercent}%` : undefined,
    "--lc-gradient-tone": gradient?.tone,
    "--lc-badge-size": `${BADGE_SIZE_PX}px`,
  } as CSSProperties;

  // Media, gradient, badge and text share one grid cell (two rows when stacked), none of them
  // positioned, so the text paints over the media and the card's one link covers them all.
  const mediaClass = `linked-card__media${media?.width && media.height ? "" : " linked-card__media--unsized"}`;
  const titleContent = block.titleHtml ? (
    <span dangerouslySetInnerHTML={{ __html: block.titleHtml }} />
  ) : (
    block.title
  );

  return (
    <article ref={card} className={classes.join(" ")} style={style} onClick={track}>
      <BlockStylesheet href={css} />
      {media?.kind === "video" ? (
        <LinkedCardVideo media={media} name={name} eager={level === 1} className={mediaClass} />
      ) : media ? (
        <img
          className={`${mediaClass} linked-card__image`}
          src={media.url}
          alt={media.alt ?? ""}
          width={media.width}
          height={media.height}
          loading={level === 1 ? "eager" : "lazy"}
          fetchPriority={level === 1 ? "high" : undefined}
          decoding="async"
        />
      ) : null}
      {gradient ? <div className="linked-card__gradient" aria-hidden="true" /> : null}
      {block.badge ? (
        <img
          className="linked-card__badge"
          src={block.badge.url}
          alt={block.badge.alt}
          width={BADGE_SIZE_PX}
          height={BADGE_SIZE_PX}
          loading="lazy"
        />
      ) : null}
      {link && !titleLinked ? (
        <ContentLink url={link.url} target={link.target} className="linked-card__link">
          <span className="visually-hidden">{name || block.targets?.[0]?.text}</span>
        </ContentLink>
      ) : null}
      <div className="linked-card__content">
        {block.eyebrowText ? (
          <p className="linked-card__eyebrow" style={{ color: colorValue(block.eyebrowTextColor) }}>
            {block.eyebrowText}
          </p>
        ) : null}
        <HeadingLevelContext value={level}>
          <Heading
            className="linked-card__title"
            color={block.titleColor}
            styleName={block.titleStyle ?? "headline"}
            hidden={block.hideTitle}
            text={block.title}
            html={titleLinked ? undefined : block.titleHtml}
          >
            {titleLinked && link ? (
              <ContentLink url={link.url} target={link.target} className="linked-card__link">
                {titleContent}
              </ContentLink>
            ) : (
              titleContent
            )}
          </Heading>
        </HeadingLevelContext>
        {block.subtitleHtml || block.subtitle ? (
          <p
            className={`linked-card__subtitle block-text--${block.subtitleStyle ?? "subtitle"}`}
            style={{ color: colorValue(block.subtitleColor) }}
            {...(block.subtitleHtml
              ? { dangerouslySetInnerHTML: { __html: block.subtitleHtml } }
              : { children: block.subtitle })}
          />
        ) : null}
        <RichText
          className="linked-card__rich-text"
          html={block.richText}
          color={block.richTextColor}
        />
        <Buttons
          className="linked-card__buttons"
          targets={block.targets}
          linkType={block.linkType}
          equalSize={block.equalTargetSize}
        />
      </div>
    </article>
  );
}
