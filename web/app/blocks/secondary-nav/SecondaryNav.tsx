import { useId, useState, type CSSProperties, type ReactNode } from "react";
import { useT } from "../../lib/i18n";
import { useHydrated } from "../../lib/use-hydrated";
import type { BlockProps } from "../block-context";
import { BlockStylesheet } from "../shared/BlockStylesheet";
import { ContentLink } from "../shared/ContentLink";
import { Heading } from "../shared/Heading";
import { background, colorValue } from "../shared/block-style";
import css from "./secondary-nav.css?url";

/**
 * A link of the document (the contract's `link`). Read through this type because the
 * contract's TypeScript type of `targets` is the common buttons' type intersected with the
 * block's own (its runtime schema takes the block's own, the links).
 */
export interface NavTarget {
  id?: string | undefined;
  text: string;
  url: string;
  targetAttribute?: "_self" | "_blank" | undefined;
}
type Target = NavTarget;

function Links(props: { targets: readonly Target[]; onSelect?: () => void }): ReactNode {
  return (
    <ul className="content-secondary-nav__links">
      {props.targets.map((target, index) => (
        <li key={target.id ?? `${target.url}-${index}`}>
          <ContentLink
            url={target.url}
            target={target.targetAttribute}
            className="content-secondary-nav__link"
            onClick={props.onSelect}
          >
            {target.text}
          </ContentLink>
        </li>
      ))}
    </ul>
  );
}

/**
 * The small screens' list (001 §4 "Secondary nav, mobile list": collapsed or open, a selected
 * link closes it). Before the page runs it is a `<details>`, which opens without JavaScript;
 * once it runs, a button with `aria-expanded` in the same place and size.
 */
function Collapsible(props: { label: string; targets: readonly Target[] }): ReactNode {
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const listId = useId();
  const sign = <span className="content-secondary-nav__sign" aria-hidden="true" />;
  if (!hydrated) {
    return (
      <details className="content-secondary-nav__narrow">
        <summary className="content-secondary-nav__toggle">
          {props.label}
          {sign}
        </summary>
        <Links targets={props.targets} />
      </details>
    );
  }
  return (
    <div className="content-secondary-nav__narrow">
      <button
        type="button"
        className="content-secondary-nav__toggle"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen(!open)}
      >
        {props.label}
        {sign}
      </button>
      <div id={listId} hidden={!open}>
        <Links targets={props.targets} onSelect={() => setOpen(false)} />
      </div>
    </div>
  );
}

/**
 * The secondary navigation (001 §2, §3): a title and a list of links, with an optional divider
 * between them; alignment "right" spreads title and links apart. On small screens the list
 * collapses under a toggle named by the title.
 */
export function SecondaryNav({ block }: BlockProps<"secondaryNav">): ReactNode {
  const t = useT();
  const label = block.title ?? t("blocks.menu");
  const targets = (block.targets ?? []) as unknown as readonly NavTarget[];
  const classes = [
    "content-secondary-nav",
    `content-secondary-nav--${block.alignment ?? "left"}`,
    block.divider ? "content-secondary-nav--divider" : "",
  ];
  return (
    <nav
      className={classes.filter(Boolean).join(" ")}
      aria-label={label}
      style={
        {
          ...background(block.backgroundColor),
          "--secondary-nav-title": colorValue(block.titleColor),
        } as CSSProperties
      }
    >
      <BlockStylesheet href={css} />
      <div className="content-secondary-nav__wide">
        <Heading
          className="content-secondary-nav__title"
          text={block.title}
          html={block.titleHtml}
          styleName={block.titleStyle}
          hidden={block.hideTitle}
        />
        {block.divider && block.title ? (
          <span className="content-secondary-nav__divider" aria-hidden="true" />
        ) : null}
        <Links targets={targets} />
      </div>
      <Collapsible label={label} targets={targets} />
    </nav>
  );
}
