import { createSharedCache } from "../../platform/cache/shared-cache";
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

export function createSiteService(deps: {
  db: Db;
  /** How often the sites' cache version is read (0: on every read, for tests). */
  syncIntervalMs?: number;
}): SiteService {
  // Every request resolves its site: the sites are kept per process until their version moves
  // (decision 0045).
  const cache = createSharedCache<Site[]>({
    db: deps.db,
    name: "site",
    checkEveryMs: deps.syncIntervalMs ?? 1_000,
    maxEntries: 1,
  });

  async function listSites(): Promise<Site[]> {
    return cache.get("sites", () => selectSites(deps.db));
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
      cache.clear();
    },
  };
}
