import type { CarriedOrder } from "./auth.types";

/** The guest order a sign-in or sign-up form brings into the account, sent with the form. */
export function CarriedOrderFields({ order }: { order: CarriedOrder | null }) {
  if (!order) return null;
  return (
    <>
      <input type="hidden" name="orderNo" value={order.orderNo} />
      <input type="hidden" name="st" value={order.st} />
    </>
  );
}

/** A sign-in or sign-up path that keeps bringing the order (a link from one to the other). */
export function withCarriedOrder(path: string, order: CarriedOrder | null): string {
  if (!order) return path;
  const target = new URL(path, "http://store.invalid");
  target.searchParams.set("orderNo", order.orderNo);
  target.searchParams.set("st", order.st);
  return `${target.pathname}${target.search}`;
}
