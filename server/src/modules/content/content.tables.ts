import type { ContentDocument } from "@ridgeline/contract";
import type { Queryable } from "../../platform/database/db.types";

/** One document of a site as stored (content_documents). */
export interface ContentRow {
  site_id: string;
  doc_id: string;
  doc_type: string;
  name: string;
  draft: ContentDocument;
  draft_at: Date;
  draft_by: string;
  published: ContentDocument | null;
  published_version: number;
  published_at: Date | null;
  scheduled: ContentDocument | null;
  publish_at: Date | null;
  unpublish_at: Date | null;
  scheduled_by: string | null;
}

const COLUMNS = `site_id, doc_id, doc_type, name, draft, draft_at, draft_by, published,
  published_version, published_at, scheduled, publish_at, unpublish_at, scheduled_by`;

const asDate = (value: unknown): Date | null =>
  value === null || value === undefined
    ? null
    : value instanceof Date
      ? value
      : new Date(String(value));

function toRow(raw: Record<string, unknown>): ContentRow {
  return {
    ...(raw as unknown as ContentRow),
    published_version: Number(raw["published_version"]),
    draft_at: asDate(raw["draft_at"]) ?? new Date(0),
    published_at: asDate(raw["published_at"]),
    publish_at: asDate(raw["publish_at"]),
    unpublish_at: asDate(raw["unpublish_at"]),
  };
}

export async function selectSiteRows(db: Queryable, siteId: string): Promise<ContentRow[]> {
  const rows = await db.query<Record<string, unknown>>(
    `select ${COLUMNS} from content_documents where site_id = $1`,
    [siteId],
  );
  return rows.map(toRow);
}

/** The row of one document, locked for the caller's transaction. */
export async function lockRow(
  tx: Queryable,
  siteId: string,
  docId: string,
): Promise<ContentRow | null> {
  const [row] = await tx.query<Record<string, unknown>>(
    `select ${COLUMNS} from content_documents where site_id = $1 and doc_id = $2 for update`,
    [siteId, docId],
  );
  return row ? toRow(row) : null;
}

export async function upsertDraft(
  tx: Queryable,
  siteId: string,
  document: ContentDocument,
  by: string,
): Promise<void> {
  await tx.query(
    `insert into content_documents (site_id, doc_id, doc_type, name, draft, draft_by)
     values ($1, $2, $3, $4, $5::jsonb, $6)
     on conflict (site_id, doc_id) do update
       set doc_type = excluded.doc_type, name = excluded.name, draft = excluded.draft,
           draft_at = now(), draft_by = excluded.draft_by`,
    [siteId, document.id, document.type, document.name ?? "", JSON.stringify(document), by],
  );
}

export async function replaceReferences(
  tx: Queryable,
  siteId: string,
  fromId: string,
  refs: readonly { field: string; to: string }[],
): Promise<void> {
  await tx.query(`delete from content_references where site_id = $1 and from_id = $2`, [
    siteId,
    fromId,
  ]);
  if (refs.length === 0) return;
  await tx.query(
    `insert into content_references (site_id, from_id, field, to_id)
     select $1, $2, field, to_id from unnest($3::text[], $4::text[]) as r(field, to_id)
     on conflict do nothing`,
    [siteId, fromId, refs.map((ref) => ref.field), refs.map((ref) => ref.to)],
  );
}

/** The documents that refer to each document of a site (the preview's referrers count). */
export async function selectReferrerCounts(
  db: Queryable,
  siteId: string,
): Promise<Map<string, number>> {
  const rows = await db.query<{ to_id: string; n: string | number }>(
    `select to_id, count(distinct from_id) as n from content_references where site_id = $1
     group by to_id`,
    [siteId],
  );
  return new Map(rows.map((row) => [row.to_id, Number(row.n)]));
}

/** Makes `document` live as the next version, recorded with who and why. */
export async function publishVersion(
  tx: Queryable,
  row: ContentRow,
  document: ContentDocument,
  by: string,
  note: string,
): Promise<number> {
  const version = row.published_version + 1;
  await tx.query(
    `insert into content_versions (site_id, doc_id, version, document, published_by, note)
     values ($1, $2, $3, $4::jsonb, $5, $6)`,
    [row.site_id, row.doc_id, version, JSON.stringify(document), by, note],
  );
  await tx.query(
    `update content_documents set published = $3::jsonb, published_version = $4,
       published_at = now() where site_id = $1 and doc_id = $2`,
    [row.site_id, row.doc_id, JSON.stringify(document), version],
  );
  return version;
}

export async function setSchedule(
  tx: Queryable,
  row: ContentRow,
  schedule: {
    scheduled: ContentDocument | null;
    publishAt: Date | null;
    unpublishAt: Date | null;
    by: string | null;
  },
): Promise<void> {
  await tx.query(
    `update content_documents set scheduled = $3::jsonb, publish_at = $4, unpublish_at = $5,
       scheduled_by = $6 where site_id = $1 and doc_id = $2`,
    [
      row.site_id,
      row.doc_id,
      schedule.scheduled ? JSON.stringify(schedule.scheduled) : null,
      schedule.publishAt,
      schedule.unpublishAt,
      schedule.by,
    ],
  );
}

export async function unpublishRow(tx: Queryable, row: ContentRow): Promise<void> {
  await tx.query(
    `update content_documents set published = null, unpublish_at = null
     where site_id = $1 and doc_id = $2`,
    [row.site_id, row.doc_id],
  );
}

export interface VersionRow {
  version: number;
  document: ContentDocument;
  published_at: Date;
  published_by: string;
  note: string;
}

export async function selectVersions(
  db: Queryable,
  siteId: string,
  docId: string,
): Promise<VersionRow[]> {
  const rows = await db.query<Record<string, unknown>>(
    `select version, document, published_at, published_by, note from content_versions
     where site_id = $1 and doc_id = $2 order by version desc`,
    [siteId, docId],
  );
  return rows.map((row) => ({
    ...(row as unknown as VersionRow),
    version: Number(row["version"]),
    published_at: asDate(row["published_at"]) ?? new Date(0),
  }));
}

/** Documents whose scheduled publish or unpublish is due, across sites. */
export async function selectDue(
  db: Queryable,
  now: Date,
): Promise<{ site_id: string; doc_id: string }[]> {
  return db.query(
    `select site_id, doc_id from content_documents
     where publish_at <= $1 or unpublish_at <= $1 order by site_id, doc_id`,
    [now],
  );
}

/** Every site that has content, for the command line's export. */
export async function selectSitesWithContent(db: Queryable): Promise<string[]> {
  const rows = await db.query<{ site_id: string }>(
    `select distinct site_id from content_documents order by site_id`,
  );
  return rows.map((row) => row.site_id);
}

export async function deleteSiteContent(tx: Queryable, siteId: string): Promise<void> {
  await tx.query(`delete from content_references where site_id = $1`, [siteId]);
  await tx.query(`delete from content_versions where site_id = $1`, [siteId]);
  await tx.query(`delete from content_documents where site_id = $1`, [siteId]);
}
