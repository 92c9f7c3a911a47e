/**
 * Invoices, credit notes and return labels as the orders area will hand them to the documents
 * renderer, one per kind of site, for the documents' tests and for looking at the PDFs.
 */
import type {
  DocumentParty,
  InvoiceDocument,
  ReturnLabelDocument,
} from "../src/platform/documents/index";

export type SampleSite = "us" | "ca" | "gb" | "de" | "fr";

const SELLERS: Record<SampleSite, DocumentParty> = {
  us: {
    name: "Ridgeline Outfitters, Inc.",
    lines: ["1200 Summit Avenue", "Denver, CO 80202", "United States"],
    taxId: "EIN 84-1234567",
    email: "orders@ridgeline.example",
  },
  ca: {
    name: "Ridgeline Outfitters Canada Ltd.",
    lines: ["400 rue Sainte-Catherine O.", "Montréal, QC H3B 1A2", "Canada"],
    taxId: "123456789 RT0001",
    email: "commandes@ridgeline.example",
  },
  gb: {
    name: "Ridgeline Outfitters UK Ltd",
    lines: ["18 Long Acre", "London WC2E 9LY", "United Kingdom"],
    taxId: "GB 123 4567 89",
    email: "orders@ridgeline.example",
  },
  de: {
    name: "Ridgeline Outfitters GmbH",
    lines: ["Friedrichstraße 68", "10117 Berlin", "Deutschland"],
    taxId: "DE123456789",
    email: "bestellungen@ridgeline.example",
  },
  fr: {
    name: "Ridgeline Outfitters SAS",
    lines: ["12 rue de Rivoli", "75004 Paris", "France"],
    taxId: "FR12345678901",
    email: "commandes@ridgeline.example",
  },
};

const BUYERS: Record<SampleSite, DocumentParty> = {
  us: {
    name: "Jordan Avery",
    lines: ["55 Water Street, Apt 4B", "New York, NY 10041", "United States"],
    email: "jordan@example.com",
  },
  ca: {
    name: "Élodie Tremblay",
    lines: ["1450 boul. René-Lévesque", "Québec, QC G1R 5M1", "Canada"],
  },
  gb: { name: "Oliver Hughes", lines: ["7 Princes Street", "Edinburgh EH2 2EN", "United Kingdom"] },
  de: { name: "Jürgen Weiß", lines: ["Schloßstraße 3", "80331 München", "Deutschland"] },
  fr: { name: "Chloé Lefèvre", lines: ["8 place Bellecour", "69002 Lyon", "France"] },
};

const LOCALES: Record<SampleSite, string> = {
  us: "en-us",
  ca: "fr-ca",
  gb: "en-gb",
  de: "de-de",
  fr: "fr-fr",
};

const CURRENCY = { us: "USD", ca: "CAD", gb: "GBP", de: "EUR", fr: "EUR" } as const;

const TAXES: Record<SampleSite, { label: string; basisPoints: number }[]> = {
  us: [{ label: "Sales tax 8.875%", basisPoints: 887.5 }],
  ca: [
    { label: "TPS/GST 5%", basisPoints: 500 },
    { label: "TVQ/QST 9.975%", basisPoints: 997.5 },
  ],
  gb: [{ label: "VAT 20%", basisPoints: 2000 }],
  de: [{ label: "MwSt. 19%", basisPoints: 1900 }],
  fr: [{ label: "TVA 20%", basisPoints: 2000 }],
};

const PRODUCTS = [
  {
    description: "Summit Trail Runner",
    detail: "Size 10 · Slate / Orange · UPC 012345678905",
    unit: 12999,
  },
  {
    description: "Ridge Fleece Half-Zip",
    detail: "Size M · Forest · UPC 012345678912",
    unit: 6450,
  },
  { description: "Merino Hiking Socks (3 pairs)", detail: "Size L · Charcoal", unit: 2400 },
  {
    description: "Alpine Rain Shell",
    detail: "Size S · Glacier Blue · UPC 012345678929",
    unit: 18900,
  },
];

const FIRST_PRODUCT = PRODUCTS[0] ?? { description: "", detail: "", unit: 0 };

