import { dateTimeFormat, formatMoney, toMajor } from "@ridgeline/contract";
import type { DocumentCurrency } from "./documents.types";

/** The words printed on invoices, credit notes and return labels, per language. */
export interface DocumentWords {
  invoice: string;
  creditNote: string;
  number: string;
  date: string;
  order: string;
  orderDate: string;
  correctsInvoice: string;
  billTo: string;
  shipTo: string;
  description: string;
  qty: string;
  unitPrice: string;
  discount: string;
  tax: string;
  vat: string;
  total: string;
  taxSummary: string;
  rate: string;
  taxable: string;
  subtotal: string;
  netTotal: string;
  totalInclVat: string;
  payment: string;
  refundedTo: string;
  notes: string;
  continued: string;
  taxIdUs: string;
  taxIdCa: string;
  vatNumber: string;
  returnTitle: string;
  from: string;
  to: string;
  returnNumber: string;
  created: string;
  packingSlip: string;
  packingSlipHint: string;
  item: string;
}

const EN: DocumentWords = {
  invoice: "Invoice",
  creditNote: "Credit note",
  number: "Number",
  date: "Date",
  order: "Order",
  orderDate: "Order date",
  correctsInvoice: "Corrects invoice",
  billTo: "Bill to",
  shipTo: "Ship to",
  description: "Description",
  qty: "Qty",
  unitPrice: "Unit price",
  discount: "Discount",
  tax: "Tax",
  vat: "VAT",
  total: "Total",
  taxSummary: "Tax summary",
  rate: "Rate",
  taxable: "Taxable amount",
  subtotal: "Subtotal",
  netTotal: "Net total",
  totalInclVat: "Total incl. VAT",
  payment: "Payment",
  refundedTo: "Refunded to",
  notes: "Notes",
  continued: "continued",
  taxIdUs: "Tax ID",
  taxIdCa: "GST/HST No.",
  vatNumber: "VAT No.",
  returnTitle: "RETURN",
  from: "From",
  to: "To",
  returnNumber: "Return number",
  created: "Created",
  packingSlip: "Packing slip",
  packingSlipHint: "Cut along the line and put this slip in the parcel.",
  item: "Item",
};

const FR: DocumentWords = {
  invoice: "Facture",
  creditNote: "Avoir",
  number: "Numéro",
  date: "Date",
  order: "Commande",
  orderDate: "Date de commande",
  correctsInvoice: "Corrige la facture",
  billTo: "Facturé à",
  shipTo: "Livré à",
  description: "Description",
  qty: "Qté",
  unitPrice: "Prix unitaire",
  discount: "Remise",
  tax: "Taxes",
  vat: "TVA",
  total: "Total",
  taxSummary: "Récapitulatif des taxes",
  rate: "Taux",
  taxable: "Base imposable",
  subtotal: "Sous-total",
  netTotal: "Total HT",
  totalInclVat: "Total TTC",
  payment: "Paiement",
  refundedTo: "Remboursé sur",
  notes: "Remarques",
  continued: "suite",
  taxIdUs: "N° d’identification fiscale",
  taxIdCa: "N° de TPS/TVH",
  vatNumber: "N° TVA",
  returnTitle: "RETOUR",
  from: "De",
  to: "À",
  returnNumber: "N° de retour",
  created: "Créé le",
  packingSlip: "Bordereau de retour",
  packingSlipHint: "Découpez le long de la ligne et placez ce bordereau dans le colis.",
  item: "Article",
};

const DE: DocumentWords = {
  invoice: "Rechnung",
  creditNote: "Gutschrift",
  number: "Nummer",
  date: "Datum",
  order: "Bestellung",
  orderDate: "Bestelldatum",
  correctsInvoice: "Korrigiert Rechnung",
  billTo: "Rechnungsadresse",
  shipTo: "Lieferadresse",
  description: "Beschreibung",
  qty: "Menge",
  unitPrice: "Einzelpreis",
  discount: "Rabatt",
  tax: "Steuer",
  vat: "MwSt.",
  total: "Gesamt",
  taxSummary: "Steuerübersicht",
  rate: "Steuersatz",
  taxable: "Nettobetrag",
  subtotal: "Zwischensumme",
  netTotal: "Nettobetrag",
  totalInclVat: "Gesamtbetrag inkl. MwSt.",
  payment: "Zahlung",
  refundedTo: "Erstattet auf",
  notes: "Hinweise",
  continued: "Fortsetzung",
  taxIdUs: "Steuernummer",
  taxIdCa: "GST/HST-Nr.",
  vatNumber: "USt-IdNr.",
  returnTitle: "RETOURE",
  from: "Absender",
  to: "Empfänger",
  returnNumber: "Retourennummer",
  created: "Erstellt am",
  packingSlip: "Rücksendeschein",
  packingSlipHint: "Entlang der Linie abtrennen und diesen Schein dem Paket beilegen.",
  item: "Artikel",
};

const WORDS: Record<string, DocumentWords> = { en: EN, fr: FR, de: DE };

/**
 * The locale as the documents use it, lower case ("de-de"); a tag Intl cannot read falls back
 * to en-us rather than failing the document.
 */
export function documentLocale(locale: string): string {
  const { language, country } = localeParts(locale);
  try {
    Intl.getCanonicalLocales(country ? `${language}-${country}` : language);
    return country ? `${language}-${country}` : language;
  } catch {
    return "en-us";
  }
}

/** The locale's parts, lower case: "fr-ca" → { language: "fr", country: "ca" }. */
export function localeParts(locale: string): { language: string; country: string } {
  const [language = "", country = ""] = locale.toLowerCase().split(/[-_]/);
  return { language, country };
}

/** The words for a locale's language; languages without their own fall back to English. */
export function wordsFor(locale: string): DocumentWords {
  return WORDS[localeParts(locale).language] ?? EN;
}

/** Paper as the locale's country uses it: Letter in the US and Canada, A4 elsewhere. */
export function paperFor(locale: string): "LETTER" | "A4" {
  const { country } = localeParts(locale);
  return country === "us" || country === "ca" ? "LETTER" : "A4";
}

/** What the seller's and buyer's tax number is called where the document is issued. */
export function taxIdLabel(locale: string, words: DocumentWords): string {
  const { country } = localeParts(locale);
  if (country === "us") return words.taxIdUs;
  if (country === "ca") return words.taxIdCa;
  return words.vatNumber;
}

/** The site's own time zone, so that a late-evening order carries its local date. */
const TIME_ZONES: Record<string, string> = {
  us: "America/New_York",
  ca: "America/Toronto",
  gb: "Europe/London",
  de: "Europe/Berlin",
  fr: "Europe/Paris",
};

function intlTag(locale: string): string {
  const { language, country } = localeParts(locale);
  return country ? `${language}-${country.toUpperCase()}` : language;
}

/** A date as the locale writes it in full ("November 26, 2026", "26. November 2026"). */
export function formatDocumentDate(date: Date, locale: string): string {
  const timeZone = TIME_ZONES[localeParts(locale).country] ?? "UTC";
  return dateTimeFormat(intlTag(locale), { dateStyle: "long", timeZone }).format(date);
}

/** Minor units as the locale writes the currency ("$1,234.50", "1.234,50 €"). */
export function formatDocumentMoney(
  minor: number,
  currency: DocumentCurrency,
  locale: string,
): string {
  return formatMoney(toMajor(minor, currency), currency, locale);
}
