import type { Queryable } from "../../platform/database/db.types";

/** One recorded choice (0088_consent.sql). */
export interface ConsentRow {
  categories: string;
  banner_version: string;
  site: string;
  given_at: Date;
}

export async function insertConsentRecord(
  db: Queryable,
  record: { consumerNo: string; categories: string; bannerVersion: string; site: string },
): Promise<ConsentRow> {
  const [row] = await db.query<ConsentRow>(
    `insert into consent_records (consumer_no, categories, banner_version, site)
     values ($1, $2, $3, $4)
     returning categories, banner_version, site, given_at`,
    [record.consumerNo, record.categories, record.bannerVersion, record.site],
  );
  if (!row) throw new Error("insert into consent_records returned no row");
  return row;
}

/** The shopper's newest choice (ties in time: the later record). */
export async function selectLatestConsent(
  db: Queryable,
  consumerNo: string,
): Promise<ConsentRow | null> {
  const [row] = await db.query<ConsentRow>(
    `select categories, banner_version, site, given_at from consent_records
      where consumer_no = $1 order by given_at desc, record_id desc limit 1`,
    [consumerNo],
  );
  return row ?? null;
}
