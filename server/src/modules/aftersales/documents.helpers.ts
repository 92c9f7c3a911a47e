// What the invoice, a credit note and a return label say (decision 0075). Pure: the service
// freezes the result when it issues the document, so every download is the same document.
import {
  addressPlaceLines,
  paymentName,
  taxLabelIn,
  wordLanguage,
  type CartAddress,
  type WordLanguage,
} from "@ridgeline/contract";
import type { PlacedOrder } from "../orders";
import type { DocumentParty, InvoiceDocument, ReturnLabelDocument } from "../../platform/documents";
import { lineRefund, taxByRate, type RefundUnits } from "./refunds.helpers";
import type { ReturnsCentre, Seller } from "./sellers.data";

type Line = PlacedOrder["lines"][number];

/** An address as printed: name, street, town line, country. */
export function partyOf(
  address: CartAddress | null,
  fallbackName: string,
  email?: string,
): DocumentParty {
  if (!address) return { name: fallbackName, lines: [], email: email ?? null };
  return {
    name: `${address.firstName} ${address.lastName}`.trim() || fallbackName,
    // As the country writes it ("10117 Berlin", "Boulder, CO 80302"): the pages' formatter.
    lines: [...addressPlaceLines(address), address.country || address.countryCode],
    email: email ?? null,
  };
}

/**
 * Colour, size and UPC as one line under the product's name, the colour and size as the bag
 * showed them (its `variants`' values, as the pages print them).
 */
function detailOf(line: Line): string {
  const variants = Array.isArray(line.options.variants)
    ? (line.options.variants as unknown[]).flatMap((variant) => {
        if (!variant || typeof variant !== "object") return [];
        const value = (variant as Record<string, unknown>).value;
        return typeof value === "string" && value.trim() ? [value] : [];
      })
    : [];
  return [...variants, `UPC ${line.upc}`].join(" · ");
}

/**
 * A tender's name in the document's or mail's language (the contract's one list of words); a card
 * by its brand and last four when the order kept them ("Visa •••• 1111").
 */
export const paymentLabel = (
  method: string,
  locale: string,
  card?: { brand: string; lastFour: string } | null,
) =>
  paymentName(
    { method, cardType: card?.brand ?? null, lastFour: card?.lastFour ?? null },
    wordLanguage(locale),
  );

/** The words these documents print beside the platform's own (DocumentWords). */
interface OrderWords {
  delivery: string;
  tax: string;
  line: string;
  cancelled: string;
  returned(returnNo: string): string;
}
const ORDER_WORDS: Readonly<Record<WordLanguage, OrderWords>> = {
  en: {
    delivery: "Delivery",
    tax: "Tax",
    line: "Line",
    cancelled: "Order cancelled before it shipped.",
    returned: (returnNo) => `Return ${returnNo}.`,
  },
  fr: {
    delivery: "Livraison",
    tax: "Taxes",
    line: "Ligne",
    cancelled: "Commande annulée avant son expédition.",
    returned: (returnNo) => `Retour ${returnNo}.`,
  },
  de: {
    delivery: "Versand",
    tax: "Steuer",
    line: "Position",
    cancelled: "Bestellung vor dem Versand storniert.",
    returned: (returnNo) => `Rücksendung ${returnNo}.`,
  },
};
const orderWords = (locale: string) => ORDER_WORDS[wordLanguage(locale)];

/** A credit note's note, in the document's language: why the money came back. */
export function refundNote(
  refund: { kind: "cancel" | "return"; returnNo: string | null },
  locale: string,
): string {
  const words = orderWords(locale);
  return refund.kind === "cancel" ? words.cancelled : words.returned(refund.returnNo ?? "");
}

function shipToOf(order: PlacedOrder): DocumentParty | null {
  const home = order.shipments.find((shipment) => shipment.address);
  return home?.address ? partyOf(home.address, order.email) : null;
}

/** The order's shipping tax: what the whole tax has beyond its lines'. */
function shippingTax(order: PlacedOrder): number {
  const linesTax = order.lines.reduce((sum, line) => sum + line.taxMinor, 0);
  return Math.max(0, order.totals.taxMinor - linesTax);
}

/** The tax rows of the order, or one row for the whole tax on orders that kept none. */
function orderTaxes(order: PlacedOrder, locale: string): InvoiceDocument["taxes"] {
  if (order.totals.taxes && order.totals.taxes.length > 0) {
    const language = wordLanguage(locale);
    return order.totals.taxes.map((tax) => ({ ...tax, label: taxLabelIn(tax.label, language) }));
  }
  const net = order.totals.totalMinor - order.totals.taxMinor;
  return [{ label: orderWords(locale).tax, taxableMinor: net, taxMinor: order.totals.taxMinor }];
}

export interface DocumentHeader {
  number: string;
  issuedAt: Date;
  locale: string;
  seller: Seller;
}

/** What an invoice and a credit note of an order share: who, when, which order. */
function headOf(order: PlacedOrder, header: DocumentHeader) {
  return {
    number: header.number,
    issuedAt: header.issuedAt,
    locale: header.locale,
    currency: order.currency,
    orderNumber: order.orderNo,
    orderedAt: order.placedAt,
    seller: header.seller,
    buyer: partyOf(order.billingAddress, order.email, order.email),
  };
}

