import { describe, expect, it } from "vitest";
import { escapeHtml, renderOutboxPage } from "./outbox-page";

describe("escapeHtml", () => {
  it("escapes the five HTML-special characters", () => {
    expect(escapeHtml(`<a href="x">Tom & Jerry's</a>`)).toBe(
      "&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&#39;s&lt;/a&gt;",
    );
  });
});

describe("renderOutboxPage", () => {
  it("says so when the outbox is empty", () => {
    expect(renderOutboxPage([], "n0nce")).toContain("No messages yet.");
  });

  it("gives its own style element the request's nonce, as the page's policy asks", () => {
    expect(renderOutboxPage([], "n0nce")).toContain('<style nonce="n0nce">');
  });

  it("shows a message's HTML only inside a sandboxed frame", () => {
    const page = renderOutboxPage(
      [
        {
          message_id: "7",
          to_address: "ana@example.com",
          subject: "Hi",
          text_body: "plain",
          html_body: `<img src=x onerror="alert(1)">`,
          created_at: new Date("2026-11-21T09:00:00Z"),
          sent_at: null,
          attempts: 0,
        },
      ],
      "n0nce",
    );
    expect(page).toContain("<iframe sandbox");
    expect(page).toContain('srcdoc="&lt;img src=x onerror=&quot;alert(1)&quot;&gt;"');
    expect(page).not.toContain("<img");
    expect(page).toContain("2026-11-21T09:00:00.000Z");
    expect(page).toContain("pending");
  });
});
