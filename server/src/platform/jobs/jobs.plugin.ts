import type { FastifyInstance } from "fastify";
import type { JobRunner } from "./job-runner";

/** Starts the shop's interval jobs once the app is ready, and stops them when it closes. */
export async function jobsPlugin(
  app: FastifyInstance,
  options: { runner: JobRunner },
): Promise<void> {
  app.addHook("onReady", async () => options.runner.start());
  // A job in progress finishes its current step and records it before the app is gone.
  app.addHook("onClose", async () => options.runner.stop());
}
