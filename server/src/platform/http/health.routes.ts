import type { FastifyInstance } from "fastify";
import type { Db } from "../database/db.types";

const READY_TIMEOUT_MS = 2000;

/** The load as readiness reports it, rounded for people reading a probe's answer. */
function loadReport(app: FastifyInstance) {
  const { refusing, refusedRecently, inFlight, waiting, oldestWaitMs, sample } = app.loadState();
  return {
    shedding: refusing !== null || Object.keys(refusedRecently).length > 0,
    reason: refusing,
    refusedRecently,
    inFlight,
    waiting,
    oldestWaitMs,
    eventLoopDelayMs: Math.round(sample.eventLoopDelayMs * 10) / 10,
    eventLoopUtilization: Math.round(sample.eventLoopUtilization * 100) / 100,
    databaseWaiting: sample.databaseWaiting,
  };
}

/**
 * Liveness (`/healthz`: the process answers) and readiness (`/readyz`: the database answers).
 * Neither is ever shed. Readiness reports the load but stays 200 under it: a balancer that
 * took every busy process out at once would turn an overload into an outage.
 */
export async function healthRoutes(app: FastifyInstance, options: { db: Db }): Promise<void> {
  app.get("/healthz", async (_request, reply) =>
    reply.header("cache-control", "no-store").send({ status: "ok" }),
  );

  app.get("/readyz", async (request, reply) => {
    reply.header("cache-control", "no-store");
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new Error(`database did not answer in ${READY_TIMEOUT_MS} ms`)),
        READY_TIMEOUT_MS,
      );
    });
    try {
      await Promise.race([options.db.query("select 1"), timeout]);
      return reply.send({ status: "ready", database: options.db.kind, load: loadReport(app) });
    } catch (error) {
      request.log.warn({ err: error }, "readiness check failed");
      return reply.code(503).send({ status: "unavailable", database: options.db.kind });
    } finally {
      clearTimeout(timer);
    }
  });
}
