import underPressure from "@fastify/under-pressure";
import { isApiPath } from "@ridgeline/contract";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { AppError } from "../errors/app-error";
import { sendError } from "../errors/error-handler.plugin";
import { AdmissionLine, type QueuedKind } from "./admission-line";
import { isPageCall, isWrite } from "./client-connection";
import { HEALTH_PATHS } from "./request-context.plugin";

/**
 * How a request meets the line (decision 0080):
 * - `exempt`: never waits, never refused, not counted (health checks, the web app's files, its
 *   route manifest): cheap, and a page already in the shopper's browser needs them;
 * - `completes`: finishes what a shopper already started (placing, completing or cancelling an
 *   order, the provider's pages, a running page's data, pictures): first in line, never
 *   refused for waiting;
 * - `writes`: other changes (carts, sign-in, form posts): ahead of browsing;
 * - `browsing`: everything else a client reads (a first page, an API read).
 */
export type Admission = "exempt" | "completes" | "writes" | "browsing";

/** What the process feels right now (reported by readiness; the line does not read it). */
export interface LoadSample {
  /** Mean event-loop delay over the last sampling interval, in ms. */
  eventLoopDelayMs: number;
  /** Share of the last sampling interval the event loop was busy, 0 to 1. */
  eventLoopUtilization: number;
  /** Queries waiting for the database (PGlite's one connection, or the pool). */
  databaseWaiting: number;
}

/** The line's limits (config.ts, SHED_*). */
export interface SheddingLimits {
  /** Requests served at once; the next ones wait in line. 0: no line, nothing refused. */
  maxInFlight: number;
  /** Requests waiting in line; past it a newcomer is refused at once, whatever its kind. */
  maxWaiting: number;
  /** How long browsing may wait in line before it is answered 503 (0: no limit). */
  maxWaitMs: number;
  /** How long other writes may wait (0: no limit); what completes a flow never times out. */
  maxWriteWaitMs: number;
  retryAfterSeconds: number;
}

export interface LoadState {
  /** Why a browsing newcomer would be refused at once now (null: it would be served or wait). */
  refusing: string | null;
  /** Requests refused in the last ten seconds, by reason. */
  refusedRecently: Record<string, number>;
  inFlight: number;
  waiting: Record<QueuedKind, number>;
  /** How long the request longest in line has waited, in ms. */
  oldestWaitMs: number;
  sample: LoadSample;
}

declare module "fastify" {
  interface FastifyInstance {
    /** The line as the shedding sees it (readiness reports it). */
    loadState(): LoadState;
  }
  interface FastifyContextConfig {
    /** How this route's requests meet the line; a function decides per request (pages). */
    admission?: Admission | ((request: FastifyRequest) => Admission | null);
  }
}

/** How often the event loop's delay and utilisation are sampled (for readiness). */
const SAMPLE_INTERVAL_MS = 200;
/** Refusals are logged at most this often, with how many there were meanwhile and why. */
const LOG_EVERY_MS = 10_000;
/** Refusals reported by readiness: those of the last ten seconds. */
const RECENT_MS = 10_000;

/**
 * Makes every route registered after it in this plugin scope one that completes a flow: an
 * area whose pages finish what a shopper started (the provider's pages, pictures of a page
 * already shown) says so once, rather than the shedding listing its URLs.
 */
export function admitFirst(app: FastifyInstance): void {
  app.addHook("onRoute", (route) => {
    route.config = { ...route.config, admission: "completes" };
  });
}

function admissionOf(request: FastifyRequest): Admission {
  const path = request.url.split("?")[0] ?? "/";
  if (HEALTH_PATHS.has(path) || path.startsWith("/assets/")) return "exempt";
  // The API calls a page makes in process: the page was admitted as a whole.
  if (isPageCall()) return "exempt";
  const declared = request.routeOptions.config.admission;
  const chosen = typeof declared === "function" ? declared(request) : declared;
  return chosen ?? (isWrite(request.method) ? "writes" : "browsing");
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
 * Load shedding by queueing (decision 0080, replacing 0035's event-loop measure): at most
 * `maxInFlight` requests are served at once and the others wait in line, what completes a
 * flow first, then writes, then browsing. Browsing is refused (503, Retry-After) when it has
 * waited `maxWaitMs`, other writes after `maxWriteWaitMs`, and any newcomer when `maxWaiting`
 * are already in line. A lone request is always served at once, however busy the CPU: only
 * requests of ours waiting for each other are ever refused. `sample` replaces the
 * measurements readiness reports (tests).
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

    const line = new AdmissionLine({
      maxInFlight: limits.maxInFlight,
      maxWaiting: limits.maxWaiting,
      maxWaitMs: { completes: 0, writes: limits.maxWriteWaitMs, browsing: limits.maxWaitMs },
    });

    // Refusals by reason: since the last log line, and over the last ten seconds (readiness).
    let refused: Record<string, number> = {};
    let loggedAt = 0;
    const recent: { at: number; reason: string }[] = [];
    const refusedRecently = () => {
      const since = Date.now() - RECENT_MS;
      while (recent.length > 0 && (recent[0]?.at ?? 0) < since) recent.shift();
      const counts: Record<string, number> = {};
      for (const { reason } of recent) counts[reason] = (counts[reason] ?? 0) + 1;
      return counts;
    };
    const shed = (request: FastifyRequest, reply: FastifyReply, reason: string) => {
      refused[reason] = (refused[reason] ?? 0) + 1;
      recent.push({ at: Date.now(), reason });
      if (recent.length > 1000) recent.shift();
      if (Date.now() - loggedAt >= LOG_EVERY_MS) {
        request.log.warn({ refused, line: line.state() }, "overloaded: answering 503");
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
      const full = limits.maxInFlight > 0 && line.waiting() >= limits.maxWaiting;
      return {
        refusing: full ? "line full" : null,
        refusedRecently: refusedRecently(),
        ...line.state(),
        sample: sample(),
      };
    });

    /** Watches the client while it waits: one that gives up leaves the line. */
    const watch = (request: FastifyRequest) => (leave: () => void) => {
      // An injected request (a page's own, a test's) has no socket to watch.
      const socket = request.raw.socket;
      if (typeof socket?.once !== "function") return () => undefined;
      socket.once("close", leave);
      return () => socket.off("close", leave);
    };

    app.addHook("onRequest", async (request, reply) => {
      if (limits.maxInFlight <= 0) return;
      const kind = admissionOf(request);
      if (kind === "exempt") return;
      const outcome = await line.enter(kind, watch(request));
      // Nobody reads this answer; it only ends the request.
      if (outcome === "gone") return reply.code(503).send();
      if (outcome !== "admitted") return shed(request, reply, outcome);
      let done = false;
      const release = () => {
        if (done) return;
        done = true;
        line.release();
      };
      // "close" also comes when the client leaves first; "finish" when the answer went out.
      reply.raw.once("close", release);
      reply.raw.once("finish", release);
    });
  },
  { name: "load-shedding", dependencies: ["request-context"] },
);
