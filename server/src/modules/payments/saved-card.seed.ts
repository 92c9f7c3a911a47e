// The demo seed's saved card (issue 26 point 22): the README's "complete" demo shopper has a
// main card, tokenised by the sandbox like any saved card, so express checkout works for it.
import type { Queryable } from "../../platform/database/db.types";
import { createPaymentSandbox } from "./payment-sandbox.service";
import { insertInstrument } from "./payment-instruments.tables";

/**
 * Saves (or saves again) a seeded shopper's card under a fixed id, as main: the sandbox
 * tokenises the card in `tx`, so its token pays like a card saved from the account page.
 */
export async function importSavedCardSeed(
  tx: Queryable,
  input: {
    paymentInstrumentId: string;
    consumerNo: string;
    card: {
      number: string;
      expirationMonth: number;
      expirationYear: number;
      securityCode: string;
      holder: string;
    };
  },
): Promise<void> {
  const [old] = await tx.query<{ token: string | null }>(
    "select token from payment_instruments where payment_instrument_id = $1",
    [input.paymentInstrumentId],
  );
  if (old?.token)
    await tx.query("delete from payment_sandbox_tokens where token = $1", [old.token]);
  await tx.query("delete from payment_instruments where payment_instrument_id = $1", [
    input.paymentInstrumentId,
  ]);
  await tx.query(
    "update payment_instruments set is_main = false where consumer_no = $1 and payment_method_id = 'CREDIT_CARD'",
    [input.consumerNo],
  );
  const card = await createPaymentSandbox({ db: tx }).tokeniseCard(input.card);
  await insertInstrument(tx, {
    payment_instrument_id: input.paymentInstrumentId,
    consumer_no: input.consumerNo,
    payment_method_id: "CREDIT_CARD",
    fingerprint: card.fingerprint,
    token: card.token,
    brand: card.brand,
    last_four: card.lastFour,
    masked_number: card.maskedNumber,
    expiration_month: card.expirationMonth,
    expiration_year: card.expirationYear,
    holder: card.holder,
    // The demo card bills to the shopper's main address, which the address book already holds.
    billing_address: null,
  });
}
