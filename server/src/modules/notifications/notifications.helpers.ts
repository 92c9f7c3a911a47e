import { productPath } from "@ridgeline/contract";
import { mailLink, type MailMessage } from "../../platform/mail/mailer";
import { escapeHtml } from "../../platform/mail/outbox-page";

// Deliberately plain: one @, no spaces, a dot in the domain. Deliverability is the mail server's job.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The form we store and compare addresses in: trimmed, lower case. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function isValidEmail(email: string): boolean {
  return email.length <= 254 && EMAIL_PATTERN.test(email);
}

export interface RestockProduct {
  upc: string;
  styleId: string;
  slug: string;
  name: string;
  colorName: string;
  sizeLabel: string;
}

/** The back-in-stock e-mail for one subscriber; its link is on the shop's public origin. */
export function restockMessage(
  product: RestockProduct,
  subscriber: { email: string; locale: string },
  publicOrigin: string,
): MailMessage {
  const what = `${product.name}, ${product.colorName}, size ${product.sizeLabel}`;
  const url = mailLink(publicOrigin, productPath(subscriber.locale, product.slug, product.styleId));
  return {
    to: subscriber.email,
    subject: `Back in stock: ${product.name}`,
    text: `Good news: ${what} is back in stock.\n\nShop it now: ${url}\n\nYou asked us to tell you once; we will not write again about this item.`,
    html: `<p>Good news: <strong>${escapeHtml(what)}</strong> is back in stock.</p>
<p><a href="${escapeHtml(url)}">Shop it now</a></p>
<p>You asked us to tell you once; we will not write again about this item.</p>`,
  };
}
