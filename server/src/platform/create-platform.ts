import { randomBytes } from "node:crypto";
import type { Platform, PlatformLog } from "./areas/area";
import { createProofOfWorkVerifier } from "./bot/bot-check";
import type { AppConfig } from "./config";
import type { Db } from "./database/db.types";
import { createEventBus } from "./events/event-bus";
import { createJobRunner, type JobRunner } from "./jobs/job-runner";
import { createMailer, OUTBOX_TRANSPORT } from "./mail/mailer";
import { createEdgePurger } from "./page-cache/edge-purge";
import { createPageCache, type PageCache } from "./page-cache/page-cache";
import { PURGE_SETTLE_MS, createPagePurge, type PagePurge } from "./page-cache/page-purge";
import { createSmtpTransport } from "./mail/smtp.adapter";
import { createRateLimits, databaseRateLimitStore } from "./rate-limit/rate-limits";

/** How often the mail outbox and the event deliveries are worked through. */
const DELIVERY_INTERVAL_MS = 5000;
/** How often settled event deliveries older than a week are forgotten. */
const EVENT_PURGE_INTERVAL_MS = 60 * 60 * 1000;
const EVENT_RETENTION_DAYS = 7;
/** How long one purge request to a proxy in front may take. */
const EDGE_PURGE_TIMEOUT_MS = 2000;

export const SILENT: PlatformLog = {
  debug: () => undefined,
  info: () => undefined,
  warn: () => undefined,
  error: () => undefined,
};

/** The platform's parts every area may use, and the job runner that runs their jobs. */
export function createPlatform(
  config: AppConfig,
  db: Db,
  log: PlatformLog,
): Platform & { jobs: JobRunner; pages: PagePurge; pageCache: PageCache | null } {
  // Per-address and per-account limits, counted in the database so every process shares them.
  const limits = createRateLimits({ store: databaseRateLimitStore(db) });
  const events = createEventBus({
    db,
    log: (level, message, details) => log[level](details, message),
  });
  const jobs = createJobRunner({
    runAlone: db.runAlone?.bind(db),
    log: (level, message, details) => log[level](details, message),
  });
  // Without SMTP_URL mail stays in the outbox, which is then the mailbox (decision 0032).
  const mailer = createMailer({
    db,
    limits,
    transport: config.smtpUrl
      ? createSmtpTransport({ url: config.smtpUrl, from: config.mailFrom })
      : OUTBOX_TRANSPORT,
  });
  const bot = createProofOfWorkVerifier({
    db,
    // Without BOT_SECRET each process signs with its own key: fine for one process only.
    secret: config.botSecret ? Buffer.from(config.botSecret) : randomBytes(32),
    difficulty: config.botDifficultyBits,
  });
  // Tests deliver and purge when they choose to, so what they see never races a timer.
  const every = (ms: number) => (config.env === "test" ? 0 : ms);
  jobs.add({
    name: "mail-delivery",
    intervalMs: every(DELIVERY_INTERVAL_MS),
    run: async (stop) => {
      const report = await mailer.deliverPending(undefined, stop);
      for (const failure of report.deferred)
        log.warn({ mail: failure }, "mail not delivered yet; it will be tried again");
      for (const failure of report.failed)
        log.error({ mail: failure }, "mail given up: it will not be tried again");
    },
  });
  jobs.add({
    name: "event-delivery",
    intervalMs: every(DELIVERY_INTERVAL_MS),
    run: (stop) => events.deliverPending(undefined, stop),
  });
  jobs.add({
    name: "event-purge",
    intervalMs: every(EVENT_PURGE_INTERVAL_MS),
    alone: true,
    run: () => events.purgeSettled(EVENT_RETENTION_DAYS),
  });
  // Sent mail holds reset links, card numbers and PINs: it is kept no longer than the retention.
  jobs.add({
    name: "outbox-purge",
    intervalMs: every(EVENT_PURGE_INTERVAL_MS),
    alone: true,
    run: async () => {
      await mailer.purgeFinished(config.outboxRetentionMs);
    },
  });
  const warn = (error: unknown) => log.warn({ err: error }, "a background task failed");
  // Shared pages kept in this process (decision 0088); purges reach the other processes.
  const pageCache = config.pageCache
    ? createPageCache({ ...config.pageCache, onError: warn })
    : null;
  const pages = createPagePurge({
    cache: pageCache,
    db,
    // A proxy or CDN in front keeps shared pages too: it drops them by the same tags.
    edge:
      config.edgePurgeUrls.length > 0
        ? createEdgePurger({ urls: config.edgePurgeUrls, timeoutMs: EDGE_PURGE_TIMEOUT_MS, log })
        : null,
    warn: (error, message) => log.warn({ err: error }, message),
    // Tests read the catalogue and stock uncached: what a purge leaves is already fresh.
    settleMs: config.env === "test" ? 0 : PURGE_SETTLE_MS,
  });
  return { config, db, limits, events, mailer, bot, jobs, log, warn, pages, pageCache };
}
