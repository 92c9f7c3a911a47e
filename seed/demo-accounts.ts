// One demo account per role (issue 4 roles), listed in README.md. Only the demo seed makes
// them (`npm run seed` and the first start), never migrations or the test databases.
import type { Currency, Program } from "@ridgeline/contract";
import type { Queryable } from "../server/src/platform/database/db.types";
import { importAddressSeed } from "../server/src/modules/addresses/index";
import { hashSeedPassword, importConsumerSeed } from "../server/src/modules/identity/index";
import { importSavedCardSeed } from "../server/src/modules/payments/index";
import { importLoyaltySeed, importRewardSeed } from "../server/src/modules/loyalty/index";
import { importAssociateSeed, importProgramMemberSeed } from "../server/src/modules/programs/index";

/** Every demo shopper signs in with this password (the README says so). */
export const DEMO_PASSWORD = "Ridgeline-Demo1";

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
  /** Reward codes and cards issued to the account, in USD minor units (reset unspent). */
  rewards?: { kind: "CODE" | "CARD"; reference: string; valueMinor: number }[];
  /**
   * A complete profile's saved delivery address and card (main, reset on each seed): express
   * checkout goes straight to the summary for it (issue 26 point 22).
   */
  saved?: boolean;
}

/** The saved card of a complete demo profile: the sandbox's approved Visa (README "Test cards"). */
export const DEMO_SAVED_CARD = {
  number: "4111111111111111",
  expirationMonth: 12,
  securityCode: "123",
} as const;

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
  shopper("consumer", 1, "Casey", "Walker", {
    saved: true,
    rewards: [
      { kind: "CODE", reference: "CASEY10", valueMinor: 1_000 },
      { kind: "CARD", reference: "7700000000010025", valueMinor: 2_500 },
    ],
  }),
  // 1,250 points: enough for the 1,000-point voucher, with a welcome code still unused.
  shopper("loyalty", 2, "Logan", "Reyes", {
    loyaltyPoints: 1250,
    rewards: [
      { kind: "CODE", reference: "LOGAN15", valueMinor: 1_500 },
      { kind: "CARD", reference: "7700000000020040", valueMinor: 4_000 },
    ],
  }),
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

/** What every demo shopper's account says besides its role's details. */
const DEMO_DETAILS = { birthDate: "1990-05-14", postalCode: "80302", siteId: "US" } as const;

/** The demo associate: a seeded employee of the Boulder store (seed/store-employees.ts). */
export const DEMO_ASSOCIATE = {
  storeId: "0101",
  storeEmployeeId: "E010101",
  secret: "Boulder-0101",
} as const;

/** A complete profile's main delivery address (Boulder, as its profile) and main card. */
async function saveAddressAndCard(tx: Queryable, account: DemoShopper, year: number) {
  await importAddressSeed(tx, {
    addressId: `${account.consumerNo}-A1`,
    consumerNo: account.consumerNo,
    values: {
      approachType: "S",
      firstName: account.firstName,
      lastName: account.lastName,
      addressLine1: "1855 Pearl Street",
      addressLine2: null,
      city: "Boulder",
      province: "CO",
      postalCode: DEMO_DETAILS.postalCode,
      country: "US",
      email: account.email,
      phone: account.phone,
      phoneCode: "+1",
    },
  });
  await importSavedCardSeed(tx, {
    paymentInstrumentId: `${account.consumerNo}-C1`,
    consumerNo: account.consumerNo,
    card: {
      ...DEMO_SAVED_CARD,
      // Valid for years after any seed.
      expirationYear: year + 4,
      holder: `${account.firstName} ${account.lastName}`,
    },
  });
}

/**
 * Creates (or resets) the demo accounts in `tx` (the caller's transaction): shoppers with their
 * programme spend of the current year, the loyalty member with points, and the demo associate's
 * secret. Answers how many accounts it wrote.
 */
export async function loadDemoAccounts(
  tx: Queryable,
  options: { now?: Date } = {},
): Promise<number> {
  const year = (options.now ?? new Date()).getUTCFullYear();
  // Demo passwords are public: the identity area hashes them cheaply, sign-in upgrades them.
  const passwordHash = await hashSeedPassword(DEMO_PASSWORD);
  const secretHash = await hashSeedPassword(DEMO_ASSOCIATE.secret);
  for (const account of DEMO_SHOPPERS) {
    await importConsumerSeed(tx, { ...account, passwordHash, ...DEMO_DETAILS });
    if (account.loyaltyPoints)
      await importLoyaltySeed(tx, {
        consumerNo: account.consumerNo,
        points: account.loyaltyPoints,
      });
    for (const [index, reward] of (account.rewards ?? []).entries())
      await importRewardSeed(tx, {
        rewardId: `${account.consumerNo}-R${index + 1}`,
        consumerNo: account.consumerNo,
        ...reward,
        currency: "USD",
      });
    if (account.saved) await saveAddressAndCard(tx, account, year);
    if (account.program)
      await importProgramMemberSeed(tx, {
        consumerNo: account.consumerNo,
        ...account.program,
        year,
      });
  }
  await importAssociateSeed(tx, {
    storeId: DEMO_ASSOCIATE.storeId,
    storeEmployeeId: DEMO_ASSOCIATE.storeEmployeeId,
    secretHash,
  });
  return DEMO_SHOPPERS.length + 1;
}
