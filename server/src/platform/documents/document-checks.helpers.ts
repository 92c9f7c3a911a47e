import type { InvoiceDocument, ReturnLabelDocument } from "./documents.types";

/**
 * The renderers' inputs come from the orders area, not from shoppers; a wrong one is a bug
 * there, and is refused loudly with the field it is about rather than printed wrong.
 */
function integer(value: number, field: string): void {
  if (!Number.isSafeInteger(value)) {
    throw new TypeError(`${field} must be an integer (money in minor units), got ${value}`);
  }
}

/** Throws on money or quantities that are not integers, or an invalid date. */
export function checkInvoice(doc: InvoiceDocument): void {
  for (const [field, date] of [
    ["issuedAt", doc.issuedAt],
    ["orderedAt", doc.orderedAt],
  ] as const) {
    if (Number.isNaN(date.getTime())) throw new TypeError(`${field} is not a valid date`);
  }
  doc.lines.forEach((line, index) => {
    for (const key of ["qty", "unitMinor", "discountMinor", "taxMinor", "totalMinor"] as const) {
      integer(line[key], `lines[${index}].${key}`);
    }
  });
  if (doc.shipping) {
    integer(doc.shipping.taxMinor, "shipping.taxMinor");
    integer(doc.shipping.totalMinor, "shipping.totalMinor");
  }
  doc.taxes.forEach((tax, index) => {
    integer(tax.taxableMinor, `taxes[${index}].taxableMinor`);
    integer(tax.taxMinor, `taxes[${index}].taxMinor`);
  });
  integer(doc.totals.netMinor, "totals.netMinor");
  integer(doc.totals.taxMinor, "totals.taxMinor");
  integer(doc.totals.totalMinor, "totals.totalMinor");
  doc.payments.forEach((payment, index) => {
    integer(payment.amountMinor, `payments[${index}].amountMinor`);
  });
}

/**
 * What a return label's barcode can carry so that it still scans at a 200 dpi print on the
 * label's width: Code 128's printable ASCII, at most 24 characters (the store's form,
 * "RUS00000042-01", has 14).
 */
export const RETURN_NUMBER_PATTERN = /^[\x20-\x7e]{1,24}$/;

/** Throws on a return number the barcode cannot carry scannably, or an invalid date. */
export function checkReturnLabel(doc: ReturnLabelDocument): void {
  if (!RETURN_NUMBER_PATTERN.test(doc.returnNumber)) {
    throw new TypeError(
      `returnNumber must be 1 to 24 printable ASCII characters for its Code 128 barcode, got ${JSON.stringify(doc.returnNumber)}`,
    );
  }
  if (Number.isNaN(doc.createdAt.getTime())) throw new TypeError("createdAt is not a valid date");
  doc.items.forEach((item, index) => integer(item.qty, `items[${index}].qty`));
}
