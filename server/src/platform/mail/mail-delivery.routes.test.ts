// databases: pglite, postgres — behaviour that differs by database (db.kind, waiting queries, the adapter)
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { testClock } from "../../../test/test-clock";
import { createTestApp, type TestApp } from "../../../test/test-app";
import {
  startSmtpServer,
  type SmtpAnswer,
  type TestSmtpServer,
} from "../../../test/test-smtp-server";
import { buildApp, createServices } from "../../app";
import type { Db } from "../database/db.types";
import { createMailer, MAX_ATTEMPTS, type Mailer, type MailTransport } from "./mailer";
import { CLAIM_LEASE_SECONDS, claimDue } from "./outbox.tables";
import { createSmtpTransport } from "./smtp.adapter";

const FROM = "Ridgeline Outfitters <no-reply@shop.example>";
let smtp: TestSmtpServer;
let t: TestApp;
beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp({ SMTP_URL: smtp.url, MAIL_FROM: FROM });
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});
// Each test delivers only its own messages.
beforeEach(async () => {
  await t.db.query("delete from outbox");
});

const smtpTransport = () => createSmtpTransport({ url: smtp.url, from: FROM });
const smtpMailer = (clock: () => Date, db: Db = t.db, transport = smtpTransport()): Mailer =>
  createMailer({ db, transport, clock });
const message = (to: string, subject = `For ${to}`) => ({
  to,
  subject,
  text: "Plain text",
  html: "<p>HTML</p>",
});

interface Row {
  attempts: number;
  next_ms: number;
  last_error: string | null;
  sent: boolean;
  failed: boolean;
}
async function rowOf(to: string): Promise<Row> {
  const [row] = await t.db.query<Row>(
    `select attempts, extract(epoch from next_attempt_at)::float8 * 1000 as next_ms, last_error,
            sent_at is not null as sent, failed_at is not null as failed
       from outbox where to_address = $1`,
    [to],
  );
  if (!row) throw new Error(`nothing queued for ${to}`);
  return row;
}

/** Queues one message to `to`, has the server answer its first try so, and runs one delivery. */
async function firstTry(to: string, answer: SmtpAnswer) {
  const clock = testClock();
  const mailer = smtpMailer(clock.now);
  smtp.answer(to, answer);
  await mailer.enqueue(t.db, message(to));
  const report = await mailer.deliverPending();
  return { clock, mailer, report, row: await rowOf(to) };
}

