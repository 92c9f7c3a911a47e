import {
  AUDIENCE_PIXEL_QUERY,
  QUERY_AUDIENCES,
  RECORD_CONVERSION,
  RECORD_EXPOSURES,
  SEND_AUDIENCE_EVENTS,
  SEND_EXPERIMENT_EVENTS,
} from "@ridgeline/contract";
import type { FastifyInstance } from "fastify";
import { AppError } from "../../platform/errors/app-error";
import { registerEndpoint } from "../../platform/http/endpoint-route";
import type { AudienceData } from "./audience-data.service";
import type { ExperimentsService } from "./experiments.service";
import type { PageTracking } from "./page-tracking.service";

/** An SDK key as the datafile's address carries it. */
const SDK_KEY = /^[A-Za-z0-9_-]{1,64}$/;

/** A transparent 1×1 GIF: what the audience-data pixel answers. */
const PIXEL = Buffer.from("R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7", "base64");

/** The newest datafile may change at any publish: SDKs poll, caches keep it a minute at most. */
const DATAFILE_CACHE = "public, max-age=60";

/** The header the audience calls carry the project's public key in. */
const API_KEY_HEADER = "x-api-key";

/** Whether a datafile published at `modified` is newer than an `If-Modified-Since` date. */
export function modifiedSince(modified: Date, header: string | undefined): boolean {
  if (!header) return true;
  const since = Date.parse(header);
  if (Number.isNaN(since)) return true;
  // HTTP dates have whole seconds.
  return Math.floor(modified.getTime() / 1000) > Math.floor(since / 1000);
}

/**
 * The experimentation service's calls (001 §7): the datafile by SDK key (with Last-Modified and
 * If-Modified-Since, as Optimizely's CDN answers), the SDKs' event batches, audience-data
 * events and pixel, and the segments query.
 */
export async function experimentsRoutes(
  app: FastifyInstance,
  deps: { experiments: ExperimentsService; audiences: AudienceData; tracking: PageTracking },
): Promise<void> {
  const { experiments, audiences, tracking } = deps;

  // The store's own pages' reports (their page server holds the visitor's id).
  registerEndpoint(app, RECORD_EXPOSURES, async ({ body }) => ({
    recorded: await tracking.exposures(body),
  }));
  registerEndpoint(app, RECORD_CONVERSION, async ({ body }) => ({
    recorded: await tracking.conversion(body),
  }));

  app.get<{ Params: { sdkKey: string } }>("/datafiles/:sdkKey.json", async (request, reply) => {
    const { sdkKey } = request.params;
    if (!SDK_KEY.test(sdkKey))
      throw new AppError("VAL400", {
        field: "sdkKey",
        message: "sdkKey: must be 1 to 64 letters, digits, dashes or underscores",
      });
    const datafile = await experiments.datafile(sdkKey);
    if (!datafile) throw new AppError("EXP404");
    reply
      .header("last-modified", datafile.publishedAt.toUTCString())
      .header("cache-control", DATAFILE_CACHE)
      // Public by design: an SDK in any page may fetch it, as from Optimizely's CDN.
      .header("access-control-allow-origin", "*");
    if (!modifiedSince(datafile.publishedAt, request.headers["if-modified-since"]))
      return reply.code(304).send();
    return reply.type("application/json; charset=utf-8").send(datafile.body);
  });

  registerEndpoint(
    app,
    SEND_EXPERIMENT_EVENTS,
    async ({ body }) => {
      await experiments.recordEvents(body);
      return undefined;
    },
    { perAddress: "events" },
  );

  registerEndpoint(
    app,
    SEND_AUDIENCE_EVENTS,
    async ({ body }, reply) => {
      const key = reply.request.headers[API_KEY_HEADER];
      await audiences.record(typeof key === "string" ? key : null, body);
      return { title: "Accepted" as const, status: 202 as const };
    },
    { perAddress: "events" },
  );

  registerEndpoint(app, QUERY_AUDIENCES, async ({ body }, reply) => {
    const key = reply.request.headers[API_KEY_HEADER];
    const { query, qualified } = await audiences.answer(
      typeof key === "string" ? key : null,
      body.query,
      body.variables,
    );
    if (qualified === null)
      return {
        errors: [
          {
            message: `could not resolve _${query.idKey} = ${query.idValue}`,
            extensions: {
              code: "INVALID_IDENTIFIER_EXCEPTION",
              classification: "DataFetchingException",
            },
          },
        ],
        data: { customer: null },
      };
    return {
      data: {
        customer: {
          audiences: {
            edges: qualified.map(({ name, qualified: held }) => ({
              node: { name, state: held ? ("qualified" as const) : ("not_qualified" as const) },
            })),
          },
        },
      },
    };
  });

  // The browser's audience-data pixel: the event in the query, answered with a picture.
  app.get("/v2/zaius.gif", async (request, reply) => {
    const parsed = AUDIENCE_PIXEL_QUERY.safeParse(request.query);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const field = issue?.path.join(".") || "query";
      throw new AppError("VAL400", { field, message: `${field}: ${issue?.message ?? "invalid"}` });
    }
    const { tracker_id: tracker, event_type: type, vdl_action: action, ...ids } = parsed.data;
    const identifiers: Record<string, string> = {};
    if (ids.vuid) identifiers["vuid"] = ids.vuid;
    if (ids.fs_user_id) identifiers["fs_user_id"] = ids.fs_user_id;
    if (Object.keys(identifiers).length === 0)
      throw new AppError("VAL400", { field: "vuid", message: "vuid: or fs_user_id is required" });
    await app.limitAddress("events", request);
    await audiences.record(tracker, [{ type, action, identifiers, data: {} }]);
    return reply.header("cache-control", "no-store").type("image/gif").send(PIXEL);
  });
}
