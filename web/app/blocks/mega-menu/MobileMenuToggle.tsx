import type { ReactNode } from "react";
import { useT } from "../../lib/i18n";

/** The phone drawer's id, which its toggle opens (a popover, with or without JavaScript). */
export const MOBILE_MENU_ID = "mobile-menu";
/** The drawer's close button, which has the focus while it is open. */
export const MOBILE_MENU_CLOSE = ".mobile-menu__close";

/**
 * The phones' and tablets' menu button: opens `MobileMenu`'s drawer (a popover, by itself);
 * hidden on desktops. The drawer's list is drawn by its code: once the drawer is open the focus
 * goes to its close button, which is what brings a deferred part's code in and hands the
 * drawer to it (lib/deferred-island.ts).
 */
export function MobileMenuToggle(): ReactNode {
  const t = useT();
  return (
    <button
      type="button"
      className="mobile-menu__toggle"
      popoverTarget={MOBILE_MENU_ID}
      onClick={() => {
        // The popover opens after the click's handlers: focus its close button a frame on.
        requestAnimationFrame(() =>
          document
            .getElementById(MOBILE_MENU_ID)
            ?.querySelector<HTMLElement>(MOBILE_MENU_CLOSE)
            ?.focus(),
        );
      }}
    >
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
        <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="1.8" />
      </svg>
      <span className="visually-hidden">{t("blocks.menu")}</span>
    </button>
  );
}
