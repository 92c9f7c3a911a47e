import { ApiError } from "@ridgeline/contract";
import { data } from "react-router";
import { sessionContext } from "../../lib/context";
import { personalPage } from "../../lib/session.server";
import { documentPdf, labelPdf, orderNumberOf } from "./orders.server";
import type { Route } from "./+types/order-lookup-file.route";

/** A guest's files: never kept by a cache. */
export const middleware: Route.MiddlewareFunction[] = [personalPage];

const DOCUMENT = /^(INV|CN)-[A-Z]{2,8}-\d{6,10}$/;
const RETURN = /^R[A-Z]{2,8}\d{8,12}-\d{2,3}$/;

/**
 * `POST /{locale}/order-lookup/file`: a guest's invoice, credit note or return label, by the
 * order's number and e-mail (checked by the API each time, as tracking is).
 */
export async function action({ params, request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const orderNumber = orderNumberOf(form.get("orderNumber"));
  const email = String(form.get("email") ?? "").trim();
  const file = String(form.get("file") ?? "");
  if (!orderNumber || !email || !(file === "invoice" || DOCUMENT.test(file) || RETURN.test(file)))
    throw data(null, { status: 404 });
  const session = context.get(sessionContext);
  const asker = { orderNumber, email };
  try {
    return await (RETURN.test(file)
      ? labelPdf(session.api, params.locale, asker, file)
      : documentPdf(session.api, params.locale, asker, file === "invoice" ? null : file));
  } catch (error) {
    if (error instanceof ApiError && error.status < 500) throw data(null, { status: 404 });
    throw error;
  }
}
