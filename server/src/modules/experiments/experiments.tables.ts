import type { Queryable } from "../../platform/database/db.types";

/** A published revision of a project's datafile (0089_experiments.sql). */
export interface DatafileRow {
  sdk_key: string;
  revision: number;
  project_id: string;
  account_id: string;
  datafile: string;
  published_by: string;
  published_at: Date;
}

export async function selectLatestDatafile(
  db: Queryable,
  sdkKey: string,
): Promise<DatafileRow | null> {
  const [row] = await db.query<DatafileRow>(
    `select * from experiment_datafiles where sdk_key = $1 order by revision desc limit 1`,
    [sdkKey],
  );
  return row ?? null;
}

/** The newest revision of every SDK key (the decision service's cache). */
export async function selectLatestDatafiles(db: Queryable): Promise<DatafileRow[]> {
  return db.query<DatafileRow>(
    `select distinct on (sdk_key) * from experiment_datafiles
      order by sdk_key, revision desc`,
  );
}

/** Whether a published datafile names this project of this account (events are for those). */
export async function projectPublished(
  db: Queryable,
  projectId: string,
  accountId: string,
): Promise<boolean> {
  const rows = await db.query<{ found: number }>(
    `select 1 as found from experiment_datafiles
      where project_id = $1 and account_id = $2 limit 1`,
    [projectId, accountId],
  );
  return rows.length > 0;
}

/**
 * Adds a revision after the newest (`revision` must be the newest + 1: a publish that raced
 * another loses on the primary key and is told so by the caller).
 */
export async function insertDatafile(
  db: Queryable,
  row: Omit<DatafileRow, "published_at">,
): Promise<DatafileRow> {
  const [inserted] = await db.query<DatafileRow>(
    `insert into experiment_datafiles
       (sdk_key, revision, project_id, account_id, datafile, published_by)
     values ($1, $2, $3, $4, $5, $6)
     on conflict do nothing
     returning *`,
    [row.sdk_key, row.revision, row.project_id, row.account_id, row.datafile, row.published_by],
  );
  if (!inserted) throw new Error(`revision ${row.revision} of ${row.sdk_key} exists`);
  return inserted;
}

/** One event of a visitor's snapshot, as stored. */
export interface ExperimentEventRow {
  event_uuid: string;
  project_id: string;
  visitor_id: string;
  kind: "impression" | "conversion";
  experiment_id: string | null;
  variation_id: string | null;
  flag_key: string | null;
  rule_key: string | null;
  variation_key: string | null;
  event_key: string | null;
  revenue: number | null;
  event_value: number | null;
  happened_at: Date;
}

const EVENT_COLUMNS = [
  "event_uuid",
  "project_id",
  "visitor_id",
  "kind",
  "experiment_id",
  "variation_id",
  "flag_key",
  "rule_key",
  "variation_key",
  "event_key",
  "revenue",
  "event_value",
  "happened_at",
] as const satisfies readonly (keyof ExperimentEventRow)[];

const EVENT_TYPES = [
  "text",
  "text",
  "text",
  "text",
  "text",
  "text",
  "text",
  "text",
  "text",
  "text",
  "bigint",
  "double precision",
  "timestamptz",
];

/**
 * Stores a batch's events in one statement; an event whose uuid is already stored (a batch
 * sent again after a lost answer) is skipped. Answers how many were new.
 */
export async function insertExperimentEvents(
  db: Queryable,
  events: readonly ExperimentEventRow[],
): Promise<number> {
  if (events.length === 0) return 0;
  const columns = EVENT_COLUMNS.map((column) =>
    events.map((event) => {
      const value = event[column];
      return value instanceof Date ? value.toISOString() : value;
    }),
  );
  const unnest = EVENT_TYPES.map((type, index) => `$${index + 1}::${type}[]`).join(", ");
  const rows = await db.query<{ event_uuid: string }>(
    `insert into experiment_events (${EVENT_COLUMNS.join(", ")})
     select * from unnest(${unnest})
     on conflict (event_uuid) do nothing
     returning event_uuid`,
    columns,
  );
  return rows.length;
}

