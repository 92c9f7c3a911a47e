import type { Site } from "@ridgeline/contract";

/**
 * A site as the pages under the layout read the list of sites: the footer's switcher (locale,
 * name, currency) and the hreflang links (locale, and which site is the default).
 */
export type SiteOption = Pick<Site, "locale" | "name" | "currency" | "isDefault">;

/**
 * The store's sites without what no page reads of them (country, language, the favourites and
 * enrolment switches): the layout's loader data is in every page's HTML and every client
 * navigation's payload. The page's own site is sent whole, as `site`.
 */
export function siteOptions(sites: readonly Site[]): SiteOption[] {
  return sites.map(({ locale, name, currency, isDefault }) => ({
    locale,
    name,
    currency,
    isDefault,
  }));
}
