import type { ReactNode } from "react";
import type { ResolvedBlocks } from "@ridgeline/contract";
import { BlockStylesheet } from "../shared/BlockStylesheet";
import { ContentLink } from "../shared/ContentLink";
import { Heading } from "../shared/Heading";
import { background } from "../shared/block-style";
import css from "./multi-link-card.css?url";

/** One text link of the card (the contract's `link`). */
interface CardLink {
  id?: string | undefined;
  text: string;
  url: string;
  targetAttribute?: "_self" | "_blank" | undefined;
}

/**
 * The card's links. The contract's type of `targets` is `undefined` here (the block's own
 * `targets` meets the common fields' buttons in a spread); the parsed value is its list of links.
 */
function cardLinks(block: ResolvedBlocks["multiLinkCard"]): CardLink[] {
  const targets: unknown = block.targets;
  return Array.isArray(targets) ? (targets as CardLink[]) : [];
}

/**
 * A multi-link card (001 §2, §3): an image with its title over it (a link when the card has a
 * title target) and a list of text links, aligned left or centred. A video's poster stands in
 * for its video: the card has no code in the browser, so nothing of it moves.
 */
export function MultiLinkCard({ block }: { block: ResolvedBlocks["multiLinkCard"] }): ReactNode {
  const media = block.media;
  const links = cardLinks(block);
  const image = media?.kind === "video" ? media.poster : media?.url;
  const sized = Boolean(media?.width && media.height);
  const title = block.titleHtml ? (
    <span dangerouslySetInnerHTML={{ __html: block.titleHtml }} />
  ) : (
    block.title
  );
  return (
    <article
      className={`multi-link-card multi-link-card--${block.alignment ?? "left"}`}
      style={background(block.backgroundColor)}
    >
      <BlockStylesheet href={css} />
      <div className={`multi-link-card__media${sized ? "" : " multi-link-card__media--unsized"}`}>
        {image ? (
          <img
            className="multi-link-card__image"
            src={image}
            alt={media?.alt ?? ""}
            width={media?.width}
            height={media?.height}
            loading="lazy"
            decoding="async"
          />
        ) : null}
        {block.title || block.titleHtml ? (
          <div className="multi-link-card__overlay">
            <Heading
              className="multi-link-card__title"
              color={block.titleColor}
              styleName={block.titleStyle ?? "title"}
              hidden={block.hideTitle}
            >
              {block.titleTarget ? (
                <ContentLink url={block.titleTarget.url} className="multi-link-card__title-link">
                  {title}
                </ContentLink>
              ) : (
                title
              )}
            </Heading>
          </div>
        ) : null}
      </div>
      {links.length > 0 ? (
        <ul className="multi-link-card__links">
          {links.map((link, index) => (
            <li key={`${link.id ?? link.url}-${index}`}>
              <ContentLink
                url={link.url}
                target={link.targetAttribute}
                className="multi-link-card__link"
              >
                {link.text}
              </ContentLink>
            </li>
          ))}
        </ul>
      ) : null}
    </article>
  );
}
