import type { Site } from "@ridgeline/contract";
import type { SiteOption } from "../../lib/shell-data";

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
