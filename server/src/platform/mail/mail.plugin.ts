import type { FastifyInstance } from "fastify";
import type { Mailer } from "./mailer";
import { renderOutboxPage } from "./outbox-page";

export interface MailPluginOptions {
  mailer: Mailer;
  /** Serve GET /dev/outbox; never in production. */
  devPage: boolean;
  /** How often the delivery job runs; 0 leaves it to whoever calls deliverPending (tests). */
  deliveryIntervalMs: number;
}

export const OUTBOX_PAGE_SIZE = 50;

/** The outbox delivery job and, outside production, the developer's page listing the outbox. */
export async function mailPlugin(app: FastifyInstance, options: MailPluginOptions): Promise<void> {
  const { mailer } = options;
  if (options.devPage) {
    app.get("/dev/outbox", async (_request, reply) => {
      const rows = await mailer.latest(OUTBOX_PAGE_SIZE);
      return reply
        .header("cache-control", "no-store")
        .type("text/html; charset=utf-8")
        .send(renderOutboxPage(rows));
    });
  }

  if (options.deliveryIntervalMs > 0) {
    let timer: NodeJS.Timeout | null = null;
    let running = false;
    app.addHook("onReady", async () => {
      timer = setInterval(() => {
        if (running) return;
        running = true;
        mailer
          .deliverPending()
          .catch((error: unknown) => app.log.error({ err: error }, "outbox delivery failed"))
          .finally(() => {
            running = false;
          });
      }, options.deliveryIntervalMs);
      timer.unref();
    });
    app.addHook("onClose", async () => {
      if (timer) clearInterval(timer);
    });
  }
}
