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

/** 127.0.0.0/8, ::1 and their IPv4-mapped forms. */
export function isLoopback(address: string): boolean {
  const plain = address.startsWith("::ffff:") ? address.slice("::ffff:".length) : address;
  return plain === "::1" || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(plain);
}

/** The outbox delivery job and, outside production, the developer's page listing the outbox. */
export async function mailPlugin(app: FastifyInstance, options: MailPluginOptions): Promise<void> {
  const { mailer } = options;
  if (options.devPage) {
    // The page shows password-reset links: anyone who could read it could take over accounts.
    app.log.warn(
      "DEV_OUTBOX is on: GET /dev/outbox lists mailed messages, reset links included, to loopback clients only. Never turn it on for a real shop.",
    );
    app.get("/dev/outbox", async (request, reply) => {
      // request.ip is the socket's address unless TRUST_PROXY names the proxy in front.
      if (!isLoopback(request.ip)) {
        return reply.code(404).type("text/plain; charset=utf-8").send("Not found");
      }
      const rows = await mailer.latest(OUTBOX_PAGE_SIZE);
      return reply
        .header("cache-control", "no-store")
        .type("text/html; charset=utf-8")
        .send(renderOutboxPage(rows, reply.cspNonce.style));
    });
  }

  app.log.info({ transport: mailer.transport }, `mail transport: ${mailer.transport}`);
  if (options.deliveryIntervalMs > 0) {
    let timer: NodeJS.Timeout | null = null;
    let running: Promise<void> | null = null;
    const stop = new AbortController();
    const deliver = async () => {
      const report = await mailer.deliverPending(undefined, stop.signal);
      for (const failure of report.deferred)
        app.log.warn({ mail: failure }, "mail not delivered yet; it will be tried again");
      for (const failure of report.failed)
        app.log.error({ mail: failure }, "mail given up: it will not be tried again");
    };
    app.addHook("onReady", async () => {
      timer = setInterval(() => {
        if (running) return;
        running = deliver()
          .catch((error: unknown) => app.log.error({ err: error }, "outbox delivery failed"))
          .finally(() => {
            running = null;
          });
      }, options.deliveryIntervalMs);
      timer.unref();
    });
    app.addHook("onClose", async () => {
      if (timer) clearInterval(timer);
      // The run in progress finishes its current try and records it, so nothing it sent is
      // sent again by another process once its lease runs out.
      stop.abort();
      await running;
    });
  }
}
