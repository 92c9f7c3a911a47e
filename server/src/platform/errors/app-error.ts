import { ERROR_CATALOGUE, type ErrorId, type OutOfStockLine } from "@ridgeline/contract";

/**
 * The one error class services raise: a catalogue code, optionally a more precise message
 * and the request field it is about. Its status comes from the catalogue.
 */
export class AppError extends Error {
  override readonly name = "AppError";
  readonly errorId: ErrorId;
  readonly status: number;
  readonly field: string | undefined;
  /** INV408: the most of the item a cart may hold (000 §8 "with maxAllowedQty"). */
  readonly maxAllowedQty: number | undefined;
  /** INV405 from a stock reservation: every line that is short, and by how many units. */
  readonly outOfStock: OutOfStockLine[] | undefined;

  constructor(
    errorId: ErrorId,
    options: {
      message?: string;
      field?: string;
      maxAllowedQty?: number;
      outOfStock?: OutOfStockLine[];
      cause?: unknown;
    } = {},
  ) {
    super(options.message ?? ERROR_CATALOGUE[errorId].message, { cause: options.cause });
    this.errorId = errorId;
    this.status = ERROR_CATALOGUE[errorId].status;
    this.field = options.field;
    this.maxAllowedQty = options.maxAllowedQty;
    this.outOfStock = options.outOfStock;
  }
}
