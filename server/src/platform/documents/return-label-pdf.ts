import bwipjs from "bwip-js/node";
import { checkReturnLabel } from "./document-checks.helpers";
import {
  documentLocale,
  formatDocumentDate,
  wordsFor,
  type DocumentWords,
} from "./document-words.helpers";
import type { DocumentParty, ReturnLabelDocument } from "./documents.types";
import { clip, createPdf, measure, pdfBytes, write, type Pdf } from "./pdf-canvas.helpers";

/** A 4 × 6 in label, as carriers' thermal printers take it. */
const PAGE: [number, number] = [288, 432];
const MARGIN = 12;
const INK = "#000000";
const MUTED = "#444444";
/** Code 128 needs ten modules of white either side of the bars to be found by a scanner. */
const QUIET_MODULES = 10;
const MAX_MODULE = 2;
const BAR_HEIGHT = 64;

/**
 * The Code 128 pattern of `text` as alternating bar and space widths in modules, from
 * bwip-js (its encoder picks the code sets and the check character); drawn here as vector
 * rectangles so the bars stay sharp at any printer's resolution.
 */
function code128Widths(text: string): number[] {
  const [symbol] = bwipjs.raw({ bcid: "code128", text });
  if (symbol === undefined || !("sbs" in symbol)) throw new Error("code128 gave no bars");
  return symbol.sbs;
}

/** Draws the barcode centred in [left, right] from y; gives its height. */
function barcode(doc: Pdf, text: string, left: number, right: number, y: number): number {
  const widths = code128Widths(text);
  const modules = widths.reduce((sum, width) => sum + width, 0) + 2 * QUIET_MODULES;
  // Quiet zones inside the label's margins: a printer that clips its edges keeps them.
  const module = Math.min(MAX_MODULE, (right - left) / modules);
  const width = modules * module;
  let x = left + (right - left - width) / 2;
  doc.rect(x, y, width, BAR_HEIGHT).fill("#ffffff");
  x += QUIET_MODULES * module;
  widths.forEach((span, index) => {
    if (index % 2 === 0) doc.rect(x, y, span * module, BAR_HEIGHT).fill(INK);
    x += span * module;
  });
  return BAR_HEIGHT;
}

function party(
  doc: Pdf,
  heading: string,
  who: DocumentParty,
  x: number,
  y: number,
  width: number,
  large: boolean,
): number {
  let at = y;
  at += write(doc, heading.toUpperCase(), x, at, { font: "bold", size: 7, color: MUTED, width });
  at += 1;
  at += write(doc, who.name, x, at, { font: "bold", size: large ? 12 : 8.5, width });
  for (const line of who.lines) {
    at += write(doc, line, x, at, {
      size: large ? 11 : 8,
      width,
      font: large ? "bold" : "regular",
    });
  }
  return at - y;
}

function dashedRule(doc: Pdf, y: number): void {
  doc
    .moveTo(MARGIN, y)
    .lineTo(PAGE[0] - MARGIN, y)
    .lineWidth(0.75)
    .dash(4, { space: 3 })
    .strokeColor(MUTED)
    .stroke()
    .undash();
}

/** The packing slip's rows from y; gives the items that did not fit. */
function slipRows(
  doc: Pdf,
  items: ReturnLabelDocument["items"],
  words: DocumentWords,
  y: number,
): ReturnLabelDocument["items"] {
  const right = PAGE[0] - MARGIN;
  const qtyWidth = 34;
  const bottom = PAGE[1] - MARGIN;
  write(doc, words.qty, MARGIN, y, { font: "bold", size: 7, color: MUTED, width: qtyWidth });
  let at =
    y + write(doc, words.item, MARGIN + qtyWidth, y, { font: "bold", size: 7, color: MUTED });
  at += 2;
  for (const [index, item] of items.entries()) {
    const width = right - MARGIN - qtyWidth;
    // Clipped, an item is a few lines: it always fits on a fresh page, so the pages end.
    const description = clip(item.description);
    const height = measure(doc, description, { size: 8, width });
    if (at + height > bottom) return items.slice(index);
    write(doc, `${item.qty} ×`, MARGIN, at, { font: "bold", size: 8, width: qtyWidth });
    at += write(doc, description, MARGIN + qtyWidth, at, { size: 8, width }) + 2;
  }
  return [];
}