describe("mail delivery over SMTP", () => {
  it("sends the outbox through the app's mailer when SMTP_URL is set, From as MAIL_FROM says", async () => {
    const { mailer } = createServices(t.config, t.db);
    expect(mailer.transport).toBe(`SMTP ${smtp.url}`);
    await mailer.enqueue(t.db, {
      to: "wired@example.com",
      subject: "Reset your Ridgeline password",
      text: "Choose a new one here: https://shop.example/en-us/reset-password?token=abc",
      html: '<p><a href="https://shop.example/en-us/reset-password?token=abc">Choose</a></p>',
    });
    expect(await mailer.deliverPending()).toEqual({ sent: 1, deferred: [], failed: [] });
    const got = smtp.received.find((mail) => mail.rcptTo.includes("wired@example.com"));
    expect(got?.headers.get("from")).toBe(FROM);
    expect(got?.headers.get("to")).toBe("wired@example.com");
    expect(got?.headers.get("subject")).toBe("Reset your Ridgeline password");
    expect(got?.text).toBe(
      "Choose a new one here: https://shop.example/en-us/reset-password?token=abc",
    );
    expect(got?.html).toBe(
      '<p><a href="https://shop.example/en-us/reset-password?token=abc">Choose</a></p>',
    );
    expect(await rowOf("wired@example.com")).toMatchObject({ sent: true, attempts: 1 });
  });

  it("logs at start which transport mail goes through, without the SMTP password", async () => {
    const lines: string[] = [];
    const app = await buildApp({
      config: { ...t.config, smtpUrl: "smtp://mailer:s3cret@mail.example:2525" },
      db: t.db,
      logger: { level: "info", stream: { write: (line: string) => void lines.push(line) } },
    });
    await app.close();
    const line = lines.find((entry) => entry.includes("mail transport"));
    expect(line).toContain("mail transport: SMTP smtp://mail.example:2525");
    expect(lines.join("\n")).not.toContain("s3cret");
  });

  it("keeps mail in the outbox, marked sent, without SMTP_URL", async () => {
    const { mailer } = createServices({ ...t.config, smtpUrl: null }, t.db);
    expect(mailer.transport).toMatch(/^outbox only/);
    await mailer.enqueue(t.db, message("local@example.com"));
    expect((await mailer.deliverPending()).sent).toBe(1);
    expect(await rowOf("local@example.com")).toMatchObject({ sent: true });
    expect(smtp.tries("local@example.com")).toEqual([]);
  });

  it("tries a message the server refuses for now (4xx) again after the back-off, then delivers it", async () => {
    const { clock, mailer, report, row } = await firstTry("busy@example.com", {
      code: 451,
      at: "rcpt",
    });
    expect(report.deferred).toEqual([
      { messageId: expect.any(String), attempts: 1, reason: expect.stringMatching(/451/) },
    ]);
    expect(row).toMatchObject({ sent: false, failed: false, attempts: 1 });
    expect(row.last_error).toMatch(/451/);
    expect(row.next_ms - clock.now().getTime()).toBe(30_000);

    clock.advance(29);
    expect((await mailer.deliverPending()).sent).toBe(0);
    clock.advance(1);
    expect((await mailer.deliverPending()).sent).toBe(1);
    expect(await rowOf("busy@example.com")).toMatchObject({ sent: true, attempts: 2 });
    expect(smtp.tries("busy@example.com")).toEqual(["451", "accepted"]);
  });

  it("gives a message up at once when the server refuses it for good (5xx), and never tries it again", async () => {
    const { clock, mailer, report, row } = await firstTry("gone@example.com", {
      code: 550,
      at: "data",
    });
    expect(report.failed).toEqual([
      { messageId: expect.any(String), attempts: 1, reason: expect.stringMatching(/550/) },
    ]);
    expect(row).toMatchObject({ sent: false, failed: true, attempts: 1 });
    expect(row.last_error).toMatch(/550/);
    clock.advance(7 * 24 * 3600);
    expect(await mailer.deliverPending()).toEqual({ sent: 0, deferred: [], failed: [] });
    expect(smtp.tries("gone@example.com")).toEqual(["550"]);
  });

  it("tries again later when the server drops the connection mid-session", async () => {
    const { clock, mailer, report, row } = await firstTry("dropped@example.com", "drop");
    expect(report.deferred).toHaveLength(1);
    expect(row).toMatchObject({ sent: false, failed: false, attempts: 1 });
    expect(row.last_error).toMatch(/ECONNECTION|closed/i);
    clock.advance(30);
    expect((await mailer.deliverPending()).sent).toBe(1);
    expect(smtp.tries("dropped@example.com")).toEqual(["dropped", "accepted"]);
    expect(
      smtp.received.filter((mail) => mail.rcptTo.includes("dropped@example.com")),
    ).toHaveLength(1);
  });

  it("waits 30 s, then twice as long after each failed try up to an hour, and gives up after the last attempt", async () => {
    const clock = testClock();
    const mailer = smtpMailer(clock.now);
    smtp.answer(
      "never@example.com",
      ...Array.from({ length: MAX_ATTEMPTS + 1 }, () => ({ code: 452, at: "rcpt" as const })),
    );
    await mailer.enqueue(t.db, message("never@example.com"));

    const waits: number[] = [];
    for (let attempt = 1; attempt < MAX_ATTEMPTS; attempt++) {
      expect((await mailer.deliverPending()).deferred).toHaveLength(1);
      const row = await rowOf("never@example.com");
      expect(row.attempts).toBe(attempt);
      const wait = (row.next_ms - clock.now().getTime()) / 1000;
      waits.push(wait);
      // Not a second early.
      clock.advance(wait - 1);
      expect(await mailer.deliverPending()).toEqual({ sent: 0, deferred: [], failed: [] });
      clock.advance(1);
    }
    expect(waits).toEqual([30, 60, 120, 240, 480, 960, 1920, 3600, 3600]);

    const last = await mailer.deliverPending();
    expect(last.failed).toEqual([
      {
        messageId: expect.any(String),
        attempts: MAX_ATTEMPTS,
        reason: expect.stringMatching(/452/),
      },
    ]);
    expect(await rowOf("never@example.com")).toMatchObject({ failed: true, sent: false });
    clock.advance(24 * 3600);
    expect(await mailer.deliverPending()).toEqual({ sent: 0, deferred: [], failed: [] });
    expect(smtp.tries("never@example.com")).toHaveLength(MAX_ATTEMPTS);
  });
});

