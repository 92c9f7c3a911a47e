import {
  codeWord,
  formatMoney,
  toMajor,
  wordLanguage,
  type Currency,
  type WordLanguage,
} from "@ridgeline/contract";
import { mailLink, type MailMessage } from "../../platform/mail/mailer";
import { escapeHtml } from "../../platform/mail/outbox-page";
import type { IssuedGiftCard } from "../payments";

/** The number as printed on a card: four groups of four digits. */
export function groupedNumber(number: string): string {
  return number.replace(/(\d{4})(?=\d)/g, "$1 ");
}

/** The gift card e-mails' words, per language (issue 26: they were English on every site). */
interface GiftCardWords {
  someone: string;
  hello(name: string): string;
  again(amount: string, from: string): string;
  sent(from: string, amount: string): string;
  number: string;
  howTo(shop: string, tender: string, currency: string, balance: string): string;
  keep: string;
  subjectAgain: string;
  subject(from: string, amount: string): string;
  sentLine(amount: string, name: string, email: string, lastFour: string): string;
  headAgain(orderNo: string): string;
  head(orderNo: string): string;
  buyerSubjectAgain(orderNo: string): string;
  buyerSubject(orderNo: string): string;
}

const GIFT_CARD_WORDS: Readonly<Record<WordLanguage, GiftCardWords>> = {
  en: {
    someone: "Someone",
    hello: (name) => `Hello ${name},`,
    again: (amount, from) =>
      `Here is your Ridgeline gift card of ${amount} from ${from} again, with a new number and PIN. The number and PIN of the earlier e-mail no longer work.`,
    sent: (from, amount) => `${from} sent you a Ridgeline gift card of ${amount}.`,
    number: "Card number",
    howTo: (shop, tender, currency, balance) =>
      `How to use it: shop at ${shop} and, at checkout, choose “${tender}” and enter the number and PIN. It pays in ${currency}; what it does not pay stays on the card for next time. Check what is left at ${balance}.`,
    keep: "Keep this e-mail: we never keep your card's number or PIN, so we cannot tell you them again.",
    subjectAgain: "Your Ridgeline gift card (sent again: new number and PIN)",
    subject: (from, amount) => `${from} sent you a Ridgeline gift card of ${amount}`,
    sentLine: (amount, name, email, lastFour) =>
      `${amount} to ${name} <${email}> (card ending ${lastFour})`,
    headAgain: (orderNo) =>
      `We sent a gift card of your order ${orderNo} again, with a new number and PIN; the earlier ones no longer work:`,
    head: (orderNo) => `We sent the gift cards of your order ${orderNo}:`,
    buyerSubjectAgain: (orderNo) => `Gift card sent again (order ${orderNo})`,
    buyerSubject: (orderNo) => `Your gift cards were sent (order ${orderNo})`,
  },
  fr: {
    someone: "Quelqu’un",
    hello: (name) => `Bonjour ${name},`,
    again: (amount, from) =>
      `Voici à nouveau votre carte cadeau Ridgeline de ${amount} offerte par ${from}, avec un nouveau numéro et un nouveau code PIN. Le numéro et le code PIN de l’e-mail précédent ne sont plus valables.`,
    sent: (from, amount) => `${from} vous offre une carte cadeau Ridgeline de ${amount}.`,
    number: "Numéro de carte",
    howTo: (shop, tender, currency, balance) =>
      `Mode d’emploi : faites vos achats sur ${shop} et, au paiement, choisissez « ${tender} » puis saisissez le numéro et le code PIN. Elle paie en ${currency} ; ce qu’elle ne paie pas reste sur la carte pour la prochaine fois. Consultez le solde sur ${balance}.`,
    keep: "Conservez cet e-mail : nous ne gardons jamais le numéro ni le code PIN de votre carte et ne pourrons pas vous les redonner.",
    subjectAgain: "Votre carte cadeau Ridgeline (renvoyée : nouveau numéro et code PIN)",
    subject: (from, amount) => `${from} vous offre une carte cadeau Ridgeline de ${amount}`,
    sentLine: (amount, name, email, lastFour) =>
      `${amount} à ${name} <${email}> (carte se terminant par ${lastFour})`,
    headAgain: (orderNo) =>
      `Nous avons renvoyé une carte cadeau de votre commande ${orderNo} avec un nouveau numéro et code PIN ; les précédents ne sont plus valables :`,
    head: (orderNo) => `Nous avons envoyé les cartes cadeaux de votre commande ${orderNo} :`,
    buyerSubjectAgain: (orderNo) => `Carte cadeau renvoyée (commande ${orderNo})`,
    buyerSubject: (orderNo) => `Vos cartes cadeaux ont été envoyées (commande ${orderNo})`,
  },
  de: {
    someone: "Jemand",
    hello: (name) => `Hallo ${name},`,
    again: (amount, from) =>
      `Hier ist Ihre Ridgeline-Geschenkkarte über ${amount} von ${from} noch einmal, mit neuer Nummer und neuer PIN. Nummer und PIN der früheren E-Mail gelten nicht mehr.`,
    sent: (from, amount) => `${from} schenkt Ihnen eine Ridgeline-Geschenkkarte über ${amount}.`,
    number: "Kartennummer",
    howTo: (shop, tender, currency, balance) =>
      `So lösen Sie sie ein: Kaufen Sie auf ${shop} ein, wählen Sie an der Kasse „${tender}“ und geben Sie Nummer und PIN ein. Sie zahlt in ${currency}; was sie nicht bezahlt, bleibt für das nächste Mal auf der Karte. Das Guthaben sehen Sie unter ${balance}.`,
    keep: "Bewahren Sie diese E-Mail auf: Wir speichern Nummer und PIN Ihrer Karte nie und können sie Ihnen nicht noch einmal nennen.",
    subjectAgain: "Ihre Ridgeline-Geschenkkarte (erneut gesendet: neue Nummer und PIN)",
    subject: (from, amount) => `${from} schenkt Ihnen eine Ridgeline-Geschenkkarte über ${amount}`,
    sentLine: (amount, name, email, lastFour) =>
      `${amount} an ${name} <${email}> (Karte mit Endziffern ${lastFour})`,
    headAgain: (orderNo) =>
      `Wir haben eine Geschenkkarte Ihrer Bestellung ${orderNo} mit neuer Nummer und PIN erneut gesendet; die früheren gelten nicht mehr:`,
    head: (orderNo) => `Wir haben die Geschenkkarten Ihrer Bestellung ${orderNo} versendet:`,
    buyerSubjectAgain: (orderNo) => `Geschenkkarte erneut gesendet (Bestellung ${orderNo})`,
    buyerSubject: (orderNo) => `Ihre Geschenkkarten wurden versendet (Bestellung ${orderNo})`,
  },
};

