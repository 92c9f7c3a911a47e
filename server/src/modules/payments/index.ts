/** The payments area's front door: the only file other areas, app.ts, cli/ and seed/ import. */
import { defineArea } from "../../platform/areas/area";
import { paymentInstrumentsRoutes } from "./payment-instruments.routes";
import {
  createPaymentInstrumentsService,
  type PaymentInstrumentsService,
} from "./payment-instruments.service";
import { createPaymentSandbox, type PaymentSandbox } from "./payment-sandbox.service";

export type { PaymentInstrumentsService, PaymentSandbox };

export interface PaymentsArea {
  sandbox: PaymentSandbox;
  instruments: PaymentInstrumentsService;
}

/** The built-in payment provider (sandbox) and a shopper's saved cards. */
export const paymentsArea = defineArea()({
  name: "payments",
  needs: {},
  create: ({ db, bot }): PaymentsArea => {
    const sandbox = createPaymentSandbox({ db });
    return {
      sandbox,
      instruments: createPaymentInstrumentsService({
        db,
        sandbox,
        botVerifier: { verify: (response) => bot.verify(response, "saveCard") },
      }),
    };
  },
  routes: (app, { instruments }) => paymentInstrumentsRoutes(app, { instruments }),
});
