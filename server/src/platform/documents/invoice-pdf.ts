import { checkInvoice } from "./document-checks.helpers";
import {
  documentLocale,
  formatDocumentDate,
  formatDocumentMoney,
  paperFor,
  taxIdLabel,
  wordsFor,
  type DocumentWords,
} from "./document-words.helpers";
import type { DocumentParty, InvoiceDocument, InvoiceLine } from "./documents.types";
import {
  BAND,
  FOOTER,
  MARGIN,
  MUTED,
  RULE,
  newPage,
  partyLines,
  type Column,
  type Layout,
} from "./invoice-layout.helpers";
import { closing, summary } from "./invoice-totals";
import { clip, createPdf, measure, pdfBytes, write } from "./pdf-canvas.helpers";

function columnsFor(contentWidth: number): Column[] {
  const figures: Column[] = [
    { key: "qty", width: 40, align: "right" },
    { key: "unit", width: 68, align: "right" },
    { key: "discount", width: 64, align: "right" },
    { key: "tax", width: 62, align: "right" },
    { key: "total", width: 72, align: "right" },
  ];
  const used = figures.reduce((sum, column) => sum + column.width, 0);
  return [{ key: "description", width: contentWidth - used, align: "left" }, ...figures];
}

/** A labelled address block; gives its height. */
function partyBlock(
  layout: Layout,
  heading: string,
  party: DocumentParty,
  x: number,
  y: number,
  width: number,
): number {
  const { doc } = layout;
  let at = y;
  at += write(doc, heading.toUpperCase(), x, at, { font: "bold", size: 7.5, color: MUTED, width });
  at += 2;
  at += write(doc, party.name, x, at, { font: "bold", size: 9.5, width });
  const label = taxIdLabel(layout.data.locale, layout.words);
  for (const line of partyLines(party, label)) at += write(doc, line, x, at, { size: 9, width });
  return at - y;
}

/** The first page's head: seller, title, numbers and dates; gives where the next part starts. */
function firstHead(layout: Layout): number {
  const { doc, data, words, left, right } = layout;
  const sellerWidth = (right - left) * 0.6;
  let y = MARGIN;
  y += write(doc, data.seller.name, left, y, { font: "bold", size: 15, width: sellerWidth });
  y += 3;
  const label = taxIdLabel(data.locale, words);
  for (const line of partyLines(data.seller, label)) {
    y += write(doc, line, left, y, { size: 8.5, color: MUTED, width: sellerWidth });
  }

  const boxX = left + sellerWidth + 10;
  const boxWidth = right - boxX;
  let r = MARGIN;
  r += write(doc, layout.title, boxX, r, {
    font: "bold",
    size: 22,
    width: boxWidth,
    align: "right",
  });
  r += 6;
  const facts: [string, string][] = [
    [words.number, data.number],
    [words.date, formatDocumentDate(data.issuedAt, data.locale)],
    [words.order, data.orderNumber],
    [words.orderDate, formatDocumentDate(data.orderedAt, data.locale)],
  ];
  if (data.kind === "credit-note" && data.refersTo)
    facts.push([words.correctsInvoice, data.refersTo]);
  for (const [name, value] of facts) {
    write(doc, name, boxX, r, { size: 8.5, color: MUTED, width: boxWidth * 0.5, fit: true });
    r += write(doc, value, boxX + boxWidth * 0.5, r, {
      font: "bold",
      size: 8.5,
      width: boxWidth * 0.5,
      align: "right",
      fit: true,
    });
    r += 1.5;
  }
  y = Math.max(y, r) + 16;

  const column = (right - left) / 2;
  const billed = partyBlock(layout, words.billTo, data.buyer, left, y, column - 16);
  const shipped = data.shipTo
    ? partyBlock(layout, words.shipTo, data.shipTo, left + column, y, column - 16)
    : 0;
  return y + Math.max(billed, shipped) + 18;
}

function headerCells(words: DocumentWords, vat: boolean): Record<Column["key"], string> {
  return {
    description: words.description,
    qty: words.qty,
    unit: words.unitPrice,
    discount: words.discount,
    tax: vat ? words.vat : words.tax,
    total: words.total,
  };
}

const CELL_PAD = 4;

function tableHeader(layout: Layout, y: number): number {
  const { doc, left, right, columns } = layout;
  const cells = headerCells(layout.words, layout.data.totals.pricesIncludeTax);
  const height = 18;
  doc.rect(left, y, right - left, height).fill(BAND);
  let x = left;
  for (const column of columns) {
    write(doc, cells[column.key], x + CELL_PAD, y + 5, {
      font: "bold",
      size: 7.5,
      color: MUTED,
      width: column.width - 2 * CELL_PAD,
      align: column.align,
      fit: true,
    });
    x += column.width;
  }
  return y + height;
}

