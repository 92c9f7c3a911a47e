import {
  formatMoney,
  toMajor,
  wordLanguage,
  type Currency,
  type StoreReservation,
  type WordLanguage,
} from "@ridgeline/contract";
import { mailLink, type MailMessage } from "../../platform/mail/mailer";
import { escapeHtml } from "../../platform/mail/outbox-page";
import type { StoreReservationRow } from "./store-reservations.tables";

/** A reservation's number: `R`, the site and eight digits (`RUS00000042`). */
export function reservationNumberOf(siteId: string, sequence: number): string {
  return `R${siteId.toUpperCase()}${String(sequence).padStart(8, "0")}`;
}

const iso = (value: Date | string) => new Date(value).toISOString();

/** The answer of the reserve, list and cancel calls. */
export function reservationAnswer(row: StoreReservationRow): StoreReservation {
  return {
    reservationNumber: row.reservation_no,
    status: row.status,
    createdAt: iso(row.created_at),
    holdUntil: iso(row.hold_until),
    store: row.store,
    line: {
      productId: row.product_id,
      upc: row.upc,
      name: row.line.name,
      size: row.line.size,
      color: row.line.color,
      imageUrl: row.line.imageUrl,
      qty: row.qty,
      price: toMajor(row.line.unitMinor, row.line.currency as Currency),
      currency: row.line.currency,
    },
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    phone: row.phone,
  };
}

/** Where a shopper sees and cancels their reservations. */
export function reservationsPath(locale: string): string {
  return `/${locale}/account/reservations`;
}

/** The hold's end as the store's clock shows it ("Saturday, November 28, 2026, 6:00 PM"). */
function holdEnd(row: StoreReservationRow): string {
  return new Intl.DateTimeFormat(row.locale, {
    dateStyle: "full",
    timeStyle: "short",
    timeZone: row.store.timezone,
  }).format(new Date(row.hold_until));
}

/** The reservation e-mails' words, per language (issue 26: they were English on every site). */
interface ReservationWords {
  size: string;
  subject(number: string, store: string): string;
  holding(name: string, store: string): string;
  where: string;
  until: string;
  pay: string;
  bring: string;
  cancel: string;
  seeOrCancel: string;
  endedSubject(number: string): string;
  ended(name: string, number: string): string;
  backOnSale: string;
  yours: string;
}

const RESERVATION_WORDS: Readonly<Record<WordLanguage, ReservationWords>> = {
  en: {
    size: "size",
    subject: (number, store) => `Your reservation ${number} at ${store}`,
    holding: (name, store) => `Hello ${name}, ${store} is holding this for you:`,
    where: "Where",
    until: "Until",
    pay: "To pay at the till when you collect it",
    bring: "Bring this number",
    cancel: "To cancel",
    seeOrCancel: "See or cancel your reservations",
    endedSubject: (number) => `Your reservation ${number} has ended`,
    ended: (name, number) => `Hello ${name}, the hold on your reservation ${number} has ended:`,
    backOnSale: "The store has put it back on sale. You can reserve it again if it is still there.",
    yours: "Your reservations",
  },
  fr: {
    size: "taille",
    subject: (number, store) => `Votre réservation ${number} chez ${store}`,
    holding: (name, store) => `Bonjour ${name}, ${store} vous met ceci de côté :`,
    where: "Où",
    until: "Jusqu’au",
    pay: "À régler en caisse au retrait",
    bring: "Munissez-vous de ce numéro",
    cancel: "Pour annuler",
    seeOrCancel: "Voir ou annuler vos réservations",
    endedSubject: (number) => `Votre réservation ${number} a pris fin`,
    ended: (name, number) => `Bonjour ${name}, votre réservation ${number} a pris fin :`,
    backOnSale:
      "Le magasin a remis l’article en vente. Vous pouvez le réserver à nouveau s’il est encore là.",
    yours: "Vos réservations",
  },
  de: {
    size: "Größe",
    subject: (number, store) => `Ihre Reservierung ${number} bei ${store}`,
    holding: (name, store) => `Hallo ${name}, ${store} legt Ihnen Folgendes zurück:`,
    where: "Wo",
    until: "Bis",
    pay: "An der Kasse bei Abholung zu zahlen",
    bring: "Bringen Sie diese Nummer mit",
    cancel: "Stornieren",
    seeOrCancel: "Reservierungen ansehen oder stornieren",
    endedSubject: (number) => `Ihre Reservierung ${number} ist abgelaufen`,
    ended: (name, number) => `Hallo ${name}, Ihre Reservierung ${number} ist abgelaufen:`,
    backOnSale:
      "Das Geschäft hat den Artikel wieder in den Verkauf gegeben. Sie können ihn erneut reservieren, wenn er noch da ist.",
    yours: "Ihre Reservierungen",
  },
};