/**
 * The recipient's e-mail: the amount, who sends it and their message, the number and PIN (the
 * only place they are ever written in clear) and how to use the card. A resend says the
 * earlier number and PIN no longer work.
 */
export function recipientMessage(
  card: IssuedGiftCard,
  context: { locale: string; publicOrigin: string; resend: boolean },
): MailMessage {
  const language = wordLanguage(context.locale);
  const words = GIFT_CARD_WORDS[language];
  const amount = formatMoney(
    toMajor(card.amountMinor, card.currency),
    card.currency,
    context.locale,
  );
  const from = card.recipient.from || words.someone;
  const shop = mailLink(context.publicOrigin, `/${context.locale}`);
  // The public balance page: a recipient needs no account (issue 26 point 1).
  const balance = mailLink(context.publicOrigin, `/${context.locale}/gift-card/balance`);
  const lines = [
    words.hello(card.recipient.name),
    "",
    context.resend ? words.again(amount, from) : words.sent(from, amount),
    ...(card.recipient.message ? ["", `“${card.recipient.message}”`] : []),
    "",
    `${words.number}: ${groupedNumber(card.number)}`,
    `PIN: ${card.pin}`,
    "",
    words.howTo(shop, codeWord("tender", "GIFT_CARD", language), card.currency, balance),
    "",
    words.keep,
  ];
  return {
    to: card.recipient.email,
    subject: context.resend ? words.subjectAgain : words.subject(from, amount),
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
  const words = GIFT_CARD_WORDS[wordLanguage(context.locale)];
  const sent = cards.map((card) =>
    words.sentLine(
      formatMoney(toMajor(card.amountMinor, card.currency), card.currency, context.locale),
      card.recipient.name,
      card.recipient.email,
      card.lastFour,
    ),
  );
  const head = context.resend ? words.headAgain(context.orderNo) : words.head(context.orderNo);
  return {
    to: context.to,
    subject: context.resend
      ? words.buyerSubjectAgain(context.orderNo)
      : words.buyerSubject(context.orderNo),
    text: [head, "", ...sent].join("\n"),
    html: `<p>${escapeHtml(head)}</p><ul>${sent.map((line) => `<li>${escapeHtml(line)}</li>`).join("")}</ul>`,
  };
}
