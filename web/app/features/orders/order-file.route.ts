import { ApiError } from "@ridgeline/contract";
import { data } from "react-router";
import { personalPage } from "../../lib/session.server";
import { accountSession } from "../account/account.server";
import { documentPdf, labelPdf, orderNumberOf } from "./orders.server";
import type { Route } from "./+types/order-file.route";

/** The shopper's own files: never kept by a cache. */
export const middleware: Route.MiddlewareFunction[] = [personalPage];

const DOCUMENT = /^(INV|CN)-[A-Z]{2,8}-\d{6,10}$/;
const RETURN = /^R[A-Z]{2,8}\d{8,12}-\d{2,3}$/;

/**
 * `/{locale}/account/orders/{orderNo}/files/{file}`: the order's invoice (`invoice` or its
 * number), a credit note, or a return's label, as a PDF for the signed-in shopper.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const orderNo = orderNumberOf(params.orderNo);
  const path = `/${params.locale}/account/orders/${params.orderNo}`;
  const { session, guard } = accountSession(context, params.locale, path);
  const file = params.file;
  if (!orderNo || !(file === "invoice" || DOCUMENT.test(file) || RETURN.test(file)))
    throw data(null, { status: 404 });
  const asker = { orderNumber: orderNo };
  try {
    return await guard(
      RETURN.test(file)
        ? labelPdf(session.api, params.locale, asker, file)
        : documentPdf(session.api, params.locale, asker, file === "invoice" ? null : file),
    );
  } catch (error) {
    if (error instanceof ApiError && error.status < 500) throw data(null, { status: 404 });
    throw error;
  }
}
