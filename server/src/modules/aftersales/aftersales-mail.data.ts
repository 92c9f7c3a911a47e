// The words of the cancel, return and refund e-mails in the store's three languages (issue 14).

export type MailLanguage = "en" | "fr" | "de";

/** The e-mail's language from a locale ("fr-ca" → fr); English for any other. */
export function mailLanguage(locale: string): MailLanguage {
  const language = locale.slice(0, 2).toLowerCase();
  return language === "fr" || language === "de" ? language : "en";
}

interface Words {
  cancelledSubject(orderNo: string): string;
  cancelledBody(orderNo: string): string;
  cancelledRefund(amount: string, to: string): string;
  labelSubject(returnNo: string, orderNo: string): string;
  labelBody(returnNo: string, items: string): string;
  labelHowTo: string;
  printLabel: string;
  refundSubject(orderNo: string): string;
  refundReturn(returnNo: string, amount: string): string;
  refundPlain(amount: string): string;
  refundTo(to: string): string;
  seeOrder: string;
}

export const MAIL_WORDS: Readonly<Record<MailLanguage, Words>> = {
  en: {
    cancelledSubject: (orderNo) => `Your order ${orderNo} is cancelled`,
    cancelledBody: (orderNo) => `Your order ${orderNo} is cancelled and nothing will be sent.`,
    cancelledRefund: (amount, to) =>
      `${amount} is on its way back: ${to}. A card refund shows on your statement within 5 to 10 business days; gift card and points refunds are back at once.`,
    labelSubject: (returnNo, orderNo) => `Your return ${returnNo} for order ${orderNo}`,
    labelBody: (returnNo, items) => `We have your return ${returnNo} for: ${items}.`,
    labelHowTo:
      "Print the label, stick it on the parcel over any old labels, and hand it to the carrier. We refund the units once they reach us.",
    printLabel: "Print your return label",
    refundSubject: (orderNo) => `Your refund for order ${orderNo}`,
    refundReturn: (returnNo, amount) =>
      `Your return ${returnNo} has arrived and we have refunded ${amount}.`,
    refundPlain: (amount) => `We have refunded ${amount}.`,
    refundTo: (to) => `Refunded to: ${to}. The credit note is with your order.`,
    seeOrder: "See the order",
  },
  fr: {
    cancelledSubject: (orderNo) => `Votre commande ${orderNo} est annulée`,
    cancelledBody: (orderNo) => `Votre commande ${orderNo} est annulée et rien ne sera envoyé.`,
    cancelledRefund: (amount, to) =>
      `${amount} vous sont remboursés : ${to}. Un remboursement sur carte apparaît sur votre relevé sous 5 à 10 jours ouvrés ; cartes cadeaux et points sont recrédités aussitôt.`,
    labelSubject: (returnNo, orderNo) => `Votre retour ${returnNo} pour la commande ${orderNo}`,
    labelBody: (returnNo, items) => `Nous avons bien votre retour ${returnNo} pour : ${items}.`,
    labelHowTo:
      "Imprimez l’étiquette, collez-la sur le colis par-dessus les anciennes et remettez-le au transporteur. Nous remboursons les articles dès leur arrivée.",
    printLabel: "Imprimer votre étiquette de retour",
    refundSubject: (orderNo) => `Votre remboursement pour la commande ${orderNo}`,
    refundReturn: (returnNo, amount) =>
      `Votre retour ${returnNo} est arrivé et nous avons remboursé ${amount}.`,
    refundPlain: (amount) => `Nous avons remboursé ${amount}.`,
    refundTo: (to) => `Remboursé sur : ${to}. L’avoir est joint à votre commande.`,
    seeOrder: "Voir la commande",
  },
  de: {
    cancelledSubject: (orderNo) => `Ihre Bestellung ${orderNo} ist storniert`,
    cancelledBody: (orderNo) =>
      `Ihre Bestellung ${orderNo} ist storniert, es wird nichts verschickt.`,
    cancelledRefund: (amount, to) =>
      `${amount} werden erstattet: ${to}. Eine Kartenerstattung erscheint innerhalb von 5 bis 10 Werktagen auf Ihrer Abrechnung; Geschenkkarten und Punkte sind sofort wieder gutgeschrieben.`,
    labelSubject: (returnNo, orderNo) => `Ihre Rücksendung ${returnNo} zur Bestellung ${orderNo}`,
    labelBody: (returnNo, items) => `Ihre Rücksendung ${returnNo} ist angemeldet für: ${items}.`,
    labelHowTo:
      "Drucken Sie das Etikett, kleben Sie es über alte Etiketten auf das Paket und geben Sie es beim Versanddienst ab. Wir erstatten, sobald die Artikel bei uns sind.",
    printLabel: "Rücksendeetikett drucken",
    refundSubject: (orderNo) => `Ihre Erstattung zur Bestellung ${orderNo}`,
    refundReturn: (returnNo, amount) =>
      `Ihre Rücksendung ${returnNo} ist angekommen, wir haben ${amount} erstattet.`,
    refundPlain: (amount) => `Wir haben ${amount} erstattet.`,
    refundTo: (to) => `Erstattet auf: ${to}. Die Gutschrift finden Sie bei Ihrer Bestellung.`,
    seeOrder: "Bestellung ansehen",
  },
};
