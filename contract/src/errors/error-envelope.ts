import { z } from "zod";

export const ERROR_DETAIL_SCHEMA = z.object({
  errorId: z.string(),
  message: z.string(),
  field: z.string().optional(),
  /** INV408 (000 §8 ADDED_MAX_QUANTITY): the most of the item a cart may hold. */
  maxAllowedQty: z.number().int().optional(),
});

/** The shape of every failed API response (spec 000 §8). */
export const ERROR_ENVELOPE_SCHEMA = z.object({
  errorDetails: z.array(ERROR_DETAIL_SCHEMA).min(1),
  appId: z.string(),
  correlationId: z.string(),
});

export type ErrorDetail = z.infer<typeof ERROR_DETAIL_SCHEMA>;
export type ErrorEnvelope = z.infer<typeof ERROR_ENVELOPE_SCHEMA>;
