import type { Queryable } from "../../platform/database/db.types";

export interface ConsumerRow {
  consumer_no: string;
  email: string;
  password_hash: string;
  consumer_type: "REGISTERED" | "EMPLOYEE";
  first_name: string;
  last_name: string;
  failed_attempts: number;
  locked_until: Date | null;
  employee_terms_accepted: boolean;
}

const CONSUMER_COLUMNS = `consumer_no, email, password_hash, consumer_type, first_name, last_name,
  failed_attempts, locked_until, employee_terms_accepted_at is not null as employee_terms_accepted`;

export interface NewConsumer {
  consumerNo: string;
  email: string;
  emailKey: string;
  passwordHash: string;
  firstName: string;
  lastName: string;
  birthDate: string | null;
  phone: string | null;
  postalCode: string | null;
  gender: string | null;
  siteId: string;
  source: Record<string, string>;
}

/** Inserts a consumer; answers which unique key was taken instead, if one was. */
export async function insertConsumer(
  db: Queryable,
  consumer: NewConsumer,
): Promise<"created" | "email-taken" | "phone-taken"> {
  const rows = await db.query<{ consumer_no: string }>(
    `insert into consumers (consumer_no, email, email_key, password_hash, first_name, last_name,
       birth_date, phone, postal_code, gender, site_id, source)
     values ($1, $2, $3, $4, $5, $6, $7::date, $8, $9, $10, $11, $12)
     on conflict do nothing returning consumer_no`,
    [
      consumer.consumerNo,
      consumer.email,
      consumer.emailKey,
      consumer.passwordHash,
      consumer.firstName,
      consumer.lastName,
      consumer.birthDate,
      consumer.phone,
      consumer.postalCode,
      consumer.gender,
      consumer.siteId,
      JSON.stringify(consumer.source),
    ],
  );
  if (rows.length > 0) return "created";
  const [taken] = await db.query<{ email: boolean }>(
    "select email_key = $1 as email from consumers where email_key = $1 or phone = $2 limit 1",
    [consumer.emailKey, consumer.phone],
  );
  return taken?.email === false ? "phone-taken" : "email-taken";
}

/** The consumer with this e-mail key (lower-cased and trimmed). */
export async function selectConsumerByEmail(
  db: Queryable,
  emailKey: string,
): Promise<(ConsumerRow & { locked: boolean }) | null> {
  const rows = await db.query<ConsumerRow & { locked: boolean }>(
    `select ${CONSUMER_COLUMNS}, coalesce(locked_until > now(), false) as locked
       from consumers where email_key = $1`,
    [emailKey],
  );
  return rows[0] ?? null;
}

export async function selectConsumer(
  db: Queryable,
  consumerNo: string,
): Promise<ConsumerRow | null> {
  const rows = await db.query<ConsumerRow>(
    `select ${CONSUMER_COLUMNS} from consumers where consumer_no = $1`,
    [consumerNo],
  );
  return rows[0] ?? null;
}

/**
 * Counts a failed attempt in one statement and locks the account for `lockFor` when it
 * reaches `maxAttempts`. A lock that has run out starts the count again.
 */
export async function recordFailedSignIn(
  db: Queryable,
  consumerNo: string,
  policy: { maxAttempts: number; lockSeconds: number },
): Promise<{ attempts: number; locked: boolean }> {
  const [row] = await db.query<{ failed_attempts: number; locked: boolean }>(
    `with counted as (
       select case when locked_until is not null and locked_until <= now() then 1
                   else failed_attempts + 1 end as attempts
         from consumers where consumer_no = $1)
     update consumers c
        set failed_attempts = counted.attempts,
            locked_until = case when counted.attempts >= $2
                                then now() + make_interval(secs => $3) else null end
       from counted
      where c.consumer_no = $1
      returning c.failed_attempts, c.locked_until is not null as locked`,
    [consumerNo, policy.maxAttempts, policy.lockSeconds],
  );
  return { attempts: row?.failed_attempts ?? 0, locked: row?.locked ?? false };
}

export async function recordSuccessfulSignIn(
  tx: Queryable,
  consumerNo: string,
  rehashed: string | null,
): Promise<void> {
  await tx.query(
    `update consumers set failed_attempts = 0, locked_until = null,
            password_hash = coalesce($2, password_hash)
      where consumer_no = $1`,
    [consumerNo, rehashed],
  );
}

