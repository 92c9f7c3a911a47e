import type { FastifyInstance } from "fastify";
import type { Mailer } from "./mailer";
import { renderOutboxPage } from "./outbox-page";

export interface MailPluginOptions {
  mailer: Mailer;
  /** Serve GET /dev/outbox; never in production. */
  devPage: boolean;
}

export const OUTBOX_PAGE_SIZE = 50;

/** 127.0.0.0/8, ::1 and their IPv4-mapped forms. */
export function isLoopback(address: string): boolean {
  const plain = address.startsWith("::ffff:") ? address.slice("::ffff:".length) : address;
  return plain === "::1" || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(plain);
}

/**
 * The developer's page listing the outbox, when asked for (its delivery is a job of the
 * platform's job runner, app.ts).
 */
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
        .send(renderOutboxPage(rows, reply.cspNonce().style));
    });
  }

  app.log.info({ transport: mailer.transport }, `mail transport: ${mailer.transport}`);
}
