// databases: postgres — business rules through the API; PostgreSQL runs them faster
import fc from "fast-check";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { testClock } from "../../../test/test-clock";
import { createTestApp, type TestApp } from "../../../test/test-app";
import { startSmtpServer, type TestSmtpServer } from "../../../test/test-smtp-server";
import { createMailer, OUTBOX_TRANSPORT } from "./mailer";
import { renderOutboxPage } from "./outbox-page";
import { selectLatest } from "./outbox.tables";
import { createSmtpTransport } from "./smtp.adapter";

// Sent mail holds reset links, card numbers and PINs (decision 0078): a mail server's message
// loses its body once delivered, and every sent or given-up message is deleted after the
// outbox's retention. On whichever database the run has.

const FROM = "Ridgeline Outfitters <no-reply@shop.example>";
let smtp: TestSmtpServer;
let t: TestApp;
beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});
beforeEach(async () => {
  await t.db.query("delete from outbox");
});

/** A gift card mail's secrets, as the store writes them: a number, a PIN, a one-time link. */
const secretMail = fc.record({
  number: fc.stringMatching(/^6036\d{12}$/),
  pin: fc.stringMatching(/^\d{4}$/),
  token: fc.stringMatching(/^[A-Za-z0-9_-]{24,43}$/),
});

async function rowsHolding(text: string): Promise<number> {
  const [row] = await t.db.query<{ n: number }>(
    `select count(*)::int as n from outbox
      where strpos(text_body, $1) > 0 or strpos(html_body, $1) > 0`,
    [text],
  );
  return Number(row?.n);
}

describe("the outbox keeps no secret of a delivered message", () => {
  it("generated secrets: after an SMTP server took a message, no row holds its number, PIN or link", async () => {
    const clock = testClock();
    const mailer = createMailer({
      db: t.db,
      transport: createSmtpTransport({ url: smtp.url, from: FROM }),
      clock: clock.now,
    });
    await fc.assert(
      fc.asyncProperty(secretMail, async ({ number, pin, token }) => {
        const link = `https://shop.example/en-us/reset-password?token=${token}`;
        const to = `card-${token.slice(0, 8).toLowerCase()}@example.com`;
        await mailer.enqueue(t.db, {
          to,
          subject: "Your Ridgeline gift card",
          text: `Number ${number}, PIN ${pin}. Reset: ${link}`,
          html: `<p>Number ${number}, PIN ${pin}. <a href="${link}">Reset</a></p>`,
        });
        // Waiting to go out, the message is whole (the outbox is how it leaves).
        expect(await rowsHolding(number)).toBe(1);
        const report = await mailer.deliverPending();
        expect(report.sent).toBe(1);
        const got = smtp.received.find((mail) => mail.rcptTo.includes(to));
        expect(got?.text).toContain(number);
        for (const secret of [number, `PIN ${pin}`, token])
          expect(await rowsHolding(secret)).toBe(0);
        const [row] = await t.db.query<{ subject: string; sent: boolean }>(
          "select subject, sent_at is not null as sent from outbox where to_address = $1",
          [to],
        );
        expect(row).toEqual({ subject: "Your Ridgeline gift card", sent: true });
      }),
      { numRuns: 5 },
    );
    const page = renderOutboxPage(await selectLatest(t.db, 5), "nonce");
    expect(page).toContain("Delivered: its body is no longer kept");
  });

  it("keeps a message whole where the outbox is the mailbox (no SMTP_URL), for the developer's page", async () => {
    const mailer = createMailer({ db: t.db, transport: OUTBOX_TRANSPORT });
    await mailer.enqueue(t.db, {
      to: "dev@example.com",
      subject: "Reset",
      text: "Reset: https://shop.example/en-us/reset-password?token=abc",
      html: "<p>Reset</p>",
    });
    await mailer.deliverPending();
    const [latest] = await mailer.latest(1);
    expect(latest?.sent_at).not.toBeNull();
    expect(latest?.text_body).toContain("token=abc");
  });
});

describe("the outbox's retention", () => {
  it("deletes messages sent or given up longer ago than the retention, never one still to go", async () => {
    const clock = testClock();
    const mailer = createMailer({ db: t.db, clock: clock.now });
    const retentionMs = t.config.outboxRetentionMs;
    expect(retentionMs).toBe(24 * 60 * 60 * 1000);
    for (const to of ["old-sent@example.com", "old-failed@example.com", "waiting@example.com"])
      await mailer.enqueue(t.db, { to, subject: to, text: "PIN 1234", html: "<p>PIN 1234</p>" });
    const stamp = (column: "sent_at" | "failed_at", to: string) =>
      t.db.query(`update outbox set ${column} = $1 where to_address = $2`, [
        clock.now().toISOString(),
        to,
      ]);
    await stamp("sent_at", "old-sent@example.com");
    await stamp("failed_at", "old-failed@example.com");
    clock.advance(retentionMs / 1000 - 60);
    await mailer.enqueue(t.db, {
      to: "recent@example.com",
      subject: "recent",
      text: "PIN 9999",
      html: "",
    });
    await stamp("sent_at", "recent@example.com");
    expect(await mailer.purgeFinished(retentionMs, clock.now())).toBe(0);
    clock.advance(120);
    expect(await mailer.purgeFinished(retentionMs, clock.now())).toBe(2);
    const left = await t.db.query<{ to_address: string }>(
      "select to_address from outbox order by to_address",
    );
    expect(left.map((row) => row.to_address)).toEqual([
      "recent@example.com",
      "waiting@example.com",
    ]);
  });
});
