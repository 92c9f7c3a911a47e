import type { ContentDocument } from "@ridgeline/contract";
import type { Queryable } from "../../platform/database/db.types";
import {
  checkDocument,
  describeProblem,
  referenceProblems,
  referencesOf,
  type ContentProblem,
} from "./content-documents.helpers";
import {
  deleteSiteContent,
  publishVersion,
  replaceReferences,
  upsertDraft,
} from "./content.tables";

/**
 * The demo content of one site (seed/content/), checked as an editor's save would be, then
 * stored as drafts and published as version 1 by "seed". What was there is replaced.
 */
export async function importContentSeed(
  tx: Queryable,
  siteId: string,
  documents: readonly unknown[],
): Promise<number> {
  const problems: ContentProblem[] = [];
  const parsed: ContentDocument[] = [];
  for (const raw of documents) {
    const result = checkDocument(raw);
    if (result.document) parsed.push(result.document);
    else problems.push(...result.problems);
  }
  const graph = new Map(parsed.map((document) => [document.id, referencesOf(document)]));
  problems.push(...referenceProblems([...graph.keys()], graph));
  if (problems.length > 0)
    throw new Error(
      `The demo content of ${siteId} is refused:\n${problems.map(describeProblem).join("\n")}`,
    );
  await deleteSiteContent(tx, siteId);
  for (const document of parsed) {
    await upsertDraft(tx, siteId, document, "seed");
    await replaceReferences(tx, siteId, document.id, graph.get(document.id) ?? []);
    await publishVersion(
      tx,
      { site_id: siteId, doc_id: document.id, published_version: 0 } as Parameters<
        typeof publishVersion
      >[1],
      document,
      "seed",
      "publish",
    );
  }
  return parsed.length;
}

export async function clearContentSeed(tx: Queryable): Promise<void> {
  await tx.query(`delete from content_references`);
  await tx.query(`delete from content_versions`);
  await tx.query(`delete from content_documents`);
}
