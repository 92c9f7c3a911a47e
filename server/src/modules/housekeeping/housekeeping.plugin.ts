import type { FastifyInstance } from "fastify";
import type { HousekeepingService } from "./housekeeping.service";

/** Runs the purge every `intervalMs` in the background (0: never; tests and `npm run purge`). */
export async function housekeepingPlugin(
  app: FastifyInstance,
  options: { housekeeping: HousekeepingService; intervalMs: number },
): Promise<void> {
  if (options.intervalMs <= 0) return;
  let timer: NodeJS.Timeout | null = null;
  let running = false;
  app.addHook("onReady", async () => {
    timer = setInterval(() => {
      // Several processes may purge at once: every delete is keyed, so they only share work.
      if (running) return;
      running = true;
      options.housekeeping
        .purge()
        .then((result) => app.log.info({ purged: result }, "housekeeping done"))
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
