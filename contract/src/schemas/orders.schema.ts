import { z } from "zod";
import { LOCALE_QUERY, endpoint } from "../endpoint";
import { CURRENCY_SCHEMA } from "./common.schema";
import { CONFIRMATION_TOKEN, ORDER_NUMBER, ORDER_SCHEMA } from "./checkout.schema";

/** The most orders one page of the history holds. */
export const PURCHASE_HISTORY_MAX_PAGE_SIZE = 50;

/** One order in the shopper's history (000 §1 order history): enough for its row. */
export const ORDER_SUMMARY_SCHEMA = z.object({
  orderNumber: z.string(),
  status: z.string(),
  placedAt: z.string(),
  total: z.number(),
  currency: CURRENCY_SCHEMA,
  itemCount: z.number().int(),
  /** The first lines' names, for the row's one-line description. */
  itemNames: z.array(z.string()),
});
export type OrderSummary = z.infer<typeof ORDER_SUMMARY_SCHEMA>;

export const PURCHASE_HISTORY = endpoint({
  method: "POST",
  path: "/consumers-v3/consumer/purchasehistory",
  tag: "consumer",
  summary: "The signed-in shopper's orders, newest first, a page at a time (issue 14)",
  query: LOCALE_QUERY,
  body: z
    .object({
      page: z.number().int().min(1).max(10_000).default(1),
      pageSize: z.number().int().min(1).max(PURCHASE_HISTORY_MAX_PAGE_SIZE).default(10),
    })
    .strict()
    .default({ page: 1, pageSize: 10 }),
  response: z.object({
    orders: z.array(ORDER_SUMMARY_SCHEMA),
    page: z.number().int(),
    pageSize: z.number().int(),
    total: z.number().int(),
  }),
  requiresToken: true,
});

/** An order with its history, as the account's order page shows it. */
export const ORDER_DETAIL_SCHEMA = ORDER_SCHEMA.extend({
  history: z.array(z.object({ at: z.string(), event: z.string() })),
  /** What can still be done with the order, and what was (issue 14, decision 0075). */
  aftersales: z
    .object({
      cancellable: z.boolean(),
      /** The last day a return can be started (ISO), or null when none can be any more. */
      returnableUntil: z.string().nullable(),
      lines: z.array(
        z.object({
          lineNo: z.number().int(),
          upc: z.string(),
          returnableQty: z.number().int(),
          returnedQty: z.number().int(),
        }),
      ),
      returns: z.array(
        z.object({
          returnNumber: z.string(),
          status: z.string(),
          createdAt: z.string(),
          lines: z.array(
            z.object({
              lineNo: z.number().int(),
              qty: z.number().int(),
              reason: z.string(),
              receivedQty: z.number().int().nullable(),
              damagedQty: z.number().int().nullable(),
            }),
          ),
        }),
      ),
      refunds: z.array(
        z.object({
          kind: z.string(),
          amount: z.number(),
          at: z.string(),
          returnNumber: z.string().nullable(),
          creditNote: z.string().nullable(),
          parts: z.array(z.object({ method: z.string(), amount: z.number(), status: z.string() })),
        }),
      ),
      documents: z.array(z.object({ kind: z.string(), number: z.string(), issuedAt: z.string() })),
      /** Points the order earned, net of what cancels and refunds took back. */
      pointsEarned: z.number().int(),
    })
    .optional(),
});
export type OrderDetail = z.infer<typeof ORDER_DETAIL_SCHEMA>;

export const PURCHASE_DETAIL = endpoint({
  method: "GET",
  path: "/consumers-v3/consumer/purchase/:orderId",
  tag: "consumer",
  summary: "One of the signed-in shopper's orders with its shipments, payments and history",
  params: z.object({ orderId: ORDER_NUMBER }),
  query: LOCALE_QUERY,
  response: ORDER_DETAIL_SCHEMA,
  requiresToken: true,
});

export const TRACK_ORDER = endpoint({
  method: "POST",
  path: "/consumers-v3/consumer/TrackOrder",
  tag: "consumer",
  summary:
    "A guest's order: its status by its number and e-mail (ORD400 for a wrong e-mail or a number no order has, alike), or with what can be done with it by the order's secret `st` (decisions 0072, 0077); limited per network",
  query: LOCALE_QUERY,
  body: z
    .object({
      // Any text: what is not an order number is told apart by the service (OHS4004).
      orderNumber: z.string().trim().min(1).max(40),
      email: z.string().trim().min(1).max(254).optional(),
      /** The order's secret (the confirmation link's or a mailed link's). */
      st: CONFIRMATION_TOKEN.optional(),
    })
    // Neither e-mail nor secret: the signed-in owner's own order, or OHS4004 as for any order.
    .strict(),
  response: ORDER_DETAIL_SCHEMA,
});

export const ORDER_ACCESS_LINK = endpoint({
  method: "POST",
  path: "/consumers-v3/consumer/orderAccessLink",
  tag: "consumer",
  summary:
    "Mails a link to a guest's order (a secret that works for 24 hours) to the order's own address when the number and e-mail name it; the same answer either way (ours, decision 0077)",
  query: LOCALE_QUERY,
  body: z
    .object({
      orderNumber: ORDER_NUMBER,
      email: z.string().trim().min(1).max(254),
    })
    .strict(),
  response: z.object({
    /** Always true: whether a mail went out is told only to the order's own mailbox. */
    accepted: z.literal(true),
  }),
  status: 202,
});
