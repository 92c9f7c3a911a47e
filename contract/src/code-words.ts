// The one place where the store's codes become words (issue 26 point 18, decision 0082):
// tenders, shipping methods, shipment kinds and states, order, return, reservation and gift card
// states, return reasons. Pages, e-mails, PDFs and the provider's pages all ask here, so a code
// (CREDIT_CARD, PUDO, label_issued) never reaches a shopper and a new code is named once, in
// every language. No schema library here: pages import it (e2e/page-weight.spec.ts).

/** The languages the store writes in; any other locale reads English. */
export const WORD_LANGUAGES = ["en", "fr", "de"] as const;
export type WordLanguage = (typeof WORD_LANGUAGES)[number];

/** The language of a locale or a language tag ("de-at" → de, "fr" → fr, "es-es" → en). */
export function wordLanguage(locale: string | undefined | null): WordLanguage {
  const language = (locale ?? "").slice(0, 2).toLowerCase();
  return WORD_LANGUAGES.find((known) => known === language) ?? "en";
}

export type Words = Readonly<Record<WordLanguage, string>>;

const w = (en: string, fr: string, de: string): Words => ({ en, fr, de });

/**
 * Words per kind of code. `other` is what an unknown code reads: a new code the table does not
 * know yet shows a plain word, never itself.
 */
export const CODE_WORDS = {
  /** How an order is paid: the provider tenders and the store's own stored value. */
  tender: {
    CREDIT_CARD: w("Card", "Carte bancaire", "Karte"),
    KLARNA: w("Klarna", "Klarna", "Klarna"),
    PAYPAL: w("PayPal", "PayPal", "PayPal"),
    GIFT_CARD: w("Gift card", "Carte cadeau", "Geschenkkarte"),
    LOYALTY_POINTS: w("Rewards points", "Points fidélité", "Treuepunkte"),
    ATHLETES_PAYMENT: w("Athlete allowance", "Dotation athlète", "Athletenbudget"),
    REWARD_CODE: w("Reward code", "Code récompense", "Prämiencode"),
    REWARD_CARD: w("Reward card", "Carte récompense", "Prämienkarte"),
    other: w("Other payment", "Autre moyen de paiement", "Andere Zahlungsart"),
  },
  /** A card's brand, as the provider names it (the brands' own names in every language). */
  cardBrand: {
    VISA: w("Visa", "Visa", "Visa"),
    MASTERCARD: w("Mastercard", "Mastercard", "Mastercard"),
    AMEX: w("American Express", "American Express", "American Express"),
    DISCOVER: w("Discover", "Discover", "Discover"),
    other: w("Card", "Carte bancaire", "Karte"),
  },
  /** A shipping method (the cart area's catalogue of methods). */
  shippingMethod: {
    STANDARD: w("Standard delivery", "Livraison standard", "Standardversand"),
    EXPRESS: w("Express delivery", "Livraison express", "Expresslieferung"),
    SAME_DAY_1820: w("Same day delivery", "Livraison le jour même", "Lieferung am selben Tag"),
    SAME_DAY_2022: w("Same day delivery", "Livraison le jour même", "Lieferung am selben Tag"),
    STANDARD_CUSTOMS: w("Standard delivery", "Livraison standard", "Standardversand"),
    EXPRESS_CUSTOMS: w("Express delivery", "Livraison express", "Expresslieferung"),
    PICKUP: w("Pick up in store", "Retrait en magasin", "Abholung im Geschäft"),
    PUDO: w("Pickup point", "Point relais", "Paketshop"),
    STS: w("Ship to store", "Livraison en magasin", "Lieferung ins Geschäft"),
    DIGITAL: w("E-mail delivery", "Envoi par e-mail", "Versand per E-Mail"),
    other: w("Delivery", "Livraison", "Lieferung"),
  },
  /** Where a shipment goes (an order's shipments, the bag's delivery choices). */
  shipmentKind: {
    home: w("Home delivery", "Livraison à domicile", "Lieferung nach Hause"),
    pudo: w("Pickup point", "Point relais", "Paketshop"),
    pickup: w("Store pickup", "Retrait en magasin", "Abholung im Geschäft"),
    sts: w("Delivery to a store", "Livraison en magasin", "Lieferung ins Geschäft"),
    digital: w("By e-mail", "Par e-mail", "Per E-Mail"),
    other: w("Delivery", "Livraison", "Lieferung"),
  },
  orderStatus: {
    pending: w("Waiting for payment", "En attente de paiement", "Zahlung ausstehend"),
    placed: w("Placed", "Passée", "Bestellt"),
    processing: w("Being prepared", "En préparation", "In Bearbeitung"),
    shipped: w("Shipped", "Expédiée", "Versandt"),
    delivered: w("Delivered", "Livrée", "Zugestellt"),
    cancelled: w("Cancelled", "Annulée", "Storniert"),
    failed: w("Failed", "Échouée", "Fehlgeschlagen"),
    other: w("In progress", "En cours", "In Bearbeitung"),
  },
  shipmentStatus: {
    pending: w("Being prepared", "En préparation", "In Bearbeitung"),
    shipped: w("On its way", "En route", "Unterwegs"),
    delivered: w("Delivered", "Livré", "Zugestellt"),
    ready: w("Ready to collect", "Prêt à retirer", "Abholbereit"),
    collected: w("Collected", "Retiré", "Abgeholt"),
    cancelled: w("Cancelled", "Annulé", "Storniert"),
    other: w("In progress", "En cours", "In Bearbeitung"),
  },
  returnStatus: {
    requested: w("Requested", "Demandé", "Angemeldet"),
    label_issued: w(
      "Waiting for your parcel",
      "En attente de votre colis",
      "Wir warten auf Ihr Paket",
    ),
    received: w("Received", "Reçu", "Eingegangen"),
    refunded: w("Refunded", "Remboursé", "Erstattet"),
    cancelled: w("Cancelled", "Annulé", "Storniert"),
    other: w("In progress", "En cours", "In Bearbeitung"),
  },
  returnReason: {
    TOO_SMALL: w("Too small", "Trop petit", "Zu klein"),
    TOO_LARGE: w("Too large", "Trop grand", "Zu groß"),
    NOT_AS_DESCRIBED: w(
      "Not as described",
      "Non conforme à la description",
      "Entspricht nicht der Beschreibung",
    ),
    DAMAGED: w("Arrived damaged", "Arrivé abîmé", "Beschädigt angekommen"),
    WRONG_ITEM: w("Wrong item sent", "Mauvais article reçu", "Falscher Artikel geliefert"),
    CHANGED_MIND: w("Changed my mind", "J’ai changé d’avis", "Gefällt mir nicht mehr"),
    OTHER: w("Other", "Autre", "Anderer Grund"),
    other: w("Other", "Autre", "Anderer Grund"),
  },
  reservationStatus: {
    active: w("Held for you", "Gardé pour vous", "Für Sie zurückgelegt"),
    cancelled: w("Cancelled", "Annulée", "Storniert"),
    expired: w("Ended", "Terminée", "Abgelaufen"),
    collected: w("Collected", "Retirée", "Abgeholt"),
    other: w("Ended", "Terminée", "Abgelaufen"),
  },
  giftCardStatus: {
    active: w("Active", "Active", "Aktiv"),
    blocked: w(
      "Blocked (order cancelled)",
      "Bloquée (commande annulée)",
      "Gesperrt (Bestellung storniert)",
    ),
    replaced: w("Replaced", "Remplacée", "Ersetzt"),
    other: w("Not usable", "Inutilisable", "Nicht nutzbar"),
  },
  /** A tax's name, as its rate's label starts ("VAT 19%"; the cart's tax rates). */
  taxName: {
    VAT: w("VAT", "TVA", "MwSt."),
    GST: w("GST", "TPS", "GST"),
    HST: w("HST", "TVH", "HST"),
    QST: w("QST", "TVQ", "QST"),
    PST: w("PST", "TVP", "PST"),
    RST: w("RST", "TVD", "RST"),
    "Sales tax": w("Sales tax", "Taxe de vente", "Umsatzsteuer"),
    other: w("Tax", "Taxe", "Steuer"),
  },
} as const satisfies Record<string, Record<string, Words> & { other: Words }>;

