import type { SubscriptionChannel, SubscriptionType } from "@ridgeline/contract";
import type { Queryable } from "../../platform/database/db.types";

export interface SubscriptionRow {
  consumer_no: string;
  type: SubscriptionType;
  channel: SubscriptionChannel;
  recipient: string;
  country: string;
  region: string | null;
  optin: boolean;
  double_optin: boolean;
  optin_date: Date | string | null;
  optout_date: Date | string | null;
}

const COLUMNS = `consumer_no, type, channel, recipient, country, region, optin, double_optin,
  optin_date, optout_date`;

export async function selectSubscriptions(
  db: Queryable,
  consumerNo: string,
): Promise<SubscriptionRow[]> {
  return db.query<SubscriptionRow>(
    `select ${COLUMNS} from consumer_subscriptions where consumer_no = $1
      order by case type when 'Newsletter' then 0 when 'LoyaltyNewsletter' then 1 else 2 end,
               channel`,
    [consumerNo],
  );
}

/** One subscription, locked for the rest of the transaction. */
export async function lockSubscription(
  db: Queryable,
  consumerNo: string,
  type: string,
  channel: string,
): Promise<SubscriptionRow | null> {
  const [row] = await db.query<SubscriptionRow>(
    `select ${COLUMNS} from consumer_subscriptions
      where consumer_no = $1 and type = $2 and channel = $3 for update`,
    [consumerNo, type, channel],
  );
  return row ?? null;
}

/** Writes a subscription's whole state; `now()` stands for "at this commit". */
export async function writeSubscription(
  db: Queryable,
  row: Omit<SubscriptionRow, "optin_date" | "optout_date"> & {
    optinDate: "now" | "keep" | "clear";
    optoutDate: "now" | "keep" | "clear";
  },
): Promise<void> {
  const date = (column: string, change: "now" | "keep" | "clear") =>
    change === "now" ? "now()" : change === "clear" ? "null" : `consumer_subscriptions.${column}`;
  await db.query(
    `insert into consumer_subscriptions
       (consumer_no, type, channel, recipient, country, region, optin, double_optin,
        optin_date, optout_date)
     values ($1, $2, $3, $4, $5, $6, $7, $8,
             ${row.optinDate === "now" ? "now()" : "null"},
             ${row.optoutDate === "now" ? "now()" : "null"})
     on conflict (consumer_no, type, channel) do update
       set recipient = excluded.recipient, country = excluded.country, region = excluded.region,
           optin = excluded.optin, double_optin = excluded.double_optin,
           optin_date = ${date("optin_date", row.optinDate)},
           optout_date = ${date("optout_date", row.optoutDate)},
           updated_at = now()`,
    [
      row.consumer_no,
      row.type,
      row.channel,
      row.recipient,
      row.country,
      row.region,
      row.optin,
      row.double_optin,
    ],
  );
}

/** True when the country asks a confirmed opt-in on the channel. */
export async function needsDoubleOptin(
  db: Queryable,
  country: string,
  channel: string,
): Promise<boolean> {
  const [row] = await db.query<{ double_optin: boolean }>(
    "select double_optin from subscription_country_settings where country = $1 and channel = $2",
    [country, channel],
  );
  return row?.double_optin ?? false;
}

export async function insertConfirmation(
  db: Queryable,
  confirmation: {
    tokenHash: string;
    consumerNo: string;
    channel: string;
    recipient: string;
    types: readonly string[];
    ttlSeconds: number;
  },
): Promise<void> {
  await db.query(
    `insert into subscription_confirmations
       (token_hash, consumer_no, channel, recipient, types, expires_at)
     values ($1, $2, $3, $4, $5::text[], now() + make_interval(secs => $6))`,
    [
      confirmation.tokenHash,
      confirmation.consumerNo,
      confirmation.channel,
      confirmation.recipient,
      confirmation.types,
      confirmation.ttlSeconds,
    ],
  );
}

/** Uses a confirmation link once: null when unknown, used already, or expired. */
export async function claimConfirmation(
  db: Queryable,
  tokenHash: string,
): Promise<{ consumer_no: string; channel: string; recipient: string; types: string[] } | null> {
  const [row] = await db.query<{
    consumer_no: string;
    channel: string;
    recipient: string;
    types: string[];
  }>(
    `update subscription_confirmations set used_at = now()
      where token_hash = $1 and used_at is null and expires_at > now()
      returning consumer_no, channel, recipient, types`,
    [tokenHash],
  );
  return row ?? null;
}

/** Confirms the pending subscriptions a link names, if still pending for that recipient. */
export async function confirmPending(
  db: Queryable,
  link: { consumer_no: string; channel: string; recipient: string; types: string[] },
): Promise<number> {
  const rows = await db.query(
    `update consumer_subscriptions
        set optin = true, optin_date = now(), optout_date = null, updated_at = now()
      where consumer_no = $1 and channel = $2 and recipient = $3 and type = any($4::text[])
        and double_optin and not optin and optout_date is null
      returning type`,
    [link.consumer_no, link.channel, link.recipient, link.types],
  );
  return rows.length;
}
