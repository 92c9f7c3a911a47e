import type { Site } from "@ridgeline/contract";
import type { Db } from "../../platform/database/db.types";
import { AppError } from "../../platform/errors/app-error";
import type { SiteScope } from "../../platform/http/request-scope";
import { selectSites } from "./site.tables";

export interface SiteService {
  listSites(): Promise<Site[]>;
  /** The site of a locale; the default site when no locale is given. */
  resolveSite(locale: string | null): Promise<SiteScope>;
  /** Forgets cached sites, after the demo data is reloaded. */
  reload(): void;
}

const CACHE_MS = 60_000;

export function createSiteService(deps: { db: Db }): SiteService {
  let cached: { sites: Site[]; at: number } | null = null;

  async function listSites(): Promise<Site[]> {
    if (!cached || Date.now() - cached.at > CACHE_MS) {
      cached = { sites: await selectSites(deps.db), at: Date.now() };
    }
    return cached.sites;
  }

  return {
    listSites,
    async resolveSite(locale) {
      const sites = await listSites();
      const site = locale ? sites.find((s) => s.locale === locale) : sites.find((s) => s.isDefault);
      if (!site) {
        throw new AppError("VAL400", {
          field: "locale",
          message: locale
            ? `locale: ${locale} is not a site of this store`
            : "No default site is configured",
        });
      }
      return {
        siteId: site.siteId,
        locale: site.locale,
        language: site.language,
        country: site.country,
        currency: site.currency,
      };
    },
    reload() {
      cached = null;
    },
  };
}
