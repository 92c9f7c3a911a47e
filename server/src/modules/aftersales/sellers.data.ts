// Who sells on each site, as invoices and credit notes name them, and where returns go
// (decision 0075). Demo brand data: a real brand puts its own here.

export interface Seller {
  name: string;
  lines: string[];
  /** The registration tax authorities require on an invoice of the site. */
  taxId: string | null;
  email: string;
}

export interface ReturnsCentre {
  name: string;
  lines: string[];
  carrier: string;
  service: string;
}

const US_SELLER: Seller = {
  name: "Ridgeline Outfitters, Inc.",
  lines: ["1550 Wynkoop Street", "Denver, CO 80202", "United States"],
  taxId: "EIN 84-1234567",
  email: "orders@ridgeline.example",
};

export const SELLERS: Readonly<Record<string, Seller>> = {
  US: US_SELLER,
  CA: {
    name: "Ridgeline Outfitters Canada Ltd.",
    lines: ["400 Rue McGill", "Montréal QC H2Y 2G1", "Canada"],
    taxId: "GST/HST 123456789 RT0001 · QST 1234567890 TQ0001",
    email: "orders@ridgeline.example",
  },
  GB: {
    name: "Ridgeline Outfitters UK Ltd",
    lines: ["12 Brewer Street", "London W1F 0SE", "United Kingdom"],
    taxId: "VAT GB 123 4567 89",
    email: "orders@ridgeline.example",
  },
  DE: {
    name: "Ridgeline Outfitters GmbH",
    lines: ["Sendlinger Straße 12", "80331 München", "Deutschland"],
    taxId: "USt-IdNr. DE123456789",
    email: "orders@ridgeline.example",
  },
  FR: {
    name: "Ridgeline Outfitters SAS",
    lines: ["18 rue du Faubourg Saint-Antoine", "75012 Paris", "France"],
    taxId: "TVA FR12 345678901",
    email: "orders@ridgeline.example",
  },
};

export const sellerOf = (siteId: string): Seller => SELLERS[siteId.toUpperCase()] ?? US_SELLER;

const US_RETURNS: ReturnsCentre = {
  name: "Ridgeline Returns Center",
  lines: ["4800 Dahlia Street, Dock 7", "Denver, CO 80216", "United States"],
  carrier: "Ridgeline Returns (UPS)",
  service: "Ground, prepaid",
};

export const RETURNS_CENTRES: Readonly<Record<string, ReturnsCentre>> = {
  US: US_RETURNS,
  CA: {
    name: "Ridgeline Returns Canada",
    lines: ["2100 Boulevard Hymus", "Dorval QC H9P 1J7", "Canada"],
    carrier: "Ridgeline Returns (Canada Post)",
    service: "Expedited Parcel, prepaid",
  },
  GB: {
    name: "Ridgeline Returns UK",
    lines: ["Unit 4, Magna Park", "Lutterworth LE17 4XH", "United Kingdom"],
    carrier: "Ridgeline Returns (Royal Mail)",
    service: "Tracked 48, prepaid",
  },
  DE: {
    name: "Ridgeline Retouren",
    lines: ["Logistikpark 3", "36251 Bad Hersfeld", "Deutschland"],
    carrier: "Ridgeline Retouren (DHL)",
    service: "Retoure, frankiert",
  },
  FR: {
    name: "Ridgeline Retours",
    lines: ["ZA des Bruyères, Bât. C", "91070 Bondoufle", "France"],
    carrier: "Ridgeline Retours (Colissimo)",
    service: "Retour, prépayé",
  },
};

export const returnsCentreOf = (siteId: string): ReturnsCentre =>
  RETURNS_CENTRES[siteId.toUpperCase()] ?? US_RETURNS;