export async function insertAuthCode(
  db: Queryable,
  code: { codeHash: string; consumerNo: string; codeChallenge: string; expiresAt: Date },
): Promise<void> {
  await db.query(
    "insert into auth_codes (code_hash, consumer_no, code_challenge, expires_at) values ($1, $2, $3, $4)",
    [code.codeHash, code.consumerNo, code.codeChallenge, code.expiresAt.toISOString()],
  );
}

/**
 * Marks a code used and answers it, or answers why not: a code is redeemed once, before it
 * expires. A second exchange of the same code finds it "used" (a concurrent exchange, 409).
 */
export async function redeemAuthCode(
  db: Queryable,
  codeHash: string,
): Promise<
  | { state: "ok"; consumerNo: string; codeChallenge: string }
  | { state: "used" | "expired" | "unknown" }
> {
  const rows = await db.query<{ consumer_no: string; code_challenge: string }>(
    `update auth_codes set used_at = now()
      where code_hash = $1 and used_at is null and expires_at > now()
      returning consumer_no, code_challenge`,
    [codeHash],
  );
  const row = rows[0];
  if (row) return { state: "ok", consumerNo: row.consumer_no, codeChallenge: row.code_challenge };
  const [known] = await db.query<{ used: boolean }>(
    "select used_at is not null as used from auth_codes where code_hash = $1",
    [codeHash],
  );
  if (!known) return { state: "unknown" };
  return { state: known.used ? "used" : "expired" };
}

export async function insertRefreshToken(
  db: Queryable,
  token: { tokenHash: string; familyId: string; consumerNo: string; expiresAt: Date },
): Promise<void> {
  await db.query(
    "insert into refresh_tokens (token_hash, family_id, consumer_no, expires_at) values ($1, $2, $3, $4)",
    [token.tokenHash, token.familyId, token.consumerNo, token.expiresAt.toISOString()],
  );
}

/**
 * Why a refresh token is not live (rotateRefreshToken found it unusable): "reused" when it was
 * spent or revoked before (the caller revokes its chain), "unknown" when unknown or expired.
 */
export async function selectRefreshTokenState(
  db: Queryable,
  tokenHash: string,
): Promise<{ state: "reused"; familyId: string } | { state: "unknown" }> {
  const [known] = await db.query<{ family_id: string; expired: boolean }>(
    "select family_id, expires_at <= now() as expired from refresh_tokens where token_hash = $1",
    [tokenHash],
  );
  if (!known || known.expired) return { state: "unknown" };
  return { state: "reused", familyId: known.family_id };
}

/** Revokes a chain: its refresh tokens and every access token issued from it. */
export async function revokeFamily(db: Queryable, familyId: string): Promise<void> {
  await db.query(
    "update refresh_tokens set revoked_at = now() where family_id = $1 and revoked_at is null",
    [familyId],
  );
  await db.query(
    "update shopper_sessions set revoked_at = now() where family_id = $1 and revoked_at is null",
    [familyId],
  );
}

/** The chain an access token belongs to (registered tokens only). */
export async function selectFamilyOfSession(
  db: Queryable,
  tokenHash: string,
): Promise<string | null> {
  const [row] = await db.query<{ family_id: string | null }>(
    "select family_id from shopper_sessions where token_hash = $1",
    [tokenHash],
  );
  return row?.family_id ?? null;
}

export async function selectFamilyOfRefreshToken(
  db: Queryable,
  tokenHash: string,
): Promise<string | null> {
  const [row] = await db.query<{ family_id: string }>(
    "select family_id from refresh_tokens where token_hash = $1",
    [tokenHash],
  );
  return row?.family_id ?? null;
}

/** Ends one access token (a guest's, or a registered one outside any chain). */
export async function revokeSession(db: Queryable, tokenHash: string): Promise<void> {
  await db.query(
    "update shopper_sessions set revoked_at = now() where token_hash = $1 and revoked_at is null",
    [tokenHash],
  );
}

export interface ProfileRow {
  consumer_no: string;
  consumer_type: "REGISTERED" | "EMPLOYEE";
  email: string;
  first_name: string;
  last_name: string;
  phone: string | null;
  postal_code: string | null;
  birth_date: string | null;
  gender: string | null;
  employee_terms_accepted: boolean;
}

export async function selectProfile(db: Queryable, consumerNo: string): Promise<ProfileRow | null> {
  const [row] = await db.query<ProfileRow>(
    `select consumer_no, consumer_type, email, first_name, last_name, phone, postal_code,
            to_char(birth_date, 'YYYY-MM-DD') as birth_date, gender,
            employee_terms_accepted_at is not null as employee_terms_accepted
       from consumers where consumer_no = $1`,
    [consumerNo],
  );
  return row ?? null;
}

