import {
  addressPlaceLines,
  codeWord,
  formatMoney,
  paymentName,
  toMajor,
  wordLanguage,
  type Order,
  type WordLanguage,
} from "@ridgeline/contract";
import { mailLink, type MailMessage } from "../../platform/mail/mailer";
import { escapeHtml } from "../../platform/mail/outbox-page";
import type { PlacedOrder } from "./orders.types";

/** A line's size and colour as the bag kept them in its options; anything else is dropped. */
function variantsOf(value: unknown): { code: string; value: string }[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((entry: unknown) => {
    if (!entry || typeof entry !== "object") return [];
    const { code, value: text } = entry as Record<string, unknown>;
    return typeof code === "string" && typeof text === "string" ? [{ code, value: text }] : [];
  });
}

/** The confirmation page's path for an order, with its secret (000 §2 `/order-confirmation`). */
export function confirmationPath(locale: string, orderNo: string, token: string): string {
  const query = new URLSearchParams({ orderNo, st: token });
  return `/${locale}/order-confirmation?${query.toString()}`;
}

/**
 * The order confirmation e-mail: what was bought, where it goes, what was paid, and the link
 * back to the confirmation page (the only way to it besides the placement's answer).
 */
export function confirmationMessage(
  order: PlacedOrder,
  token: string,
  locale: string,
  publicOrigin: string,
): MailMessage {
  const money = (minor: number) =>
    formatMoney(toMajor(minor, order.currency), order.currency, locale);
  const url = mailLink(publicOrigin, confirmationPath(locale, order.orderNo, token));
  const language = wordLanguage(locale);
  const words = CONFIRMATION_WORDS[language];
  // Each line with its colour and size as the bag showed them (issue 26 point 23).
  const lines = order.lines.map((line) => {
    const variants = variantsOf(line.options["variants"]).map((variant) => variant.value);
    const name = variants.length > 0 ? `${line.name} (${variants.join(" · ")})` : line.name;
    return `${line.qty} × ${name}: ${money(line.totalMinor)}`;
  });
  // Where each shipment goes or is collected, and how.
  const delivery = order.shipments.map((shipment) => {
    const how = codeWord("shippingMethod", shipment.methodCode, language);
    const where = shipment.place
      ? [shipment.place.name, shipment.place.city].filter(Boolean).join(", ")
      : shipment.address
        ? addressPlaceLines(shipment.address).join(", ")
        : shipment.kind === "digital"
          ? order.email
          : "";
    return where ? `${how}: ${where}` : how;
  });
  const totals = [
    `${words.items}: ${money(order.totals.itemTotalMinor)}`,
    ...(order.totals.discountMinor > 0
      ? [`${words.savings}: −${money(order.totals.discountMinor)}`]
      : []),
    `${words.shipping}: ${money(order.totals.shippingMinor)}`,
    `${order.totals.taxIncluded ? words.taxIncluded : words.tax}: ${money(order.totals.taxMinor)}`,
    `${words.total}: ${money(order.totals.totalMinor)}`,
  ];
  const paid = order.payments.map(
    (payment) =>
      `${paymentName({ method: payment.method, cardType: payment.card?.brand, lastFour: payment.card?.lastFour }, language)}: ${money(payment.amountMinor)}`,
  );
  const list = (items: string[]) =>
    `<ul>${items.map((item) => `<li>${escapeHtml(item)}</li>`).join("")}</ul>`;
  return {
    to: order.email,
    subject: words.subject(order.orderNo),
    text: [
      words.thanks(order.orderNo),
      "",
      ...lines,
      "",
      `${words.delivery}:`,
      ...delivery,
      "",
      ...totals,
      "",
      `${words.paidWith}: ${paid.join(", ")}`,
      "",
      `${words.see}: ${url}`,
    ].join("\n"),
    html: `<p>${escapeHtml(words.thanks(order.orderNo))}</p>
${list(lines)}
<p>${escapeHtml(words.delivery)}:</p>
${list(delivery)}
${list(totals)}
<p>${escapeHtml(words.paidWith)}: ${escapeHtml(paid.join(", "))}</p>
<p><a href="${escapeHtml(url)}">${escapeHtml(words.see)}</a></p>`,
  };
}

