import { CONFIRMATION_TOKEN, ORDER_NUMBER } from "@ridgeline/contract";
import type { CarriedOrder } from "./auth.types";

/**
 * A guest order a sign-in or sign-up brings to the account (000 §7 token exchange `orderNo` and
 * `st`, issue 26 point 12): both well formed, or none (a half or malformed pair is ignored, as a
 * link anyone can edit).
 */
export function carriedOrder(orderNo: unknown, st: unknown): CarriedOrder | null {
  const number = ORDER_NUMBER.safeParse(orderNo);
  const secret = CONFIRMATION_TOKEN.safeParse(st);
  return number.success && secret.success ? { orderNo: number.data, st: secret.data } : null;
}

/**
 * Where a sign-in that carried an order goes: the order's page in the account once it is
 * there, the account with a word that it could not be added otherwise; `next` without an order.
 */
export function afterCarriedOrder(
  next: string,
  locale: string,
  order: CarriedOrder | null,
  kept: boolean,
): { to: string; notices: string[] } {
  if (!order) return { to: next, notices: [] };
  return kept
    ? { to: `/${locale}/account/orders/${order.orderNo}`, notices: ["orderKept"] }
    : { to: `/${locale}/account`, notices: ["orderNotKept"] };
}
