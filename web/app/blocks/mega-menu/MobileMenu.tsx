import { useCallback, useRef, useState, type ReactNode } from "react";
import { useT } from "../../lib/i18n";
import { useHydrated } from "../../lib/use-hydrated";
import { useContentScope } from "../block-context";
import { ContentLink } from "../shared/ContentLink";
import {
  l1Items,
  l2Sections,
  mobileL3Links,
  shopAllLink,
  toggleSection,
  trackMobileSection,
  trackTopNavLink,
  type MenuDocument,
  type MenuL1,
  type MenuL2,
  type MenuLink,
  type ShopAllWords,
} from "./mega-menu-items";
import { useMobileDrawer } from "./use-mobile-drawer";
import { MOBILE_MENU_CLOSE, MOBILE_MENU_ID } from "./MobileMenuToggle";

/** The drawer's id: the menu button names it as the popover it opens. */
export { MOBILE_MENU_ID };
const SELECTORS = { toggle: ".mobile-menu__toggle", close: MOBILE_MENU_CLOSE } as const;

/** An accordion's state and its toggle: open or not, and what opening it reports. */
interface Accordion {
  isOpen: (key: string) => boolean;
  toggle: (key: string, title: string, level: 1 | 2) => void;
}

function MenuLinkItem({ link, level }: { link: MenuLink; level: 1 | 2 | 3 }): ReactNode {
  return (
    <li>
      <ContentLink
        url={link.url}
        target={link.targetAttribute}
        className={`mobile-menu__link${link.shopAll ? " mobile-menu__link--shop-all" : ""}`}
        onClick={() => trackTopNavLink(link.title, level, link.url)}
      >
        {link.icon ? (
          <span className={`content-icon content-icon--${link.icon}`} aria-hidden="true" />
        ) : null}
        {link.title}
      </ContentLink>
    </li>
  );
}

/** An accordion's button and its region (shown before the page runs, so links stay reachable). */
function Section(props: {
  id: string;
  title: string;
  icon?: string | undefined;
  level: 1 | 2;
  accordion: Accordion;
  children: ReactNode;
}): ReactNode {
  const { id, accordion } = props;
  const open = accordion.isOpen(id);
  const regionId = `mobile-menu-${id}`;
  return (
    <li className={`mobile-menu__section mobile-menu__section--l${props.level}`}>
      <button
        type="button"
        className={`mobile-menu__heading mobile-menu__heading--l${props.level}`}
        aria-expanded={open}
        aria-controls={regionId}
        onClick={() => accordion.toggle(id, props.title, props.level)}
      >
        {props.icon ? (
          <span className={`content-icon content-icon--${props.icon}`} aria-hidden="true" />
        ) : null}
        <span className="mobile-menu__heading-text">{props.title}</span>
        <span className="mobile-menu__sign" aria-hidden="true" />
      </button>
      <div id={regionId} className="mobile-menu__region" hidden={!open}>
        {props.children}
      </div>
    </li>
  );
}

function L2(props: {
  section: MenuL2;
  flags: Readonly<Record<string, boolean>>;
  words: ShopAllWords;
  accordion: Accordion;
}): ReactNode {
  const { section } = props;
  const links = mobileL3Links(section, props.flags, props.words);
  if (links.length === 0) {
    return section.target ? (
      <MenuLinkItem
        link={{ key: section.id, title: section.title, url: section.target.url }}
        level={2}
      />
    ) : null;
  }
  return (
    <Section id={section.id} title={section.title} level={2} accordion={props.accordion}>
      <ul className="mobile-menu__links">
        {links.map((link) => (
          <MenuLinkItem key={link.key} link={link} level={3} />
        ))}
      </ul>
    </Section>
  );
}

function L1(props: {
  item: MenuL1;
  flags: Readonly<Record<string, boolean>>;
  words: ShopAllWords;
  accordion: Accordion;
}): ReactNode {
  const { item } = props;
  const sections = l2Sections(item);
  if (sections.length === 0) {
    return item.target ? (
      <MenuLinkItem
        link={{ key: item.id, title: item.title, url: item.target.url, icon: item.menuIcon?.icon }}
        level={1}
      />
    ) : null;
  }
  const shopAll = shopAllLink(item, "sm", props.words);
  return (
    <Section
      id={item.id}
      title={item.title}
      icon={item.menuIcon?.icon}
      level={1}
      accordion={props.accordion}
    >
      <ul className="mobile-menu__list">
        {shopAll ? <MenuLinkItem link={shopAll} level={1} /> : null}
        {sections.map((section) => (
          <L2
            key={section.id}
            section={section}
            flags={props.flags}
            words={props.words}
            accordion={props.accordion}
          />
        ))}
      </ul>
    </Section>
  );
}

/**
 * The phones' and tablets' menu (001 §2 "Mobile"): a drawer (a popover that `MobileMenuToggle`
 * opens, with or without JavaScript) where L1 and L2 are accordions reporting each expansion
 * (`topNav.onClickMobileMenuSection`), an L1 with its "shop all" link unless hidden on small
 * screens, and an L2 with a "shop all" entry when the flag `showShopAllL3sOnMobile` is on.
 * Before the page runs every section is open, so every link is reachable without JavaScript.
 * The server sends the list inside `<noscript>`: a browser that runs scripts keeps it as one
 * piece of text (a third of a page's elements were this hidden drawer), and the list is drawn
 * by this code, which the menu button brings when pressed (MobileMenuToggle).
 */
export function MobileMenu(props: {
  menu: MenuDocument;
  flags?: Readonly<Record<string, boolean>> | undefined;
}): ReactNode {
  const t = useT();
  const scope = useContentScope();
  const flags = props.flags ?? scope.flags;
  const hydrated = useHydrated();
  const drawer = useRef<HTMLElement>(null);
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(() => new Set());
  const collapse = useCallback(() => setExpanded(new Set()), []);
  useMobileDrawer(drawer, SELECTORS, collapse);
  const accordion: Accordion = {
    isOpen: (key) => !hydrated || expanded.has(key),
    toggle: (key, title, level) => {
      if (!expanded.has(key)) trackMobileSection(title, level);
      setExpanded(toggleSection(expanded, key));
    },
  };
  const words: ShopAllWords = (name) => t("blocks.shopAllOf", { name });
  const list = (
    <ul className="mobile-menu__list mobile-menu__list--top">
      {l1Items(props.menu).map((item) => (
        <L1 key={item.id} item={item} flags={flags} words={words} accordion={accordion} />
      ))}
    </ul>
  );
  return (
    <nav
      ref={drawer}
      id={MOBILE_MENU_ID}
      popover="auto"
      className="mobile-menu"
      aria-label={t("blocks.menu")}
    >
      <button
        type="button"
        className="mobile-menu__close"
        popoverTarget={MOBILE_MENU_ID}
        popoverTargetAction="hide"
        aria-label={t("blocks.closeMenu")}
      >
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
          <path d="m6 6 12 12M18 6 6 18" stroke="currentColor" strokeWidth="1.8" />
        </svg>
      </button>
      {hydrated ? list : <noscript>{list}</noscript>}
    </nav>
  );
}
