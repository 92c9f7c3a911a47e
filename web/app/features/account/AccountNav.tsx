import { NavLink } from "react-router";
import { useT, type MessageKey } from "../../lib/i18n";
import { useShellData } from "../../lib/shell-data";

const SECTIONS: readonly { path: string; label: MessageKey }[] = [
  { path: "", label: "accountNav.overview" },
  { path: "/orders", label: "accountNav.orders" },
  { path: "/profile", label: "accountNav.profile" },
  { path: "/addresses", label: "accountNav.addresses" },
  { path: "/payment-methods", label: "accountNav.paymentMethods" },
  { path: "/preferences", label: "accountNav.preferences" },
  { path: "/notifications", label: "accountNav.notifications" },
  { path: "/password", label: "accountNav.password" },
  { path: "/reservations", label: "accountNav.reservations" },
  { path: "/gift-cards", label: "accountNav.giftCards" },
];

/**
 * The account's sections, shared by every account page; the current one is marked. Favourites
 * live at their own address but belong with the shopper's things, where the site has them.
 */
export function AccountNav({ locale }: { locale: string }) {
  const t = useT();
  const favorites = useShellData()?.site.allowFavorites;
  return (
    <nav className="account-nav" aria-label={t("accountNav.label")} data-testid="account-nav">
      <ul>
        {SECTIONS.map((section) => (
          <li key={section.path}>
            <NavLink to={`/${locale}/account${section.path}`} end prefetch="intent">
              {t(section.label)}
            </NavLink>
          </li>
        ))}
        {favorites ? (
          <li>
            <NavLink to={`/${locale}/favorites`} end prefetch="intent">
              {t("accountNav.favorites")}
            </NavLink>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
