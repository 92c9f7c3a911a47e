import { z } from "zod";
import { endpoint } from "../endpoint";
import { ISO_DATE_TIME } from "./common.schema";
import { CONTENT_ID, CONTENT_SITE_ID as SITE_ID } from "./content-blocks.schema";

/** The editor's calls (ours, not 001 §7's): drafts, publishing, schedules, versions, rollback. */

const EDITOR_SITE = z.object({ siteId: SITE_ID });
const EDITOR_DOC = z.object({ siteId: SITE_ID, id: CONTENT_ID });
const PROBLEMS = z.object({ saved: z.array(z.string()) });

export const EDITOR_SAVE = endpoint({
  method: "PUT",
  path: "/editor/content/v1/sites/:siteId/documents",
  tag: "content-editor",
  summary: "Saves drafts (all or none), checked: schema, rich text, references (x-editor-token)",
  params: EDITOR_SITE,
  body: z.object({ documents: z.array(z.unknown()).min(1).max(1000) }),
  response: PROBLEMS,
});

export const EDITOR_EXPORT = endpoint({
  method: "GET",
  path: "/editor/content/v1/sites/:siteId/documents",
  tag: "content-editor",
  summary: "The site's drafts (x-editor-token)",
  params: EDITOR_SITE,
  response: z.object({ documents: z.array(z.unknown()) }),
});

export const EDITOR_PUBLISH = endpoint({
  method: "POST",
  path: "/editor/content/v1/sites/:siteId/publish",
  tag: "content-editor",
  summary: "Publishes drafts as new versions; no ids: every changed draft (x-editor-token)",
  params: EDITOR_SITE,
  body: z.object({ ids: z.array(CONTENT_ID).max(1000).default([]) }),
  response: z.object({
    published: z.array(z.object({ id: z.string(), version: z.number().int() })),
  }),
});

export const EDITOR_SCHEDULE = endpoint({
  method: "POST",
  path: "/editor/content/v1/sites/:siteId/documents/:id/schedule",
  tag: "content-editor",
  summary:
    "Publishes the draft at a time and/or unpublishes at a time; null clears (x-editor-token)",
  params: EDITOR_DOC,
  body: z.object({
    publishAt: ISO_DATE_TIME.nullable().optional(),
    unpublishAt: ISO_DATE_TIME.nullable().optional(),
  }),
  response: z.object({ id: z.string() }),
});

export const EDITOR_ROLLBACK = endpoint({
  method: "POST",
  path: "/editor/content/v1/sites/:siteId/documents/:id/rollback",
  tag: "content-editor",
  summary: "Makes an earlier version live again as a new version (x-editor-token)",
  params: EDITOR_DOC,
  body: z.object({ version: z.number().int().min(1).nullable().default(null) }),
  response: z.object({ id: z.string(), version: z.number().int() }),
});

export const EDITOR_VERSIONS = endpoint({
  method: "GET",
  path: "/editor/content/v1/sites/:siteId/documents/:id/versions",
  tag: "content-editor",
  summary: "Every published version of a document, newest first, with who and when",
  params: EDITOR_DOC,
  response: z.object({
    versions: z.array(
      z.object({
        version: z.number().int(),
        publishedAt: z.string(),
        publishedBy: z.string(),
        note: z.string(),
      }),
    ),
  }),
});

export const CONTENT_EDITOR_ENDPOINTS = {
  EDITOR_SAVE,
  EDITOR_EXPORT,
  EDITOR_PUBLISH,
  EDITOR_SCHEDULE,
  EDITOR_ROLLBACK,
  EDITOR_VERSIONS,
};
