// The store's PDFs (issue 14, decision 0074): pure renderers from data to bytes, no database,
// no clock. The orders area gathers the data; this only draws it.
export type {
  DocumentCurrency,
  DocumentParty,
  InvoiceDocument,
  InvoiceLine,
  ReturnLabelDocument,
} from "./documents.types";
export { renderInvoicePdf } from "./invoice-pdf";
export { renderReturnLabelPdf } from "./return-label-pdf";
