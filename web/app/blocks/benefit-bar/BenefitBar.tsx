import { useState, type CSSProperties, type ReactNode } from "react";
import { CONTENT_STORAGE_KEYS } from "@ridgeline/contract";
import { useT } from "../../lib/i18n";
import type { BlockProps } from "../block-context";
import { ContentLink } from "../shared/ContentLink";
import { background, colorValue } from "../shared/block-style";
import { writeFlag } from "../shared/remembered";
import { useRememberedFlag } from "../promo-bar/use-browser-state";
import type { NavTarget } from "../secondary-nav/SecondaryNav";

/** The info icon's square, in CSS pixels (its box is kept while it loads). */
const INFO_ICON_PX = 16;

/** A line of text: its sanitised rich form when the document has one, else its plain text. */
function TextLine(props: {
  className: string;
  text: string | undefined;
  html: string | undefined;
  color: string | undefined;
}): ReactNode {
  const style = props.color ? { color: colorValue(props.color) } : undefined;
  if (props.html)
    return (
      <p
        className={props.className}
        style={style}
        dangerouslySetInnerHTML={{ __html: props.html }}
      />
    );
  return props.text ? (
    <p className={props.className} style={style}>
      {props.text}
    </p>
  ) : null;
}

/**
 * The benefit bar (001 §3, §4): a logo, a title and subtitle with an optional info icon, and
 * links, over a colour or a background picture, aligned left, centre or right. With
 * `showCloseButton` it stays until the shopper closes it, which is remembered
 * (`benefitBarClosed`): on later pages the bar hides itself once the page runs, taking its own
 * room only (nothing above it moves).
 */
export function BenefitBar({ block }: BlockProps<"benefitBar">): ReactNode {
  const t = useT();
  const [closedNow, setClosedNow] = useState(false);
  const remembered = useRememberedFlag(CONTENT_STORAGE_KEYS.benefitBarClosed);
  if (block.showCloseButton && (closedNow || remembered)) return null;
  const style: CSSProperties = {
    ...background(block.backgroundColor),
    ...(block.backgroundImage ? { backgroundImage: `url("${block.backgroundImage}")` } : {}),
  };
  // Links (the contract's `link`): see NavTarget for why they are read through that type.
  const targets = (block.targets ?? []) as unknown as readonly NavTarget[];
  // The title names the bar; the document's `name` is the editors' own and never shown.
  const name = block.title;
  return (
    <aside
      className={`content-benefit-bar content-benefit-bar--${block.alignment ?? "center"}${
        block.showCloseButton ? " content-benefit-bar--closable" : ""
      }`}
      style={style}
      aria-label={name}
    >
      <div className="content-benefit-bar__inner">
        {block.logo ? (
          <img
            className="content-benefit-bar__logo"
            src={block.logo.url}
            alt={block.logo.alt}
            decoding="async"
            // Not the page's main picture: low, so the server does not preload it ahead of
            // the stylesheet and the hero (React preloads an early picture otherwise).
            fetchPriority="low"
          />
        ) : null}
        <div className="content-benefit-bar__text">
          <TextLine
            className="content-benefit-bar__title"
            text={block.title}
            html={block.titleHtml}
            color={block.titleColor}
          />
          <TextLine
            className="content-benefit-bar__subtitle"
            text={block.subtitle}
            html={block.subtitleHtml}
            color={block.subtitleColor}
          />
        </div>
        {block.infoIcon ? (
          <img
            className="content-benefit-bar__info"
            src={block.infoIcon.url}
            alt=""
            width={INFO_ICON_PX}
            height={INFO_ICON_PX}
            decoding="async"
            fetchPriority="low"
          />
        ) : null}
        {targets.length > 0 ? (
          <ul className="content-benefit-bar__links">
            {targets.map((target, index) => (
              <li key={target.id ?? `${target.url}-${index}`}>
                <ContentLink
                  url={target.url}
                  target={target.targetAttribute}
                  className="content-benefit-bar__link"
                >
                  {target.text}
                </ContentLink>
              </li>
            ))}
          </ul>
        ) : null}
        {block.showCloseButton ? (
          <button
            type="button"
            className="content-benefit-bar__close"
            aria-label={name ? t("blocks.closeOf", { name }) : t("blocks.close")}
            onClick={() => {
              writeFlag(CONTENT_STORAGE_KEYS.benefitBarClosed, true);
              setClosedNow(true);
            }}
          >
            <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
              <path d="m6 6 12 12M18 6 6 18" stroke="currentColor" strokeWidth="2" />
            </svg>
          </button>
        ) : null}
      </div>
    </aside>
  );
}
