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

/** What enriches a page (reviews, a size chart): its API refusal or failure gives null instead. */
export async function optional<T>(call: Promise<T>): Promise<T | null> {
  try {
    return await call;
  } catch (error) {
    if (error instanceof ApiError) return null;
    throw error;
  }
}
