import type { Site } from "@ridgeline/contract";
import type { Queryable } from "../../platform/database/db.types";

interface SiteRow {
  site_id: string;
  locale: string;
  country: string;
  language: string;
  currency: Site["currency"];
  name: string;
  is_default: boolean;
  allow_favorites: boolean;
  simplified_enrolment: boolean;
}

export async function selectSites(db: Queryable): Promise<Site[]> {
  const rows = await db.query<SiteRow>(
    `select site_id, locale, country, language, currency, name, is_default, allow_favorites,
            simplified_enrolment
       from sites order by is_default desc, locale`,
  );
  return rows.map((row) => ({
    siteId: row.site_id,
    locale: row.locale,
    country: row.country.trim(),
    language: row.language.trim(),
    currency: row.currency,
    name: row.name,
    isDefault: row.is_default,
    allowFavorites: row.allow_favorites,
    simplifiedEnrolment: row.simplified_enrolment,
  }));
}
