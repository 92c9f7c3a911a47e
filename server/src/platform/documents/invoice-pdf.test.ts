import { describe, expect, it } from "vitest";
import { sampleCreditNote, sampleInvoice, type SampleSite } from "../../../test/document-samples";
import { pdfFonts, pdfInfo, pdfText } from "../../../test/pdf-tools";
import { renderInvoicePdf, type InvoiceDocument } from "./index";

/** What a shopper of each kind of site must read on the invoice, as the site writes it. */
const SITES: {
  site: SampleSite;
  title: string;
  paper: string;
  total: string;
  totalLabel: string;
  taxAmounts: string[];
}[] = [
  {
    site: "us",
    title: "Invoice",
    paper: "letter",
    total: "$360.31",
    totalLabel: "Total",
    taxAmounts: ["$29.37"],
  },
  {
    site: "ca",
    title: "Facture",
    paper: "letter",
    total: "379,51 CAD",
    totalLabel: "Total",
    taxAmounts: ["24,29 CAD", "24,28 CAD"],
  },
  {
    site: "gb",
    title: "Invoice",
    paper: "A4",
    total: "£330.94",
    totalLabel: "Total incl. VAT",
    taxAmounts: ["£55.15"],
  },
  {
    site: "de",
    title: "Rechnung",
    paper: "A4",
    total: "330,94 €",
    totalLabel: "Gesamtbetrag inkl. MwSt.",
    taxAmounts: ["52,91 €"],
  },
  {
    site: "fr",
    title: "Facture",
    paper: "A4",
    total: "330,94 €",
    totalLabel: "Total TTC",
    taxAmounts: ["55,15 €"],
  },
];

describe("invoices", () => {
  it.each(SITES)(
    "a $site invoice reads back with its number, both parties, every line and tax rate and the total in the locale",
    async ({ site, title, paper, total, totalLabel, taxAmounts }) => {
      const invoice = sampleInvoice(site);
      const bytes = await renderInvoicePdf(invoice);
      const text = await pdfText(bytes);

      expect(text).toContain(title);
      expect(text).toContain(invoice.number);
      expect(text).toContain(invoice.orderNumber);
      expect(text).toContain(invoice.seller.name);
      expect(text).toContain(invoice.seller.taxId);
      expect(text).toContain(invoice.buyer.name);
      for (const line of invoice.lines) expect(text).toContain(line.description);
      for (const tax of invoice.taxes) expect(text).toContain(tax.label);
      for (const amount of taxAmounts) expect(text).toContain(amount);
      expect(text).toMatch(new RegExp(`${escape(totalLabel)}\\s+${escape(total)}`));
      expect((await pdfInfo(bytes))["Page size"]).toContain(`(${paper})`);
    },
  );

  it("prints the site's dates in its language and time zone", async () => {
    const text = await pdfText(await renderInvoicePdf(sampleInvoice("de")));
    expect(text).toContain("20. November 2026");
    // Ordered 21:05 UTC on 18 November, 22:05 in Berlin.
    expect(text).toContain("18. November 2026");
    const us = await pdfText(
      await renderInvoicePdf({
        ...sampleInvoice("us"),
        orderedAt: new Date("2026-11-19T02:30:00Z"),
      }),
    );
    // 02:30 UTC is 21:30 the evening before in New York, where the order was placed.
    expect(us).toContain("November 18, 2026");
  });

  it("the same invoice gives the same bytes, dated by its issue date", async () => {
    const invoice = sampleInvoice("gb");
    const [first, second] = await Promise.all([
      renderInvoicePdf(invoice),
      renderInvoicePdf(invoice),
    ]);
    expect(Buffer.from(first).equals(Buffer.from(second))).toBe(true);
    expect((await pdfInfo(first))["CreationDate"]).toBe("2026-11-20T15:30:00Z");
  });
});

describe("what the renderer refuses or falls back on", () => {
  it("money that is not in integer minor units is refused with the field it is about", async () => {
    const invoice = sampleInvoice("us");
    const lines = invoice.lines.map((line, index) =>
      index === 1 ? { ...line, unitMinor: 64.5 } : line,
    );
    await expect(renderInvoicePdf({ ...invoice, lines })).rejects.toThrow(/lines\[1\]\.unitMinor/);
    await expect(
      renderInvoicePdf({ ...invoice, totals: { ...invoice.totals, totalMinor: Number.NaN } }),
    ).rejects.toThrow(/totals\.totalMinor/);
  });

  it("a language without its own words prints English; a tag Intl cannot read, en-us", async () => {
    const italian = await pdfText(
      await renderInvoicePdf({ ...sampleInvoice("de"), locale: "it-it" }),
    );
    expect(italian).toContain("Invoice");
    expect(italian).toContain("330,94 €");
    const broken = await pdfText(
      await renderInvoicePdf({ ...sampleInvoice("us"), locale: "not a locale" }),
    );
    expect(broken).toMatch(/Total\s+\$360\.31/);
  });

  it("an invoice without shipping, notes or payments, and a word too long for its column, still renders", async () => {
    const invoice = sampleInvoice("gb", 1);
    const text = await pdfText(
      await renderInvoicePdf({
        ...invoice,
        lines: invoice.lines.map((line) => ({ ...line, description: "q".repeat(120) })),
        shipping: null,
        shipTo: null,
        payments: [],
        notes: [],
      }),
    );
    // Broken over lines inside its column, every character kept.
    expect(text.match(/q/g)).toHaveLength(120);
    expect(text).toContain("£");
  });
});

