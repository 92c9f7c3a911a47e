import type { ResolvedBlocks, Site } from "@ridgeline/contract";
import { Blocks } from "../../blocks/Blocks";
import { ContentLink } from "../../blocks/shared/ContentLink";
import { appLink } from "../../lib/client-links";
import { openConsentSettings } from "../consent";
import { useT, type MessageKey } from "../../lib/i18n";
import type { SiteOption } from "../../lib/shell-data";

/** The help pages of 000 §2 (features/help), in the footer's words. */
const HELP_LINKS: readonly { path: string; title: MessageKey }[] = [
  { path: "order-lookup", title: "footer.orderLookup" },
  { path: "help/contact-us", title: "footer.contactUs" },
  { path: "help/returns/how-to-return", title: "footer.returns" },
  { path: "policies/shipping-terms", title: "footer.shipping" },
  { path: "xplr-pass", title: "footer.xplrPass" },
];

/**
 * The footer, with the site (country and language) switcher as plain links. The legal pages'
 * titles come from the layout's loader: the legal texts stay on the server. The shop's own links
 * are plain `<a>`s with the app's one click handler (`useAppLinks`); the sites' links load a whole page.
 */
export function SiteFooter({
  site,
  sites,
  legalLinks,
  content = null,
}: {
  site: Site;
  sites: SiteOption[];
  legalLinks: { path: string; title: string }[];
  /** The site's footer from content: its blocks, link columns, social links and copyright. */
  content?: ResolvedBlocks["footer"] | null;
}) {
  const t = useT();
  const storesPath = `/${site.locale}/stores`;
  // The content's columns own the footer's links: the shell's own store link stays out when a
  // column already leads there (one link to a place, not two of the same words).
  const columnsLinkStores = (content?.columns ?? []).some((column) =>
    column.links.some((link) => link.url === storesPath),
  );
  return (
    <footer className="site-footer">
      {content?.blocks.length ? (
        <div className="site-footer__blocks">
          <Blocks blocks={content.blocks} />
        </div>
      ) : null}
      {content?.columns.length ? (
        <div className="site-footer__inner site-footer__content" data-testid="footer-content">
          {content.columns.map((column) => (
            <nav key={column.title} aria-label={column.title}>
              <p className="site-footer__heading">{column.title}</p>
              <ul className="site-footer__legal-links">
                {column.links.map((link) => (
                  <li key={link.url}>
                    <ContentLink url={link.url} target={link.targetAttribute}>
                      {link.text}
                    </ContentLink>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
          {content.social.length ? (
            <nav aria-label={t("footer.social")}>
              <p className="site-footer__heading">{t("footer.social")}</p>
              <ul className="site-footer__legal-links">
                {content.social.map((link) => (
                  <li key={link.url}>
                    <ContentLink url={link.url} target={link.targetAttribute}>
                      {link.text}
                    </ContentLink>
                  </li>
                ))}
              </ul>
            </nav>
          ) : null}
        </div>
      ) : null}
      <div className="site-footer__inner">
        <div>
          <p className="site-footer__brand">Ridgeline Outfitters</p>
          <p className="muted">{t("footer.tagline")}</p>
          {columnsLinkStores ? null : (
            <p className="site-footer__links">
              <a {...appLink(storesPath)}>{t("footer.findStore")}</a>
            </p>
          )}
        </div>
        <nav aria-label={t("footer.sites")}>
          <p className="site-footer__heading">{t("footer.shoppingIn", { site: site.name })}</p>
          <ul className="site-footer__sites">
            {sites.map((option) => (
              <li key={option.locale}>
                <a
                  href={`/${option.locale}`}
                  aria-current={option.locale === site.locale ? "true" : undefined}
                >
                  {option.name} ({option.currency})
                </a>
              </li>
            ))}
          </ul>
        </nav>
        {content?.columns.length ? null : (
          <nav aria-label={t("footer.help")}>
            <p className="site-footer__heading">{t("footer.help")}</p>
            <ul className="site-footer__legal-links" data-testid="footer-help-links">
              {HELP_LINKS.map((link) => (
                <li key={link.path}>
                  <a {...appLink(`/${site.locale}/${link.path}`)}>{t(link.title)}</a>
                </li>
              ))}
            </ul>
          </nav>
        )}
        <nav aria-label={t("legal.footer")}>
          <p className="site-footer__heading">{t("legal.footer")}</p>
          <ul className="site-footer__legal-links">
            {legalLinks.map((link) => (
              <li key={link.path}>
                <a {...appLink(link.path)}>{link.title}</a>
              </li>
            ))}
            <li>
              {/* Opens the preference centre; without it (no JavaScript, an editor's preview)
                  the privacy notice, which describes the categories. */}
              <a
                href={`/${site.locale}/privacy`}
                data-testid="cookie-settings"
                onClick={(event) => {
                  if (openConsentSettings()) event.preventDefault();
                }}
              >
                {t("consent.settings")}
              </a>
            </li>
          </ul>
        </nav>
      </div>
      <p className="site-footer__legal">
        {content?.copyright ?? `© ${new Date().getFullYear()} ${t("footer.legal")}`}
      </p>
    </footer>
  );
}
