import {
  DEFAULT_RETURN_WINDOW_DAYS,
  RETURN_WINDOW_DAYS,
  type OrderDetail,
} from "@ridgeline/contract";
import type { MessageKey } from "../../lib/i18n";

/** The help pages of 000 §2 as the footer lists them: path under the locale, title key. */
export const HELP_PAGES: readonly { path: string; title: MessageKey }[] = [
  { path: "help/contact-us", title: "help.contact.title" },
  { path: "help/returns/how-to-return", title: "help.returns.title" },
  { path: "policies/shipping-terms", title: "help.shipping.title" },
  { path: "xplr-pass", title: "help.xplr.title" },
];

/** Days after delivery a site takes returns: decision 0075's, which the returns apply. */
export function returnWindowDays(siteId: string): number {
  return RETURN_WINDOW_DAYS[siteId.toUpperCase()] ?? DEFAULT_RETURN_WINDOW_DAYS;
}

/** Every day an event spans that a shopper can tick, formatted for the page by `format`. */
export function eventDayChoices(
  days: readonly string[],
  format: (day: string) => string,
): { value: string; label: string }[] {
  return days.length < 2 ? [] : days.map((day) => ({ value: day, label: format(day) }));
}

/** A line of one of the shopper's orders, as the warranty form lists it (1 for the first). */
export interface WarrantyLine {
  lineNo: number;
  name: string;
  qty: number;
  upc: string;
}

/** The lines of an order (the account's order detail) as the warranty form lists them. */
export function warrantyLines(order: Pick<OrderDetail, "items">): WarrantyLine[] {
  return order.items.map((item, index) => ({
    lineNo: index + 1,
    name: item.name,
    qty: item.qty,
    upc: item.upc,
  }));
}
