import {
  ApiError,
  GET_BOT_CHALLENGE,
  RESERVE_IN_STORE,
  type StoreReservation,
} from "@ridgeline/contract";
import { data } from "react-router";
import type { ShopperSession } from "../../lib/context";
import type { BotChallengeData } from "../../lib/bot-check";
import type { ChosenStore } from "../stores";

/** The reservation form's state on the product page (`?reserve=1` with a chosen store). */
export interface ReserveForm {
  challenge: BotChallengeData;
  /** A registered shopper's reservation goes to the account's e-mail: no e-mail field. */
  signedIn: boolean;
}

/** What a reservation's send answers: the reservation, or the refusal to show by the form. */
export type ReserveAnswer =
  | { form: "reserve"; reserved: StoreReservation }
  | { form: "reserve"; error: string; errorId: string; field: string | null };

/** The form, when the shopper asked for it at a store that has sizes to reserve. */
export async function reserveFormFor(
  session: ShopperSession,
  url: URL,
  chosen: ChosenStore | null,
): Promise<ReserveForm | null> {
  if (url.searchParams.get("reserve") !== "1") return null;
  if (!chosen?.pickupEnabled || chosen.reservable.length === 0) return null;
  const challenge = await session.api.call(GET_BOT_CHALLENGE, { query: { action: "placeOrder" } });
  return { challenge, signedIn: session.signedIn };
}

const text = (form: FormData, name: string, max: number) =>
  String(form.get(name) ?? "")
    .trim()
    .slice(0, max);

/** Sends the reservation form (intent `reserve`) to `POST /cart/v1/reserveWithItem`. */
export async function reserveInStore(session: ShopperSession, locale: string, form: FormData) {
  const email = text(form, "email", 254);
  const phone = text(form, "phone", 25);
  try {
    const reserved = await session.api.call(RESERVE_IN_STORE, {
      query: { locale },
      body: {
        productId: text(form, "productId", 20),
        upc: text(form, "upc", 20),
        qty: 1,
        storeId: text(form, "storeId", 20),
        firstName: text(form, "firstName", 60),
        lastName: text(form, "lastName", 60),
        ...(email ? { email } : {}),
        ...(phone ? { phone } : {}),
        recaptcha_response: text(form, "recaptcha_response", 2000),
      },
    });
    return { form: "reserve", reserved } satisfies ReserveAnswer;
  } catch (error) {
    if (!(error instanceof ApiError) || error.status >= 500) throw error;
    const answer: ReserveAnswer = {
      form: "reserve",
      error: error.message,
      errorId: error.errorId,
      field: error.details[0]?.field ?? null,
    };
    return data(answer, { status: error.status });
  }
}
