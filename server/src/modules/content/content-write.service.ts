import { CONTENT_DOCUMENT, type ContentDocument } from "@ridgeline/contract";
import type { Db } from "../../platform/database/db.types";
import { AppError } from "../../platform/errors/app-error";
import {
  checkDocument,
  describeProblem,
  referenceProblems,
  referencesOf,
  type ContentProblem,
} from "./content-documents.helpers";
import type { ContentReadService } from "./content-read.service";
import {
  deleteSiteContent,
  lockRow,
  publishVersion,
  replaceReferences,
  selectDue,
  selectVersions,
  setSchedule,
  unpublishRow,
  upsertDraft,
  type ContentRow,
} from "./content.tables";

/** A refusal of the editor's services: every problem, each naming document, field and rule. */
export class ContentRefused extends AppError {
  constructor(readonly problems: ContentProblem[]) {
    super("VAL400", {
      field: problems[0]?.field ?? "document",
      message: problems.map(describeProblem).join("\n"),
    });
  }
}

export interface ContentWriteService {
  /** Checks documents as `save` would, without saving: every problem, or none. */
  check(siteId: string, documents: readonly unknown[]): Promise<ContentProblem[]>;
  /** Saves drafts (all or none): schema, rich text, references and circles checked. */
  save(siteId: string, documents: readonly unknown[], by: string): Promise<string[]>;
  /** Makes the drafts live as new versions (`ids` empty: every draft that differs). */
  publish(
    siteId: string,
    ids: readonly string[],
    by: string,
  ): Promise<{ id: string; version: number }[]>;
  /** Publishes the current draft at a time and/or unpublishes at a time (null clears). */
  schedule(
    siteId: string,
    id: string,
    when: { publishAt?: Date | null; unpublishAt?: Date | null },
    by: string,
  ): Promise<void>;
  /** Makes an earlier version live again (the one before the live one without `version`). */
  rollback(siteId: string, id: string, version: number | null, by: string): Promise<number>;
  versions(
    siteId: string,
    id: string,
  ): Promise<{ version: number; publishedAt: string; publishedBy: string; note: string }[]>;
  /** The drafts of a site, by id (the command line's export). */
  drafts(siteId: string): Promise<ContentDocument[]>;
  /** Writes down the schedules that fell due (the job); the sites whose pages changed. */
  runSchedules(now?: Date): Promise<string[]>;
  /** Removes a site's content (the demo reload). */
  clearSite(siteId: string): Promise<void>;
}

const sameJson = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

