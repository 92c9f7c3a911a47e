import { z } from "zod";

/** A line that stock cannot cover (000 §3 "Out-of-stock detail": sku, missingQty). */
export const OUT_OF_STOCK_LINE_SCHEMA = z.object({
  upc: z.string(),
  /** `online` or a store id. */
  locationId: z.string(),
  missingQty: z.number().int().positive(),
});

export const ERROR_DETAIL_SCHEMA = z.object({
  errorId: z.string(),
  message: z.string(),
  field: z.string().optional(),
  /** INV408 (000 §8 ADDED_MAX_QUANTITY): the most of the item a cart may hold. */
  maxAllowedQty: z.number().int().optional(),
  /** INV405 (ITEMS_OOS) from a reservation: every short line. */
  outOfStock: z.array(OUT_OF_STOCK_LINE_SCHEMA).optional(),
});

/** The shape of every failed API response (spec 000 §8). */
export const ERROR_ENVELOPE_SCHEMA = z.object({
  errorDetails: z.array(ERROR_DETAIL_SCHEMA).min(1),
  appId: z.string(),
  correlationId: z.string(),
});

export type OutOfStockLine = z.infer<typeof OUT_OF_STOCK_LINE_SCHEMA>;
export type ErrorDetail = z.infer<typeof ERROR_DETAIL_SCHEMA>;
export type ErrorEnvelope = z.infer<typeof ERROR_ENVELOPE_SCHEMA>;
