import type { Queryable } from "../../platform/database/db.types";
import type { SandboxBehaviour } from "./card-sandbox.helpers";

/** The vault's secret, created by whichever process asks first. */
export async function vaultSecret(db: Queryable, candidate: string): Promise<string> {
  await db.query(
    "insert into payment_sandbox_keys (key_id, secret) values (1, $1) on conflict do nothing",
    [candidate],
  );
  const [row] = await db.query<{ secret: string }>(
    "select secret from payment_sandbox_keys where key_id = 1",
  );
  if (!row) throw new Error("the payment sandbox key could not be stored");
  return row.secret;
}

export interface TokenRow {
  token: string;
  fingerprint: string;
  brand: string;
  last_four: string;
  expiration_month: number;
  expiration_year: number;
  holder: string;
  behaviour: SandboxBehaviour;
  /** A card frame's token: the bag it pays for and the end of its life; null for saved cards. */
  basket_id: string | null;
  expires_at: Date | string | null;
}

export async function insertToken(db: Queryable, row: TokenRow): Promise<void> {
  await db.query(
    `insert into payment_sandbox_tokens
       (token, fingerprint, brand, last_four, expiration_month, expiration_year, holder, behaviour,
        basket_id, expires_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
    [
      row.token,
      row.fingerprint,
      row.brand,
      row.last_four,
      row.expiration_month,
      row.expiration_year,
      row.holder,
      row.behaviour,
      row.basket_id,
      row.expires_at,
    ],
  );
}

/**
 * Spends a card frame's token for `reference` (a checkout attempt) in one statement: it must be
 * made for `basketId`, alive at `now` and not spent by another reference. Two attempts racing
 * for one token both reach this update; the row lock lets one through and the other finds it
 * spent. The same reference again passes (a retry of its own authorisation). Null when refused.
 */
export async function spendFrameToken(
  db: Queryable,
  spend: { token: string; basketId: string; reference: string; now: Date },
): Promise<TokenRow | null> {
  const [row] = await db.query<TokenRow>(
    `update payment_sandbox_tokens
        set used_by = $3, used_at = coalesce(used_at, $4::timestamptz)
      where token = $1 and basket_id = $2 and expires_at > $4::timestamptz
        and (used_by is null or used_by = $3)
      returning token, fingerprint, brand, last_four, expiration_month, expiration_year, holder,
                behaviour, basket_id, expires_at`,
    [spend.token, spend.basketId, spend.reference, spend.now.toISOString()],
  );
  return row ?? null;
}

/** What a refused spend found: the token's bag, life and user, or null when it is unknown. */
export async function selectTokenUse(
  db: Queryable,
  token: string,
): Promise<{
  basket_id: string | null;
  expires_at: Date | string | null;
  used_by: string | null;
} | null> {
  const [row] = await db.query<{
    basket_id: string | null;
    expires_at: Date | string | null;
    used_by: string | null;
  }>("select basket_id, expires_at, used_by from payment_sandbox_tokens where token = $1", [token]);
  return row ?? null;
}

export async function selectToken(db: Queryable, token: string): Promise<TokenRow | null> {
  const [row] = await db.query<TokenRow>(
    `select token, fingerprint, brand, last_four, expiration_month, expiration_year, holder,
            behaviour, basket_id, expires_at
       from payment_sandbox_tokens where token = $1`,
    [token],
  );
  return row ?? null;
}

export async function updateToken(
  db: Queryable,
  token: string,
  card: { expirationMonth: number; expirationYear: number; holder: string },
): Promise<void> {
  await db.query(
    `update payment_sandbox_tokens
        set expiration_month = $2, expiration_year = $3, holder = $4
      where token = $1`,
    [token, card.expirationMonth, card.expirationYear, card.holder],
  );
}

export async function deleteToken(db: Queryable, token: string): Promise<void> {
  await db.query("delete from payment_sandbox_tokens where token = $1", [token]);
}

/**
 * Gives back the card frame's token `reference` spent, while it still lives: the attempt was
 * undone before the shopper was told anything (recovery after a crash), so the same form may
 * pay again. Answers how many were given back.
 */
export async function unspendFrameTokens(
  db: Queryable,
  reference: string,
  now: Date,
): Promise<number> {
  const rows = await db.query<{ token: string }>(
    `update payment_sandbox_tokens set used_by = null, used_at = null
      where used_by = $1 and expires_at > $2::timestamptz returning token`,
    [reference, now.toISOString()],
  );
  return rows.length;
}
