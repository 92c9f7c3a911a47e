import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startSmtpServer, type TestSmtpServer } from "../../../test/test-smtp-server";
import type { OutgoingMail } from "./mailer";
import { createSmtpTransport, outcomeOfError, requiresStartTls, smtpTarget } from "./smtp.adapter";

let smtp: TestSmtpServer;
beforeAll(async () => {
  smtp = await startSmtpServer();
});
afterAll(async () => {
  await smtp?.close();
});

const FROM = "Ridgeline Outfitters <no-reply@shop.example>";
const mail = (to: string): OutgoingMail => ({
  key: `outbox.${to.length}.1700000000000`,
  to,
  subject: "Back in stock: Trail Runner",
  text: "Good news: it is back.\n\nShop it now: https://shop.example/en-us/p/trail-runner-ABC",
  html: '<p>Good news: it is back.</p><p><a href="https://shop.example/en-us/p/trail-runner-ABC">Shop it now</a></p>',
});
const send = (to: string, url = smtp.url) =>
  createSmtpTransport({ url, from: FROM }).send(mail(to), AbortSignal.timeout(10_000));

describe("the SMTP transport", () => {
  it("delivers a message with its From, To, Subject, text, HTML and a Message-ID fixed by its key", async () => {
    expect(await send("ana@example.com")).toEqual({ status: "sent" });
    const got = smtp.received.find((message) => message.rcptTo.includes("ana@example.com"));
    expect(got?.mailFrom).toBe("no-reply@shop.example");
    expect(got?.headers.get("from")).toBe(FROM);
    expect(got?.headers.get("to")).toBe("ana@example.com");
    expect(got?.headers.get("subject")).toBe("Back in stock: Trail Runner");
    expect(got?.headers.get("message-id")).toBe("<outbox.15.1700000000000@shop.example>");
    expect(got?.text).toBe(mail("ana@example.com").text);
    expect(got?.html).toBe(mail("ana@example.com").html);
  });

  it("answers retry for this message when the server refuses it for now (4xx)", async () => {
    smtp.answer("busy@example.com", { code: 451, at: "rcpt" });
    const outcome = await send("busy@example.com");
    expect(outcome).toMatchObject({ status: "retry", scope: "message" });
    expect(outcome.status !== "sent" && outcome.reason).toMatch(/451/);
  });

  it("answers failed when the server refuses the message for good (5xx)", async () => {
    smtp.answer("gone@example.com", { code: 550, at: "data" });
    const outcome = await send("gone@example.com");
    expect(outcome).toMatchObject({ status: "failed" });
    expect(outcome.status !== "sent" && outcome.reason).toMatch(/550/);
  });

  it("answers retry for the whole server when it drops the connection mid-session", async () => {
    smtp.answer("dropped@example.com", "drop");
    expect(await send("dropped@example.com")).toMatchObject({ status: "retry", scope: "server" });
    expect(smtp.tries("dropped@example.com")).toEqual(["dropped"]);
  });

  it("answers retry for the whole server when nothing listens", async () => {
    const closed = await startSmtpServer();
    await closed.close();
    expect(await send("nobody@example.com", closed.url)).toMatchObject({
      status: "retry",
      scope: "server",
    });
  });

  it("stops a try when its signal aborts", async () => {
    const transport = createSmtpTransport({ url: smtp.url, from: FROM });
    const outcome = await transport.send(mail("late@example.com"), AbortSignal.abort());
    expect(outcome).toMatchObject({ status: "retry", scope: "server" });
    expect(smtp.tries("late@example.com")).toEqual([]);
  });
});

describe("outcomeOfError", () => {
  const reply = (command: string, responseCode: number, code = "EENVELOPE") => ({
    code,
    command,
    responseCode,
    message: `${responseCode} from the server`,
  });
  it.each([
    [reply("RCPT TO", 452), "retry", "message"],
    [reply("DATA", 451, "EMESSAGE"), "retry", "message"],
    [reply("DATA", 554, "EMESSAGE"), "failed", undefined],
    [reply("RCPT TO", 550), "failed", undefined],
    [reply("DATA", 503), "retry", "server"],
    [reply("MAIL FROM", 530), "retry", "server"],
    [reply("MAIL FROM", 553), "retry", "server"],
    [reply("AUTH PLAIN", 535, "EAUTH"), "retry", "server"],
    [reply("CONN", 554, "EPROTOCOL"), "retry", "server"],
    [{ code: "ECONNECTION", command: "CONN", message: "Connection closed" }, "retry", "server"],
    [{ code: "EENVELOPE", command: "API", message: "Invalid recipient" }, "failed", undefined],
    [new Error("anything else"), "retry", "server"],
  ])("reads %o as %s", (error, status, scope) => {
    const outcome = outcomeOfError(error);
    expect(outcome.status).toBe(status);
    if (outcome.status === "retry") expect(outcome.scope).toBe(scope);
  });
});

describe("smtpTarget", () => {
  it("names the server without the user name or password", () => {
    expect(smtpTarget("smtp://mailer:s3cret@mail.example:2525")).toBe("smtp://mail.example:2525");
    expect(smtpTarget("smtps://u:p@mail.example")).toBe("smtps://mail.example:465");
  });
});

describe("requiresStartTls", () => {
  it("asks an smtp:// server elsewhere to encrypt before the password or a message is sent", () => {
    expect(requiresStartTls("smtp://u:p@mail.example:587")).toBe(true);
    expect(requiresStartTls("smtp://10.0.0.5:25")).toBe(true);
  });

  it("lets a server on this machine, or an smtps:// one (encrypted from the start), be", () => {
    expect(requiresStartTls("smtp://127.0.0.1:2525")).toBe(false);
    expect(requiresStartTls("smtp://localhost:25")).toBe(false);
    expect(requiresStartTls("smtp://[::1]:25")).toBe(false);
    expect(requiresStartTls("smtps://u:p@mail.example")).toBe(false);
  });
});