export type CodeKind = keyof typeof CODE_WORDS;
/** The codes one kind knows (`other` aside). */
export type KnownCode<K extends CodeKind> = Exclude<keyof (typeof CODE_WORDS)[K], "other">;

/** A code in words, in a language: the kind's `other` for a code it does not know. */
export function codeWord(kind: CodeKind, code: string, language: WordLanguage): string {
  const table: Readonly<Record<string, Words>> = CODE_WORDS[kind];
  const words = Object.hasOwn(table, code) && code !== "other" ? table[code] : table["other"];
  return (words ?? CODE_WORDS[kind].other)[language];
}

/**
 * A tax rate's label in a language: orders keep the label the bag showed ("VAT 20%"), whose
 * first words are the tax's name; a label of no known tax is kept as it is.
 */
export function taxLabelIn(label: string, language: WordLanguage): string {
  const names = Object.keys(CODE_WORDS.taxName).filter((name) => name !== "other");
  const name = names.find((known) => label === known || label.startsWith(`${known} `));
  return name ? `${codeWord("taxName", name, language)}${label.slice(name.length)}` : label;
}

/**
 * A payment of an order as the shopper reads it (issue 26 point 23): a card by its brand and last
 * four ("Visa •••• 1111"), anything else by its tender's word.
 */
export function paymentName(
  payment: { method: string; cardType?: string | null; lastFour?: string | null },
  language: WordLanguage,
): string {
  if (!payment.lastFour) return codeWord("tender", payment.method, language);
  const name = payment.cardType
    ? codeWord("cardBrand", payment.cardType, language)
    : codeWord("tender", payment.method, language);
  return `${name} •••• ${payment.lastFour}`;
}

/** The words of a language for one kind, for a page or mail that names many codes. */
export function codeWordsIn(language: WordLanguage): (kind: CodeKind, code: string) => string {
  return (kind, code) => codeWord(kind, code, language);
}
