import type { CSSProperties, ReactNode } from "react";
import type { ResolvedBlocks } from "@ridgeline/contract";
import { BlockStylesheet } from "../shared/BlockStylesheet";
import { Heading } from "../shared/Heading";
import { RichText } from "../shared/RichText";
import { background } from "../shared/block-style";
import css from "./accordion.css?url";
import { accordionClasses, accordionPaddings } from "./accordion-style";

/**
 * An accordion (001 §3): each item a `<details>` whose `<summary>` holds its icon and title, so
 * it opens by mouse, touch and keyboard (Enter, Space) with no code at all; plus or chevron
 * markers, an optional divider under the last item, paddings per breakpoint, default or compact.
 */
export function Accordion({ block }: { block: ResolvedBlocks["accordion"] }): ReactNode {
  const paddings = accordionPaddings(block.paddings);
  const style = {
    ...background(block.backgroundColor),
    "--acc-pad-sm": paddings.sm,
    "--acc-pad-md": paddings.md,
    "--acc-pad-lg": paddings.lg,
  } as CSSProperties;
  return (
    <section className={accordionClasses(block)} style={style}>
      <BlockStylesheet href={css} />
      <Heading
        className="accordion__heading"
        text={block.title}
        html={block.titleHtml}
        color={block.titleColor}
        styleName={block.titleStyle}
        hidden={block.hideTitle}
      />
      <RichText className="accordion__intro" html={block.richText} />
      <div className="accordion__items">
        {block.accordions.map((item, index) => (
          <details key={`${item.title}-${index}`} className="accordion__item">
            <summary className="accordion__summary">
              {item.icon ? (
                <span
                  className={`accordion__icon content-icon content-icon--${item.icon}`}
                  aria-hidden="true"
                />
              ) : null}
              <span className="accordion__title">{item.title}</span>
              <span className="accordion__marker" aria-hidden="true" />
            </summary>
            <RichText className="accordion__panel" html={item.richText} />
          </details>
        ))}
      </div>
    </section>
  );
}