/** The order's invoice: every line, delivery, the tax per rate, how it was paid. */
export function invoiceOf(order: PlacedOrder, header: DocumentHeader): InvoiceDocument {
  const shipTax = shippingTax(order);
  const shippingGross = order.totals.shippingMinor;
  return {
    kind: "invoice",
    ...headOf(order, header),
    shipTo: shipToOf(order),
    lines: order.lines.map((line) => ({
      description: line.name,
      detail: detailOf(line),
      qty: line.qty,
      unitMinor: line.unitMinor,
      discountMinor: line.discountMinor,
      taxMinor: line.taxMinor,
      totalMinor: line.totalMinor,
    })),
    shipping:
      shippingGross > 0 || shipTax > 0
        ? {
            label: orderWords(header.locale).delivery,
            taxMinor: shipTax,
            totalMinor: shippingGross,
          }
        : null,
    taxes: orderTaxes(order, header.locale),
    totals: {
      netMinor: order.totals.totalMinor - order.totals.taxMinor,
      taxMinor: order.totals.taxMinor,
      totalMinor: order.totals.totalMinor,
      pricesIncludeTax: order.totals.taxIncluded,
    },
    payments: order.payments.map((payment) => ({
      label: paymentLabel(payment.method, header.locale, payment.card),
      amountMinor: payment.amountMinor,
    })),
  };
}

/** A credit note: what a refund gave back, against the invoice it corrects. */
export function creditNoteOf(
  order: PlacedOrder,
  header: DocumentHeader & { invoiceNumber: string },
  refund: {
    units: readonly RefundUnits[];
    /** A cancel gives delivery back too. */
    withShipping: boolean;
    parts: readonly { method: string; amountMinor: number }[];
    note: string;
  },
): InvoiceDocument {
  const taxIncluded = order.totals.taxIncluded;
  const lines = refund.units.map((units) => {
    const line = order.lines[units.lineNo - 1] as Line;
    const part = lineRefund(
      { lineNo: units.lineNo, qty: line.qty, totalMinor: line.totalMinor, taxMinor: line.taxMinor },
      units.from,
      units.count,
      taxIncluded,
    );
    const discount = Math.round((line.discountMinor * units.count) / line.qty);
    return {
      description: line.name,
      detail: detailOf(line),
      qty: units.count,
      unitMinor: line.unitMinor,
      discountMinor: discount,
      taxMinor: part.taxMinor,
      totalMinor: part.amountMinor,
    };
  });
  const shipTax = refund.withShipping ? shippingTax(order) : 0;
  const shippingGross = refund.withShipping ? order.totals.shippingMinor : 0;
  const taxMinor = lines.reduce((sum, line) => sum + line.taxMinor, 0) + shipTax;
  const amount = lines.reduce((sum, line) => sum + line.totalMinor, 0) + shippingGross;
  const totalMinor = taxIncluded ? amount : amount + taxMinor;
  const rates = orderTaxes(order, header.locale);
  const split = taxByRate(taxMinor, rates);
  return {
    kind: "credit-note",
    ...headOf(order, header),
    refersTo: header.invoiceNumber,
    shipTo: null,
    lines,
    shipping:
      shippingGross > 0 || shipTax > 0
        ? {
            label: orderWords(header.locale).delivery,
            taxMinor: shipTax,
            totalMinor: shippingGross,
          }
        : null,
    taxes: split.map((rate, index) => {
      const whole = rates[index];
      // The taxable base in the same proportion as the tax (a rate's base is its tax / rate).
      const base =
        whole && whole.taxMinor > 0
          ? Math.round((whole.taxableMinor * rate.taxMinor) / whole.taxMinor)
          : 0;
      return { label: rate.label, taxableMinor: base, taxMinor: rate.taxMinor };
    }),
    totals: {
      netMinor: totalMinor - taxMinor,
      taxMinor,
      totalMinor,
      pricesIncludeTax: taxIncluded,
    },
    payments: refund.parts.map((part) => ({
      label: paymentLabel(part.method, header.locale),
      amountMinor: part.amountMinor,
    })),
    notes: [refund.note],
  };
}

/** A return's label: from the shopper to the site's returns centre, with its packing slip. */
export function returnLabelOf(
  order: PlacedOrder,
  input: {
    returnNumber: string;
    createdAt: Date;
    locale: string;
    centre: ReturnsCentre;
    lines: readonly { lineNo: number; qty: number }[];
  },
): ReturnLabelDocument {
  const from =
    order.shipments.find((shipment) => shipment.address)?.address ?? order.billingAddress;
  return {
    returnNumber: input.returnNumber,
    orderNumber: order.orderNo,
    createdAt: input.createdAt,
    locale: input.locale,
    from: partyOf(from, order.email),
    to: { name: input.centre.name, lines: input.centre.lines },
    carrier: input.centre.carrier,
    service: input.centre.service,
    items: input.lines.map((line) => ({
      description:
        order.lines[line.lineNo - 1]?.name ?? `${orderWords(input.locale).line} ${line.lineNo}`,
      qty: line.qty,
    })),
  };
}
