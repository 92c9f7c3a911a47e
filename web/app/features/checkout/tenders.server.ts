import {
  ADD_TENDER,
  ApiError,
  REMOVE_TENDER,
  STORED_VALUE_METHOD_IDS,
  type AddTenderInput,
  type StoredValueMethodId,
} from "@ridgeline/contract";
import { data, redirect } from "react-router";
import { stepUrl } from "./checkout-flow";
import type { CheckoutBag } from "./checkout.server";

const read = (form: FormData, name: string) => String(form.get(name) ?? "").trim();

/** The body of `POST …/paymentInstruments` for the tender a form adds. */
function tenderBody(method: StoredValueMethodId, form: FormData): AddTenderInput {
  switch (method) {
    case "GIFT_CARD":
      return {
        payment_method_id: method,
        number: read(form, "number").slice(0, 40),
        pin: read(form, "pin").slice(0, 16),
      };
    case "REWARD_CODE":
      return { payment_method_id: method, code: read(form, "code").slice(0, 64) };
    case "REWARD_CARD":
      return { payment_method_id: method, number: read(form, "number").slice(0, 64) };
    default:
      return { payment_method_id: method };
  }
}

/**
 * The billing page's stored-value tenders (decision 0068): a gift card, points, the athlete's
 * allowance or a reward added to the bag, or one taken off. The page comes back with the bag's
 * new `remainingToPay`; a refusal (GFC…, REW140, PYT404) is shown at the tender's form.
 */
export async function submitTender(bag: CheckoutBag, locale: string, form: FormData) {
  const { session, cart } = bag;
  const params = { basketId: cart.basketId };
  const method = STORED_VALUE_METHOD_IDS.find((id) => id === form.get("method")) ?? null;
  try {
    if (form.get("intent") === "removeTender") {
      await session.api.call(REMOVE_TENDER, {
        params,
        query: { locale },
        body: { payment_instrument_id: read(form, "paymentInstrumentId").slice(0, 64) },
      });
    } else {
      if (!method)
        return data({ tenderProblem: { method: "", errorId: "VAL400" } }, { status: 400 });
      await session.api.call(ADD_TENDER, {
        params,
        query: { locale },
        body: tenderBody(method, form),
      });
    }
  } catch (error) {
    if (!(error instanceof ApiError) || error.status >= 500) throw error;
    return data(
      { tenderProblem: { method: method ?? "", errorId: error.errorId } },
      { status: error.status },
    );
  }
  return redirect(stepUrl(locale, "billing"));
}
