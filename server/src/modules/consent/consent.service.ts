import {
  consentCategoriesOf,
  type ConsentCategoryId,
  type ConsentRecord,
  type RecordConsentBody,
} from "@ridgeline/contract";
import type { Db } from "../../platform/database/db.types";
import { insertConsentRecord, selectLatestConsent, type ConsentRow } from "./consent.tables";

/** A signed-in shopper's consent choices, kept as proof (issue 29, decision 0098). */
export interface ConsentService {
  /** Records a choice made on `site` under banner text `bannerVersion`; C0001 is always in. */
  record(consumerNo: string, site: string, body: RecordConsentBody): Promise<ConsentRecord>;
  /** The newest choice, to carry it to another device; null before the first. */
  latest(consumerNo: string): Promise<ConsentRecord | null>;
}

function recordOf(row: ConsentRow): ConsentRecord {
  return {
    categories: row.categories.split(",") as ConsentCategoryId[],
    bannerVersion: row.banner_version,
    site: row.site,
    givenAt: new Date(row.given_at).toISOString(),
  };
}

export function createConsentService(deps: { db: Db }): ConsentService {
  return {
    async record(consumerNo, site, { choices, bannerVersion }) {
      const categories = consentCategoriesOf((id) => id !== "C0001" && choices[id]);
      const row = await insertConsentRecord(deps.db, {
        consumerNo,
        categories: categories.join(","),
        bannerVersion,
        site,
      });
      return recordOf(row);
    },
    async latest(consumerNo) {
      const row = await selectLatestConsent(deps.db, consumerNo);
      return row ? recordOf(row) : null;
    },
  };
}