function facts(row: StoreReservationRow): {
  what: string;
  where: string;
  price: string;
  words: ReservationWords;
} {
  const words = RESERVATION_WORDS[wordLanguage(row.locale)];
  const price = formatMoney(
    toMajor(row.line.unitMinor * row.qty, row.line.currency as Currency),
    row.line.currency as Currency,
    row.locale,
  );
  const store = row.store;
  const address = [store.addressLine1, store.city, store.province, store.postalCode]
    .filter(Boolean)
    .join(", ");
  return {
    what: `${row.qty} × ${row.line.name}, ${row.line.color}, ${words.size} ${row.line.size}`,
    where: `${store.name}, ${address}`,
    price,
    words,
  };
}

/** The confirmation: what is held, where, until when, what to pay there and how to cancel. */
export function reservationMessage(row: StoreReservationRow, publicOrigin: string): MailMessage {
  const { what, where, price, words } = facts(row);
  const until = holdEnd(row);
  const url = mailLink(publicOrigin, reservationsPath(row.locale));
  return {
    to: row.email,
    subject: words.subject(row.reservation_no, row.store.name),
    text: [
      words.holding(row.first_name, row.store.name),
      "",
      what,
      `${words.where}: ${where}`,
      `${words.until}: ${until}`,
      `${words.pay}: ${price}`,
      "",
      `${words.bring}: ${row.reservation_no}`,
      `${words.cancel}: ${url}`,
    ].join("\n"),
    html: `<p>${escapeHtml(words.holding(row.first_name, row.store.name))}</p>
<ul><li>${escapeHtml(what)}</li><li>${escapeHtml(words.where)}: ${escapeHtml(where)}</li><li>${escapeHtml(words.until)}: ${escapeHtml(until)}</li><li>${escapeHtml(words.pay)}: ${escapeHtml(price)}</li></ul>
<p>${escapeHtml(words.bring)}: <strong>${escapeHtml(row.reservation_no)}</strong></p>
<p><a href="${escapeHtml(url)}">${escapeHtml(words.seeOrCancel)}</a></p>`,
  };
}

/** The hold is over: the units are back on the store's shelves for anyone. */
export function expiryMessage(row: StoreReservationRow, publicOrigin: string): MailMessage {
  const { what, where, words } = facts(row);
  const url = mailLink(publicOrigin, reservationsPath(row.locale));
  return {
    to: row.email,
    subject: words.endedSubject(row.reservation_no),
    text: [
      words.ended(row.first_name, row.reservation_no),
      "",
      what,
      `${words.where}: ${where}`,
      "",
      words.backOnSale,
      `${words.yours}: ${url}`,
    ].join("\n"),
    html: `<p>${escapeHtml(words.ended(row.first_name, row.reservation_no))}</p>
<ul><li>${escapeHtml(what)}</li><li>${escapeHtml(words.where)}: ${escapeHtml(where)}</li></ul>
<p>${escapeHtml(words.backOnSale)}</p>
<p><a href="${escapeHtml(url)}">${escapeHtml(words.yours)}</a></p>`,
  };
}