/** The confirmation e-mail's words, per language (issue 26: it was English on every site). */
const CONFIRMATION_WORDS: Readonly<
  Record<
    WordLanguage,
    {
      subject(orderNo: string): string;
      thanks(orderNo: string): string;
      items: string;
      savings: string;
      shipping: string;
      tax: string;
      taxIncluded: string;
      total: string;
      paidWith: string;
      delivery: string;
      see: string;
    }
  >
> = {
  en: {
    subject: (orderNo) => `Your order ${orderNo}`,
    thanks: (orderNo) => `Thank you for your order ${orderNo}.`,
    items: "Items",
    savings: "Savings",
    shipping: "Shipping",
    tax: "Tax",
    taxIncluded: "Tax (included)",
    total: "Total",
    paidWith: "Paid with",
    delivery: "Delivery",
    see: "See your order",
  },
  fr: {
    subject: (orderNo) => `Votre commande ${orderNo}`,
    thanks: (orderNo) => `Merci pour votre commande ${orderNo}.`,
    items: "Articles",
    savings: "Économies",
    shipping: "Livraison",
    tax: "Taxes",
    taxIncluded: "TVA (incluse)",
    total: "Total",
    paidWith: "Payé avec",
    delivery: "Livraison",
    see: "Voir votre commande",
  },
  de: {
    subject: (orderNo) => `Ihre Bestellung ${orderNo}`,
    thanks: (orderNo) => `Vielen Dank für Ihre Bestellung ${orderNo}.`,
    items: "Artikel",
    savings: "Ersparnis",
    shipping: "Versand",
    tax: "Steuer",
    taxIncluded: "MwSt. (enthalten)",
    total: "Gesamt",
    paidWith: "Bezahlt mit",
    delivery: "Lieferung",
    see: "Bestellung ansehen",
  },
};

/** An order as its confirmation shows it (000 §3 Order). */
export function orderAnswer(order: PlacedOrder): Order {
  const major = (amount: number) => toMajor(amount, order.currency);
  return {
    orderNumber: order.orderNo,
    status: order.status,
    placedAt: order.placedAt.toISOString(),
    email: order.email,
    totals: {
      currency: order.currency,
      itemTotal: major(order.totals.itemTotalMinor),
      totalDiscount: major(order.totals.discountMinor),
      shipping: major(order.totals.shippingMinor),
      tax: major(order.totals.taxMinor),
      taxIncluded: order.totals.taxIncluded,
      total: major(order.totals.totalMinor),
    },
    items: order.lines.map((line) => ({
      productId: line.productId,
      upc: line.upc,
      name: line.name,
      qty: line.qty,
      price: major(line.unitMinor),
      total: major(line.totalMinor),
      shipmentId: line.shipmentId,
      variants: variantsOf(line.options["variants"]),
    })),
    shipments: order.shipments.map((shipment) => ({
      shipmentId: shipment.shipmentId,
      kind: shipment.kind,
      shippingMethod: shipment.methodCode,
      storeId: shipment.storeId,
      address: shipment.address,
      place: shipment.place ?? null,
      deliveryTime: shipment.deliveryTime ?? null,
      price: major(shipment.priceMinor),
      status: shipment.status,
      carrier: shipment.carrier,
      trackingNumber: shipment.trackingNumber,
    })),
    paymentMethod: order.payments.map((payment) => ({
      code: payment.method,
      amount: major(payment.amountMinor),
      // A card's brand and last four as 000 §7 names them for a card (`cardType`), for the
      // confirmation, the order page and the invoice (issue 26 point 23).
      additionalData: {
        status: payment.status,
        ...(payment.card ? { cardType: payment.card.brand, lastFour: payment.card.lastFour } : {}),
      },
    })),
    billingAddress: order.billingAddress,
    shippingThresholdStatus: order.shippingThreshold,
    promoSummary: (order.totals.promotions ?? []).map(({ discountMinor, ...promotion }) => ({
      ...promotion,
      discount: major(discountMinor),
    })),
  };
}

type ShipmentMove = "shipped" | "ready" | "delivered" | "collected";

/** Subject and text of each shipment e-mail, per language (issue 14). */
const SHIPMENT_WORDS: Readonly<
  Record<
    "en" | "fr" | "de",
    {
      see: string;
      lines(
        orderNo: string,
        carrier: string | null,
        tracking: string | null,
      ): Record<ShipmentMove, [string, string]>;
    }
  >
