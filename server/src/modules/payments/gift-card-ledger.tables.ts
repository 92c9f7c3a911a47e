// The sandbox gift cards' ledger (migration 0051, decision 0068). SQL only: the rules are in
// gift-card-balance.service.ts.
import type { Queryable } from "../../platform/database/db.types";

/** Opens a card's account at its issued balance the first time the card is used (once). */
export async function openCardAccount(
  db: Queryable,
  cardHash: string,
  issuedMinor: number,
): Promise<void> {
  await db.query(
    `insert into gift_card_balances (card_hash, issued_minor) values ($1, $2)
     on conflict (card_hash) do nothing`,
    [cardHash, issuedMinor],
  );
}

/** What is left on each card that has an account (cards never used have none); blocked: 0. */
export async function selectCardsLeft(
  db: Queryable,
  cardHashes: readonly string[],
): Promise<Map<string, number>> {
  if (cardHashes.length === 0) return new Map();
  const rows = await db.query<{ card_hash: string; left_minor: string | number }>(
    `select card_hash,
            case when blocked_at is null then issued_minor - spent_minor else 0 end as left_minor
       from gift_card_balances where card_hash = any($1::text[])`,
    [cardHashes],
  );
  return new Map(rows.map((row) => [row.card_hash, Number(row.left_minor)]));
}

/**
 * Spends `amountMinor` of a card against an order's reference, in the caller's transaction.
 * The update waits for the card's row lock and re-reads the balance, so it only applies while
 * the balance covers it. Answers false when it does not (nothing is written). The same card and
 * reference twice counts once.
 */
export async function redeemCard(
  tx: Queryable,
  spend: { cardHash: string; amountMinor: number; reference: string },
): Promise<boolean> {
  const rows = await tx.query<{ card_hash: string }>(
    `with debited as (
       update gift_card_balances
          set spent_minor = spent_minor + $2, updated_at = now()
        where card_hash = $1 and issued_minor - spent_minor >= $2 and blocked_at is null
          and not exists (select 1 from gift_card_redemptions
                           where card_hash = $1 and reference = $3)
        returning card_hash)
     insert into gift_card_redemptions (card_hash, reference, amount_minor)
     select card_hash, $3, $2 from debited
     returning card_hash`,
    [spend.cardHash, spend.amountMinor, spend.reference],
  );
  if (rows.length > 0) return true;
  const [already] = await tx.query<{ card_hash: string }>(
    `select card_hash from gift_card_redemptions where card_hash = $1 and reference = $2`,
    [spend.cardHash, spend.reference],
  );
  return already !== undefined;
}

/** Gives back every spend of a reference not given back yet; a second call finds none. */
export async function giveBackRedemptions(tx: Queryable, reference: string): Promise<number> {
  const rows = await tx.query<{ card_hash: string }>(
    `with returned as (
       update gift_card_redemptions set given_back_at = now()
        where reference = $1 and given_back_at is null
        returning card_hash, amount_minor - refunded_minor as amount_minor)
     update gift_card_balances as card
        set spent_minor = card.spent_minor - returned.amount_minor, updated_at = now()
       from returned
      where card.card_hash = returned.card_hash
     returning card.card_hash`,
    [reference],
  );
  return rows.length;
}

/**
 * Gives `amountMinor` of what `reference` spent on a card back to it (part of a refund), in
 * the caller's transaction; false (nothing written) when the spend has less than that left to
 * give back or was given back whole.
 */
export async function refundRedemption(
  tx: Queryable,
  part: { cardHash: string; reference: string; amountMinor: number },
): Promise<boolean> {
  const rows = await tx.query<{ card_hash: string }>(
    `with refunded as (
       update gift_card_redemptions set refunded_minor = refunded_minor + $3
        where card_hash = $1 and reference = $2 and given_back_at is null
          and amount_minor - refunded_minor >= $3
        returning card_hash)
     update gift_card_balances as card
        set spent_minor = card.spent_minor - $3, updated_at = now()
       from refunded
      where card.card_hash = refunded.card_hash
     returning card.card_hash`,
    [part.cardHash, part.reference, part.amountMinor],
  );
  return rows.length === 1;
}
