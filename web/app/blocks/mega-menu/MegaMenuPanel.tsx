import type { ReactNode } from "react";
import { Blocks } from "../Blocks";
import { ContentLink } from "../shared/ContentLink";
import {
  l2Columns,
  l3Links,
  shopAllLink,
  trackTopNavLink,
  type MenuL1,
  type MenuL2,
  type ShopAllWords,
} from "./mega-menu-items";

/** A visual selector's square picture, in CSS pixels (its box is kept while it loads). */
const SELECTOR_SIZE_PX = 96;

/** An L2 section: its title (a link when it has a target) and its L3 links (001 §2). */
function Section({ section }: { section: MenuL2 }): ReactNode {
  const featured = section.menuStyle === "featured";
  return (
    <div className={`mega-menu__section${featured ? " mega-menu__section--featured" : ""}`}>
      {section.target ? (
        <ContentLink
          url={section.target.url}
          target={section.target.targetAttribute}
          className="mega-menu__l2"
          onClick={() => trackTopNavLink(section.title, 2, section.target?.url ?? "")}
        >
          {section.title}
        </ContentLink>
      ) : (
        <p className="mega-menu__l2">{section.title}</p>
      )}
      <ul className="mega-menu__links">
        {l3Links(section).map((link) => (
          <li key={link.key}>
            <ContentLink
              url={link.url}
              target={link.targetAttribute}
              className={`mega-menu__l3${featured ? " mega-menu__l3--featured" : ""}`}
              onClick={() => trackTopNavLink(link.title, 3, link.url)}
            >
              {link.icon ? (
                <span
                  className={`mega-menu__l3-icon content-icon content-icon--${link.icon}`}
                  aria-hidden="true"
                />
              ) : null}
              {link.title}
            </ContentLink>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * An L1's panel (001 §2): the "shop all" link (unless hidden on large screens), the L2 columns
 * and the banner one sixth wide each, the visual selectors, and a close button. It is shown by
 * the menu's state (`open`), or before the page runs by CSS on hover and focus.
 */
export function MegaMenuPanel(props: {
  id: string;
  item: MenuL1;
  open: boolean;
  words: ShopAllWords;
  closeLabel: string;
  onClose: () => void;
}): ReactNode {
  const { item } = props;
  const shopAll = shopAllLink(item, "lg", props.words);
  const selectors = item.visualSelectors ?? [];
  return (
    <div id={props.id} className="mega-menu__panel" data-open={props.open ? "" : undefined}>
      <div className="mega-menu__panel-inner">
        {shopAll ? (
          <ContentLink
            url={shopAll.url}
            target={shopAll.targetAttribute}
            className="mega-menu__shop-all"
            onClick={() => trackTopNavLink(shopAll.title, 1, shopAll.url)}
          >
            {shopAll.title}
          </ContentLink>
        ) : null}
        <div className="mega-menu__row">
          {l2Columns(item).map((sections, index) => (
            <div key={sections[0]?.id ?? index} className="mega-menu__column">
              {sections.map((section) => (
                <Section key={section.id} section={section} />
              ))}
            </div>
          ))}
          {item.menuBanner ? (
            <div className="mega-menu__banner">
              <Blocks blocks={[item.menuBanner]} nested />
            </div>
          ) : null}
          {selectors.length > 0 ? (
            <div className="mega-menu__selectors">
              {item.visualSelectorsTitle ? (
                <p className="mega-menu__selectors-title">{item.visualSelectorsTitle}</p>
              ) : null}
              <ul className="mega-menu__selector-list">
                {selectors.map((selector, index) => (
                  <li key={`${selector.target.url}-${index}`}>
                    <ContentLink
                      url={selector.target.url}
                      target={selector.target.targetAttribute}
                      className="mega-menu__selector"
                      onClick={() => trackTopNavLink(selector.title, 2, selector.target.url)}
                    >
                      {/* The title names the link; the picture only illustrates it. */}
                      <img
                        className="mega-menu__selector-image"
                        src={selector.mediaObject.url}
                        alt=""
                        title={selector.mediaObject.seoTitle}
                        width={SELECTOR_SIZE_PX}
                        height={SELECTOR_SIZE_PX}
                        loading="lazy"
                        decoding="async"
                      />
                      <span className="mega-menu__selector-title">{selector.title}</span>
                    </ContentLink>
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
        </div>
        <button
          type="button"
          className="mega-menu__close"
          aria-label={props.closeLabel}
          onClick={props.onClose}
        >
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
            <path d="m6 6 12 12M18 6 6 18" stroke="currentColor" strokeWidth="1.8" />
          </svg>
        </button>
      </div>
    </div>
  );
}
