import type { Channel, Endpoint } from "@ridgeline/contract";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { z } from "zod";
import { AppError } from "../errors/app-error";
import { readCookie } from "./cookies";
import { inputChecker } from "./input-rules";
import { clientGone, isPageCall, isWrite, notePageTags } from "./client-connection";
import type { RequestScope, Shopper } from "./request-scope";
import { isSharedAnswer, sharedAnswerBytes } from "./shared-answer";

/** The content type Fastify gives the JSON it writes itself. */
const JSON_TYPE = "application/json; charset=utf-8";

/** Per-network-address limits an endpoint may ask for by name; the app sets the rules. */
export type AddressLimitName = "mail" | "beacon" | "events";

declare module "fastify" {
  interface FastifyInstance {
    /** Counts a call of the request's client address under the named rule (API429 over it). */
    limitAddress(name: AddressLimitName, request: FastifyRequest): Promise<void>;
    /** Builds the scope a service sees; set once by the app from the site and identity areas. */
    resolveScope(request: FastifyRequest): Promise<RequestScope>;
    /** Answers schema violations of responses too (tests and development). */
    validateResponses: boolean;
    /** Contract reads a page may call without the HTTP emulation (decision 0044). */
    directRoutes: DirectRoute[];
    /** The scope of a direct call: what `resolveScope` reads from a request, given outright. */
    resolveDirectScope(call: DirectCall): Promise<RequestScope>;
  }
}

/** A page's in-process read, already past the request-context checks (web-handler.routes.ts). */
export interface DirectCall {
  url: string;
  params: Record<string, string>;
  query: Record<string, string | string[]>;
  token: string | null;
  locale: string | null;
  correlationId: string;
  channel: Channel;
}

/** A GET endpoint whose handler needs no reply: the same steps as its route, without Fastify. */
export interface DirectRoute {
  /** The path's segments; `:name` is a parameter. */
  segments: readonly string[];
  run(call: DirectCall): Promise<{ status: number; payload: unknown }>;
}

export interface EndpointInput<E extends Endpoint> {
  params: z.output<E["params"]>;
  query: z.output<E["query"]>;
  body: z.output<E["body"]>;
  scope: RequestScope;
  shopper: Shopper | null;
}

export interface AuthenticatedInput<E extends Endpoint> extends EndpointInput<E> {
  shopper: Shopper;
}

type Handler<E extends Endpoint> = (
  input: E extends Endpoint<z.ZodType, z.ZodType, z.ZodType, z.ZodType, true>
    ? AuthenticatedInput<E>
    : EndpointInput<E>,
  reply: FastifyReply,
) => Promise<z.input<E["response"]>>;

function parsePart<S extends z.ZodType>(schema: S, value: unknown, part: string): z.output<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  if (part === "body" && value === undefined) throw new AppError("ATTR300");
  const field = issue && issue.path.length > 0 ? issue.path.join(".") : part;
  const message = issue ? `${field}: ${issue.message}` : `${part} is not valid`;
  throw new AppError("VAL400", { message, field });
}

/**
 * Registers a contract endpoint: refuse bad bytes anywhere in the request (input-rules.ts),
 * parse params, query and body with the contract's schemas, count the call under its
 * per-address limit if it has one, require a shopper token where the endpoint says so, call
 * the handler, answer its result. A write whose client went away meanwhile (a timeout, a
 * closed tab) is not started.
 */
