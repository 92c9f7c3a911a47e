import { toMinor, type Currency } from "@ridgeline/contract";
import { AppError } from "../../platform/errors/app-error";
import type { Shopper } from "../../platform/http/request-scope";
import type { CartCore } from "./cart-core.service";
import type { PaymentMethodsService } from "./payment-methods.service";

export type SessionMethodId = "KLARNA" | "PAYPAL";

export interface PaymentSessionAnswer {
  success: boolean;
  provider: {
    name: SessionMethodId;
    sessionId: string;
    redirectUrl: string;
    amount: number;
    currency: Currency;
  };
}

export interface PaymentSessionService {
  /**
   * 000 §7 paymentSession: a Klarna or PayPal session at the provider for what the bag leaves
   * to pay (`remainingToPay`), referenced by the bag's id (the placement authorises it under
   * that reference, decision 0069). A tender the bag's paymentMethods do not offer is VAL400
   * (field paymentMethodId); a bag with nothing left to pay is VAL400 (field basketId).
   */
  paymentSession(
    input: { basketId: string; method: SessionMethodId; returnUrl: string },
    shopper: Shopper,
    storeSession: string | null,
  ): Promise<PaymentSessionAnswer>;
}

export function createPaymentSession(
  core: CartCore,
  methods: PaymentMethodsService,
): PaymentSessionService {
  const { db, deps } = core;
  return {
    async paymentSession(input, shopper, storeSession) {
      const sessions = deps.providerSessions;
      if (!sessions) throw new Error("the cart was made without the payment provider's sessions");
      const cart = await core.view(
        db,
        await core.ownedBundle(db, input.basketId, shopper),
        shopper,
      );
      const offered = await methods.paymentMethods(input.basketId, shopper, storeSession);
      if (!offered.applicablePaymentMethods.some((method) => method.id === input.method)) {
        throw new AppError("VAL400", {
          field: "paymentMethodId",
          message: `paymentMethodId: This bag cannot be paid with ${input.method}.`,
        });
      }
      const amountMinor = toMinor(cart.totals.remainingToPay, cart.currency);
      if (amountMinor <= 0) {
        throw new AppError("VAL400", {
          field: "basketId",
          message: "basketId: Nothing is left to pay on this bag.",
        });
      }
      // The provider is an outside service: no transaction of ours is open while it works.
      const session = await sessions.createSession({
        method: input.method,
        reference: input.basketId,
        amountMinor,
        currency: cart.currency,
        returnUrl: input.returnUrl,
      });
      return {
        success: true,
        provider: {
          name: input.method,
          sessionId: session.sessionId,
          redirectUrl: session.approvalUrl,
          amount: cart.totals.remainingToPay,
          currency: cart.currency,
        },
      };
    },
  };
}
