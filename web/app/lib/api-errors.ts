import { ApiError } from "@ridgeline/contract";
import { data } from "react-router";

/** Turns an API "not found" into the page's 404; anything else goes to the error boundary. */
export async function orNotFound<T>(
  promise: Promise<T>,
  notFoundIds: readonly string[],
): Promise<T> {
  try {
    return await promise;
  } catch (error) {
    if (
      error instanceof ApiError &&
      (notFoundIds.includes(error.errorId) || error.errorId === "VAL400")
    ) {
      throw data(null, { status: 404 });
    }
    throw error;
  }
}