export function registerEndpoint<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: Handler<E>,
  options: {
    /**
     * A per-address limit counted once the input is valid (calls that send mail: "mail"; calls
     * a page sends without a key as it is hidden: "beacon"; the experimentation SDKs' keyless
     * event batches and audience data: "events").
     */
    perAddress?: AddressLimitName;
    /**
     * The ids of what an answer shows (`product:M1234567`), for the pages that show it: a
     * change to any of them purges those pages (decision 0088). Every read a page makes is
     * also tagged with its endpoint's path.
     */
    shows?: (answer: z.output<E["response"]>, input: EndpointInput<E>) => readonly string[];
  } = {},
): void {
  const badInput = inputChecker(endpoint);
  const perAddress = options.perAddress;
  /**
   * The steps every call of this endpoint takes, over HTTP or direct: input rules, schemas,
   * scope, token requirement, the handler, the response check. `steps` adds what only one
   * path has (the per-address limit, the client-gone check, the reply).
   */
  const answer = async (
    raw: { url: string; params: unknown; query: unknown; body: unknown },
    steps: {
      scope: () => Promise<RequestScope>;
      beforeScope?: () => Promise<void>;
      beforeHandler?: () => void;
      handle: (input: unknown) => Promise<unknown>;
    },
  ): Promise<unknown> => {
    const bad = badInput(raw);
    if (bad) {
      throw new AppError("VAL400", { field: bad.field, message: `${bad.field}: ${bad.message}` });
    }
    const params = parsePart(endpoint.params, raw.params ?? {}, "params");
    const query = parsePart(endpoint.query, raw.query ?? {}, "query");
    const body = parsePart(endpoint.body, raw.body, "body");
    await steps.beforeScope?.();
    const scope = await steps.scope();
    if (endpoint.requiresToken && !scope.shopper) throw new AppError("AUT432");
    steps.beforeHandler?.();
    const input = { params, query, body, scope, shopper: scope.shopper };
    const result = await steps.handle(input);
    if (isPageCall() && endpoint.method === "GET") {
      notePageTags([`api:${endpoint.path}`]);
      if (options.shows)
        notePageTags(options.shows(result as z.output<E["response"]>, input as EndpointInput<E>));
    }
    if (!app.validateResponses) return result;
    const checked: unknown = endpoint.response.parse(result);
    // A shared answer keeps its identity, so its JSON is the one kept (production checks none).
    return isSharedAnswer(result) ? result : checked;
  };
  const handle = handler as (input: unknown, reply?: FastifyReply) => Promise<unknown>;
  // A read whose handler takes no reply can be called directly by a page (decision 0044).
  if (endpoint.method === "GET" && handler.length < 2 && !perAddress) {
    app.directRoutes.push({
      segments: endpoint.path.split("/"),
      run: async (call) => {
        const payload = await answer(
          { url: call.url, params: call.params, query: call.query, body: undefined },
          { scope: () => app.resolveDirectScope(call), handle: (input) => handle(input) },
        );
        return { status: endpoint.status, payload };
      },
    });
  }
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    // A busy server serves what finishes a purchase first (load-shedding.plugin.ts).
    ...(endpoint.completesFlow ? { config: { admission: "completes" as const } } : {}),
    handler: async (request, reply) => {
      // Many answers are a shopper's own (a cart by its id, a sign-in's code, a profile), so
      // none is kept by a browser or proxy unless its handler says otherwise (decision 0034).
      reply.header("cache-control", "no-store");
      const payload = await answer(request, {
        scope: () => app.resolveScope(request),
        beforeScope: perAddress ? () => app.limitAddress(perAddress, request) : undefined,
        beforeHandler: () => {
          if (isWrite(endpoint.method) && clientGone(request, reply)) {
            request.log.info("the client went away before the write began: not started");
            throw new AppError("GEN503");
          }
        },
        handle: (input) => handle(input, reply),
      });
      // A handler may have chosen its own status (201 for a created cart).
      if (reply.statusCode === 200) reply.code(endpoint.status);
      // An answer every caller shares goes out as the JSON written on its first send.
      if (isSharedAnswer(payload) && !reply.hasHeader("content-type"))
        return reply.type(JSON_TYPE).send(sharedAnswerBytes(payload));
      return reply.send(payload);
    },
  });
}

/** Reads the shopper token of a request: a bearer header first, then the httpOnly cookie. */
export function readToken(request: FastifyRequest, secureCookies: boolean): string | null {
  const header = request.headers.authorization;
  if (header?.startsWith("Bearer ")) return header.slice("Bearer ".length).trim() || null;
  return readCookie(request, "accessToken", secureCookies);
}
