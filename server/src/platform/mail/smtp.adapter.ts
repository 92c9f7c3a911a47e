import nodemailer from "nodemailer";
import { isLoopback } from "./mail.plugin";
import type { MailTransport, SendOutcome } from "./mailer";

/** The parts of a mail library's error that say what went wrong. */
interface SmtpError {
  message?: unknown;
  code?: unknown;
  responseCode?: unknown;
  command?: unknown;
}

/** Replies to these commands are about the message or its recipient, not the server. */
const MESSAGE_COMMANDS = new Set(["RCPT TO", "DATA"]);

/**
 * A try's outcome from the error a send failed with. RFC 5321: a 5yz reply refuses for good, a
 * 4yz one for now; but only a refusal of the recipient or the message's data is about the
 * message. Any other refusal (at the greeting, the login, MAIL FROM: the shop's settings or the
 * server) and 503 (commands out of sequence) are retried like a dropped connection, so mending
 * the settings does not cost every message on the way. A message the library itself finds
 * unsendable (an address it cannot read) fails at once.
 */
export function outcomeOfError(error: unknown): SendOutcome {
  const { message, code, responseCode, command } = (error ?? {}) as SmtpError;
  const text = typeof message === "string" ? message : String(error);
  const reason = typeof code === "string" ? `${code}: ${text}` : text;
  if (typeof responseCode !== "number") {
    const unsendable = code === "EENVELOPE" || code === "EMESSAGE";
    return unsendable ? { status: "failed", reason } : { status: "retry", reason, scope: "server" };
  }
  const aboutMessage =
    typeof command === "string" && MESSAGE_COMMANDS.has(command) && responseCode !== 503;
  if (!aboutMessage) return { status: "retry", reason, scope: "server" };
  if (responseCode >= 500 && responseCode < 600) return { status: "failed", reason };
  return { status: "retry", reason, scope: "message" };
}

/** Where an SMTP URL points, without its user name or password. */
export function smtpTarget(url: string): string {
  const parsed = new URL(url);
  const secure = parsed.protocol === "smtps:";
  return `${parsed.protocol}//${parsed.hostname}:${parsed.port || (secure ? 465 : 587)}`;
}

/**
 * Whether an smtp:// connection must upgrade with STARTTLS before it logs in or sends: yes,
 * unless the server is on this machine, so a password or a reset link never crosses a network
 * in clear. `?requireTLS=false` in the URL says otherwise, for a relay on a trusted network.
 */
export function requiresStartTls(url: string): boolean {
  const { protocol, hostname } = new URL(url);
  if (protocol === "smtps:") return false;
  return hostname !== "localhost" && !isLoopback(hostname.replace(/^\[|\]$/g, ""));
}

/** The domain of a From address (`Shop <no-reply@shop.example>` → `shop.example`). */
function domainOf(from: string): string {
  return /@([^\s@>]+)>?\s*$/.exec(from)?.[1] ?? "localhost";
}

/**
 * Sends over SMTP to the server of `url` (smtp:// or smtps://, user and password in the URL),
 * one connection per message, encrypted unless the server is on this machine. Each message carries a Message-ID fixed by its outbox row, so the
 * rare second copy (the connection died after the server took the message but before it said
 * so) is recognisable as the same message.
 */
export function createSmtpTransport(options: { url: string; from: string }): MailTransport {
  const transporter = nodemailer.createTransport({
    url: options.url,
    // Settings in the URL's query win over these.
    requireTLS: requiresStartTls(options.url),
    // Short waits: a stalled server fails the try long before the try's own timeout.
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
    // Our messages are text and HTML only: nothing may make the library read a file or a URL.
    disableFileAccess: true,
    disableUrlAccess: true,
  });
  const domain = domainOf(options.from);
  return {
    name: `SMTP ${smtpTarget(options.url)}`,
    async send(mail, signal) {
      try {
        await transporter.sendMail({
          from: options.from,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
          messageId: `<${mail.key}@${domain}>`,
          signal,
        });
        return { status: "sent" };
      } catch (error) {
        return outcomeOfError(error);
      }
    },
  };
}
