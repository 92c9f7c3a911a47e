import type { Queryable } from "../../platform/database/db.types";
import type { PaymentStatus } from "./payment-states.helpers";
import type {
  DeclineCode,
  PaymentCard,
  ProviderAction,
  ProviderMethod,
  ProviderPayment,
  SessionMethod,
} from "./payment-provider.types";

export interface PaymentRow {
  payment_id: string;
  reference: string;
  method: ProviderMethod;
  token: string | null;
  session_id: string | null;
  amount_minor: number;
  captured_minor: number;
  refunded_minor: number;
  currency: string;
  status: PaymentStatus;
  decline_code: DeclineCode | null;
  action: ProviderAction | null;
  card_brand: string | null;
  card_last_four: string | null;
  created_at: Date | string;
  updated_at: Date | string;
}

const PAYMENT_COLUMNS = `payment_id, reference, method, token, session_id, amount_minor,
  captured_minor, refunded_minor, currency, status, decline_code, action, card_brand,
  card_last_four, created_at, updated_at`;

export function toPayment(row: PaymentRow): ProviderPayment {
  return {
    paymentId: row.payment_id,
    reference: row.reference,
    method: row.method,
    status: row.status,
    amountMinor: Number(row.amount_minor),
    capturedMinor: Number(row.captured_minor),
    refundedMinor: Number(row.refunded_minor),
    currency: row.currency,
    declineCode: row.decline_code,
    action: row.action,
    card: cardOf(row),
    createdAt: new Date(row.created_at).toISOString(),
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}

function cardOf(row: PaymentRow): PaymentCard | null {
  return row.card_brand && row.card_last_four
    ? { brand: row.card_brand, lastFour: row.card_last_four }
    : null;
}

export type NewPaymentRow = Omit<
  PaymentRow,
  "captured_minor" | "refunded_minor" | "created_at" | "updated_at"
>;

export async function insertPayment(tx: Queryable, row: NewPaymentRow): Promise<PaymentRow> {
  const [inserted] = await tx.query<PaymentRow>(
    `insert into provider_payments
       (payment_id, reference, method, token, session_id, amount_minor, currency, status,
        decline_code, action, card_brand, card_last_four)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10::jsonb, $11, $12)
     returning ${PAYMENT_COLUMNS}`,
    [
      row.payment_id,
      row.reference,
      row.method,
      row.token,
      row.session_id,
      row.amount_minor,
      row.currency,
      row.status,
      row.decline_code,
      row.action ? JSON.stringify(row.action) : null,
      row.card_brand,
      row.card_last_four,
    ],
  );
  if (!inserted) throw new Error("the payment was not stored");
  return inserted;
}

/** A payment locked for a move (`for update`), or null. */
export async function lockPayment(tx: Queryable, paymentId: string): Promise<PaymentRow | null> {
  const [row] = await tx.query<PaymentRow>(
    `select ${PAYMENT_COLUMNS} from provider_payments where payment_id = $1 for update`,
    [paymentId],
  );
  return row ?? null;
}

/** A card payment's token and when it was made (the sandbox's outage cards time from it). */
export async function selectPaymentCard(
  db: Queryable,
  paymentId: string,
): Promise<{ token: string; created_at: Date | string } | null> {
  const [row] = await db.query<{ token: string; created_at: Date | string }>(
    "select token, created_at from provider_payments where payment_id = $1 and token is not null",
    [paymentId],
  );
  return row ?? null;
}

export async function updatePaymentState(
  tx: Queryable,
  paymentId: string,
  state: {
    status: PaymentStatus;
    capturedMinor: number;
    refundedMinor: number;
    declineCode: DeclineCode | null;
    keepAction: boolean;
  },
): Promise<PaymentRow> {
  const [row] = await tx.query<PaymentRow>(
    `update provider_payments
        set status = $2, captured_minor = $3, refunded_minor = $4, decline_code = $5,
            action = case when $6::boolean then action end, updated_at = now()
      where payment_id = $1
      returning ${PAYMENT_COLUMNS}`,
    [
      paymentId,
      state.status,
      state.capturedMinor,
      state.refundedMinor,
      state.declineCode,
      state.keepAction,
    ],
  );
  if (!row) throw new Error("the payment was not updated");
  return row;
}

export async function selectPaymentsFor(db: Queryable, reference: string): Promise<PaymentRow[]> {
  return db.query<PaymentRow>(
    `select ${PAYMENT_COLUMNS} from provider_payments where reference = $1
      order by created_at, payment_id`,
    [reference],
  );
}

/** Whether a payment other than a decline already uses the session. */
export async function sessionInUse(tx: Queryable, sessionId: string): Promise<boolean> {
  const rows = await tx.query(
    "select 1 from provider_payments where session_id = $1 and status <> 'DECLINED'",
    [sessionId],
  );
  return rows.length > 0;
}

export type OperationName = "authorise" | "completeAction" | "capture" | "void" | "refund";

export interface OperationRow {
  payment_id: string;
  operation: OperationName;
  answer: ProviderPayment | null;
}

/**
 * Claims an idempotency key for an operation. False when the key is taken: on PostgreSQL a
 * racing twin's insert waits here until the first transaction ends, then reads its answer.
 */
export async function claimOperation(
  tx: Queryable,
  key: string,
  paymentId: string,
  operation: OperationName,
): Promise<boolean> {
  const rows = await tx.query(
    `insert into provider_operations (idempotency_key, payment_id, operation)
     values ($1, $2, $3) on conflict (idempotency_key) do nothing returning idempotency_key`,
    [key, paymentId, operation],
  );
  return rows.length > 0;
}

export async function selectOperation(db: Queryable, key: string): Promise<OperationRow | null> {
  const [row] = await db.query<OperationRow>(
    "select payment_id, operation, answer from provider_operations where idempotency_key = $1",
    [key],
  );
  return row ?? null;
}

export async function recordAnswer(
  tx: Queryable,
  key: string,
  answer: ProviderPayment,
): Promise<void> {
  await tx.query("update provider_operations set answer = $2::jsonb where idempotency_key = $1", [
    key,
    JSON.stringify(answer),
  ]);
}

export interface SessionRow {
  session_id: string;
  method: SessionMethod;
  reference: string;
  amount_minor: number;
  currency: string;
  return_url: string;
  status: "OPEN" | "APPROVED" | "CANCELLED" | "FAILED";
}

const SESSION_COLUMNS = "session_id, method, reference, amount_minor, currency, return_url, status";

export async function insertSession(db: Queryable, row: Omit<SessionRow, "status">): Promise<void> {
  await db.query(
    `insert into provider_sessions (session_id, method, reference, amount_minor, currency, return_url)
     values ($1, $2, $3, $4, $5, $6)`,
    [row.session_id, row.method, row.reference, row.amount_minor, row.currency, row.return_url],
  );
}

export async function selectSession(
  db: Queryable,
  sessionId: string,
  lock = false,
): Promise<SessionRow | null> {
  const [row] = await db.query<SessionRow>(
    `select ${SESSION_COLUMNS} from provider_sessions where session_id = $1
     ${lock ? "for update" : ""}`,
    [sessionId],
  );
  return row ? { ...row, amount_minor: Number(row.amount_minor) } : null;
}

/** Decides an open session; false when it was already decided. */
export async function decideSession(
  db: Queryable,
  sessionId: string,
  status: SessionRow["status"],
): Promise<boolean> {
  const rows = await db.query(
    `update provider_sessions set status = $2, updated_at = now()
      where session_id = $1 and status = 'OPEN' returning session_id`,
    [sessionId, status],
  );
  return rows.length > 0;
}

/** A payment as it stands (no lock), or null. */
export async function selectPayment(db: Queryable, paymentId: string): Promise<PaymentRow | null> {
  const [row] = await db.query<PaymentRow>(
    `select ${PAYMENT_COLUMNS} from provider_payments where payment_id = $1`,
    [paymentId],
  );
  return row ?? null;
}

/**
 * Records that a device tried a card (in the authorisation's transaction) and answers how many
 * other cards the same device tried since `since`.
 */
export async function recordDeviceCard(
  tx: Queryable,
  seen: { device: string; cardFingerprint: string; paymentId: string; since: Date },
): Promise<number> {
  const [row] = await tx.query<{ others: number }>(
    `select count(distinct card_fingerprint)::int as others from provider_device_cards
      where device = $1 and seen_at >= $2 and card_fingerprint <> $3`,
    [seen.device, seen.since, seen.cardFingerprint],
  );
  await tx.query(
    `insert into provider_device_cards (device, card_fingerprint, payment_id) values ($1, $2, $3)
     on conflict do nothing`,
    [seen.device, seen.cardFingerprint, seen.paymentId],
  );
  return row?.others ?? 0;
}
