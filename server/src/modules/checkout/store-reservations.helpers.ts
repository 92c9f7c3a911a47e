import { formatMoney, toMajor, type Currency, type StoreReservation } from "@ridgeline/contract";
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

function facts(row: StoreReservationRow): { what: string; where: string; price: string } {
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
    what: `${row.qty} × ${row.line.name}, ${row.line.color}, size ${row.line.size}`,
    where: `${store.name}, ${address}`,
    price,
  };
}

/** The confirmation: what is held, where, until when, what to pay there and how to cancel. */
export function reservationMessage(row: StoreReservationRow, publicOrigin: string): MailMessage {
  const { what, where, price } = facts(row);
  const until = holdEnd(row);
  const url = mailLink(publicOrigin, reservationsPath(row.locale));
  return {
    to: row.email,
    subject: `Your reservation ${row.reservation_no} at ${row.store.name}`,
    text: [
      `Hello ${row.first_name}, ${row.store.name} is holding this for you:`,
      "",
      what,
      `Where: ${where}`,
      `Until: ${until}`,
      `To pay at the till when you collect it: ${price}`,
      "",
      `Bring this number: ${row.reservation_no}`,
      `To cancel: ${url}`,
    ].join("\n"),
    html: `<p>Hello ${escapeHtml(row.first_name)}, ${escapeHtml(row.store.name)} is holding this for you:</p>
<ul><li>${escapeHtml(what)}</li><li>Where: ${escapeHtml(where)}</li><li>Until: ${escapeHtml(until)}</li><li>To pay at the till when you collect it: ${escapeHtml(price)}</li></ul>
<p>Bring this number: <strong>${escapeHtml(row.reservation_no)}</strong></p>
<p><a href="${escapeHtml(url)}">See or cancel your reservations</a></p>`,
  };
}

/** The hold is over: the units are back on the store's shelves for anyone. */
export function expiryMessage(row: StoreReservationRow, publicOrigin: string): MailMessage {
  const { what, where } = facts(row);
  const url = mailLink(publicOrigin, reservationsPath(row.locale));
  return {
    to: row.email,
    subject: `Your reservation ${row.reservation_no} has ended`,
    text: [
      `Hello ${row.first_name}, the hold on your reservation ${row.reservation_no} has ended:`,
      "",
      what,
      `Where: ${where}`,
      "",
      "The store has put it back on sale. You can reserve it again if it is still there.",
      `Your reservations: ${url}`,
    ].join("\n"),
    html: `<p>Hello ${escapeHtml(row.first_name)}, the hold on your reservation <strong>${escapeHtml(row.reservation_no)}</strong> has ended:</p>
<ul><li>${escapeHtml(what)}</li><li>Where: ${escapeHtml(where)}</li></ul>
<p>The store has put it back on sale. You can reserve it again if it is still there.</p>
<p><a href="${escapeHtml(url)}">Your reservations</a></p>`,
  };
}
