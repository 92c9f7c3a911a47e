// The e-mails of cancels, returns and refunds (issue 14 point 8).
import { formatMoney, toMajor, type Currency } from "@ridgeline/contract";
import { mailLink, type MailMessage } from "../../platform/mail/mailer";
import { escapeHtml } from "../../platform/mail/outbox-page";
import { paymentLabel } from "./documents.helpers";

/** Money given back, tender by tender. */
interface RefundSummary {
  locale: string;
  amountMinor: number;
  parts: readonly { method: string; amountMinor: number }[];
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
) => parts.map((part) => `${paymentLabel(part.method)}: ${money(order, part.amountMinor, locale)}`);

/** The order was cancelled: what comes back, and where to. */
export function cancelledMessage(
  order: MailOrder,
  input: RefundSummary,
  publicOrigin: string,
): MailMessage {
  return message(
    order,
    `Your order ${order.orderNo} is cancelled`,
    [
      `Your order ${order.orderNo} is cancelled and nothing will be sent.`,
      `${money(order, input.amountMinor, input.locale)} is on its way back: ${refundedTo(order, input.parts, input.locale).join(", ")}. A card refund shows on your statement within 5 to 10 business days; gift card and points refunds are back at once.`,
    ],
    { label: "See your orders", url: mailLink(publicOrigin, `/${input.locale}/account/orders`) },
  );
}

/** A return's label is ready: print it, pack the units, hand the parcel to the carrier. */
export function returnLabelMessage(
  order: MailOrder,
  input: { locale: string; returnNo: string; labelPath: string; items: readonly string[] },
  publicOrigin: string,
): MailMessage {
  return message(
    order,
    `Your return ${input.returnNo} for order ${order.orderNo}`,
    [
      `We have your return ${input.returnNo} for: ${input.items.join(", ")}.`,
      "Print the label, stick it on the parcel over any old labels, and hand it to the carrier. We refund the units once they reach us.",
    ],
    { label: "Print your return label", url: mailLink(publicOrigin, input.labelPath) },
  );
}

/** A refund went out. */
export function refundMessage(
  order: MailOrder,
  input: RefundSummary & { returnNo: string | null },
  publicOrigin: string,
): MailMessage {
  return message(
    order,
    `Your refund for order ${order.orderNo}`,
    [
      input.returnNo
        ? `Your return ${input.returnNo} has arrived and we have refunded ${money(order, input.amountMinor, input.locale)}.`
        : `We have refunded ${money(order, input.amountMinor, input.locale)}.`,
      `Refunded to: ${refundedTo(order, input.parts, input.locale).join(", ")}. The credit note is with your order.`,
    ],
    {
      label: "See the order",
      url: mailLink(publicOrigin, `/${input.locale}/account/orders/${order.orderNo}`),
    },
  );
}
