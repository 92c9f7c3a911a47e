import type { z } from "zod";
import type { Endpoint } from "./endpoint";
import { ERROR_ENVELOPE_SCHEMA, type ErrorDetail } from "./errors/error-envelope";

/** What a transport sends: the server passes these to Fastify's inject, the browser to fetch. */
export interface ApiRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: string;
}

export interface ApiResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
  /**
   * Set only by the server's in-process transport, for an answer the area shares with every
   * caller (frozen, the same object until it changes; decision 0051): what a client derives
   * from it may be kept, keyed by it, instead of parsing `body` again for each page.
   */
  shared?: object;
  /** The answer's bytes when it is not JSON (a PDF), as the transport received them. */
  bytes?: Uint8Array;
}

export type ApiTransport = (request: ApiRequest) => Promise<ApiResponse>;

/** A failed API call, carrying the catalogue code the server answered with. */
export class ApiError extends Error {
  readonly status: number;
  readonly errorId: string;
  readonly details: ErrorDetail[];
  readonly correlationId: string | null;
  /** The answering application's id; a bot defence's refusal names one (000 §4). */
  readonly appId: string | null;

  constructor(
    status: number,
    details: ErrorDetail[],
    correlationId: string | null,
    appId: string | null = null,
  ) {
    super(details[0]?.message ?? `API call failed with status ${status}`);
    this.name = "ApiError";
    this.status = status;
    this.errorId = details[0]?.errorId ?? "GEN500";
    this.details = details;
    this.correlationId = correlationId;
    this.appId = appId;
  }
}

/** A bot defence's envelope: may carry no errorDetails at all, but names its appId. */
function appIdOf(payload: unknown): string | null {
  if (typeof payload !== "object" || payload === null || !("appId" in payload)) return null;
  const { appId } = payload;
  return typeof appId === "string" && appId !== "" ? appId : null;
}

/**
 * A 403 with an appId: the bot defence refused the answer (000 §4, AUT403), and the form may
 * be sent once more with a fresh one. A 403 with another catalogue code is a real refusal.
 */
export function isBotDefenceRefusal(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    error.status === 403 &&
    error.appId !== null &&
    (error.details.length === 0 || error.errorId === "AUT403")
  );
}

export type CallInput<E extends Endpoint> = {
  params?: z.input<E["params"]>;
  query?: z.input<E["query"]>;
  body?: z.input<E["body"]>;
  /** Headers of this one call (a placement's `Idempotency-Key`). */
  headers?: Record<string, string>;
};

export interface CallResult<E extends Endpoint> {
  data: z.output<E["response"]>;
  headers: ApiResponse["headers"];
}

/**
 * What the client made of each shared answer, per endpoint: the checked, deep-frozen `data`, so
 * a page that reads a kept answer (a search, a product's details) skips the JSON and schema
 * parsing, and no page can change what the next one reads. Weak: gone with the answer.
 */
const parsedShared = new WeakMap<object, Map<Endpoint, unknown>>();

/**
 * Freezes a value and everything it holds, and answers it: what a shared answer (decision 0051)
 * and what a page parsed from one become, so nobody can change what every caller reads.
 */
export function deepFreeze<T>(value: T): T {
  if (value === null || typeof value !== "object" || Object.isFrozen(value)) return value;
  Object.freeze(value);
  for (const item of Object.values(value)) deepFreeze(item);
  return value;
}

/**
 * The checked data of a shared answer, parsed once per endpoint and kept while it lives. It is
 * read from the answer's JSON, as any other caller's, so it is exactly what HTTP would give.
 */
function sharedData<E extends Endpoint>(
  endpoint: E,
  response: ApiResponse & { shared: object },
): z.output<E["response"]> {
  const answer = response.shared;
  let byEndpoint = parsedShared.get(answer);
  if (!byEndpoint) {
    byEndpoint = new Map();
    parsedShared.set(answer, byEndpoint);
  }
  if (!byEndpoint.has(endpoint))
    byEndpoint.set(endpoint, deepFreeze(endpoint.response.parse(JSON.parse(response.body))));
  return byEndpoint.get(endpoint) as z.output<E["response"]>;
}

