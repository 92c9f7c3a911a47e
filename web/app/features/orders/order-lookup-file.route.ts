import { ApiError, CONFIRMATION_TOKEN } from "@ridgeline/contract";
import { data } from "react-router";
import { sessionContext } from "../../lib/context";
import { personalPage } from "../../lib/session.server";
import { orderFilePdf, orderNumberOf } from "./orders.server";
import type { Route } from "./+types/order-lookup-file.route";

/** A guest's files: never kept by a cache. */
export const middleware: Route.MiddlewareFunction[] = [personalPage];

/**
 * `POST /{locale}/order-lookup/file`: a guest's invoice, credit note or return label, by the
 * order's number and secret `st` (checked by the API each time, decision 0077).
 */
export async function action({ params, request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const orderNumber = orderNumberOf(form.get("orderNumber"));
  const st = CONFIRMATION_TOKEN.safeParse(form.get("st"));
  const file = String(form.get("file") ?? "");
  const session = context.get(sessionContext);
  const pdf =
    orderNumber && st.success
      ? orderFilePdf(session.api, params.locale, { orderNumber, st: st.data }, file)
      : null;
  if (!pdf) throw data(null, { status: 404 });
  try {
    return await pdf;
  } catch (error) {
    if (error instanceof ApiError && error.status < 500) throw data(null, { status: 404 });
    throw error;
  }
}
