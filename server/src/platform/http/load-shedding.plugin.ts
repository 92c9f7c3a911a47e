import underPressure from "@fastify/under-pressure";
import { isApiPath } from "@ridgeline/contract";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { AppError } from "../errors/app-error";
import { sendError } from "../errors/error-handler.plugin";
import { isPageCall, isWrite } from "./client-connection";
import { HEALTH_PATHS } from "./request-context.plugin";

/** What the process feels right now. */
export interface LoadSample {
  /** Mean event-loop delay over the last sampling interval, in ms. */
  eventLoopDelayMs: number;
  /** Share of the last sampling interval the event loop was busy, 0 to 1. */
  eventLoopUtilization: number;
  /** Queries waiting for the database (PGlite's one connection, or the pool). */
  databaseWaiting: number;
}

/** When browsing is refused; a 0 turns that measure off (config.ts, SHED_*). */
export interface SheddingLimits {
  maxEventLoopDelayMs: number;
  maxEventLoopUtilization: number;
  maxDatabaseWaiting: number;
  /** Browsing requests a process serves at once; more are refused. */
  maxInFlight: number;
  /** Room above maxInFlight that only writes (carts, sign-in, checkout, form posts) may use. */
  writeReserve: number;
  retryAfterSeconds: number;
}

export interface LoadState {
  /** Whether browsing would be refused now, and why (null: it is served). */
  refusing: string | null;
  inFlight: { browsing: number; writes: number };
  sample: LoadSample;
}

declare module "fastify" {
  interface FastifyInstance {
    /** The load as the shedding sees it (readiness reports it). */
    loadState(): LoadState;
  }
}

/** How often the event loop's delay and utilisation are sampled. */
const SAMPLE_INTERVAL_MS = 200;
/** Shedding is logged at most this often, with how many requests were refused meanwhile and why. */
const LOG_EVERY_MS = 10_000;

type Kind = "browsing" | "writes";

/**
 * Which requests may be refused: health checks are never, the web app's fingerprinted files
 * neither (a page already served needs them), nor the API calls a page makes in process (the
 * page was admitted as a whole).
 */
function kindOf(request: FastifyRequest): Kind | null {
  const path = request.url.split("?")[0] ?? "/";
  if (HEALTH_PATHS.has(path) || path.startsWith("/assets/") || isPageCall()) return null;
  return isWrite(request.method) ? "writes" : "browsing";
}

function pressureOf(sample: LoadSample, limits: SheddingLimits): string | null {
  if (limits.maxEventLoopDelayMs > 0 && sample.eventLoopDelayMs > limits.maxEventLoopDelayMs)
    return "event-loop delay";
  if (
    limits.maxEventLoopUtilization > 0 &&
    sample.eventLoopUtilization > limits.maxEventLoopUtilization
  )
    return "event-loop utilisation";
  if (limits.maxDatabaseWaiting > 0 && sample.databaseWaiting > limits.maxDatabaseWaiting)
    return "database queue";
  return null;
}

const BUSY_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>Busy right now</title><meta name="robots" content="noindex"></head>
<body style="font-family:system-ui,sans-serif;max-width:32rem;margin:4rem auto;padding:0 1rem">
<h1>We are busy right now</h1>
<p>Too many shoppers are visiting at once. Please try again in a moment.</p>
<p><a href="">Try again</a></p>
</body></html>
`;

/**
 * Load shedding (decision 0035): under pressure, browsing (pages, API reads, pictures) is
 * answered 503 with Retry-After at once, so what is admitted is served in time and the health
 * checks keep answering; writes are admitted ahead of browsing, into room kept for them.
 * Fastify's under-pressure samples the event loop; the database's queue and the requests in
 * flight are counted here. `sample` replaces the measurements (tests).
 */
export const loadSheddingPlugin = fp(
  async (
    app: FastifyInstance,
    options: {
      limits: SheddingLimits;
      databaseWaiting: () => number;
      sample?: (() => LoadSample) | undefined;
    },
  ) => {
    const { limits } = options;
    await app.register(underPressure, {
      sampleInterval: SAMPLE_INTERVAL_MS,
      eventLoopUtilizationMode: "interval",
    });
    const sample =
      options.sample ??
      (() => {
        const usage = app.memoryUsage();
        return {
          eventLoopDelayMs: usage.eventLoopDelay,
          eventLoopUtilization: usage.eventLoopUtilized,
          databaseWaiting: options.databaseWaiting(),
        };
      });
    const inFlight = { browsing: 0, writes: 0 };
    // Browsing may fill maxInFlight; writes may fill that and the reserve, which browsing
    // never touches, so a flood of browsing cannot keep a cart write out.
    const full = (kind: Kind) =>
      limits.maxInFlight > 0 &&
      (inFlight.browsing + inFlight.writes >= limits.maxInFlight + limits.writeReserve ||
        (kind === "browsing" && inFlight.browsing >= limits.maxInFlight));

    /** Why a request of this kind would be refused now, or null. */
    const refusal = (kind: Kind, now: LoadSample): string | null => {
      if (full(kind)) return "requests in flight";
      return kind === "browsing" ? pressureOf(now, limits) : null;
    };

    // Requests refused since the last log line, by reason.
    let refused: Record<string, number> = {};
    let loggedAt = 0;
    const shed = (
      request: FastifyRequest,
      reply: FastifyReply,
      reason: string,
      now: LoadSample,
    ) => {
      refused[reason] = (refused[reason] ?? 0) + 1;
      if (Date.now() - loggedAt >= LOG_EVERY_MS) {
        request.log.warn({ refused, inFlight, load: now }, "overloaded: answering 503");
        loggedAt = Date.now();
        refused = {};
      }
      reply.header("retry-after", String(limits.retryAfterSeconds));
      reply.header("cache-control", "no-store");
      if (isApiPath(request.url.split("?")[0] ?? "/"))
        return sendError(request, reply, new AppError("GEN503"));
      return reply.code(503).type("text/html; charset=utf-8").send(BUSY_PAGE);
    };

    app.decorate("loadState", () => {
      const now = sample();
      return { refusing: refusal("browsing", now), inFlight: { ...inFlight }, sample: now };
    });

    app.addHook("onRequest", async (request, reply) => {
      const kind = kindOf(request);
      if (!kind) return;
      const now = sample();
      const reason = refusal(kind, now);
      if (reason) return shed(request, reply, reason, now);
      inFlight[kind] += 1;
      let done = false;
      const release = () => {
        if (done) return;
        done = true;
        inFlight[kind] -= 1;
      };
      // "close" also comes when the client leaves first; "finish" when the answer went out.
      reply.raw.once("close", release);
      reply.raw.once("finish", release);
    });
  },
  { name: "load-shedding", dependencies: ["request-context"] },
);
