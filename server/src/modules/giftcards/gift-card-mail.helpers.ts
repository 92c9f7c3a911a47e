import { formatMoney, toMajor, type Currency } from "@ridgeline/contract";
import { mailLink, type MailMessage } from "../../platform/mail/mailer";
import { escapeHtml } from "../../platform/mail/outbox-page";
import type { IssuedGiftCard } from "../payments";

/** The number as printed on a card: four groups of four digits. */
export function groupedNumber(number: string): string {
  return number.replace(/(\d{4})(?=\d)/g, "$1 ");
}

/**
 * The recipient's e-mail: the amount, who sends it and their message, the number and PIN (the
 * only place they are ever written in clear) and how to use the card. A resend says the
 * earlier number and PIN no longer work.
 */
export function recipientMessage(
  card: IssuedGiftCard,
  context: { locale: string; publicOrigin: string; resend: boolean },
): MailMessage {
  const amount = formatMoney(
    toMajor(card.amountMinor, card.currency),
    card.currency,
    context.locale,
  );
  const from = card.recipient.from || "Someone";
  const shop = mailLink(context.publicOrigin, `/${context.locale}`);
  const balance = mailLink(context.publicOrigin, `/${context.locale}/account/gift-cards`);
  const lines = [
    `Hello ${card.recipient.name},`,
    "",
    context.resend
      ? `Here is your Ridgeline gift card of ${amount} from ${from} again, with a new number and PIN. The number and PIN of the earlier e-mail no longer work.`
      : `${from} sent you a Ridgeline gift card of ${amount}.`,
    ...(card.recipient.message ? ["", `“${card.recipient.message}”`] : []),
    "",
    `Card number: ${groupedNumber(card.number)}`,
    `PIN: ${card.pin}`,
    "",
    `How to use it: shop at ${shop} and, at checkout, choose “Gift card” and enter the number and PIN. It pays in ${card.currency}; what it does not pay stays on the card for next time. Check what is left at ${balance}.`,
    "",
    "Keep this e-mail: we never keep your card's number or PIN, so we cannot tell you them again.",
  ];
  return {
    to: card.recipient.email,
    subject: context.resend
      ? `Your Ridgeline gift card (sent again: new number and PIN)`
      : `${from} sent you a Ridgeline gift card of ${amount}`,
    text: lines.join("\n"),
    html: lines
      .map((line) => (line === "" ? "" : `<p>${escapeHtml(line)}</p>`))
      .filter(Boolean)
      .join("\n"),
  };
}

/** The buyer's note that their cards went out: to whom and how much, never a number or PIN. */
export function buyerNote(
  cards: readonly IssuedGiftCard[],
  context: { orderNo: string; to: string; locale: string; currency: Currency; resend: boolean },
): MailMessage {
  const sent = cards.map(
    (card) =>
      `${formatMoney(toMajor(card.amountMinor, card.currency), card.currency, context.locale)} to ${card.recipient.name} <${card.recipient.email}> (card ending ${card.lastFour})`,
  );
  const head = context.resend
    ? `We sent a gift card of your order ${context.orderNo} again, with a new number and PIN; the earlier ones no longer work:`
    : `We sent the gift cards of your order ${context.orderNo}:`;
  return {
    to: context.to,
    subject: context.resend
      ? `Gift card sent again (order ${context.orderNo})`
      : `Your gift cards were sent (order ${context.orderNo})`,
    text: [head, "", ...sent].join("\n"),
    html: `<p>${escapeHtml(head)}</p><ul>${sent.map((line) => `<li>${escapeHtml(line)}</li>`).join("")}</ul>`,
  };
}
