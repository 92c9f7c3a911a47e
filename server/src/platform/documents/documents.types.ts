/** A seller, buyer or address block as printed on a document. */
export interface DocumentParty {
  name: string;
  /** Address lines as they are printed, top to bottom (street, city/region/postcode, country). */
  lines: string[];
  /** Seller: VAT number / GST-HST registration; buyer: optional. */
  taxId?: string | null;
  email?: string | null;
}

export type DocumentCurrency = "USD" | "CAD" | "GBP" | "EUR";

export interface InvoiceLine {
  /** The product's name. */
  description: string;
  /** Size / colour / UPC. */
  detail?: string | null;
  qty: number;
  /** Unit price as charged (net, or gross where prices include tax). */
  unitMinor: number;
  discountMinor: number;
  taxMinor: number;
  /** The line's amount the buyer pays (or is refunded). */
  totalMinor: number;
}

export interface InvoiceDocument {
  kind: "invoice" | "credit-note";
  /** "INV-US-000001" or "CN-US-000001". */
  number: string;
  issuedAt: Date;
  /** en-us, en-ca, fr-ca, en-gb, de-de, fr-fr, …: labels, money format and paper size. */
  locale: string;
  currency: DocumentCurrency;
  orderNumber: string;
  orderedAt: Date;
  /** A credit note names the invoice it corrects. */
  refersTo?: string | null;
  seller: DocumentParty;
  /** The billing address. */
  buyer: DocumentParty;
  shipTo?: DocumentParty | null;
  lines: InvoiceLine[];
  /** Delivery as its own row (null when free or not part of a credit note). */
  shipping?: { label: string; taxMinor: number; totalMinor: number } | null;
  /** One row per tax rate: "Sales tax 8.875%", "GST 5%", "QST 9.975%", "VAT 20%". */
  taxes: { label: string; taxableMinor: number; taxMinor: number }[];
  totals: { netMinor: number; taxMinor: number; totalMinor: number; pricesIncludeTax: boolean };
  /** Invoice: how it was paid; credit note: where the refund went. */
  payments: { label: string; amountMinor: number }[];
  notes?: string[];
}

export interface ReturnLabelDocument {
  /** The barcode's content, e.g. "RUS00000042-01". */
  returnNumber: string;
  orderNumber: string;
  createdAt: Date;
  locale: string;
  /** The shopper. */
  from: DocumentParty;
  /** The returns centre. */
  to: DocumentParty;
  /** "Ridgeline Returns (UPS)". */
  carrier: string;
  /** "Ground, prepaid". */
  service: string;
  items: { description: string; qty: number }[];
}
