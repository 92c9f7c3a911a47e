import { HEADERS, isApiPath, type ErrorEnvelope } from "@ridgeline/contract";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { AppError } from "./app-error";

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
      return new AppError("VAL400", { message: "The request body is too large." });
    case "FST_ERR_CTP_INVALID_CONTENT_LENGTH":
      return new AppError("VAL400", { message: "The content length does not match the body." });
    default:
      break;
  }
  if (error instanceof SyntaxError && error.statusCode === 400) {
    return new AppError("VAL400", { message: "The request body is not valid JSON." });
  }
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
      : null;
  if (!isApiPath(request.url.split("?")[0] ?? "/")) {
    void reply
      .code(known ? 400 : 500)
      .type("text/plain")
      .send(known ? "Bad request" : "Server error");
    return;
  }
  request.log.info({ code: error.code }, error.message);
  void sendError(request, reply, known ?? new AppError("GEN500"));
}

/**
 * The single place where failures become responses. Only catalogue codes and their messages
 * reach a client: an unexpected error is logged with its stack and answered with GEN500.
 */
export const errorHandlerPlugin = fp(async (app: FastifyInstance) => {
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
