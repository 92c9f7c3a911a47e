import { ApiError, RETURN_LABEL_PDF, RETURN_NUMBER } from "@ridgeline/contract";
import { data } from "react-router";
import { sessionContext } from "../../lib/context";
import { personalPage } from "../../lib/session.server";
import { pdfResponse } from "./orders.server";
import type { Route } from "./+types/return-label.route";

/** A label is the shopper's own: never kept by a cache. */
export const middleware: Route.MiddlewareFunction[] = [personalPage];

/**
 * `/{locale}/returns/{returnNo}/label?key=`: the link in the return's e-mail. The key is the
 * label's own secret, so it opens without signing in; a wrong key is "not found".
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const returnNo = RETURN_NUMBER.safeParse(params.returnNo);
  const key = new URL(request.url).searchParams.get("key") ?? "";
  if (!returnNo.success || !/^[A-Za-z0-9_-]{20,100}$/.test(key)) throw data(null, { status: 404 });
  const session = context.get(sessionContext);
  try {
    const { bytes } = await session.api.download(RETURN_LABEL_PDF, {
      params: { returnNumber: returnNo.data },
      query: { key },
    });
    return pdfResponse(bytes, returnNo.data);
  } catch (error) {
    if (error instanceof ApiError && error.status < 500) throw data(null, { status: 404 });
    throw error;
  }
}
