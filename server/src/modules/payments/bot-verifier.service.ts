import type { RequestScope } from "../../platform/http/request-scope";

/**
 * Checks the `recaptcha_response` a form sends with a protected action (saving a card; app.ts
 * plugs in the platform proof-of-work check, platform/bot/bot-check.ts). An implementation resolves when the caller passes and
 * throws `AppError("AUT403")` when not, failing closed on any error of its own.
 */
export interface BotVerifier {
  verify(response: string, context: { action: string; scope: RequestScope }): Promise<void>;
}
