import { ApiError } from "@ridgeline/contract";
import { data } from "react-router";
import { sessionContext } from "../../lib/context";
import { personalPage } from "../../lib/session.server";
import { orderFilePdf, orderNumberOf } from "./orders.server";
import type { Route } from "./+types/order-lookup-file.route";

/** A guest's files: never kept by a cache. */
export const middleware: Route.MiddlewareFunction[] = [personalPage];

/**
 * `POST /{locale}/order-lookup/file`: a guest's invoice, credit note or return label, by the
 * order's number and e-mail (checked by the API each time, as tracking is).
 */
export async function action({ params, request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const orderNumber = orderNumberOf(form.get("orderNumber"));
  const email = String(form.get("email") ?? "").trim();
  const file = String(form.get("file") ?? "");
  const session = context.get(sessionContext);
  const pdf =
    orderNumber && email
      ? orderFilePdf(session.api, params.locale, { orderNumber, email }, file)
      : null;
  if (!pdf) throw data(null, { status: 404 });
  try {
    return await pdf;
  } catch (error) {
    if (error instanceof ApiError && error.status < 500) throw data(null, { status: 404 });
    throw error;
  }
}
