import { INK, MUTED, newPage, type Layout } from "./invoice-layout.helpers";
import { measure, write } from "./pdf-canvas.helpers";

/** Tax per rate on the left, totals on the right; gives where they ended. */
export function summary(layout: Layout, startY: number): number {
  const { doc, data, words, left, right, money } = layout;
  const vat = data.totals.pricesIncludeTax;
  const taxRows = data.taxes.length;
  const needed = 40 + Math.max(taxRows, 3) * 15;
  let y = startY + 14;
  if (y + needed > layout.bottom) y = newPage(layout);

  const leftWidth = (right - left) * 0.5;
  let ly = y;
  ly += write(doc, words.taxSummary.toUpperCase(), left, ly, {
    font: "bold",
    size: 7.5,
    color: MUTED,
  });
  ly += 3;
  const rateWidth = leftWidth * 0.44;
  const amountWidth = (leftWidth - rateWidth) / 2;
  write(doc, words.rate, left, ly, { size: 7.5, color: MUTED, width: rateWidth });
  write(doc, words.taxable, left + rateWidth, ly, {
    size: 7.5,
    color: MUTED,
    width: amountWidth,
    align: "right",
    fit: true,
  });
  ly += write(doc, vat ? words.vat : words.tax, left + rateWidth + amountWidth, ly, {
    size: 7.5,
    color: MUTED,
    width: amountWidth,
    align: "right",
  });
  ly += 2;
  for (const tax of data.taxes) {
    write(doc, tax.label, left, ly, { size: 8.5, width: rateWidth - 4 });
    write(doc, money(tax.taxableMinor), left + rateWidth, ly, {
      size: 8.5,
      width: amountWidth,
      align: "right",
      fit: true,
    });
    ly += write(doc, money(tax.taxMinor), left + rateWidth + amountWidth, ly, {
      size: 8.5,
      width: amountWidth,
      align: "right",
      fit: true,
    });
    ly += 2;
  }

  const boxX = left + leftWidth + 30;
  const boxWidth = right - boxX;
  let ry = y;
  const totals: [string, string, boolean][] = [
    [vat ? words.netTotal : words.subtotal, money(data.totals.netMinor), false],
    [vat ? words.vat : words.tax, money(data.totals.taxMinor), false],
    [vat ? words.totalInclVat : words.total, money(data.totals.totalMinor), true],
  ];
  for (const [name, value, strong] of totals) {
    if (strong) {
      ry += 3;
      doc.moveTo(boxX, ry).lineTo(right, ry).lineWidth(1).strokeColor(INK).stroke();
      ry += 5;
    }
    const style = { font: strong ? "bold" : "regular", size: strong ? 11 : 9 } as const;
    write(doc, name, boxX, ry, { ...style, width: boxWidth * 0.62, fit: true });
    ry += write(doc, value, boxX + boxWidth * 0.62, ry, {
      ...style,
      width: boxWidth * 0.38,
      align: "right",
      fit: true,
    });
    ry += 3;
  }
  return Math.max(ly, ry);
}

/** Payments (or where a refund went) and notes; gives where they ended. */
export function closing(layout: Layout, startY: number): number {
  const { doc, data, words, left, right, money } = layout;
  const notes = data.notes ?? [];
  const width = right - left;
  const needed =
    (data.payments.length > 0 ? 24 + data.payments.length * 13 : 0) +
    notes.reduce(
      (sum, note) => sum + measure(doc, note, { size: 8.5, width }) + 2,
      notes.length ? 24 : 0,
    );
  let y = startY + 18;
  if (y + needed > layout.bottom) y = newPage(layout);
  if (data.payments.length > 0) {
    const heading = data.kind === "credit-note" ? words.refundedTo : words.payment;
    y += write(doc, heading.toUpperCase(), left, y, { font: "bold", size: 7.5, color: MUTED });
    y += 3;
    for (const payment of data.payments) {
      write(doc, payment.label, left, y, { size: 9, width: width * 0.6 });
      y += write(doc, money(payment.amountMinor), left + width * 0.6, y, {
        size: 9,
        width: width * 0.4,
        align: "right",
      });
      y += 2;
    }
    y += 12;
  }
  if (notes.length > 0) {
    y += write(doc, words.notes.toUpperCase(), left, y, { font: "bold", size: 7.5, color: MUTED });
    y += 3;
    for (const note of notes) y += write(doc, note, left, y, { size: 8.5, width }) + 2;
  }
  return y;
}