describe("mail delivery by several processes", () => {
  it("sends each message once when two mailers deliver at the same time", async () => {
    const clock = testClock();
    const addresses = Array.from({ length: 9 }, (_, i) => `both${i}@example.com`);
    for (const to of addresses) await smtpMailer(clock.now).enqueue(t.db, message(to));
    const drain = async (mailer: Mailer) => {
      let sent = 0;
      for (;;) {
        const report = await mailer.deliverPending(2);
        if (report.sent === 0) return sent;
        sent += report.sent;
      }
    };
    const runs = await Promise.all([drain(smtpMailer(clock.now)), drain(smtpMailer(clock.now))]);
    expect(runs[0] + runs[1]).toBe(addresses.length);
    for (const to of addresses) expect(smtp.tries(to)).toEqual(["accepted"]);
  });

  it("does not send a message again when the server took it but its mark failed", async () => {
    const clock = testClock();
    let markFails = true;
    // The database goes away just as the mark is written, and is back for the next run.
    const flaky: Db = {
      kind: t.db.kind,
      query: (sql, params) => {
        if (markFails && sql.includes("set sent_at")) {
          markFails = false;
          return Promise.reject(new Error("connection to the database lost"));
        }
        return t.db.query(sql, params);
      },
      transaction: (work) => t.db.transaction(work),
      exec: (sql) => t.db.exec(sql),
      close: async () => undefined,
    };
    const first = smtpMailer(clock.now, flaky);
    const other = smtpMailer(clock.now);
    await first.enqueue(t.db, message("once@example.com"));

    await expect(first.deliverPending()).rejects.toThrow(/database lost/);
    expect(smtp.tries("once@example.com")).toEqual(["accepted"]);
    // Its lease keeps every other process off it …
    clock.advance(CLAIM_LEASE_SECONDS - 1);
    expect((await other.deliverPending()).sent).toBe(0);
    // … and the process that sent it records it before it claims anything.
    await first.deliverPending();
    expect(await rowOf("once@example.com")).toMatchObject({ sent: true, attempts: 1 });
    clock.advance(3600);
    await other.deliverPending();
    expect(smtp.tries("once@example.com")).toEqual(["accepted"]);
  });

  it("tries a message again once the lease of a run that died with it has run out", async () => {
    const clock = testClock();
    const mailer = smtpMailer(clock.now);
    await mailer.enqueue(t.db, message("orphan@example.com"));
    // A process claims it and dies before trying it.
    await t.db.transaction((tx) => claimDue(tx, { claimId: "dead", now: clock.now(), limit: 10 }));

    clock.advance(CLAIM_LEASE_SECONDS - 1);
    expect((await mailer.deliverPending()).sent).toBe(0);
    clock.advance(1);
    expect((await mailer.deliverPending()).sent).toBe(1);
    expect(await rowOf("orphan@example.com")).toMatchObject({ sent: true, attempts: 2 });
  });

  it("stops a run at a server it cannot reach and hands the untried messages back uncounted", async () => {
    const clock = testClock();
    const closed = await startSmtpServer();
    await closed.close();
    const unreachable = createSmtpTransport({ url: closed.url, from: FROM });
    const down = smtpMailer(clock.now, t.db, unreachable);
    for (const to of ["down1@example.com", "down2@example.com", "down3@example.com"])
      await down.enqueue(t.db, message(to));

    const report = await down.deliverPending();
    expect(report).toMatchObject({ sent: 0, failed: [] });
    expect(report.deferred).toHaveLength(1);
    expect(await rowOf("down1@example.com")).toMatchObject({ attempts: 1, sent: false });
    for (const to of ["down2@example.com", "down3@example.com"])
      expect(await rowOf(to)).toMatchObject({ attempts: 0, next_ms: clock.now().getTime() });
    // The server is back: the handed-back messages go at once, the tried one after its wait.
    expect((await smtpMailer(clock.now).deliverPending()).sent).toBe(2);
  });

  it("tries nothing more once it is told to stop (shutdown), and hands the rest back", async () => {
    const clock = testClock();
    const stop = new AbortController();
    const smtpOne = smtpTransport();
    const stopping: MailTransport = {
      name: "stops after one",
      async send(mail, signal) {
        stop.abort();
        return smtpOne.send(mail, signal);
      },
    };
    const mailer = smtpMailer(clock.now, t.db, stopping);
    for (const to of ["stop1@example.com", "stop2@example.com"])
      await mailer.enqueue(t.db, message(to));

    expect(await mailer.deliverPending(10, stop.signal)).toMatchObject({ sent: 1 });
    expect(await rowOf("stop1@example.com")).toMatchObject({ sent: true });
    expect(await rowOf("stop2@example.com")).toMatchObject({ sent: false, attempts: 0 });
  });
});
