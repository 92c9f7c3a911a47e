import { mailLink, type MailMessage } from "../../platform/mail/mailer";
import { escapeHtml } from "../../platform/mail/outbox-page";

/**
 * A guest's order page with the order's secret (the look-up page opens the order with it): the
 * link of every guest order e-mail and of the look-up page's "send me a link".
 */
export function orderPagePath(locale: string, orderNo: string, secret: string): string {
  const query = new URLSearchParams({ orderNumber: orderNo, st: secret });
  return `/${locale}/order-lookup?${query.toString()}`;
}

const ACCESS_WORDS = {
  en: {
    subject: (orderNo: string) => `Your link to order ${orderNo}`,
    body: (orderNo: string) =>
      `Here is the link to your order ${orderNo}: open it to see the order, cancel it, start a return or download its invoice. It works for 24 hours. If you did not ask for it, you can ignore this e-mail.`,
    open: "Open your order",
  },
  fr: {
    subject: (orderNo: string) => `Votre lien vers la commande ${orderNo}`,
    body: (orderNo: string) =>
      `Voici le lien vers votre commande ${orderNo} : ouvrez-le pour voir la commande, l'annuler, lancer un retour ou télécharger sa facture. Il reste valable 24 heures. Si vous ne l'avez pas demandé, ignorez cet e-mail.`,
    open: "Ouvrir votre commande",
  },
  de: {
    subject: (orderNo: string) => `Ihr Link zur Bestellung ${orderNo}`,
    body: (orderNo: string) =>
      `Hier ist der Link zu Ihrer Bestellung ${orderNo}: Öffnen Sie ihn, um die Bestellung anzusehen, zu stornieren, eine Rücksendung anzumelden oder die Rechnung herunterzuladen. Er gilt 24 Stunden. Wenn Sie ihn nicht angefordert haben, ignorieren Sie diese E-Mail.`,
    open: "Bestellung öffnen",
  },
} as const;

/** The look-up page's link, to the order's own address, in the page's language. */
export function accessLinkMessage(
  order: { orderNo: string; email: string },
  path: string,
  locale: string,
  publicOrigin: string,
): MailMessage {
  const language = locale.slice(0, 2);
  const words = ACCESS_WORDS[language === "fr" || language === "de" ? language : "en"];
  const url = mailLink(publicOrigin, path);
  const body = words.body(order.orderNo);
  return {
    to: order.email,
    subject: words.subject(order.orderNo),
    text: `${body}\n\n${words.open}: ${url}`,
    html: `<p>${escapeHtml(body)}</p>\n<p><a href="${escapeHtml(url)}">${escapeHtml(words.open)}</a></p>`,
  };
}
