import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

/** A message the server took, with what a mail client would show of it. */
export interface ReceivedMail {
  /** The envelope's sender and recipients. */
  mailFrom: string;
  rcptTo: string[];
  /** Headers by lower-case name, unfolded. */
  headers: Map<string, string>;
  text: string;
  html: string;
}

/**
 * How the server answers one message: take it, refuse it with a reply code (`at` the
 * recipient or after the message's data), or drop the connection at the recipient.
 */
export type SmtpAnswer = "accept" | "drop" | { code: number; at: "rcpt" | "data" };

export interface TestSmtpServer {
  /** smtp://127.0.0.1:<port> */
  url: string;
  received: ReceivedMail[];
  /** Every try the server saw, per recipient, in order: "accepted", the code, or "dropped". */
  tries(recipient: string): string[];
  /** The answers to the next messages for `recipient`, in order; afterwards it accepts. */
  answer(recipient: string, ...answers: SmtpAnswer[]): void;
  close(): Promise<void>;
}

/** Headers by lower-case name, continuation lines unfolded. */
function parseHeaders(block: string): Map<string, string> {
  const headers = new Map<string, string>();
  for (const line of block.replace(/\r\n[ \t]+/g, " ").split("\r\n")) {
    const colon = line.indexOf(":");
    if (colon > 0) headers.set(line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim());
  }
  return headers;
}

function decodeBody(body: string, encoding: string | undefined): string {
  if (encoding?.toLowerCase() === "quoted-printable") {
    const bytes = body
      .replace(/=\r\n/g, "")
      .replace(/=([0-9A-F]{2})/gi, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    return Buffer.from(bytes, "latin1").toString("utf8");
  }
  if (encoding?.toLowerCase() === "base64") return Buffer.from(body, "base64").toString("utf8");
  return body;
}

/** Reads a text + HTML message (multipart/alternative, as sent) into headers and both bodies. */
export function parseMessage(raw: string): Pick<ReceivedMail, "headers" | "text" | "html"> {
  const split = raw.indexOf("\r\n\r\n");
  const headers = parseHeaders(raw.slice(0, split));
  const boundary = /boundary="?([^";]+)"?/.exec(headers.get("content-type") ?? "")?.[1];
  const parts = boundary ? raw.slice(split + 4).split(`--${boundary}`) : [];
  const bodies: Record<string, string> = {};
  for (const part of parts) {
    const end = part.indexOf("\r\n\r\n");
    if (end < 0) continue;
    const partHeaders = parseHeaders(part.slice(0, end).replace(/^\r\n/, ""));
    const type = (partHeaders.get("content-type") ?? "").split(";")[0] ?? "";
    const body = part.slice(end + 4).replace(/\r\n$/, "");
    // Line ends as a mail client shows them.
    bodies[type] = decodeBody(body, partHeaders.get("content-transfer-encoding")).replace(
      /\r\n/g,
      "\n",
    );
  }
  return { headers, text: bodies["text/plain"] ?? "", html: bodies["text/html"] ?? "" };
}

const refusal = (code: number) =>
  Object.assign(new Error(code < 500 ? "Try again later" : "Message refused"), {
    responseCode: code,
  });

/** A real SMTP server on loopback, for tests; no TLS, no login. */
export async function startSmtpServer(): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = [];
  const planned = new Map<string, SmtpAnswer[]>();
  const seen = new Map<string, string[]>();
  // The answer of the message in flight, per session.
  const current = new Map<string, { to: string; answer: SmtpAnswer }>();
  const note = (to: string, what: string) => seen.set(to, [...(seen.get(to) ?? []), what]);

  const server: SMTPServer = new SMTPServer({
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    closeTimeout: 1000,
    onRcptTo(address, session, callback) {
      const to = address.address.toLowerCase();
      const answer = planned.get(to)?.shift() ?? "accept";
      current.set(session.id, { to, answer });
      if (answer === "drop") {
        note(to, "dropped");
        for (const connection of server.connections)
          if (connection.id === session.id) connection._socket.destroy();
        return;
      }
      if (answer !== "accept" && answer.at === "rcpt") {
        note(to, String(answer.code));
        return callback(refusal(answer.code));
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const inFlight = current.get(session.id);
        const to = inFlight?.to ?? "";
        const answer = inFlight?.answer ?? "accept";
        if (answer !== "accept" && answer !== "drop") {
          note(to, String(answer.code));
          return callback(refusal(answer.code));
        }
        note(to, "accepted");
        received.push({
          mailFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          rcptTo: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          ...parseMessage(Buffer.concat(chunks).toString("utf8")),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    tries: (recipient) => seen.get(recipient.toLowerCase()) ?? [],
    answer(recipient, ...answers) {
      planned.set(recipient.toLowerCase(), [
        ...(planned.get(recipient.toLowerCase()) ?? []),
        ...answers,
      ]);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
