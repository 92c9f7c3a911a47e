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
}

export async function insertToken(db: Queryable, row: TokenRow): Promise<void> {
  await db.query(
    `insert into payment_sandbox_tokens
       (token, fingerprint, brand, last_four, expiration_month, expiration_year, holder, behaviour)
     values ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [
      row.token,
      row.fingerprint,
      row.brand,
      row.last_four,
      row.expiration_month,
      row.expiration_year,
      row.holder,
      row.behaviour,
    ],
  );
}

export async function selectToken(db: Queryable, token: string): Promise<TokenRow | null> {
  const [row] = await db.query<TokenRow>(
    `select token, fingerprint, brand, last_four, expiration_month, expiration_year, holder,
            behaviour
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
