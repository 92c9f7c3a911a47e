import type { FastifyInstance } from "fastify";
import type { HousekeepingService, PurgeResult } from "./housekeeping.service";

/** Runs a job unless another process of the shop runs it now (null then). */
type RunAlone = (job: () => Promise<PurgeResult>) => Promise<PurgeResult | null>;

/**
 * Runs the purge every `intervalMs` in the background (0: never; tests and `npm run purge`),
 * in one process of the shop at a time: `runAlone` skips a round another process is running.
 */
export async function housekeepingPlugin(
  app: FastifyInstance,
  options: { housekeeping: HousekeepingService; intervalMs: number; runAlone?: RunAlone },
): Promise<void> {
  const runAlone: RunAlone = options.runAlone ?? ((job) => job());
  if (options.intervalMs <= 0) return;
  let timer: NodeJS.Timeout | null = null;
  let running = false;
  app.addHook("onReady", async () => {
    timer = setInterval(() => {
      if (running) return;
      running = true;
      runAlone(() => options.housekeeping.purge())
        .then((result) => {
          if (result) app.log.info({ purged: result }, "housekeeping done");
          else app.log.debug("housekeeping left to the process already running it");
        })
        .catch((error: unknown) => app.log.error({ err: error }, "housekeeping failed"))
        .finally(() => {
          running = false;
        });
    }, options.intervalMs);
    // The job never keeps the process alive on its own.
    timer.unref();
  });
  app.addHook("onClose", async () => {
    if (timer) clearInterval(timer);
  });
}
