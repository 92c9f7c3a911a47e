import { ApiError, CHECK_GIFT_CARD_BALANCE, type Currency } from "@ridgeline/contract";
import { data } from "react-router";
import type { ShopperSession } from "../../lib/context";
import type { BalanceAnswer } from "./GiftCardBalance";

/**
 * Checks the balance a form asks for (number and PIN, cut to their longest): the answer, or the
 * API's refusal with its field and status (a wrong PIN, a locked card, an unknown number).
 */
export async function checkBalance(
  session: ShopperSession,
  locale: string,
  form: FormData,
  guard: <T>(call: Promise<T>) => Promise<T> = (call) => call,
) {
  try {
    const balance = await guard(
      session.api.call(CHECK_GIFT_CARD_BALANCE, {
        query: { locale },
        body: {
          number: String(form.get("number") ?? "").slice(0, 40),
          pin: String(form.get("pin") ?? "").slice(0, 16),
        },
      }),
    );
    return {
      intent: "balance",
      ...balance,
      currency: balance.currency as Currency,
    } satisfies BalanceAnswer;
  } catch (error) {
    if (!(error instanceof ApiError) || error.status >= 500) throw error;
    return data<BalanceAnswer>(
      { intent: "balance", field: error.details[0]?.field ?? null, message: error.message },
      { status: error.status },
    );
  }
}
