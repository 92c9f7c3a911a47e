import {
  EDITOR_EXPORT,
  EDITOR_PUBLISH,
  EDITOR_ROLLBACK,
  EDITOR_SAVE,
  EDITOR_SCHEDULE,
  EDITOR_VERSIONS,
  type ContentDocument,
} from "@ridgeline/contract";
import type { FastifyInstance, FastifyReply } from "fastify";
import { AppError } from "../../platform/errors/app-error";
import { registerEndpoint } from "../../platform/http/endpoint-route";
import type { ContentWriteService } from "./content-write.service";
import { verifyStaffToken } from "../../platform/security/staff-tokens";

const EDITOR_TOKEN_HEADER = "x-editor-token";

/** The editor's calls: every one needs an editor token (`npm run content` mints one). */
export function editorRoutes(
  app: FastifyInstance,
  deps: { write: ContentWriteService; secret: string },
): void {
  const { write, secret } = deps;
  const editor = (reply: FastifyReply): string => {
    const header = reply.request.headers[EDITOR_TOKEN_HEADER];
    const claims = verifyStaffToken(
      secret,
      typeof header === "string" ? header : null,
      "editor",
      null,
    );
    if (!claims)
      throw new AppError("CNT401", {
        message: "Editor calls need a valid, unexpired editor token.",
      });
    return claims.sub;
  };
  registerEndpoint(app, EDITOR_SAVE, async ({ params, body }, reply) => ({
    saved: await write.save(params.siteId, body.documents, editor(reply)),
  }));
  registerEndpoint(app, EDITOR_EXPORT, async ({ params }, reply) => {
    editor(reply);
    return { documents: (await write.drafts(params.siteId)) as ContentDocument[] };
  });
  registerEndpoint(app, EDITOR_PUBLISH, async ({ params, body }, reply) => ({
    published: await write.publish(params.siteId, body.ids, editor(reply)),
  }));
  registerEndpoint(app, EDITOR_SCHEDULE, async ({ params, body }, reply) => {
    const date = (value: string | null | undefined) =>
      value === undefined ? undefined : value === null ? null : new Date(value);
    await write.schedule(
      params.siteId,
      params.id,
      { publishAt: date(body.publishAt), unpublishAt: date(body.unpublishAt) },
      editor(reply),
    );
    return { id: params.id };
  });
  registerEndpoint(app, EDITOR_ROLLBACK, async ({ params, body }, reply) => ({
    id: params.id,
    version: await write.rollback(params.siteId, params.id, body.version, editor(reply)),
  }));
  registerEndpoint(app, EDITOR_VERSIONS, async ({ params }, reply) => {
    editor(reply);
    return { versions: await write.versions(params.siteId, params.id) };
  });
}
