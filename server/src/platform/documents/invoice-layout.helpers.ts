import type { DocumentWords } from "./document-words.helpers";
import type { DocumentParty, InvoiceDocument } from "./documents.types";
import { write, type Pdf } from "./pdf-canvas.helpers";

// What the invoice's parts share: its measures, colours and the page's frame.
export const MARGIN = 48;
export const FOOTER = 40;
export const INK = "#111111";
export const MUTED = "#5b6470";
export const RULE = "#c9ced6";
export const BAND = "#eef1f4";

export interface Column {
  key: "description" | "qty" | "unit" | "discount" | "tax" | "total";
  width: number;
  align: "left" | "right";
}

/** Everything a page of the document needs to know, once. */
export interface Layout {
  doc: Pdf;
  data: InvoiceDocument;
  words: DocumentWords;
  title: string;
  left: number;
  right: number;
  bottom: number;
  columns: Column[];
  money: (minor: number) => string;
}

/** An address block's lines: the address, then e-mail and tax number when given. */
export function partyLines(party: DocumentParty, taxLabel: string): string[] {
  const lines = [...party.lines];
  if (party.email) lines.push(party.email);
  if (party.taxId) lines.push(`${taxLabel}: ${party.taxId}`);
  return lines;
}

/** A later page's head: who, what and which, so a loose page is still known. */
export function laterHead(layout: Layout): number {
  const { doc, data, words, left, right } = layout;
  const width = right - left;
  write(doc, data.seller.name, left, MARGIN, { font: "bold", size: 11, width: width / 2 });
  write(doc, `${layout.title} ${data.number} (${words.continued})`, left + width / 2, MARGIN, {
    font: "bold",
    size: 10,
    width: width / 2,
    align: "right",
  });
  return MARGIN + 30;
}

/** Starts a new page with the later pages' head; gives where its content starts. */
export function newPage(layout: Layout): number {
  layout.doc.addPage();
  return laterHead(layout);
}
