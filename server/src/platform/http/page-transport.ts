import {
  CHANNELS,
  DEFAULT_CHANNEL,
  HEADERS,
  isApiPath,
  isLocale,
  type ApiRequest,
  type ApiResponse,
  type ApiTransport,
  type Channel,
} from "@ridgeline/contract";
import type { FastifyInstance } from "fastify";
import { AppError } from "../errors/app-error";
import type { DirectRoute } from "./endpoint-route";
import { forgetPageShoppers, isWrite } from "./client-connection";
import { correlationIdFor } from "./request-context.plugin";
import { answerJson, isSharedAnswer } from "./shared-answer";

/** The methods a page's call or a page request may use. */
export const METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"] as const;

// How a page's loaders and actions call the API in the same process (the web handler's
// transport): reads straight to their endpoint, everything else through Fastify's injection.

/**
 * Calls the API in the same process through Fastify's injection: no socket, same rules. The
 * page's client address goes with each call as the socket's, so per-address limits count the
 * shopper and not the server itself, and no header can stand in for it.
 */
export function injectTransport(
  app: FastifyInstance,
  clientAddress: string,
  publicHost: string,
): ApiTransport {
  return async (request) => {
    const response = await app.inject({
      method: request.method as (typeof METHODS)[number],
      url: request.url,
      headers: { ...request.headers, host: publicHost },
      remoteAddress: clientAddress,
      ...(request.body !== undefined ? { payload: request.body } : {}),
    });
    // A write may have ended or begun a session: the page's next reads look it up again.
    if (isWrite(request.method)) forgetPageShoppers();
    const headers: Record<string, string | string[]> = {};
    for (const [name, value] of Object.entries(response.headers)) {
      if (value !== undefined) headers[name] = Array.isArray(value) ? value : String(value);
    }
    const type = String(response.headers["content-type"] ?? "");
    // A file (a PDF) goes on as its bytes: read as text it would not survive.
    if (response.statusCode < 400 && type !== "" && !type.includes("json"))
      return { status: response.statusCode, headers, body: "", bytes: response.rawPayload };
    return { status: response.statusCode, headers, body: response.body };
  };
}

/** The route of a path: static segments win over parameters, as in Fastify's router. */
function findDirectRoute(
  routes: readonly DirectRoute[],
  segments: readonly string[],
): { route: DirectRoute; params: Record<string, string> } | null {
  let best: { route: DirectRoute; params: Record<string, string>; rank: string } | null = null;
  for (const route of routes) {
    if (route.segments.length !== segments.length) continue;
    const params: Record<string, string> = {};
    let rank = "";
    let matches = true;
    for (let i = 0; i < segments.length && matches; i += 1) {
      const pattern = route.segments[i] ?? "";
      const segment = segments[i] ?? "";
      if (pattern.startsWith(":")) {
        if (segment === "") matches = false;
        params[pattern.slice(1)] = segment;
        rank += "0";
      } else {
        matches = pattern === segment;
        rank += "1";
      }
    }
    if (matches && (!best || rank > best.rank)) best = { route, params, rank };
  }
  return best;
}

/**
 * A page's read answered by calling the endpoint's steps directly (decision 0044): only for a
 * plain GET carrying the web app's own key, JSON accepted, the token as a bearer header, a
 * well-formed locale and nothing unusual in its path. Anything else answers null and goes
 * through `inject`, whose checks then decide.
 */
async function directAnswer(
  app: FastifyInstance,
  webAccessKey: string,
  request: ApiRequest,
): Promise<ApiResponse | null> {
  const headers = request.headers;
  if (request.method !== "GET" || request.body !== undefined) return null;
  if (headers[HEADERS.accessKey] !== webAccessKey || headers["cookie"] !== undefined) return null;
  const accept = headers["accept"];
  if (accept !== undefined && !/application\/json|application\/\*|\*\/\*/.test(accept)) return null;
  const authorization = headers["authorization"];
  if (authorization !== undefined && !authorization.startsWith("Bearer ")) return null;
  const [path = "/", search = ""] = request.url.split("?", 2);
  if (!isApiPath(path) || path.includes("%") || request.url.includes("#")) return null;
  const found = findDirectRoute(app.directRoutes, path.split("/"));
  if (!found) return null;
  const query: Record<string, string | string[]> = {};
  for (const [name, value] of new URLSearchParams(search)) {
    const held = query[name];
    query[name] =
      held === undefined ? value : Array.isArray(held) ? [...held, value] : [held, value];
  }
  const locale = query["locale"];
  if (locale !== undefined && (typeof locale !== "string" || !isLocale(locale))) return null;
  const channel = String(headers[HEADERS.channel] ?? "").toUpperCase();
  const correlationId = correlationIdFor(headers);
  const call = {
    url: request.url,
    params: found.params,
    query,
    token: authorization ? authorization.slice("Bearer ".length).trim() || null : null,
    locale: typeof locale === "string" ? locale : null,
    correlationId,
    channel: (CHANNELS as readonly string[]).includes(channel)
      ? (channel as Channel)
      : DEFAULT_CHANNEL,
  };
  const json = { "content-type": "application/json; charset=utf-8" };
  try {
    const { status, payload } = await found.route.run(call);
    if (isSharedAnswer(payload)) {
      // The page's client keeps what it parsed of a shared answer (api-client.ts): its JSON is
      // written only if something asks for the text.
      return {
        status,
        headers: json,
        shared: payload,
        get body() {
          return answerJson(payload);
        },
      };
    }
    return { status, headers: json, body: answerJson(payload) };
  } catch (raw) {
    const error = raw instanceof AppError ? raw : new AppError("GEN500");
    if (raw instanceof AppError)
      app.log.info({ correlationId, errorId: error.errorId, field: error.field }, error.message);
    else app.log.error({ correlationId, err: raw }, "unhandled error");
    const details = { errorId: error.errorId, message: error.message };
    const envelope = {
      errorDetails: [error.field ? { ...details, field: error.field } : details],
      appId: app.appId,
      correlationId,
    };
    return { status: error.status, headers: json, body: JSON.stringify(envelope) };
  }
}

/**
 * How a page's loaders and actions reach the API in process: reads straight to the endpoint
 * (`directAnswer`), everything else through `inject`.
 */
export function pageTransport(
  app: FastifyInstance,
  clientAddress: string,
  publicHost: string,
  webAccessKey: string,
): ApiTransport {
  const viaInject = injectTransport(app, clientAddress, publicHost);
  return async (request) => (await directAnswer(app, webAccessKey, request)) ?? viaInject(request);
}
