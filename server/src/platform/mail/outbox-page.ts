import type { OutboxRow } from "./outbox.tables";

const ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

/** Escapes text for HTML content and attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);
}

const iso = (value: Date | string | null) =>
  value === null ? "pending" : (value instanceof Date ? value : new Date(value)).toISOString();

/**
 * The developer's view of the outbox. A message's HTML is shown in a sandboxed frame, so what a
 * shopper typed into a message can never run in this page. The page's own styles carry the
 * request's style nonce: the store's Content-Security-Policy allows no other inline style
 * element (the frames inherit that policy, and messages use none).
 */
export function renderOutboxPage(rows: readonly OutboxRow[], styleNonce: string): string {
  const items = rows
    .map(
      (row) => `<article>
  <h2>${escapeHtml(row.subject)}</h2>
  <dl>
    <dt>To</dt><dd>${escapeHtml(row.to_address)}</dd>
    <dt>Created</dt><dd>${iso(row.created_at)}</dd>
    <dt>Sent</dt><dd>${iso(row.sent_at)}</dd>
  </dl>
  ${
    row.sent_at !== null && row.text_body === "" && row.html_body === ""
      ? "<p>Delivered: its body is no longer kept (decision 0078).</p>"
      : `<pre>${escapeHtml(row.text_body)}</pre>
  <iframe sandbox title="HTML of message ${escapeHtml(row.message_id)}" srcdoc="${escapeHtml(row.html_body)}"></iframe>`
  }
</article>`,
    )
    .join("\n");
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Outbox</title>
<style nonce="${escapeHtml(styleNonce)}">body{font-family:system-ui,sans-serif;margin:2rem;max-width:60rem}article{border:1px solid #ccc;border-radius:6px;padding:1rem;margin:1rem 0}dl{display:grid;grid-template-columns:6rem 1fr;margin:0}pre{white-space:pre-wrap;background:#f6f6f6;padding:.5rem}iframe{width:100%;height:14rem;border:1px solid #ddd}</style>
</head>
<body>
<h1>Outbox</h1>
<p>The latest ${rows.length} messages, newest first. Development only.</p>
${items || "<p>No messages yet.</p>"}
</body>
</html>
`;
}
