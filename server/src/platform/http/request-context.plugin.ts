import { randomUUID } from "node:crypto";
import {
  CHANNELS,
  DEFAULT_CHANNEL,
  HEADERS,
  isApiPath,
  KEYLESS_API_PREFIXES,
  isLocale,
  type Channel,
} from "@ridgeline/contract";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { AppError } from "../errors/app-error";

declare module "fastify" {
  interface FastifyInstance {
    appId: string;
  }
  interface FastifyRequest {
    correlationId: string;
    transactionId: string;
    channel: Channel;
    /** The `locale` query parameter when it is well formed, else null. */
    locale: string | null;
  }
}

const ID_PATTERN = /^[A-Za-z0-9._:-]{1,128}$/;

function headerId(value: string | string[] | undefined): string | null {
  const text = Array.isArray(value) ? value[0] : value;
  return text && ID_PATTERN.test(text) ? text : null;
}

/** Liveness and readiness: answered whatever the Host, and never shed. */
export const HEALTH_PATHS = new Set(["/healthz", "/readyz"]);

/** The host name of a Host or X-Forwarded-Host value, lower case, without its port. */
export function hostName(value: string): string {
  const host = value.trim().toLowerCase();
  if (host.startsWith("[")) return host.slice(0, host.indexOf("]") + 1);
  return host.split(":")[0] ?? "";
}

/**
 * Whether a request names only allowed hosts: its Host, and every X-Forwarded-Host hop it
 * carries (read or not, an unknown one is refused rather than ignored).
 */
export function hostChecker(
  allowed: readonly string[],
): (headers: Record<string, string | string[] | undefined>) => boolean {
  const names = new Set(allowed.map((host) => host.toLowerCase()));
  return (headers) => {
    const host = headers["host"];
    if (typeof host !== "string" || !names.has(hostName(host))) return false;
    const forwarded = headers["x-forwarded-host"];
    const hops = (Array.isArray(forwarded) ? forwarded : forwarded ? [forwarded] : []).flatMap(
      (value) => value.split(","),
    );
    return hops.every((hop) => names.has(hostName(hop)));
  };
}

/** The request id Fastify logs with: the caller's correlation id, or a fresh one. */
export function correlationIdFor(headers: Record<string, string | string[] | undefined>): string {
  return headerId(headers[HEADERS.correlationId]) ?? randomUUID();
}

/**
 * The request context of spec 000 §7: correlation and transaction ids (echoed on every
 * response), the channel, the locale query parameter, and the access key on API paths.
 */
export const requestContextPlugin = fp(
  async (
    app: FastifyInstance,
    options: { appId: string; accessKeys: readonly string[]; allowedHosts: readonly string[] },
  ) => {
    const keys = new Set(options.accessKeys);
    const knownHost = hostChecker(options.allowedHosts);
    app.decorate("appId", options.appId);
    app.decorateRequest("correlationId", "");
    app.decorateRequest("transactionId", "");
    app.decorateRequest("channel", DEFAULT_CHANNEL);
    app.decorateRequest("locale", null);

    app.addHook("onRequest", async (request, reply) => {
      request.correlationId = request.id;
      request.transactionId = headerId(request.headers[HEADERS.transactionId]) ?? randomUUID();
      reply.header(HEADERS.correlationId, request.correlationId);
      reply.header(HEADERS.transactionId, request.transactionId);

      // Node's own answer to an HTTP/1.1 request without Host has no envelope (app.ts).
      if (request.headers.host === undefined && request.raw.httpVersion !== "1.0") {
        throw new AppError("VAL400", { field: "host", message: "host: is required" });
      }
      const path = request.url.split("?")[0] ?? "/";
      // No page, link or redirect is ever built on a Host this shop does not answer for; the
      // health checks answer whatever name a load balancer uses.
      if (!HEALTH_PATHS.has(path) && !knownHost(request.headers)) throw new AppError("API421");

      const channel = String(request.headers[HEADERS.channel] ?? "").toUpperCase();
      request.channel = (CHANNELS as readonly string[]).includes(channel)
        ? (channel as Channel)
        : DEFAULT_CHANNEL;
      const locale = (request.query as Record<string, unknown> | undefined)?.["locale"];
      request.locale = typeof locale === "string" && isLocale(locale) ? locale : null;

      if (!isApiPath(path)) return;
      const key = request.headers[HEADERS.accessKey];
      // Publish-mode content is public (issue 28): the same for every caller, kept by CDNs, read
      // by the blocks in the browser (a modal, the article grid's next page).
      const publicRead = request.method === "GET" && path.startsWith("/publish/caas/");
      const keyless = KEYLESS_API_PREFIXES.some((prefix) => path.startsWith(prefix));
      if (!publicRead && !keyless && (typeof key !== "string" || !keys.has(key)))
        throw new AppError("API400");
      // Every API call may carry `locale` (spec 000 §7); a malformed one is refused everywhere.
      if (locale !== undefined && request.locale === null) {
        throw new AppError("VAL400", { field: "locale", message: "locale: must look like en-us" });
      }
      const accept = request.headers.accept;
      if (accept && !/application\/json|application\/\*|\*\/\*/.test(accept))
        throw new AppError("API406");
    });

    // API bodies are JSON; pages may post forms, which the web handler reads raw.
    app.addHook("preParsing", async (request) => {
      const path = request.url.split("?")[0] ?? "/";
      const type = request.headers["content-type"];
      const hasBody =
        Number(request.headers["content-length"] ?? 0) > 0 ||
        request.headers["transfer-encoding"] !== undefined;
      if (isApiPath(path) && hasBody && type && !/^application\/json\b/i.test(type)) {
        throw new AppError("API415");
      }
    });
  },
  { name: "request-context" },
);
