import { randomUUID } from "node:crypto";
import { STATUS_CODES, type ServerResponse } from "node:http";
import type { Duplex } from "node:stream";
import { HEADERS, isApiPath, type ErrorEnvelope, type ErrorId } from "@ridgeline/contract";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { AppError } from "./app-error";

/** The catalogue code for a client-error status that has one of its own. */
const CODE_OF_STATUS: Partial<Record<number, ErrorId>> = {
  404: "API404",
  405: "API405",
  406: "API406",
  408: "API408",
  413: "API413",
  415: "API415",
  431: "API431",
};

/** Fastify's own failures that are the caller's fault, mapped to catalogue codes. */
function fromFastifyError(error: FastifyError): AppError | null {
  switch (error.code) {
    case "FST_ERR_CTP_INVALID_MEDIA_TYPE":
      return new AppError("API415");
    case "FST_ERR_CTP_EMPTY_JSON_BODY":
      return new AppError("ATTR300");
    case "FST_ERR_CTP_INVALID_JSON_BODY":
      return new AppError("VAL400", { message: "The request body is not valid JSON." });
    case "FST_ERR_CTP_BODY_TOO_LARGE":
      return new AppError("API413");
    case "FST_ERR_CTP_INVALID_CONTENT_LENGTH":
      return new AppError("VAL400", { message: "The content length does not match the body." });
    default:
      break;
  }
  if (error instanceof SyntaxError && error.statusCode === 400) {
    return new AppError("VAL400", { message: "The request body is not valid JSON." });
  }
  // Any other failure Fastify or a plugin blames on the request is still the caller's.
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) return new AppError(CODE_OF_STATUS[status] ?? "VAL400");
  return null;
}

/** Builds the spec's error envelope for a request. */
export function envelope(request: FastifyRequest, error: AppError): ErrorEnvelope {
  return {
    errorDetails: [
      {
        errorId: error.errorId,
        message: error.message,
        ...(error.field ? { field: error.field } : {}),
        ...(error.maxAllowedQty !== undefined ? { maxAllowedQty: error.maxAllowedQty } : {}),
        ...(error.outOfStock ? { outOfStock: error.outOfStock } : {}),
      },
    ],
    appId: request.server.appId,
    correlationId: request.correlationId,
  };
}

export function sendError(
  request: FastifyRequest,
  reply: FastifyReply,
  error: AppError,
): FastifyReply {
  return reply.code(error.status).type("application/json").send(envelope(request, error));
}

/**
 * Fastify's `frameworkErrors`: a malformed URL is refused before any route or hook runs, so
 * the request context is not set yet. API callers still get the envelope and their id.
 */
export function answerFrameworkError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  request.correlationId = request.id;
  reply.header(HEADERS.correlationId, request.id);
  const known =
    error.code === "FST_ERR_BAD_URL"
      ? new AppError("VAL400", { message: "The URL is not valid." })
      : // A path parameter over the router's length limit names no resource.
        error.code === "FST_ERR_MAX_PARAM_LENGTH"
        ? new AppError("API404")
        : null;
  if (!isApiPath(request.url.split("?")[0] ?? "/")) {
    void reply
      .code(known?.status ?? 500)
      .type("text/plain")
      .send(known ? (STATUS_CODES[known.status] ?? "Bad request") : "Server error");
    return;
  }
  request.log.info({ code: error.code }, error.message);
  void sendError(request, reply, known ?? new AppError("GEN500"));
}

const REQUEST_LINE = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+ \S+ HTTP\/\d\.\d\r?\n/;

/** What Node's HTTP parser refused, as a catalogue error (its codes: llhttp's HPE_*). */
function fromParserError(code: string | undefined, rawPacket: Buffer | undefined): AppError {
  switch (code) {
    case "HPE_HEADER_OVERFLOW":
      return new AppError("API431");
    case "HPE_CHUNK_EXTENSIONS_OVERFLOW":
      return new AppError("API413", { message: "The chunk extensions are too large." });
    case "ERR_HTTP_REQUEST_TIMEOUT":
      return new AppError("API408");
    case "HPE_INVALID_METHOD":
      // A well-formed request line with a method nobody knows, not just any garbage.
      if (REQUEST_LINE.test(rawPacket?.subarray(0, 8192).toString("latin1") ?? ""))
        return new AppError("API405", { message: "This method is not supported." });
      return new AppError("VAL400", { message: "The request is not valid HTTP." });
    case "HPE_INVALID_CONTENT_LENGTH":
    case "HPE_UNEXPECTED_CONTENT_LENGTH":
      return new AppError("VAL400", { message: "The content length is not valid." });
    default:
      return new AppError("VAL400", { message: "The request is not valid HTTP." });
  }
}

/** Writes an error envelope straight to a socket, for requests no Fastify request exists for. */
export function writeEnvelope(socket: Duplex, appId: string, error: AppError): string {
  const correlationId = randomUUID();
  const body = JSON.stringify({
    errorDetails: [{ errorId: error.errorId, message: error.message }],
    appId,
    correlationId,
  } satisfies ErrorEnvelope);
  const head = [
    `HTTP/1.1 ${error.status} ${STATUS_CODES[error.status] ?? ""}`,
    "Content-Type: application/json; charset=utf-8",
    `Content-Length: ${Buffer.byteLength(body)}`,
    `${HEADERS.correlationId}: ${correlationId}`,
    "Connection: close",
  ].join("\r\n");
  socket.end(`${head}\r\n\r\n${body}`, () => socket.destroy());
  return correlationId;
}

/**
 * Fastify's `clientErrorHandler`: Node's HTTP parser answers some requests before any route
 * or hook runs (headers over `maxHeaderSize`, a bad content length, an unknown method, a
 * request that never finished arriving). They get the envelope too, with a fresh correlation
 * id: the parser never read the caller's.
 */
export function answerClientError(this: FastifyInstance, error: Error, socket: Duplex): void {
  const code = (error as NodeJS.ErrnoException).code;
  if (code === "ECONNRESET" || socket.destroyed) return;
  // A response already under way cannot be replaced without corrupting what the peer reads.
  const inFlight = (socket as Duplex & { _httpMessage?: ServerResponse | null })._httpMessage;
  if (!socket.writable || inFlight?.headersSent) {
    socket.destroy();
    return;
  }
  const known = fromParserError(code, (error as { rawPacket?: Buffer }).rawPacket);
  const correlationId = writeEnvelope(socket, this.appId, known);
  this.log.info({ code, errorId: known.errorId, correlationId }, "refused by the HTTP parser");
}

/**
 * The single place where failures become responses. Only catalogue codes and their messages
 * reach a client: an unexpected error is logged with its stack and answered with GEN500.
 */
export const errorHandlerPlugin = fp(async (app: FastifyInstance) => {
  // Node drops a CONNECT it has no listener for without a word; this is no proxy.
  app.server.on("connect", (_request, socket: Duplex) => {
    writeEnvelope(socket, app.appId, new AppError("API405", { message: "This is not a proxy." }));
  });
  app.setErrorHandler((raw: FastifyError, request, reply) => {
    const known = raw instanceof AppError ? raw : fromFastifyError(raw);
    if (known) {
      request.log.info({ errorId: known.errorId, field: known.field }, known.message);
      return sendError(request, reply, known);
    }
    request.log.error({ err: raw }, "unhandled error");
    return sendError(request, reply, new AppError("GEN500"));
  });
});