export async function selectPasswordHash(
  db: Queryable,
  consumerNo: string,
): Promise<string | null> {
  const [row] = await db.query<{ password_hash: string }>(
    "select password_hash from consumers where consumer_no = $1",
    [consumerNo],
  );
  return row?.password_hash ?? null;
}

/** Sets a new password hash; a reset also lifts a lockout. */
export async function updatePassword(
  db: Queryable,
  consumerNo: string,
  passwordHash: string,
  /** Only if the stored hash is still this one (the one the current password was checked on). */
  expectedHash?: string,
): Promise<boolean> {
  const rows = await db.query<{ consumer_no: string }>(
    `update consumers set password_hash = $2, password_changed_at = now(), failed_attempts = 0,
            locked_until = null
      where consumer_no = $1 and ($3::text is null or password_hash = $3)
      returning consumer_no`,
    [consumerNo, passwordHash, expectedHash ?? null],
  );
  return rows.length > 0;
}

/** Revokes every refresh chain and access token of a shopper except one chain (or all). */
export async function revokeChainsOf(
  db: Queryable,
  consumerNo: string,
  keepFamily: string | null,
): Promise<void> {
  await db.query(
    `update refresh_tokens set revoked_at = now()
      where consumer_no = $1 and revoked_at is null and family_id is distinct from $2`,
    [consumerNo, keepFamily],
  );
  await db.query(
    `update shopper_sessions set revoked_at = now()
      where consumer_no = $1 and revoked_at is null and family_id is distinct from $2`,
    [consumerNo, keepFamily],
  );
}

export async function insertPasswordReset(
  db: Queryable,
  reset: { tokenHash: string; consumerNo: string; expiresAt: Date },
): Promise<void> {
  await db.query(
    "insert into password_resets (token_hash, consumer_no, expires_at) values ($1, $2, $3)",
    [reset.tokenHash, reset.consumerNo, reset.expiresAt.toISOString()],
  );
}

/** Spends a reset link: answers its shopper, or null when unknown, used or expired. */
export async function redeemPasswordReset(
  db: Queryable,
  tokenHash: string,
): Promise<string | null> {
  const [row] = await db.query<{ consumer_no: string }>(
    `update password_resets set used_at = now()
      where token_hash = $1 and used_at is null and expires_at > now()
      returning consumer_no`,
    [tokenHash],
  );
  return row?.consumer_no ?? null;
}

/** The shopper of a reset link that still works, without spending it. */
export async function selectLivePasswordReset(
  db: Queryable,
  tokenHash: string,
): Promise<string | null> {
  const [row] = await db.query<{ consumer_no: string }>(
    "select consumer_no from password_resets where token_hash = $1 and used_at is null and expires_at > now()",
    [tokenHash],
  );
  return row?.consumer_no ?? null;
}

/**
 * A refresh in one statement (one round trip, atomic without a transaction): spends the
 * token and writes the next access and refresh tokens of its chain. Null when the token was
 * not live (unknown, expired, spent or revoked: `useRefreshToken` tells which).
 */
export async function rotateRefreshToken(
  db: Queryable,
  tokens: {
    spentHash: string;
    accessHash: string;
    accessExpiresAt: Date;
    refreshHash: string;
    refreshExpiresAt: Date;
  },
): Promise<(ConsumerRow & { family_id: string }) | null> {
  const [row] = await db.query<ConsumerRow & { family_id: string }>(
    `with spent as (
       update refresh_tokens set used_at = now()
        where token_hash = $1 and used_at is null and revoked_at is null and expires_at > now()
        returning family_id, consumer_no),
     who as (
       select ${CONSUMER_COLUMNS.replace(/\bconsumer_no\b/, "c.consumer_no")}, spent.family_id
         from spent join consumers c on c.consumer_no = spent.consumer_no),
     access as (
       insert into shopper_sessions (token_hash, consumer_no, consumer_type, expires_at, family_id)
       select $2, consumer_no, consumer_type, $3, family_id from who returning 1),
     next as (
       insert into refresh_tokens (token_hash, family_id, consumer_no, expires_at)
       select $4, family_id, consumer_no, $5 from who returning 1)
     select who.* from who where (select count(*) from access) = 1 and (select count(*) from next) = 1`,
    [
      tokens.spentHash,
      tokens.accessHash,
      tokens.accessExpiresAt.toISOString(),
      tokens.refreshHash,
      tokens.refreshExpiresAt.toISOString(),
    ],
  );
  return row ?? null;
}
