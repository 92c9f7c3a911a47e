import {
  CANCEL_STORE_RESERVATION,
  COMPLETE_ORDER,
  LIST_STORE_RESERVATIONS,
  RESERVE_IN_STORE,
  IDEMPOTENCY_HEADER,
  IDEMPOTENCY_KEY,
  ORDER_CONFIRMATION,
  PLACE_ORDER,
  PREPARE_ORDER,
  SET_DEVICE_FINGERPRINT,
} from "@ridgeline/contract";
import type { FastifyInstance } from "fastify";
import { registerEndpoint } from "../../platform/http/endpoint-route";
import { readStoreSessionToken } from "../programs";
import { orderAnswer } from "../orders";
import type { CheckoutArea } from "./checkout.types";

/** The placement's key from its header, or null without a well-formed one. */
function idempotencyKey(headers: Record<string, string | string[] | undefined>): string | null {
  const raw = headers[IDEMPOTENCY_HEADER];
  const parsed = IDEMPOTENCY_KEY.safeParse(Array.isArray(raw) ? raw[0] : raw);
  return parsed.success ? parsed.data : null;
}

export async function checkoutRoutes(
  app: FastifyInstance,
  options: { checkout: CheckoutArea; cookieSecure: boolean },
): Promise<void> {
  const { prepare, confirmation, placement } = options.checkout;
  // prepareOrder (000 §7): lines that can no longer be bought come out or come down (with their
  // notices), prices, promotions and tax are worked out again, and the tax answered is the one
  // placement holds the shopper to (TAX310).
  registerEndpoint(app, PREPARE_ORDER, async ({ body, shopper }) =>
    prepare(body.basketId, shopper, { patch: true, supplyCheck: true }),
  );
  registerEndpoint(app, SET_DEVICE_FINGERPRINT, async ({ body, shopper }) => {
    await options.checkout.keepDevice(body.basketId, body.deviceFingerPrint, shopper);
    return { success: true as const };
  });
  registerEndpoint(app, PLACE_ORDER, async ({ body, shopper }, reply) =>
    placement.place({
      body,
      key: idempotencyKey(reply.request.headers),
      shopper,
      storeSessionToken: readStoreSessionToken(reply.request, options.cookieSecure),
      clientAddress: reply.request.ip,
    }),
  );
  registerEndpoint(app, COMPLETE_ORDER, async ({ params, body, shopper }) =>
    placement.complete(
      params.orderNumber,
      body.paymentMethod.additionalData.threeDS2Result,
      shopper,
    ),
  );
  // Reserve and collect (decision 0071): it mails a confirmation, so it counts against the
  // per-address mail limit like every other call that sends one.
  const { reservations } = options.checkout;
  registerEndpoint(
    app,
    RESERVE_IN_STORE,
    async ({ body, shopper, scope }) => reservations.reserve({ body, shopper, site: scope.site }),
    { perAddress: "mail" },
  );
  registerEndpoint(app, LIST_STORE_RESERVATIONS, async ({ shopper }) => ({
    reservations: await reservations.list(shopper),
  }));
  registerEndpoint(app, CANCEL_STORE_RESERVATION, async ({ params, shopper }) =>
    reservations.cancel(params.reservationNumber, shopper),
  );
  registerEndpoint(app, ORDER_CONFIRMATION, async ({ params, query }) =>
    orderAnswer(await confirmation(params.orderNumber, query.st)),
  );
}
