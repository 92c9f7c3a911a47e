// One demo account per role (issue 4 roles), listed in README.md. Only the demo seed makes
// them (`npm run seed` and the first start), never migrations or the test databases.
import type { Currency, Program } from "@ridgeline/contract";
import type { Db, Queryable } from "../server/src/platform/database/db.types";
import { randomBytes } from "node:crypto";
import { hashPassword, type PasswordCost } from "../server/src/platform/security/passwords";
import { createLoyaltyService } from "../server/src/modules/loyalty/loyalty.service";
import { upsertCredential } from "../server/src/modules/programs/associates.tables";
import { upsertMembership } from "../server/src/modules/programs/programs.tables";

/** Every demo shopper signs in with this password (the README says so). */
export const DEMO_PASSWORD = "Ridgeline-Demo1";

/**
 * Demo passwords are public, so they are hashed cheaply (2^12) to keep the first start quick;
 * sign-in upgrades a hash to the configured cost on first use (decision 0019).
 */
const DEMO_HASH_COST: PasswordCost = { logN: 12, r: 8, p: 1 };

export interface DemoShopper {
  role: string;
  consumerNo: string;
  email: string;
  firstName: string;
  lastName: string;
  consumerType: "REGISTERED" | "EMPLOYEE";
  phone: string;
  /** A programme membership and what was spent this calendar year, in minor units. */
  program?: {
    program: Program;
    identityId: string;
    allowanceKind: "CAP" | "CREDIT";
    allowanceMinor: number;
    spentMinor: number;
    currency: Currency;
  };
  /** A loyalty member with this points balance (booked once, however often the seed runs). */
  loyaltyPoints?: number;
}

const shopper = (
  role: string,
  n: number,
  firstName: string,
  lastName: string,
  extra: Partial<DemoShopper> = {},
): DemoShopper => ({
  role,
  consumerNo: `CDEMO${String(n).padStart(12, "0")}`,
  email: `demo-${role.toLowerCase().replace(/\W+/g, "-")}@ridgeline.example`,
  firstName,
  lastName,
  consumerType: "REGISTERED",
  phone: `+1303555${String(1000 + n)}`,
  ...extra,
});

export const DEMO_SHOPPERS: readonly DemoShopper[] = [
  shopper("consumer", 1, "Casey", "Walker"),
  // 1,250 points: enough for the 1,000-point voucher, with a welcome code still unused.
  shopper("loyalty", 2, "Logan", "Reyes", { loyaltyPoints: 1250 }),
  shopper("employee", 3, "Emma", "Fischer", {
    consumerType: "EMPLOYEE",
    program: {
      program: "EMPLOYEE",
      identityId: "EMP-100423",
      allowanceKind: "CAP",
      allowanceMinor: 150_000,
      spentMinor: 42_000,
      currency: "USD",
    },
  }),
  shopper("athlete", 4, "Avery", "Chen", {
    program: {
      program: "ATHLETE",
      identityId: "ATH-20931",
      allowanceKind: "CREDIT",
      allowanceMinor: 200_000,
      spentMinor: 65_000,
      currency: "USD",
    },
  }),
  shopper("wranx", 5, "Wes", "Hughes", {
    program: {
      program: "WRANX",
      identityId: "WRX-55102",
      allowanceKind: "CAP",
      allowanceMinor: 300_000,
      spentMinor: 125_000,
      currency: "USD",
    },
  }),
  shopper("ipa", 6, "Iris", "Jensen", {
    program: {
      program: "IPA",
      identityId: "IPA-8841",
      allowanceKind: "CAP",
      allowanceMinor: 250_000,
      spentMinor: 30_000,
      currency: "USD",
    },
  }),
];

/** The demo associate: a seeded employee of the Boulder store (seed/store-employees.ts). */
export const DEMO_ASSOCIATE = {
  storeId: "0101",
  storeEmployeeId: "E010101",
  secret: "Boulder-0101",
} as const;

async function upsertShopper(tx: Queryable, account: DemoShopper, passwordHash: string) {
  await tx.query(
    `insert into consumers (consumer_no, email, email_key, password_hash, consumer_type,
       first_name, last_name, birth_date, phone, postal_code, site_id)
     values ($1, $2, $3, $4, $5, $6, $7, '1990-05-14', $8, '80302', 'US')
     on conflict (consumer_no) do update
       set email = excluded.email, email_key = excluded.email_key,
           password_hash = excluded.password_hash, consumer_type = excluded.consumer_type,
           first_name = excluded.first_name, last_name = excluded.last_name,
           failed_attempts = 0, locked_until = null, employee_terms_accepted_at = null`,
    [
      account.consumerNo,
      account.email,
      account.email.toLowerCase(),
      passwordHash,
      account.consumerType,
      account.firstName,
      account.lastName,
      account.phone,
    ],
  );
}

/**
 * Creates (or resets) the demo accounts: shoppers with their programme spend of the current
 * year, the loyalty member with points, and the demo associate's secret. Answers how many
 * accounts it wrote.
 */
export async function loadDemoAccounts(db: Db, options: { now?: Date } = {}): Promise<number> {
  const year = (options.now ?? new Date()).getUTCFullYear();
  const passwordHash = await hashPassword(DEMO_PASSWORD, DEMO_HASH_COST);
  const secretHash = await hashPassword(DEMO_ASSOCIATE.secret, DEMO_HASH_COST);
  // Only enrolment and points are used: the token key is never needed here.
  const loyalty = createLoyaltyService({ db, tokenKey: randomBytes(32) });
  await db.transaction(async (tx) => {
    for (const account of DEMO_SHOPPERS) {
      await upsertShopper(tx, account, passwordHash);
      if (account.loyaltyPoints) {
        await loyalty.enrol(tx, account.consumerNo, { source: "DEMO_SEED" });
        await loyalty.earnPoints(
          account.consumerNo,
          { points: account.loyaltyPoints, reason: "BONUS", reference: "DEMO-SEED" },
          tx,
        );
      }
      const program = account.program;
      if (!program) continue;
      await upsertMembership(tx, { consumerNo: account.consumerNo, ...program });
      await tx.query(
        `insert into program_spend (consumer_no, program, year, spent_minor)
         values ($1, $2, $3, $4)
         on conflict (consumer_no, program, year) do update set spent_minor = excluded.spent_minor`,
        [account.consumerNo, program.program, year, program.spentMinor],
      );
    }
    await upsertCredential(tx, {
      storeId: DEMO_ASSOCIATE.storeId,
      storeEmployeeId: DEMO_ASSOCIATE.storeEmployeeId,
      secretHash,
    });
  });
  return DEMO_SHOPPERS.length + 1;
}
