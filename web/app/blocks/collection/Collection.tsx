import { useId, useRef, type CSSProperties, type ReactNode } from "react";
import { BREAKPOINTS, type ResolvedBlocks } from "@ridgeline/contract";
import { useT } from "../../lib/i18n";
import { Blocks } from "../Blocks";
import { HeadingLevelContext, useHeadingLevel } from "../block-context";
import { BlockStylesheet } from "../shared/BlockStylesheet";
import { Buttons } from "../shared/Buttons";
import { Heading } from "../shared/Heading";
import { RichText } from "../shared/RichText";
import { background } from "../shared/block-style";
import { CollectionArrows, CollectionControls } from "./CollectionControls";
import {
  autoplays,
  collectionSettings,
  isCarousel,
  settingsClasses,
  settingsStyle,
} from "./collection-settings";
import { childHeadingParent } from "./heading-levels";
import { useCarousel } from "./use-carousel";
import css from "./collection.css?url";

/**
 * A collection (001 §3): its items as a grid or a carousel, chosen per breakpoint. The carousel
 * is a scroll-snap track, so it moves by touch and without JavaScript and shows its first slide
 * first; the code adds arrows, dots, a progress bar and rotation (with its pause control, never
 * under reduced motion, paused on hover and focus), and pausing it pauses its videos (001 §4).
 * Items are blocks one heading level below the collection's title.
 */
export function Collection({ block }: { block: ResolvedBlocks["collection"] }): ReactNode {
  const t = useT();
  const level = useHeadingLevel();
  const headingId = useId();
  const track = useRef<HTMLUListElement>(null);
  const settings = collectionSettings(block.settings, block.variant);
  const carousel = isCarousel(settings);
  const items = block.items;
  const count = items.length;
  const center = block.variant === "highlightCenter";
  const state = useCarousel(track, settings, count, center ? "center" : "start");
  const hasTitle = Boolean(block.title || block.titleHtml);
  const some = (key: "showArrows" | "showIndicators" | "showProgress") =>
    BREAKPOINTS.some((bp) => settings[bp][key]);

  const classes = [
    "collection",
    `collection--align-${block.alignment ?? "left"}`,
    ...settingsClasses(settings),
    block.variant && block.variant !== "default" ? `collection--${block.variant}` : "",
  ].filter(Boolean);
  const style = { ...settingsStyle(settings), ...background(block.backgroundColor) };

  const body = (
    <>
      <BlockStylesheet href={css} />
      {hasTitle || block.subtitle || block.richText ? (
        <div className="collection__header">
          <div id={headingId}>
            <Heading
              className="collection__title"
              text={block.title}
              html={block.titleHtml}
              color={block.titleColor}
              styleName={block.titleStyle}
              hidden={block.hideTitle}
            />
          </div>
          {block.subtitle ? <p className="collection__subtitle">{block.subtitle}</p> : null}
          <RichText html={block.richText} />
        </div>
      ) : null}
      <div className="collection__viewport">
        {carousel && some("showArrows") ? <CollectionArrows carousel={state} /> : null}
        <ul ref={track} className="collection__track">
          {items.map((item, index) => (
            <li
              key={`${item.id}-${index}`}
              className={`collection__slide${index === state.index ? " collection__slide--current" : ""}`}
              aria-roledescription={carousel ? t("blocks.slideRole") : undefined}
              aria-label={carousel ? t("blocks.slide", { index: index + 1, count }) : undefined}
            >
              <HeadingLevelContext value={childHeadingParent(level, hasTitle)}>
                <Blocks blocks={[item]} nested />
              </HeadingLevelContext>
            </li>
          ))}
        </ul>
      </div>
      {carousel ? (
        <CollectionControls
          carousel={state}
          count={count}
          dots={some("showIndicators")}
          progress={some("showProgress")}
          pause={autoplays(settings)}
        />
      ) : null}
      <Buttons
        className="collection__buttons"
        targets={block.targets}
        linkType={block.linkType}
        equalSize={block.equalTargetSize}
      />
    </>
  );

  if (!carousel && !hasTitle)
    return (
      <div className={classes.join(" ")} style={style as CSSProperties}>
        {body}
      </div>
    );
  return (
    <section
      className={classes.join(" ")}
      style={style as CSSProperties}
      aria-roledescription={carousel ? t("blocks.carousel") : undefined}
      aria-labelledby={hasTitle ? headingId : undefined}
      aria-label={hasTitle ? undefined : t("blocks.carousel")}
      {...(carousel ? state.handlers : {})}
    >
      {body}
    </section>
  );
}