> = {
  en: {
    see: "See your order",
    lines: (orderNo, carrier, tracking) => ({
      shipped: [
        `Your order ${orderNo} is on its way`,
        `Part or all of your order ${orderNo} has left us with ${carrier ?? "the carrier"}${tracking ? `, tracking number ${tracking}` : ""}.`,
      ],
      ready: [
        `Your order ${orderNo} is ready at the store`,
        `Part or all of your order ${orderNo} is ready for you to collect at the store. Bring the order number.`,
      ],
      delivered: [
        `Your order ${orderNo} has arrived`,
        `Part or all of your order ${orderNo} has been delivered. Something not right? You can start a return from your order.`,
      ],
      collected: [
        `You collected your order ${orderNo}`,
        `You collected part or all of your order ${orderNo}. Something not right? You can start a return from your order.`,
      ],
    }),
  },
  fr: {
    see: "Voir votre commande",
    lines: (orderNo, carrier, tracking) => ({
      shipped: [
        `Votre commande ${orderNo} est en route`,
        `Tout ou partie de votre commande ${orderNo} est partie avec ${carrier ?? "le transporteur"}${tracking ? `, numéro de suivi ${tracking}` : ""}.`,
      ],
      ready: [
        `Votre commande ${orderNo} vous attend en magasin`,
        `Tout ou partie de votre commande ${orderNo} est prête à être retirée en magasin. Munissez-vous du numéro de commande.`,
      ],
      delivered: [
        `Votre commande ${orderNo} est arrivée`,
        `Tout ou partie de votre commande ${orderNo} a été livrée. Un souci ? Vous pouvez lancer un retour depuis votre commande.`,
      ],
      collected: [
        `Vous avez retiré votre commande ${orderNo}`,
        `Vous avez retiré tout ou partie de votre commande ${orderNo}. Un souci ? Vous pouvez lancer un retour depuis votre commande.`,
      ],
    }),
  },
  de: {
    see: "Bestellung ansehen",
    lines: (orderNo, carrier, tracking) => ({
      shipped: [
        `Ihre Bestellung ${orderNo} ist unterwegs`,
        `Ihre Bestellung ${orderNo} ist ganz oder teilweise mit ${carrier ?? "dem Versanddienst"} unterwegs${tracking ? `, Sendungsnummer ${tracking}` : ""}.`,
      ],
      ready: [
        `Ihre Bestellung ${orderNo} liegt im Geschäft bereit`,
        `Ihre Bestellung ${orderNo} liegt ganz oder teilweise zur Abholung im Geschäft bereit. Bringen Sie die Bestellnummer mit.`,
      ],
      delivered: [
        `Ihre Bestellung ${orderNo} ist angekommen`,
        `Ihre Bestellung ${orderNo} wurde ganz oder teilweise zugestellt. Stimmt etwas nicht? Sie können bei Ihrer Bestellung eine Rücksendung anmelden.`,
      ],
      collected: [
        `Sie haben Ihre Bestellung ${orderNo} abgeholt`,
        `Sie haben Ihre Bestellung ${orderNo} ganz oder teilweise abgeholt. Stimmt etwas nicht? Sie können bei Ihrer Bestellung eine Rücksendung anmelden.`,
      ],
    }),
  },
};

/** A shipment left or arrived: the e-mail that says so, in the order's language, with its tracking number. */
export function shipmentMessage(
  order: { orderNo: string; email: string; locale: string },
  shipment: { kind: ShipmentMove; carrier: string | null; trackingNumber: string | null },
  /** The order's page: the account's for a registered shopper, a guest's own link otherwise. */
  orderPath: string,
  publicOrigin: string,
): MailMessage {
  const language = order.locale.slice(0, 2);
  const words = SHIPMENT_WORDS[language === "fr" || language === "de" ? language : "en"];
  const url = mailLink(publicOrigin, orderPath);
  const [subject, text] = words.lines(order.orderNo, shipment.carrier, shipment.trackingNumber)[
    shipment.kind
  ];
  return {
    to: order.email,
    subject,
    text: `${text}\n\n${words.see}: ${url}`,
    html: `<p>${escapeHtml(text)}</p>\n<p><a href="${escapeHtml(url)}">${escapeHtml(words.see)}</a></p>`,
  };
}
