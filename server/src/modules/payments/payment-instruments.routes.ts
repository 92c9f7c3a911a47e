import {
  CHECK_GIFT_CARD_BALANCE,
  DELETE_PAYMENT_INSTRUMENT,
  LIST_PAYMENT_INSTRUMENTS,
  SAVE_PAYMENT_INSTRUMENT,
  UPDATE_PAYMENT_INSTRUMENT,
} from "@ridgeline/contract";
import type { FastifyInstance } from "fastify";
import { registerEndpoint } from "../../platform/http/endpoint-route";
import type { PaymentInstrumentsService } from "./payment-instruments.service";
import type { GiftCardBalanceService } from "./gift-card-balance.service";

export async function paymentInstrumentsRoutes(
  app: FastifyInstance,
  options: { instruments: PaymentInstrumentsService; giftCards: GiftCardBalanceService },
): Promise<void> {
  const { instruments, giftCards } = options;
  registerEndpoint(app, CHECK_GIFT_CARD_BALANCE, async ({ body, scope }, reply) =>
    giftCards.balance(body, scope.site, reply.request.ip),
  );
  registerEndpoint(app, LIST_PAYMENT_INSTRUMENTS, async ({ query, scope }) =>
    instruments.list(scope, query.payment_method_id ?? null),
  );
  registerEndpoint(app, SAVE_PAYMENT_INSTRUMENT, async ({ body, scope }) =>
    instruments.save(scope, body),
  );
  registerEndpoint(app, UPDATE_PAYMENT_INSTRUMENT, async ({ params, body, scope }) =>
    instruments.update(scope, params.paymentInstrumentId, body.card),
  );
  registerEndpoint(app, DELETE_PAYMENT_INSTRUMENT, async ({ params, scope }) =>
    instruments.remove(scope, params.paymentInstrumentId),
  );
}
