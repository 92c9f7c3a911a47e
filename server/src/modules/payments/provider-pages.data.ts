// The words of the provider's own pages (the card frame, 3-D Secure, Klarna and PayPal
// approval) in the store's three languages (issue 26 point 18). A real provider takes the
// shopper's locale; ours reads it from the store's page that opened it (`languageOfPage`).
import { wordLanguage, type WordLanguage } from "@ridgeline/contract";

export interface ProviderWords {
  lang: WordLanguage;
  cardDetails: string;
  secureEntry: string;
  testPayments: string;
  number: string;
  expiry: string;
  securityCode: string;
  holder: string;
  useCard: string;
  notChecked: string;
  tryAgain: string;
  /** The no-JavaScript frame's hand-back page: the card is ready, back to the shop. */
  cardReady(brand: string, lastFour: string): string;
  continueToShop: string;
  /** The frame's message beside a refused field, when the vault's own is English only. */
  problem: Record<"number" | "securityCode" | "holder", string>;
  expiryFormat: string;
  expiryRange: string;
  challengeTitle: string;
  challengeAsk(amount: string): string;
  challengeChoose: string;
  complete: string;
  fail: string;
  payWith(name: string): string;
  approveAsk(amount: string, name: string): string;
  noAccount: string;
  approve: string;
  cancel: string;
  notFoundTitle: string;
  notFound: string;
}

const EN: ProviderWords = {
  lang: "en",
  cardDetails: "Card details",
  secureEntry: "Ridgeline test payments: secure card entry",
  testPayments: "Ridgeline test payments",
  number: "Card number",
  expiry: "Expiry (MM/YY)",
  securityCode: "Security code",
  holder: "Name on card",
  useCard: "Use this card",
  notChecked: "The card could not be checked.",
  tryAgain: "The card could not be checked. Please try again.",
  cardReady: (brand, lastFour) => `${brand} ending ${lastFour} is ready.`,
  continueToShop: "Continue to the shop",
  problem: {
    number: "Check the card number.",
    securityCode: "Check the security code.",
    holder: "Enter the name on the card.",
  },
  expiryFormat: "Enter the expiry as MM/YY.",
  expiryRange: "Check the expiry date: a month from 01 to 12, not in the past.",
  challengeTitle: "3-D Secure check",
  challengeAsk: (amount) => `Your bank asks you to confirm a payment of ${amount}.`,
  challengeChoose: "This is the store's test provider: choose what the bank answers.",
  complete: "Complete",
  fail: "Fail",
  payWith: (name) => `Pay with ${name}`,
  approveAsk: (amount, name) => `Approve a payment of ${amount} with ${name}.`,
  noAccount: "This is the store's test provider: no account is needed.",
  approve: "Approve",
  cancel: "Cancel",
  notFoundTitle: "Not found",
  notFound: "This payment page does not exist or has expired.",
};

const FR: ProviderWords = {
  lang: "fr",
  cardDetails: "Données de la carte",
  secureEntry: "Paiements de test Ridgeline : saisie sécurisée de la carte",
  testPayments: "Paiements de test Ridgeline",
  number: "Numéro de carte",
  expiry: "Date d’expiration (MM/AA)",
  securityCode: "Cryptogramme",
  holder: "Nom sur la carte",
  useCard: "Utiliser cette carte",
  notChecked: "La carte n’a pas pu être vérifiée.",
  tryAgain: "La carte n’a pas pu être vérifiée. Veuillez réessayer.",
  cardReady: (brand, lastFour) => `La carte ${brand} se terminant par ${lastFour} est prête.`,
  continueToShop: "Retour à la boutique",
  problem: {
    number: "Vérifiez le numéro de carte.",
    securityCode: "Vérifiez le cryptogramme.",
    holder: "Indiquez le nom figurant sur la carte.",
  },
  expiryFormat: "Indiquez la date d’expiration au format MM/AA.",
  expiryRange: "Vérifiez la date d’expiration : un mois de 01 à 12, pas dans le passé.",
  challengeTitle: "Vérification 3-D Secure",
  challengeAsk: (amount) => `Votre banque vous demande de confirmer un paiement de ${amount}.`,
  challengeChoose:
    "Ceci est le prestataire de test de la boutique : choisissez la réponse de la banque.",
  complete: "Valider",
  fail: "Refuser",
  payWith: (name) => `Payer avec ${name}`,
  approveAsk: (amount, name) => `Approuvez un paiement de ${amount} avec ${name}.`,
  noAccount: "Ceci est le prestataire de test de la boutique : aucun compte n’est nécessaire.",
  approve: "Approuver",
  cancel: "Annuler",
  notFoundTitle: "Page introuvable",
  notFound: "Cette page de paiement n’existe pas ou a expiré.",
};

const DE: ProviderWords = {
  lang: "de",
  cardDetails: "Kartendaten",
  secureEntry: "Ridgeline-Testzahlungen: sichere Karteneingabe",
  testPayments: "Ridgeline-Testzahlungen",
  number: "Kartennummer",
  expiry: "Ablaufdatum (MM/JJ)",
  securityCode: "Prüfnummer",
  holder: "Name auf der Karte",
  useCard: "Diese Karte verwenden",
  notChecked: "Die Karte konnte nicht geprüft werden.",
  tryAgain: "Die Karte konnte nicht geprüft werden. Bitte versuchen Sie es erneut.",
  cardReady: (brand, lastFour) => `Die ${brand}-Karte mit den Endziffern ${lastFour} ist bereit.`,
  continueToShop: "Weiter zum Shop",
  problem: {
    number: "Prüfen Sie die Kartennummer.",
    securityCode: "Prüfen Sie die Prüfnummer.",
    holder: "Geben Sie den Namen auf der Karte ein.",
  },
  expiryFormat: "Geben Sie das Ablaufdatum als MM/JJ ein.",
  expiryRange: "Prüfen Sie das Ablaufdatum: ein Monat von 01 bis 12, nicht in der Vergangenheit.",
  challengeTitle: "3-D-Secure-Prüfung",
  challengeAsk: (amount) => `Ihre Bank bittet Sie, eine Zahlung über ${amount} zu bestätigen.`,
  challengeChoose: "Dies ist der Testanbieter des Shops: Wählen Sie die Antwort der Bank.",
  complete: "Bestätigen",
  fail: "Ablehnen",
  payWith: (name) => `Mit ${name} bezahlen`,
  approveAsk: (amount, name) => `Bestätigen Sie eine Zahlung über ${amount} mit ${name}.`,
  noAccount: "Dies ist der Testanbieter des Shops: Sie brauchen kein Konto.",
  approve: "Zustimmen",
  cancel: "Abbrechen",
  notFoundTitle: "Nicht gefunden",
  notFound: "Diese Zahlungsseite gibt es nicht oder sie ist abgelaufen.",
};

const WORDS: Readonly<Record<WordLanguage, ProviderWords>> = { en: EN, fr: FR, de: DE };

/** The provider's words in a language (`lang` as the pages carry it; English for any other). */
export function providerWords(language: unknown): ProviderWords {
  return WORDS[wordLanguage(typeof language === "string" ? language : null)];
}

/**
 * The language of the store's page a provider page was opened from: the first segment of its
 * return path ("/de-de/checkout/billing" → de), which is the shop's locale.
 */
export function languageOfPage(returnUrl: unknown): WordLanguage {
  if (typeof returnUrl !== "string") return "en";
  const segment = /^\/([a-z]{2})(?:-[a-z]{2})?(?:\/|$)/i.exec(returnUrl)?.[1];
  return wordLanguage(segment ?? null);
}
