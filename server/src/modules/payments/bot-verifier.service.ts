import { AppError } from "../../platform/errors/app-error";
import type { RequestScope } from "../../platform/http/request-scope";

/**
 * Checks the `recaptcha_response` a form sends with a protected action (saving a card, later
 * sign-in, sign-up and order placement). An implementation resolves when the caller passes and
 * throws `AppError("AUT403")` when not, failing closed on any error of its own.
 */
export interface BotVerifier {
  verify(response: string, context: { action: string; scope: RequestScope }): Promise<void>;
}

/**
 * Stand-in until the offline verifier of issue 4 lands: any non-empty response passes. Replace
 * it by passing `botVerifier` to `createPaymentInstrumentsService` in app.ts.
 */
export const ACCEPT_NON_EMPTY_VERIFIER: BotVerifier = {
  async verify(response) {
    if (response.trim() === "") {
      throw new AppError("AUT403", {
        field: "recaptcha_response",
        message: "recaptcha_response: We could not verify that you are not a robot.",
      });
    }
  },
};