/**
 * Renders a prepaid return label (4 × 6 in) with a Code 128 barcode of the return number and
 * a packing slip of the items, in the locale's language. Items that do not fit under the label
 * continue on further 4 × 6 pages. Pure: no database, no clock (the file's date is `createdAt`).
 */
export async function renderReturnLabelPdf(input: ReturnLabelDocument): Promise<Uint8Array> {
  checkReturnLabel(input);
  const data = { ...input, locale: documentLocale(input.locale) };
  const words = wordsFor(data.locale);
  const returnNumber = data.returnNumber;
  const doc = createPdf({
    size: PAGE,
    date: data.createdAt,
    title: `${words.returnTitle} ${returnNumber}`,
    author: data.carrier,
  });
  doc.addPage();
  const width = PAGE[0] - 2 * MARGIN;
  const right = PAGE[0] - MARGIN;

  doc.rect(0, 0, PAGE[0], 48).fill(INK);
  write(doc, words.returnTitle, MARGIN, 9, { font: "bold", size: 28, color: "#ffffff" });
  write(doc, data.carrier, PAGE[0] / 2, 10, {
    font: "bold",
    size: 9,
    color: "#ffffff",
    width: right - PAGE[0] / 2,
    align: "right",
  });
  write(doc, data.service, PAGE[0] / 2, 24, {
    size: 8.5,
    color: "#ffffff",
    width: right - PAGE[0] / 2,
    align: "right",
  });

  let y = 56;
  const fromHeight = party(doc, words.from, data.from, MARGIN, y, width * 0.58, false);
  write(doc, `${words.created}`, MARGIN + width * 0.62, y, {
    font: "bold",
    size: 7,
    color: MUTED,
    width: width * 0.38,
    align: "right",
  });
  write(doc, formatDocumentDate(data.createdAt, data.locale), MARGIN + width * 0.62, y + 9, {
    size: 8,
    width: width * 0.38,
    align: "right",
  });
  y += fromHeight + 8;

  doc.rect(MARGIN, y, width, 2).fill(INK);
  y += 8;
  y += party(doc, words.to, data.to, MARGIN + 4, y, width - 8, true) + 8;
  doc.rect(MARGIN, y, width, 2).fill(INK);
  y += 10;

  y += barcode(doc, returnNumber, MARGIN, right, y) + 4;
  y += write(doc, returnNumber, MARGIN, y, { font: "mono", size: 13, width, align: "center" });
  y += write(doc, `${words.order} ${data.orderNumber}`, MARGIN, y + 1, {
    size: 8,
    width,
    align: "center",
  });
  y += 10;

  dashedRule(doc, y);
  y += 6;
  y += write(doc, words.packingSlip.toUpperCase(), MARGIN, y, { font: "bold", size: 9 });
  y += write(
    doc,
    `${words.returnNumber}: ${returnNumber} · ${words.order} ${data.orderNumber}`,
    MARGIN,
    y,
    {
      size: 7,
      color: MUTED,
      width,
    },
  );
  y += write(doc, words.packingSlipHint, MARGIN, y, { size: 7, color: MUTED, width }) + 4;

  let rest = slipRows(doc, data.items, words, y);
  while (rest.length > 0) {
    doc.addPage();
    let top = MARGIN;
    top += write(doc, `${words.packingSlip.toUpperCase()} (${words.continued})`, MARGIN, top, {
      font: "bold",
      size: 9,
    });
    top += write(doc, `${words.returnNumber}: ${returnNumber}`, MARGIN, top, {
      size: 7,
      color: MUTED,
    });
    rest = slipRows(doc, rest, words, top + 4);
  }
  return pdfBytes(doc);
}
