// The e-mails of cancels, returns and refunds (issue 14 point 8).
import { formatMoney, toMajor, type Currency } from "@ridgeline/contract";
import { mailLink, type MailMessage } from "../../platform/mail/mailer";
import { escapeHtml } from "../../platform/mail/outbox-page";
import { MAIL_WORDS, mailLanguage } from "./aftersales-mail.data";
import { paymentLabel } from "./documents.helpers";

/** Money given back, tender by tender, and the order's page the e-mail links to. */
interface RefundSummary {
  locale: string;
  amountMinor: number;
  parts: readonly { method: string; amountMinor: number }[];
  /** The account's order page, or a guest's own link to the order (decision 0077). */
  orderPath: string;
}

interface MailOrder {
  orderNo: string;
  email: string;
  currency: Currency;
}

function message(
  order: MailOrder,
  subject: string,
  paragraphs: readonly string[],
  link: { label: string; url: string } | null,
): MailMessage {
  return {
    to: order.email,
    subject,
    text: [...paragraphs, ...(link ? ["", `${link.label}: ${link.url}`] : [])].join("\n\n"),
    html: [
      ...paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`),
      ...(link ? [`<p><a href="${escapeHtml(link.url)}">${escapeHtml(link.label)}</a></p>`] : []),
    ].join("\n"),
  };
}

const money = (order: MailOrder, minor: number, locale: string) =>
  formatMoney(toMajor(minor, order.currency), order.currency, locale);

const refundedTo = (
  order: MailOrder,
  parts: readonly { method: string; amountMinor: number }[],
  locale: string,
) =>
  parts.map(
    (part) => `${paymentLabel(part.method, locale)}: ${money(order, part.amountMinor, locale)}`,
  );

/** The order was cancelled: what comes back, and where to. */
export function cancelledMessage(
  order: MailOrder,
  input: RefundSummary,
  publicOrigin: string,
): MailMessage {
  const words = MAIL_WORDS[mailLanguage(input.locale)];
  return message(
    order,
    words.cancelledSubject(order.orderNo),
    [
      words.cancelledBody(order.orderNo),
      words.cancelledRefund(
        money(order, input.amountMinor, input.locale),
        refundedTo(order, input.parts, input.locale).join(", "),
      ),
    ],
    { label: words.seeOrder, url: mailLink(publicOrigin, input.orderPath) },
  );
}

/** A return's label is ready: print it, pack the units, hand the parcel to the carrier. */
export function returnLabelMessage(
  order: MailOrder,
  input: { locale: string; returnNo: string; labelPath: string; items: readonly string[] },
  publicOrigin: string,
): MailMessage {
  const words = MAIL_WORDS[mailLanguage(input.locale)];
  return message(
    order,
    words.labelSubject(input.returnNo, order.orderNo),
    [words.labelBody(input.returnNo, input.items.join(", ")), words.labelHowTo],
    { label: words.printLabel, url: mailLink(publicOrigin, input.labelPath) },
  );
}

/** A refund went out. */
export function refundMessage(
  order: MailOrder,
  input: RefundSummary & { returnNo: string | null },
  publicOrigin: string,
): MailMessage {
  const words = MAIL_WORDS[mailLanguage(input.locale)];
  const amount = money(order, input.amountMinor, input.locale);
  return message(
    order,
    words.refundSubject(order.orderNo),
    [
      input.returnNo ? words.refundReturn(input.returnNo, amount) : words.refundPlain(amount),
      words.refundTo(refundedTo(order, input.parts, input.locale).join(", ")),
    ],
    {
      label: words.seeOrder,
      url: mailLink(publicOrigin, input.orderPath),
    },
  );
}
