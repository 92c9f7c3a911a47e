import { z } from "zod";
import { LOCALE_QUERY, endpoint } from "../endpoint";
import { CONFIRMATION_TOKEN, ORDER_NUMBER } from "./checkout.schema";
import { ORDER_DETAIL_SCHEMA } from "./orders.schema";
import { MAX_RETURN_LINES, RETURN_REASONS } from "./aftersales.values";

/** A return's number: its order's and a two-digit sequence (`RUS00000042-01`). */
export const RETURN_NUMBER = z
  .string()
  .regex(/^R[A-Z]{2,8}\d{8,12}-\d{2,3}$/, "returnNumber is not valid");

/** An invoice's or credit note's number (`INV-US-000001`, `CN-US-000001`). */
export const DOCUMENT_NUMBER = z
  .string()
  .regex(/^(INV|CN)-[A-Z]{2,8}-\d{6,10}$/, "documentNumber is not valid");

/**
 * The order's e-mail: since decision 0077 it opens an order's status only (TrackOrder); the
 * calls below still take it so an old client hears why it is not enough (OHS4004 at `st`).
 */
const GUEST_EMAIL = z.string().trim().min(1).max(254).optional();

/**
 * The order's secret, for a caller who is not its signed-in owner (decision 0077): the
 * confirmation link's `st`, or the one a link mailed to the order's address carries.
 */
export const ORDER_SECRET = CONFIRMATION_TOKEN.optional();

export const CANCEL_ORDER = endpoint({
  method: "POST",
  path: "/consumers-v3/consumer/CancelOrder",
  completesFlow: true,
  tag: "consumer",
  summary:
    "Cancels an order not yet shipped (ORD409 after): stock back, payments refunded card first, then gift card, then points (decision 0075)",
  query: LOCALE_QUERY,
  body: z
    .object({
      orderNumber: ORDER_NUMBER,
      email: GUEST_EMAIL,
      st: ORDER_SECRET,
      reason: z.string().trim().max(500).optional(),
    })
    .strict(),
  response: ORDER_DETAIL_SCHEMA,
});

export const RETURN_LABEL = endpoint({
  method: "POST",
  path: "/consumers-v3/consumer/return/:orderId/returnLabel",
  tag: "consumer",
  summary:
    "Starts a return of some units of a delivered order within the site's return window and issues its label (RTN500 when it cannot be made)",
  params: z.object({ orderId: ORDER_NUMBER }),
  query: LOCALE_QUERY,
  body: z
    .object({
      email: GUEST_EMAIL,
      st: ORDER_SECRET,
      lines: z
        .array(
          z
            .object({
              lineNo: z.number().int().min(1).max(10_000),
              qty: z.number().int().min(1).max(10_000),
              reason: z.enum(RETURN_REASONS),
            })
            .strict(),
        )
        .min(1)
        .max(MAX_RETURN_LINES),
      comment: z.string().trim().max(500).optional(),
    })
    .strict(),
  response: z.object({
    returnNumber: z.string(),
    status: z.string(),
    /** The label as a PDF: a link that works without signing in (it carries its own key). */
    labelUrl: z.string(),
  }),
  status: 201,
});

/** Raw PDF bytes. */
const PDF = z.custom<Uint8Array>((value) => value instanceof Uint8Array, "a PDF");

export const RETURN_LABEL_PDF = endpoint({
  method: "GET",
  path: "/consumers-v3/consumer/return/:returnNumber/label.pdf",
  tag: "consumer",
  summary: "A return's label as a PDF, by the key its link carries (ours)",
  params: z.object({ returnNumber: RETURN_NUMBER }),
  query: z.object({ key: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/, "key is not valid") }),
  response: PDF,
});

export const INVOICE_DOWNLOAD = endpoint({
  method: "POST",
  path: "/consumers-v3/consumer/purchase/invoice/download",
  tag: "consumer",
  summary:
    "An order's invoice or one of its credit notes as a PDF (the invoice when no number is given)",
  query: LOCALE_QUERY,
  body: z
    .object({
      orderNumber: ORDER_NUMBER,
      email: GUEST_EMAIL,
      st: ORDER_SECRET,
      documentNumber: DOCUMENT_NUMBER.optional(),
    })
    .strict(),
  response: PDF,
});

export const RETURN_LABEL_DOWNLOAD = endpoint({
  method: "POST",
  path: "/consumers-v3/consumer/return/label/download",
  tag: "consumer",
  summary: "A return's label as a PDF, for whoever may see its order (ours)",
  query: LOCALE_QUERY,
  body: z
    .object({
      orderNumber: ORDER_NUMBER,
      returnNumber: RETURN_NUMBER,
      email: GUEST_EMAIL,
      st: ORDER_SECRET,
    })
    .strict(),
  response: PDF,
});
