import type { Site } from "@ridgeline/contract";

/** The footer, with the site (country and language) switcher as plain links. */
export function SiteFooter({ site, sites }: { site: Site; sites: Site[] }) {
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <div>
          <p className="site-footer__brand">Ridgeline Outfitters</p>
          <p className="muted">
            Gear for the long way round. Made to be worn, repaired and worn again.
          </p>
        </div>
        <nav aria-label="Country and language">
          <p className="site-footer__heading">Shopping in {site.name}</p>
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
      </div>
      <p className="site-footer__legal">
        © {new Date().getFullYear()} Ridgeline Outfitters. Open-source storefront.
      </p>
    </footer>
  );
}