export function createContentWriteService(deps: {
  db: Db;
  read: ContentReadService;
  siteHosts: readonly string[];
  /** Called after a change has committed, with the site whose pages it changes. */
  changed: (siteId: string) => Promise<void>;
}): ContentWriteService {
  const { db, read } = deps;

  async function checked(siteId: string, documents: readonly unknown[]) {
    await read.siteLanguage(siteId);
    const problems: ContentProblem[] = [];
    const parsed: ContentDocument[] = [];
    const seen = new Set<string>();
    for (const raw of documents) {
      const result = checkDocument(raw, { siteHosts: deps.siteHosts });
      if (result.document) {
        if (seen.has(result.document.id))
          problems.push({
            document: result.document.id,
            field: "id",
            rule: "appears twice in one save",
          });
        seen.add(result.document.id);
        parsed.push(result.document);
      } else problems.push(...result.problems);
    }
    // The site's reference graph as it would be after the save.
    const graph = new Map<string, { field: string; to: string }[]>();
    for (const row of (await read.rows(siteId)).values())
      graph.set(row.doc_id, referencesOf(row.draft));
    for (const document of parsed) graph.set(document.id, referencesOf(document));
    problems.push(
      ...referenceProblems(
        parsed.map((document) => document.id),
        graph,
      ),
    );
    return { problems, parsed };
  }

  async function afterChange(siteId: string) {
    read.clear();
    await deps.changed(siteId);
  }

  async function row(
    tx: Parameters<Parameters<Db["transaction"]>[0]>[0],
    siteId: string,
    id: string,
  ) {
    const found = await lockRow(tx, siteId, id);
    if (!found)
      throw new AppError("CNT404", {
        field: "id",
        message: `Content ${id} of site ${siteId} was not found.`,
      });
    return found;
  }

  return {
    async check(siteId, documents) {
      return (await checked(siteId, documents)).problems;
    },

    async save(siteId, documents, by) {
      const { problems, parsed } = await checked(siteId, documents);
      if (problems.length > 0) throw new ContentRefused(problems);
      await db.transaction(async (tx) => {
        for (const document of parsed) {
          await upsertDraft(tx, siteId, document, by);
          await replaceReferences(tx, siteId, document.id, referencesOf(document));
        }
      });
      await afterChange(siteId);
      return parsed.map((document) => document.id);
    },

    async publish(siteId, ids, by) {
      await read.siteLanguage(siteId);
      const wanted = ids.length > 0 ? ids : [...(await read.rows(siteId)).keys()].sort();
      const published = await db.transaction(async (tx) => {
        const done: { id: string; version: number }[] = [];
        for (const id of wanted) {
          const current = await row(tx, siteId, id);
          // Publishing everything skips what is live as drafted already.
          if (ids.length === 0 && current.published && sameJson(current.published, current.draft))
            continue;
          done.push({
            id,
            version: await publishVersion(tx, current, current.draft, by, "publish"),
          });
        }
        return done;
      });
      if (published.length > 0) await afterChange(siteId);
      return published;
    },

    async schedule(siteId, id, when, by) {
      for (const [field, date] of Object.entries(when))
        if (date && Number.isNaN(date.getTime()))
          throw new AppError("VAL400", { field, message: `${field}: not a date and time` });
      await db.transaction(async (tx) => {
        const current = await row(tx, siteId, id);
        const publishAt = when.publishAt === undefined ? current.publish_at : when.publishAt;
        const unpublishAt =
          when.unpublishAt === undefined ? current.unpublish_at : when.unpublishAt;
        const scheduled = publishAt
          ? when.publishAt === undefined
            ? current.scheduled
            : current.draft
          : null;
        await setSchedule(tx, current, { scheduled, publishAt, unpublishAt, by });
      });
      await afterChange(siteId);
    },

    async rollback(siteId, id, version, by) {
      const versions = await selectVersions(db, siteId, id);
      const live = versions[0];
      const target =
        version === null
          ? versions.find((one) => one.version < (live?.version ?? 0))
          : versions.find((one) => one.version === version);
      if (!target)
        throw new AppError("CNT404", {
          field: "version",
          message:
            version === null
              ? `Content ${id} has no earlier version.`
              : `Content ${id} has no version ${version}.`,
        });
      // An old version must still hold under today's rules and references.
      const document = CONTENT_DOCUMENT.parse(target.document) as ContentDocument;
      const { problems } = await checked(siteId, [document]);
      if (problems.length > 0) throw new ContentRefused(problems);
      const next = await db.transaction(async (tx) => {
        const current = await row(tx, siteId, id);
        await upsertDraft(tx, siteId, document, by);
        await replaceReferences(tx, siteId, id, referencesOf(document));
        return publishVersion(tx, current, document, by, `rollback to ${target.version}`);
      });
      await afterChange(siteId);
      return next;
    },

    async versions(siteId, id) {
      return (await selectVersions(db, siteId, id)).map((one) => ({
        version: one.version,
        publishedAt: one.published_at.toISOString(),
        publishedBy: one.published_by,
        note: one.note,
      }));
    },

    async drafts(siteId) {
      return [...(await read.rows(siteId)).values()]
        .sort((a, b) => a.doc_id.localeCompare(b.doc_id))
        .map((one) => one.draft);
    },

    async runSchedules(now = new Date()) {
      const due = await selectDue(db, now);
      const sites = new Set<string>();
      for (const { site_id: siteId, doc_id: id } of due) {
        await db.transaction(async (tx) => {
          const current: ContentRow | null = await lockRow(tx, siteId, id);
          if (!current) return;
          const scheduled = current.scheduled;
          const publishDue = current.publish_at && current.publish_at <= now && scheduled;
          const unpublishDue = current.unpublish_at && current.unpublish_at <= now;
          // Both due: in the order of their times, as publish mode has shown them meanwhile.
          const events = [
            ...(publishDue && scheduled
              ? [{ at: current.publish_at?.getTime() ?? 0, publish: scheduled }]
              : []),
            ...(unpublishDue ? [{ at: current.unpublish_at?.getTime() ?? 0, publish: null }] : []),
          ].sort((a, b) => a.at - b.at);
          for (const event of events) {
            if (event.publish)
              await publishVersion(
                tx,
                current,
                event.publish,
                current.scheduled_by ?? "schedule",
                "schedule",
              );
            else await unpublishRow(tx, current);
          }
          await setSchedule(tx, current, {
            scheduled: publishDue ? null : scheduled,
            publishAt: publishDue ? null : current.publish_at,
            unpublishAt: unpublishDue ? null : current.unpublish_at,
            by: publishDue ? null : current.scheduled_by,
          });
          sites.add(siteId);
        });
      }
      for (const siteId of sites) await afterChange(siteId);
      return [...sites];
    },

    async clearSite(siteId) {
      await db.transaction((tx) => deleteSiteContent(tx, siteId));
      await afterChange(siteId);
    },
  };
}