interface Row {
  description: string;
  detail?: string | null;
  cells: Partial<Record<Column["key"], string>>;
}

function lineRow(layout: Layout, line: InvoiceLine): Row {
  const { money } = layout;
  return {
    description: clip(line.description),
    detail: line.detail ? clip(line.detail) : null,
    cells: {
      qty: String(line.qty),
      unit: money(line.unitMinor),
      discount: line.discountMinor === 0 ? "–" : `−${money(line.discountMinor)}`,
      tax: money(line.taxMinor),
      total: money(line.totalMinor),
    },
  };
}

function rowHeight(layout: Layout, row: Row): number {
  const width = (layout.columns[0]?.width ?? 0) - 2 * CELL_PAD;
  let height = measure(layout.doc, row.description, { size: 9, width });
  if (row.detail) height += measure(layout.doc, row.detail, { size: 7.5, width });
  return height + 2 * CELL_PAD + 2;
}

function drawRow(layout: Layout, row: Row, y: number, height: number): void {
  const { doc, left, right, columns } = layout;
  let x = left;
  for (const column of columns) {
    const width = column.width - 2 * CELL_PAD;
    if (column.key === "description") {
      const used = write(doc, row.description, x + CELL_PAD, y + CELL_PAD + 1, { size: 9, width });
      if (row.detail) {
        write(doc, row.detail, x + CELL_PAD, y + CELL_PAD + 1 + used, {
          size: 7.5,
          color: MUTED,
          width,
        });
      }
    } else {
      const text = row.cells[column.key];
      if (text !== undefined) {
        write(doc, text, x + CELL_PAD, y + CELL_PAD + 1, {
          size: 8.5,
          width,
          align: "right",
          fit: true,
          font: column.key === "total" ? "bold" : "regular",
        });
      }
    }
    x += column.width;
  }
  doc
    .moveTo(left, y + height)
    .lineTo(right, y + height)
    .lineWidth(0.5)
    .strokeColor(RULE)
    .stroke();
}

/** The lines' table, carried over pages with its header repeated; gives where it ended. */
function linesTable(layout: Layout, startY: number): number {
  const { data, money } = layout;
  const rows = data.lines.map((line) => lineRow(layout, line));
  if (data.shipping) {
    rows.push({
      description: clip(data.shipping.label),
      cells: { tax: money(data.shipping.taxMinor), total: money(data.shipping.totalMinor) },
    });
  }
  let y = tableHeader(layout, startY);
  for (const row of rows) {
    const height = rowHeight(layout, row);
    if (y + height > layout.bottom) y = tableHeader(layout, newPage(layout));
    drawRow(layout, row, y, height);
    y += height;
  }
  return y;
}

/** Every page's foot: the seller, the document's number, and "page / pages". */
function footers(layout: Layout): void {
  const { doc, data, left, right } = layout;
  const { start, count } = doc.bufferedPageRange();
  const width = right - left;
  for (let index = start; index < start + count; index += 1) {
    doc.switchToPage(index);
    const y = doc.page.height - MARGIN + 8;
    doc
      .moveTo(left, y - 6)
      .lineTo(right, y - 6)
      .lineWidth(0.5)
      .strokeColor(RULE)
      .stroke();
    write(doc, `${data.seller.name} · ${layout.title} ${data.number}`, left, y, {
      size: 7.5,
      color: MUTED,
      width: width * 0.75,
    });
    write(doc, `${index - start + 1} / ${count}`, left + width * 0.75, y, {
      size: 7.5,
      color: MUTED,
      width: width * 0.25,
      align: "right",
    });
  }
}

/**
 * Renders an invoice or a credit note as PDF bytes: Letter for the US and Canada, A4
 * elsewhere; words in the locale's language (en, fr, de; others in English). Pure: no database,
 * no clock (the file's dates are `issuedAt`).
 */
export async function renderInvoicePdf(input: InvoiceDocument): Promise<Uint8Array> {
  checkInvoice(input);
  const data = { ...input, locale: documentLocale(input.locale) };
  const words = wordsFor(data.locale);
  const title = data.kind === "credit-note" ? words.creditNote : words.invoice;
  const doc = createPdf({
    size: paperFor(data.locale),
    date: data.issuedAt,
    title: `${title} ${data.number}`,
    author: data.seller.name,
  });
  doc.addPage();
  const layout: Layout = {
    doc,
    data,
    words,
    title,
    left: MARGIN,
    right: doc.page.width - MARGIN,
    bottom: doc.page.height - MARGIN - FOOTER / 2,
    columns: columnsFor(doc.page.width - 2 * MARGIN),
    money: (minor) => formatDocumentMoney(minor, data.currency, data.locale),
  };
  let y = firstHead(layout);
  y = linesTable(layout, y);
  y = summary(layout, y);
  closing(layout, y);
  footers(layout);
  return pdfBytes(doc);
}
