import type { Queryable } from "../../platform/database/db.types";
import { hashPassword, type PasswordCost } from "../../platform/security/passwords";

/**
 * Demo passwords are public, so they are hashed cheaply (2^12) to keep the first start quick;
 * sign-in upgrades a hash to the configured cost on first use (decision 0019).
 */
const SEED_HASH_COST: PasswordCost = { logN: 12, r: 8, p: 1 };

/** A demo shopper, as seed/demo-accounts.ts describes one. */
export interface ConsumerSeed {
  consumerNo: string;
  email: string;
  passwordHash: string;
  consumerType: "REGISTERED" | "EMPLOYEE";
  firstName: string;
  lastName: string;
  birthDate: string;
  phone: string;
  postalCode: string;
  siteId: string;
}

/** Hashes a demo account's public password or an associate's demo secret, cheaply. */
export function hashSeedPassword(password: string): Promise<string> {
  return hashPassword(password, SEED_HASH_COST);
}

/**
 * Creates a demo shopper, or resets one to its demo state: e-mail, password and names, no
 * lockout, and an employee's terms to accept again.
 */
export async function importConsumerSeed(tx: Queryable, consumer: ConsumerSeed): Promise<void> {
  await tx.query(
    `insert into consumers (consumer_no, email, email_key, password_hash, consumer_type,
       first_name, last_name, birth_date, phone, postal_code, site_id)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)
     on conflict (consumer_no) do update
       set email = excluded.email, email_key = excluded.email_key,
           password_hash = excluded.password_hash, consumer_type = excluded.consumer_type,
           first_name = excluded.first_name, last_name = excluded.last_name,
           failed_attempts = 0, locked_until = null, employee_terms_accepted_at = null`,
    [
      consumer.consumerNo,
      consumer.email,
      consumer.email.toLowerCase(),
      consumer.passwordHash,
      consumer.consumerType,
      consumer.firstName,
      consumer.lastName,
      consumer.birthDate,
      consumer.phone,
      consumer.postalCode,
      consumer.siteId,
    ],
  );
}