/** What one exposed visitor of an experiment did after their first impression. */
export interface VisitorOutcomeRow {
  variation_id: string;
  first_seen: Date;
  first_add: Date | null;
  first_purchase: Date | null;
  /** Their conversions' revenue after exposure, integer minor units. */
  revenue: number;
}

/**
 * Each visitor exposed to the experiment, in the variation they were first shown (a later
 * impression of another variation, after the allocation changed, does not move them), with
 * the first time they added to bag and purchased after that, and their revenue since.
 */
export async function selectVisitorOutcomes(
  db: Queryable,
  projectId: string,
  experimentId: string,
  keys: { addToBag: string; purchase: string },
): Promise<VisitorOutcomeRow[]> {
  const rows = await db.query<Omit<VisitorOutcomeRow, "revenue"> & { revenue: string | number }>(
    `with exposed as (
       select distinct on (visitor_id) visitor_id, variation_id, happened_at as first_seen
         from experiment_events
        where kind = 'impression' and project_id = $1 and experiment_id = $2
          and variation_id is not null
        order by visitor_id, happened_at, event_uuid)
     select e.variation_id, e.first_seen,
            min(c.happened_at) filter (where c.event_key = $3) as first_add,
            min(c.happened_at) filter (where c.event_key = $4) as first_purchase,
            coalesce(sum(c.revenue), 0) as revenue
       from exposed e
       left join experiment_events c
         on c.kind = 'conversion' and c.project_id = $1 and c.visitor_id = e.visitor_id
        and c.happened_at >= e.first_seen
      group by e.visitor_id, e.variation_id, e.first_seen`,
    [projectId, experimentId, keys.addToBag, keys.purchase],
  );
  // A bigint sum comes back as text from PostgreSQL.
  return rows.map((row) => ({ ...row, revenue: Number(row.revenue) }));
}

export async function insertAudienceEvents(
  db: Queryable,
  events: readonly {
    type: string;
    action: string;
    vuid: string | null;
    customerId: string | null;
    identifiers: string;
    data: string;
  }[],
): Promise<void> {
  if (events.length === 0) return;
  await db.query(
    `insert into audience_events (event_type, action, vuid, customer_id, identifiers, data)
     select * from unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[])`,
    [
      events.map((event) => event.type),
      events.map((event) => event.action),
      events.map((event) => event.vuid),
      events.map((event) => event.customerId),
      events.map((event) => event.identifiers),
      events.map((event) => event.data),
    ],
  );
}

/** Links a visitor id to a customer until `expiresAt` (a newer link of the id replaces it). */
export async function upsertVisitorLink(
  db: Queryable,
  vuid: string,
  customerNo: string,
  expiresAt: Date,
): Promise<void> {
  await db.query(
    `insert into visitor_links (vuid, customer_no, expires_at) values ($1, $2, $3)
     on conflict (vuid) do update
       set customer_no = excluded.customer_no, linked_at = now(), expires_at = excluded.expires_at`,
    [vuid, customerNo, expiresAt.toISOString()],
  );
}

/** The customer the store linked a visitor id to, while the link lasts; null otherwise. */
export async function selectLinkedCustomer(
  db: Queryable,
  vuid: string,
  at: Date,
): Promise<string | null> {
  const [row] = await db.query<{ customer: string }>(
    `select customer_no as customer from visitor_links where vuid = $1 and expires_at > $2`,
    [vuid, at.toISOString()],
  );
  return row?.customer ?? null;
}

export async function deleteVisitorLink(db: Queryable, vuid: string): Promise<void> {
  await db.query(`delete from visitor_links where vuid = $1`, [vuid]);
}

/** The links a purge deletes once they have ended (`deleteBefore`). */
export const ENDED_LINKS = { table: "visitor_links", key: "vuid", column: "expires_at" } as const;
