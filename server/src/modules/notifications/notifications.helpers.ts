import { productPath, wordLanguage, type WordLanguage } from "@ridgeline/contract";
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

/** The back-in-stock e-mail's words, per language (issue 26: it was English on every site). */
const RESTOCK_WORDS: Readonly<
  Record<
    WordLanguage,
    {
      what(name: string, color: string, size: string): string;
      subject(name: string): string;
      back(what: string): string;
      shop: string;
      once: string;
    }
  >
> = {
  en: {
    what: (name, color, size) => `${name}, ${color}, size ${size}`,
    subject: (name) => `Back in stock: ${name}`,
    back: (what) => `Good news: ${what} is back in stock.`,
    shop: "Shop it now",
    once: "You asked us to tell you once; we will not write again about this item.",
  },
  fr: {
    what: (name, color, size) => `${name}, ${color}, taille ${size}`,
    subject: (name) => `De retour en stock : ${name}`,
    back: (what) => `Bonne nouvelle : ${what} est de nouveau disponible.`,
    shop: "Je le veux",
    once: "Vous nous avez demandé de vous prévenir une fois ; nous ne vous écrirons plus au sujet de cet article.",
  },
  de: {
    what: (name, color, size) => `${name}, ${color}, Größe ${size}`,
    subject: (name) => `Wieder da: ${name}`,
    back: (what) => `Gute Nachricht: ${what} ist wieder vorrätig.`,
    shop: "Jetzt kaufen",
    once: "Sie wollten einmal benachrichtigt werden; zu diesem Artikel schreiben wir Ihnen nicht noch einmal.",
  },
};

/** The back-in-stock e-mail for one subscriber, in their language; its link is on the shop's public origin. */
export function restockMessage(
  product: RestockProduct,
  subscriber: { email: string; locale: string },
  publicOrigin: string,
): MailMessage {
  const words = RESTOCK_WORDS[wordLanguage(subscriber.locale)];
  const what = words.what(product.name, product.colorName, product.sizeLabel);
  const url = mailLink(publicOrigin, productPath(subscriber.locale, product.slug, product.styleId));
  const back = words.back(what);
  const at = back.indexOf(what);
  return {
    to: subscriber.email,
    subject: words.subject(product.name),
    text: `${back}\n\n${words.shop}: ${url}\n\n${words.once}`,
    html: `<p>${escapeHtml(back.slice(0, at))}<strong>${escapeHtml(what)}</strong>${escapeHtml(back.slice(at + what.length))}</p>
<p><a href="${escapeHtml(url)}">${escapeHtml(words.shop)}</a></p>
<p>${escapeHtml(words.once)}</p>`,
  };
}