describe("many documents at once", () => {
  it("invoices rendered together each carry only their own number and buyer", async () => {
    const invoices = (["us", "ca", "gb", "de", "fr"] as const).flatMap((site, index) => [
      { ...sampleInvoice(site), number: `INV-${site.toUpperCase()}-10000${index}` },
      { ...sampleCreditNote(site), number: `CN-${site.toUpperCase()}-20000${index}` },
    ]);
    const texts = await Promise.all(
      invoices.map(async (invoice) => pdfText(await renderInvoicePdf(invoice))),
    );
    texts.forEach((text, index) => {
      const numbers = text.match(/\b(?:INV|CN)-[A-Z]{2}-[12]0000\d\b/g) ?? [];
      expect(new Set(numbers)).toEqual(new Set([invoices[index]?.number]));
      expect(text).toContain(invoices[index]?.buyer.name);
    });
  });
});

describe("credit notes", () => {
  it("a German credit note says Gutschrift, names the invoice it corrects and where the refund went", async () => {
    const note = sampleCreditNote("de");
    const text = await pdfText(await renderInvoicePdf(note));
    expect(text).toContain("Gutschrift");
    expect(text).not.toContain("Rechnung INV");
    expect(text).toMatch(/Korrigiert Rechnung\s+INV-DE-000042/);
    expect(text).toContain("CN-DE-000007");
    expect(text).toContain("ERSTATTET AUF");
    expect(text).toMatch(/Gesamtbetrag inkl\. MwSt\.\s+129,99 €/);
  });

  it("an English credit note says Credit note and Corrects invoice", async () => {
    const text = await pdfText(await renderInvoicePdf(sampleCreditNote("us")));
    expect(text).toContain("Credit note");
    expect(text).toMatch(/Corrects invoice\s+INV-US-000042/);
    expect(text).toContain("REFUNDED TO");
    expect(text).not.toMatch(/^\s*Invoice\b/m);
  });
});

describe("long invoices", () => {
  it("60 lines carry over pages with the table's header repeated and page / pages on each", async () => {
    const invoice = sampleInvoice("us", 60);
    const bytes = await renderInvoicePdf(invoice);
    const pages = Number((await pdfInfo(bytes))["Pages"]);
    expect(pages).toBeGreaterThanOrEqual(3);
    const texts = await Promise.all(
      Array.from({ length: pages }, (_, index) => pdfText(bytes, index + 1)),
    );
    const seen: string[] = [];
    texts.forEach((text, index) => {
      expect(text).toMatch(/Description\s+Qty\s+Unit price\s+Discount\s+Tax\s+Total/);
      expect(text).toMatch(new RegExp(`\\b${index + 1}\\s*/\\s*${pages}\\s*$`, "m"));
      expect(text).toContain(invoice.number);
      for (const match of text.matchAll(/#(\d+)\b/g)) seen.push(match[1] ?? "");
    });
    // Every line printed once, in order, none lost at a page break.
    expect(seen).toEqual(Array.from({ length: 60 }, (_, index) => String(index + 1)));
    expect(texts.at(-1)).toMatch(/Total\s+\$12,993\.83/);
  });
});

describe("any script in names and addresses", () => {
  const names = {
    polish: "Zażółć Gęślą Jaźń, Łódź",
    greek: "Αλέξανδρος Παπαδόπουλος",
    cyrillic: "Анна Каренина, ул. Тверская 12",
  };

  function withNames(): InvoiceDocument {
    const invoice = sampleInvoice("gb");
    return {
      ...invoice,
      buyer: { name: names.polish, lines: [names.cyrillic, "Ελλάδα"] },
      shipTo: { name: "山田太郎", lines: ["Ana 🦊 Silva", "👩‍👩‍👧 Rua Augusta 1"] },
      lines: invoice.lines.map((line, index) =>
        index === 0 ? { ...line, description: names.greek, detail: "Größe 42 · Ščř" } : line,
      ),
    };
  }

  it("Polish, Greek and Cyrillic read back as written; CJK and emoji print as a visible ?", async () => {
    const bytes = await renderInvoicePdf(withNames());
    const text = await pdfText(bytes);
    for (const name of Object.values(names)) expect(text).toContain(name);
    expect(text).toContain("Ελλάδα");
    expect(text).toContain("Größe 42 · Ščř");
    expect(text).toContain("????");
    expect(text).toContain("Ana ? Silva");
    // A family emoji is one character (grapheme), so one mark.
    expect(text).toContain("? Rua Augusta 1");
    // Only the embedded DejaVu fonts: nothing fell back to a standard font without these glyphs.
    const fonts = await pdfFonts(bytes);
    expect(fonts.length).toBeGreaterThan(0);
    for (const font of fonts) expect(font).toMatch(/^[A-Z]{6}\+DejaVuSans/);
  });

  it("decomposed accents and control characters in input print cleanly", async () => {
    const invoice = sampleInvoice("fr");
    const text = await pdfText(
      await renderInvoicePdf({
        ...invoice,
        buyer: {
          name: "Chloe\u0301 Lefe\u0300vre",
          lines: ["8 place\tBellecour\u0000", "69002 Lyon"],
        },
      }),
    );
    expect(text).toContain("Chloé Lefèvre");
    expect(text).toMatch(/8 place Bellecour/);
  });
});

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/ /g, "\\s");
}
