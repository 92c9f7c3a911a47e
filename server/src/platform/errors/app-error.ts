import { ERROR_CATALOGUE, type ErrorId } from "@ridgeline/contract";

/**
 * The one error class services raise: a catalogue code, optionally a more precise message
 * and the request field it is about. Its status comes from the catalogue.
 */
export class AppError extends Error {
  override readonly name = "AppError";
  readonly errorId: ErrorId;
  readonly status: number;
  readonly field: string | undefined;

  constructor(
    errorId: ErrorId,
    options: { message?: string; field?: string; cause?: unknown } = {},
  ) {
    super(options.message ?? ERROR_CATALOGUE[errorId].message, { cause: options.cause });
    this.errorId = errorId;
    this.status = ERROR_CATALOGUE[errorId].status;
    this.field = options.field;
  }
}
