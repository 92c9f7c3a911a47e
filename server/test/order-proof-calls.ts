import type { InjectOptions } from "fastify";
import type { PlacedTestOrder } from "./orders";

// How each call about an order is made, for the walk of which proof each call takes
// (server/src/modules/orders/order-proof.routes.test.ts, decision 0077).

export interface Fixture {
  order: PlacedTestOrder;
  email: string;
  returnNumber: string;
  labelKey: string;
  giftLine: number;
}
export interface Fixtures {
  /** A placed order with a gift card line (tracking, documents, resends). */
  gift: Fixture;
  /** A placed order to cancel. */
  cancellable: Fixture;
  /** A delivered order of two units, one already on its way back (returns, labels, claims). */
  delivered: Fixture;
}

/** What a caller with `proof` sends: a token, and the secret or e-mail in the body. */
export interface Sent {
  token?: string;
  st?: string;
  email?: string;
}

const body = (sent: Sent) => ({
  ...(sent.st !== undefined ? { st: sent.st } : {}),
  ...(sent.email !== undefined ? { email: sent.email } : {}),
});

const returnOf = (orderNo: string, fixture: Fixture) =>
  orderNo === fixture.order.orderNo ? fixture.returnNumber : `R${orderNo}-01`;

/** How each call of the list is made for one order, by `METHOD path`. */
export const CALLS: Record<
  string,
  { fixture: keyof Fixtures; request(orderNo: string, sent: Sent, f: Fixture): InjectOptions }
> = {
  "POST /consumers-v3/consumer/TrackOrder": {
    fixture: "gift",
    request: (orderNo, sent) => ({
      method: "POST",
      url: "/consumers-v3/consumer/TrackOrder?locale=en-us",
      payload: { orderNumber: orderNo, ...body(sent) },
    }),
  },
  "POST /consumers-v3/consumer/orderAccessLink": {
    fixture: "gift",
    request: (orderNo, sent) => ({
      method: "POST",
      url: "/consumers-v3/consumer/orderAccessLink?locale=en-us",
      payload: { orderNumber: orderNo, ...(sent.email ? { email: sent.email } : {}) },
    }),
  },
  "GET /cart/v2/checkout/order/:orderNumber": {
    fixture: "gift",
    request: (orderNo, sent) => ({
      method: "GET",
      url: `/cart/v2/checkout/order/${orderNo}?locale=en-us${sent.st ? `&st=${sent.st}` : ""}`,
    }),
  },
  "GET /consumers-v3/consumer/purchase/:orderId": {
    fixture: "gift",
    request: (orderNo) => ({
      method: "GET",
      url: `/consumers-v3/consumer/purchase/${orderNo}?locale=en-us`,
    }),
  },
  "POST /consumers-v3/consumer/CancelOrder": {
    fixture: "cancellable",
    request: (orderNo, sent) => ({
      method: "POST",
      url: "/consumers-v3/consumer/CancelOrder?locale=en-us",
      payload: { orderNumber: orderNo, ...body(sent) },
    }),
  },
  "POST /consumers-v3/consumer/return/:orderId/returnLabel": {
    fixture: "delivered",
    request: (orderNo, sent) => ({
      method: "POST",
      url: `/consumers-v3/consumer/return/${orderNo}/returnLabel?locale=en-us`,
      payload: { lines: [{ lineNo: 1, qty: 1, reason: "TOO_SMALL" }], ...body(sent) },
    }),
  },
  "POST /consumers-v3/consumer/return/label/download": {
    fixture: "delivered",
    request: (orderNo, sent, f) => ({
      method: "POST",
      url: "/consumers-v3/consumer/return/label/download?locale=en-us",
      payload: { orderNumber: orderNo, returnNumber: returnOf(orderNo, f), ...body(sent) },
    }),
  },
  "GET /consumers-v3/consumer/return/:returnNumber/label.pdf": {
    fixture: "delivered",
    // The label's own link: its secret is the label's key, not the order's.
    request: (orderNo, sent, f) => {
      const key = sent.st === f.order.st ? f.labelKey : sent.st ? sent.st : undefined;
      return {
        method: "GET",
        url: `/consumers-v3/consumer/return/${returnOf(orderNo, f)}/label.pdf${key ? `?key=${key}` : ""}`,
      };
    },
  },
  "POST /consumers-v3/consumer/purchase/invoice/download": {
    fixture: "gift",
    request: (orderNo, sent) => ({
      method: "POST",
      url: "/consumers-v3/consumer/purchase/invoice/download?locale=en-us",
      payload: { orderNumber: orderNo, ...body(sent) },
    }),
  },
  "POST /consumers-v3/consumer/resendGiftCardEmail": {
    fixture: "gift",
    request: (orderNo, sent, f) => ({
      method: "POST",
      url: "/consumers-v3/consumer/resendGiftCardEmail?locale=en-us",
      payload: {
        orderNumber: orderNo,
        lineNo: f.giftLine,
        recipientEmail: "someone.else@example.com",
        ...body(sent),
      },
    }),
  },
  "POST /consumers-v3/consumer/warranty": {
    fixture: "delivered",
    request: (orderNo) => ({
      method: "POST",
      url: "/consumers-v3/consumer/warranty?locale=en-us",
      payload: {
        orderNumber: orderNo,
        lineNo: 1,
        issue: "The sole came off after one week of walking.",
      },
    }),
  },
};