/** A path parameter no record can have, refused as the API refuses a malformed one. */
function invalidSegment(name: string): ApiError {
  const message = `${name}: is not a valid path segment`;
  return new ApiError(400, [{ errorId: "VAL400", message, field: name }], null);
}

/**
 * Fills `:name` segments of an endpoint path, each value encoded as exactly one segment.
 * Empty, `.` and `..` are refused (VAL400): URL parsers resolve them, `%2E` too, so they
 * would name another endpoint; so is text that is not well-formed (a lone surrogate).
 */
export function buildPath(path: string, params: Record<string, unknown> = {}): string {
  return path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === null) throw new Error(`Missing path parameter ${name}`);
    const text = String(value);
    if (text === "" || text === "." || text === "..") throw invalidSegment(name);
    try {
      return encodeURIComponent(text);
    } catch {
      throw invalidSegment(name);
    }
  });
}

function buildQuery(query: Record<string, unknown> = {}): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : "";
}

/**
 * The typed API client the pages use. The same client runs in the browser (over fetch) and
 * on the server (in process), so a page reads the API exactly the way an outside caller does.
 */
export class ApiClient {
  constructor(
    private readonly transport: ApiTransport,
    private readonly headers: Record<string, string>,
  ) {}

  async call<E extends Endpoint>(
    endpoint: E,
    input: CallInput<E> = {},
  ): Promise<z.output<E["response"]>> {
    return (await this.callWithHeaders(endpoint, input)).data;
  }

  /**
   * Calls an endpoint that answers a file (a PDF): its bytes and headers, or the ApiError of
   * its JSON error answer.
   */
  async download<E extends Endpoint>(
    endpoint: E,
    input: CallInput<E> = {},
  ): Promise<{ bytes: Uint8Array; headers: Record<string, string | string[] | undefined> }> {
    const url =
      buildPath(endpoint.path, input.params as Record<string, unknown> | undefined) +
      buildQuery(input.query as Record<string, unknown> | undefined);
    const hasBody = input.body !== undefined;
    const response = await this.transport({
      method: endpoint.method,
      url,
      headers: {
        accept: "application/pdf, application/json",
        ...this.headers,
        ...input.headers,
        ...(hasBody ? { "content-type": "application/json" } : {}),
      },
      ...(hasBody ? { body: JSON.stringify(input.body) } : {}),
    });
    if (response.status >= 400) {
      const payload: unknown = response.body ? JSON.parse(response.body) : undefined;
      const envelope = ERROR_ENVELOPE_SCHEMA.safeParse(payload);
      throw envelope.success
        ? new ApiError(
            response.status,
            envelope.data.errorDetails,
            envelope.data.correlationId,
            envelope.data.appId,
          )
        : new ApiError(response.status, [], null, appIdOf(payload));
    }
    return {
      bytes: response.bytes ?? new TextEncoder().encode(response.body),
      headers: response.headers,
    };
  }

  async callWithHeaders<E extends Endpoint>(
    endpoint: E,
    input: CallInput<E> = {},
  ): Promise<CallResult<E>> {
    const url =
      buildPath(endpoint.path, input.params as Record<string, unknown> | undefined) +
      buildQuery(input.query as Record<string, unknown> | undefined);
    const hasBody = input.body !== undefined;
    const response = await this.transport({
      method: endpoint.method,
      url,
      headers: {
        accept: "application/json",
        ...this.headers,
        ...input.headers,
        ...(hasBody ? { "content-type": "application/json" } : {}),
      },
      ...(hasBody ? { body: JSON.stringify(input.body) } : {}),
    });
    if (response.shared && response.status < 400) {
      const shared = response as ApiResponse & { shared: object };
      return { data: sharedData(endpoint, shared), headers: response.headers };
    }
    const payload: unknown = response.body ? JSON.parse(response.body) : undefined;
    if (response.status >= 400) {
      const envelope = ERROR_ENVELOPE_SCHEMA.safeParse(payload);
      if (envelope.success) {
        throw new ApiError(
          response.status,
          envelope.data.errorDetails,
          envelope.data.correlationId,
          envelope.data.appId,
        );
      }
      throw new ApiError(response.status, [], null, appIdOf(payload));
    }
    const data = endpoint.response.parse(payload) as z.output<E["response"]>;
    return { data, headers: response.headers };
  }
}
