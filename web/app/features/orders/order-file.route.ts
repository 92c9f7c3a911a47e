import { ApiError } from "@ridgeline/contract";
import { data } from "react-router";
import { personalPage } from "../../lib/session.server";
import { accountSession } from "../auth/index.server";
import { orderFilePdf, orderNumberOf } from "./orders.server";
import type { Route } from "./+types/order-file.route";

/** The shopper's own files: never kept by a cache. */
export const middleware: Route.MiddlewareFunction[] = [personalPage];

/**
 * `/{locale}/account/orders/{orderNo}/files/{file}`: the order's invoice (`invoice` or its
 * number), a credit note, or a return's label, as a PDF for the signed-in shopper.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const orderNo = orderNumberOf(params.orderNo);
  const path = `/${params.locale}/account/orders/${params.orderNo}`;
  const { session, guard } = accountSession(context, params.locale, path);
  const pdf = orderNo
    ? orderFilePdf(session.api, params.locale, { orderNumber: orderNo }, params.file)
    : null;
  if (!pdf) throw data(null, { status: 404 });
  try {
    return await guard(pdf);
  } catch (error) {
    if (error instanceof ApiError && error.status < 500) throw data(null, { status: 404 });
    throw error;
  }
}
