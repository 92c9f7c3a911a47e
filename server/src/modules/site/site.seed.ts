import type { Queryable } from "../../platform/database/db.types";
import { col, insertColumns } from "../../platform/database/insert-columns";

/** A demo site, as the seed (seed/catalog-generator.ts) makes it. */
export interface SiteSeed {
  siteId: string;
  locale: string;
  country: string;
  language: string;
  currency: string;
  name: string;
  isDefault: boolean;
  /** The site's "Sign in" starts the enrolment's look-up (000 §2); off when absent. */
  simplifiedEnrolment?: boolean;
}

/** Deletes the sites before a reload of the demo data: every site is demo data. */
export async function clearSiteSeed(tx: Queryable): Promise<void> {
  await tx.query("delete from sites");
}

/** Writes the demo sites; allowFavorites keeps its default (migration 0011). */
export async function importSiteSeed(tx: Queryable, sites: readonly SiteSeed[]): Promise<void> {
  await insertColumns(tx, "sites", {
    site_id: col("text", sites, (s) => s.siteId),
    locale: col("text", sites, (s) => s.locale),
    country: col("text", sites, (s) => s.country),
    language: col("text", sites, (s) => s.language),
    currency: col("text", sites, (s) => s.currency),
    name: col("text", sites, (s) => s.name),
    is_default: col("boolean", sites, (s) => s.isDefault),
    simplified_enrolment: col("boolean", sites, (s) => s.simplifiedEnrolment ?? false),
  });
}