/** An invoice as a site of that kind issues it; `lineCount` products cycle through four. */
export function sampleInvoice(site: SampleSite, lineCount = 3): InvoiceDocument {
  const included = site === "gb" || site === "de" || site === "fr";
  const rates = TAXES[site];
  const lines = Array.from({ length: lineCount }, (_, index) => {
    const product = PRODUCTS[index % PRODUCTS.length] ?? FIRST_PRODUCT;
    const qty = (index % 3) + 1;
    const discount = index % 2 === 0 ? 0 : 500 * qty;
    const gross = product.unit * qty - discount;
    const rate = rates.reduce((sum, tax) => sum + tax.basisPoints, 0);
    const tax = included
      ? gross - Math.round((gross * 10000) / (10000 + rate))
      : Math.round((gross * rate) / 10000);
    return {
      description: `${product.description}${lineCount > PRODUCTS.length ? ` #${index + 1}` : ""}`,
      detail: product.detail,
      qty,
      unitMinor: product.unit,
      discountMinor: discount,
      taxMinor: tax,
      totalMinor: included ? gross : gross + tax,
    };
  });
  const shippingNet = 995;
  const shippingTax = included
    ? 166
    : Math.round((shippingNet * (rates[0]?.basisPoints ?? 0)) / 10000);
  const lineNet = lines.reduce((sum, line) => sum + line.totalMinor - line.taxMinor, 0);
  const taxTotal = lines.reduce((sum, line) => sum + line.taxMinor, 0) + shippingTax;
  const net = lineNet + (included ? shippingNet - shippingTax : shippingNet);
  const taxes = rates.map((rate, index) => {
    const share =
      index === rates.length - 1
        ? taxTotal - Math.round((taxTotal * (rates.length - 1)) / rates.length) * (rates.length - 1)
        : Math.round(taxTotal / rates.length);
    return { label: rate.label, taxableMinor: net, taxMinor: share };
  });
  return {
    kind: "invoice",
    number: `INV-${site.toUpperCase()}-000042`,
    issuedAt: new Date("2026-11-20T15:30:00Z"),
    locale: LOCALES[site],
    currency: CURRENCY[site],
    orderNumber: `${site.toUpperCase()}00012345`,
    orderedAt: new Date("2026-11-18T21:05:00Z"),
    seller: SELLERS[site],
    buyer: BUYERS[site],
    shipTo: BUYERS[site],
    lines,
    shipping: {
      label: site === "de" ? "Versand (Standard)" : "Standard shipping",
      taxMinor: shippingTax,
      totalMinor: included ? shippingNet : shippingNet + shippingTax,
    },
    taxes,
    totals: {
      netMinor: net,
      taxMinor: taxTotal,
      totalMinor: net + taxTotal,
      pricesIncludeTax: included,
    },
    payments: [
      { label: "Visa •••• 4242", amountMinor: net + taxTotal - 2500 },
      { label: "Gift card ••••9012", amountMinor: 2500 },
    ],
    notes: ["Thank you for shopping with Ridgeline. Returns are free within 30 days of delivery."],
  };
}

/** A credit note for one refunded unit of a site's invoice. */
export function sampleCreditNote(site: SampleSite): InvoiceDocument {
  const invoice = sampleInvoice(site, 1);
  const [line] = invoice.lines;
  if (line === undefined) throw new Error("a sample invoice has lines");
  return {
    ...invoice,
    kind: "credit-note",
    number: `CN-${site.toUpperCase()}-000007`,
    issuedAt: new Date("2026-11-25T10:00:00Z"),
    refersTo: invoice.number,
    lines: [line],
    shipping: null,
    taxes: invoice.taxes.slice(0, 1).map((tax) => ({
      ...tax,
      taxableMinor: line.totalMinor - line.taxMinor,
      taxMinor: line.taxMinor,
    })),
    totals: {
      netMinor: line.totalMinor - line.taxMinor,
      taxMinor: line.taxMinor,
      totalMinor: line.totalMinor,
      pricesIncludeTax: invoice.totals.pricesIncludeTax,
    },
    payments: [{ label: "Visa •••• 4242", amountMinor: line.totalMinor }],
    notes: [],
  };
}

/** A return label from a shopper to the returns centre. */
export function sampleReturnLabel(
  returnNumber = "RUS00000042-01",
  locale = "en-us",
): ReturnLabelDocument {
  return {
    returnNumber,
    orderNumber: "US00012345",
    createdAt: new Date("2026-11-24T12:00:00Z"),
    locale,
    from: BUYERS.us,
    to: {
      name: "Ridgeline Returns Centre",
      lines: ["Dock 7, 4100 Logistics Parkway", "Columbus, OH 43217", "United States"],
    },
    carrier: "Ridgeline Returns (UPS)",
    service: "Ground, prepaid",
    items: [
      { description: "Summit Trail Runner · Size 10 · Slate / Orange", qty: 1 },
      { description: "Merino Hiking Socks (3 pairs) · Size L", qty: 2 },
    ],
  };
}
