import {
  CANCEL_ORDER,
  INVOICE_DOWNLOAD,
  PURCHASE_DETAIL,
  RETURN_LABEL,
  RETURN_LABEL_DOWNLOAD,
  RETURN_LABEL_PDF,
  TRACK_ORDER,
} from "@ridgeline/contract";
import type { FastifyInstance, FastifyReply } from "fastify";
import { registerEndpoint } from "../../platform/http/endpoint-route";
import { registeredShopper, type RequestScope } from "../../platform/http/request-scope";
import type { Asker, AftersalesService } from "./aftersales.service";

/**
 * The proof a call brings for its order (decision 0077): the signed-in shopper, the order's
 * secret `st`, the order's e-mail. Which of them is enough is the orders area's to say.
 */
function askerOf(
  scope: RequestScope,
  body: { email?: string | undefined; st?: string | undefined },
  clientAddress: string,
): Asker {
  const shopper = scope.shopper;
  const registered = shopper && shopper.consumerType !== "GUEST" ? shopper.consumerNo : null;
  return { consumerNo: registered, email: body.email, st: body.st, clientAddress };
}

function pdf(reply: FastifyReply, bytes: Uint8Array, name: string): Uint8Array {
  reply.type("application/pdf");
  reply.header("content-disposition", `inline; filename="${name}.pdf"`);
  return bytes;
}

/** 000 §7's order calls after the order: detail, tracking, cancel, returns and documents. */
export async function aftersalesRoutes(
  app: FastifyInstance,
  options: { aftersales: AftersalesService },
): Promise<void> {
  const { aftersales } = options;
  registerEndpoint(app, PURCHASE_DETAIL, async ({ params, scope }, reply) =>
    aftersales.detail(
      { consumerNo: registeredShopper(scope).consumerNo, clientAddress: reply.request.ip },
      params.orderId,
    ),
  );
  registerEndpoint(app, TRACK_ORDER, async ({ body, scope }, reply) =>
    aftersales.track(body.orderNumber, askerOf(scope, body, reply.request.ip)),
  );
  registerEndpoint(app, CANCEL_ORDER, async ({ body, scope }, reply) =>
    aftersales.cancel(askerOf(scope, body, reply.request.ip), body),
  );
  registerEndpoint(app, RETURN_LABEL, async ({ params, body, scope }, reply) => {
    const answer = await aftersales.startReturn(
      askerOf(scope, body, reply.request.ip),
      params.orderId,
      { lines: body.lines, comment: body.comment, locale: scope.site.locale },
    );
    reply.code(201);
    return answer;
  });
  registerEndpoint(app, RETURN_LABEL_PDF, async ({ params, query }, reply) =>
    pdf(reply, await aftersales.labelByKey(params.returnNumber, query.key), params.returnNumber),
  );
  registerEndpoint(app, RETURN_LABEL_DOWNLOAD, async ({ body, scope }, reply) =>
    pdf(
      reply,
      await aftersales.label(
        askerOf(scope, body, reply.request.ip),
        body.orderNumber,
        body.returnNumber,
      ),
      body.returnNumber,
    ),
  );
  registerEndpoint(app, INVOICE_DOWNLOAD, async ({ body, scope }, reply) =>
    pdf(
      reply,
      await aftersales.document(
        askerOf(scope, body, reply.request.ip),
        body.orderNumber,
        body.documentNumber,
      ),
      body.documentNumber ?? `invoice-${body.orderNumber}`,
    ),
  );
}
