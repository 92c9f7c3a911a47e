/**
 * The provider's own pages (docs/decisions/0065, 0066): plain HTML forms that work without
 * JavaScript, for the 3-D Secure challenge and the Klarna and PayPal approval.
 */
import { escapeHtml } from "../../platform/mail/outbox-page";
import { checkReturnUrl } from "./payment-provider.helpers";
import { PROVIDER_PATH } from "./payment-provider.service";
import type { ProviderWords } from "./provider-pages.data";

/** An amount for people to read; sums never go through here. */
export function displayAmount(amountMinor: number, currency: string, language = "en"): string {
  const format = new Intl.NumberFormat(language, { style: "currency", currency });
  const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
  return format.format(amountMinor / 10 ** digits);
}

const STORE = "http://store.invalid";

/**
 * Where a page sends the shopper back: the store's `returnUrl` with the outcome added to its
 * query. Null when `returnUrl` is not a path of the store's own origin.
 */
export function backTo(returnUrl: unknown, outcome: Record<string, string>): string | null {
  let path: string;
  try {
    path = checkReturnUrl(returnUrl);
  } catch {
    return null;
  }
  // The path passed safeRedirect: adding the outcome to its query keeps it on the store.
  const url = new URL(path, STORE);
  for (const [name, value] of Object.entries(outcome)) url.searchParams.set(name, value);
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * The provider's pages' look: a small card in the middle, like a bank's page, in a style of
 * its own (it is another company's page in real life). Served from the provider's path, as
 * the policy allows only stylesheets of this origin.
 */
export const PROVIDER_CSS = `body{margin:0;background:#eef1f4;font:16px/1.5 system-ui,sans-serif;color:#1b2430}
main{max-width:28rem;margin:10vh auto;padding:2rem;background:#fff;border-radius:8px;box-shadow:0 2px 12px rgba(0,0,0,.12)}
.brand{margin:0 0 1rem;font-size:.8rem;letter-spacing:.08em;text-transform:uppercase;color:#5b6875}
h1{margin:0 0 1rem;font-size:1.5rem}
form{display:flex;gap:.75rem;margin-top:1.5rem}
button{flex:1;padding:.75rem 1rem;border:1px solid #1b2430;border-radius:6px;background:#fff;font:inherit;font-weight:600;cursor:pointer}
button:first-of-type{background:#1b2430;color:#fff}
button:focus-visible{outline:3px solid #2f6fde;outline-offset:2px}`;

function page(words: ProviderWords, title: string, body: string): string {
  return `<!doctype html>
<html lang="${words.lang}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(title)}</title>
<link rel="stylesheet" href="${PROVIDER_PATH}/provider.css"></head>
<body><main><p class="brand">${escapeHtml(words.testPayments)}</p><h1>${escapeHtml(title)}</h1>
${body}
</main></body>
</html>`;
}

function form(
  action: string,
  hidden: Record<string, string>,
  buttons: [string, string, string][],
): string {
  const fields = Object.entries(hidden)
    .map(([name, value]) => `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`)
    .join("");
  const choices = buttons
    .map(
      ([name, value, label]) =>
        `<button type="submit" name="${name}" value="${value}">${escapeHtml(label)}</button>`,
    )
    .join(" ");
  return `<form method="post" action="${escapeHtml(action)}">${fields}${choices}</form>`;
}

/** An amount in bold inside a sentence of the page's words. */
function withAmount(sentence: string, amount: string): string {
  const at = sentence.indexOf(amount);
  return `${escapeHtml(sentence.slice(0, at))}<strong>${escapeHtml(amount)}</strong>${escapeHtml(sentence.slice(at + amount.length))}`;
}

export function challengePage(
  payment: {
    paymentId: string;
    amountMinor: number;
    currency: string;
    action: string;
    returnUrl: string;
  },
  words: ProviderWords,
): string {
  const amount = displayAmount(payment.amountMinor, payment.currency, words.lang);
  return page(
    words,
    words.challengeTitle,
    `<p>${withAmount(words.challengeAsk(amount), amount)}</p>
<p>${escapeHtml(words.challengeChoose)}</p>
${form(payment.action, { returnUrl: payment.returnUrl }, [
  ["result", "Y", words.complete],
  ["result", "N", words.fail],
])}`,
  );
}

export function approvalPage(
  session: {
    method: "KLARNA" | "PAYPAL";
    amountMinor: number;
    currency: string;
    action: string;
  },
  words: ProviderWords,
): string {
  const name = session.method === "KLARNA" ? "Klarna" : "PayPal";
  const amount = displayAmount(session.amountMinor, session.currency, words.lang);
  return page(
    words,
    words.payWith(name),
    `<p>${withAmount(words.approveAsk(amount, name), amount)}</p>
<p>${escapeHtml(words.noAccount)}</p>
${form(session.action, {}, [
  ["outcome", "approved", words.approve],
  ["outcome", "cancelled", words.cancel],
])}`,
  );
}

export function notFoundPage(words: ProviderWords): string {
  return page(words, words.notFoundTitle, `<p>${escapeHtml(words.notFound)}</p>`);
}
