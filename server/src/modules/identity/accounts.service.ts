import { createHash, randomBytes } from "node:crypto";
import {
  brokenPasswordRules,
  EARLIEST_BIRTH_DATE,
  NAME_PATTERN,
  signUpRulesFor,
  consentRecipients,
  type ConsumerProfile,
  type ProgramDetails,
  type SignUpBody,
} from "@ridgeline/contract";
import type { Db, Queryable } from "../../platform/database/db.types";
import { AppError } from "../../platform/errors/app-error";
import { ADDRESS_WINDOW_MS, createAddressLimiter } from "../../platform/http/address-limiter";
import type { RateLimits } from "../../platform/rate-limit/rate-limits";
import type { BotVerifier } from "../../platform/bot/bot-check";
import type { EventBus } from "../../platform/events/event-bus";
import type { SiteScope } from "../../platform/http/request-scope";
import { phoneTakenByOther, updateDetails, type DetailChanges } from "./consumer-details.tables";
import {
  insertAuthCode,
  insertConsumer,
  recordFailedSignIn,
  recordSuccessfulSignIn,
  selectConsumerByEmail,
  selectProfile,
} from "./consumers.tables";
import { normalisePhone } from "../utilities";
import {
  hashPassword,
  needsRehash,
  verifyPassword,
  type PasswordCost,
} from "../../platform/security/passwords";

/** Sign-in lockout (000 §8 AUT426, AUT423): the fifth failure locks for 15 minutes. */
export const LOCKOUT = { maxAttempts: 5, lockSeconds: 15 * 60 } as const;
/** How long a sign-in's authorization code can be exchanged. */
export const AUTH_CODE_SECONDS = 60;
/** A profile as the account knows it: without the programmes' fields and the addresses. */
export type { DetailChanges };

export type AccountProfile = Omit<ConsumerProfile, "consumerDetails"> & {
  consumerDetails: Omit<ConsumerProfile["consumerDetails"], keyof ProgramDetails | "addresses">;
};
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

export interface AccountsService {
  signUp(
    body: SignUpBody,
    site: SiteScope,
  ): Promise<{ consumerNo: string; email: string; firstName: string; accountCreated: true }>;
  signIn(
    input: {
      username: string;
      password: string;
      codeChallenge: string;
      recaptcha_response?: string | undefined;
    },
    clientAddress: string,
  ): Promise<{ authorizationCode: string; expiresIn: number }>;
  /**
   * The account's part of the signed-in shopper's profile (the profile area adds programmes
   * and addresses); PRO404 when the account is gone.
   */
  profile(consumerNo: string): Promise<AccountProfile>;
  /** The consumer number of the account with this e-mail (any case), or null. */
  findByEmail(email: string): Promise<string | null>;
  /**
   * Saves checked profile details in the caller's transaction: AUT444 when another account
   * holds the phone, PRO404 when the account is gone.
   */
  updateDetails(tx: Queryable, consumerNo: string, changes: DetailChanges): Promise<void>;
}

export const emailKey = (email: string) => email.trim().toLowerCase();
export const hashCode = (code: string) => createHash("sha256").update(code).digest("hex");

/** A first or last name as stored (000 §5), or VAL400 naming the field. */
export function checkName(field: "firstName" | "lastName", value: string): string {
  const name = value.trim().replace(/\s+/g, " ");
  if (name.length < 2 || name.length > 30 || !NAME_PATTERN.test(name))
    throw new AppError("VAL400", { field, message: "Name is not valid." });
  return name;
}

function checkPassword(password: string): void {
  const broken = brokenPasswordRules(password);
  if (broken.includes("length")) throw new AppError("FE872", { field: "password" });
  if (broken.length > 0)
    throw new AppError("VAL400", {
      field: "password",
      message: `Password does not meet requirements: it needs ${broken
        .map(
          (rule) =>
            ({
              upper: "an upper-case letter",
              lower: "a lower-case letter",
              digit: "a digit",
              length: "8 characters",
            })[rule],
        )
        .join(", ")}.`,
    });
}

/** A YYYY-MM-DD birth date that is real, not before 1900 and old enough for the country. */
export function checkBirthDate(
  value: string | undefined,
  country: string,
  today: Date,
): string | null {
  const rules = signUpRulesFor(country);
  if (!value) {
    if (rules.birthDateRequired) throw new AppError("PRO411", { field: "birthDate" });
    return null;
  }
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  const date = match
    ? new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])))
    : null;
  if (!date || date.toISOString().slice(0, 10) !== value)
    throw new AppError("VAL400", {
      field: "birthDate",
      message: "birthDate must be a real date, YYYY-MM-DD.",
    });
  if (value < EARLIEST_BIRTH_DATE)
    throw new AppError("VAL400", {
      field: "birthDate",
      message: "Please enter a valid birth date.",
    });
  const youngest = new Date(today);
  youngest.setUTCFullYear(youngest.getUTCFullYear() - rules.minimalAge);
  if (date > youngest) throw new AppError("PRO410", { field: "birthDate" });
  return value;
}

/** A phone number as +dialCode+number by the country's rules (000 §5), or null when absent. */
export function checkPhone(value: string | undefined, country: string): string | null {
  if (!value?.trim()) {
    if (signUpRulesFor(country).phoneRequired)
      throw new AppError("VAL400", { field: "phone", message: "This field is required." });
    return null;
  }
  // A number written with its own +dial code may be of another country than the site's.
  const compact = value.replace(/[\s().-]/g, "");
  const tries = compact.startsWith("+")
    ? [1, 2, 3].map((length) => compact.slice(0, length + 1))
    : [undefined];
  const results = tries.map((dialCode) =>
    normalisePhone({ phone: value, countryCode: country, dialCode }),
  );
  const phone = results.find((result) => result.ok) ?? results[0];
  if (!phone?.ok)
    throw new AppError("VAL400", {
      field: "phone",
      message: phone?.message ?? "Phone is not valid.",
    });
  return phone.phone;
}

export function createAccountsService(deps: {
  db: Db;
  passwordCost: PasswordCost;
  bot: BotVerifier;
  /** Sign-in attempts one network address may make per 10 minutes, whatever the accounts. */
  attemptsPerAddress: number;
  /** The shop's rate-limit counters (per-address limits). */
  limits: RateLimits;
  /** Sign-ups are told to the other areas (consents become subscriptions, loyalty enrols). */
  events: EventBus;
  now?: () => Date;
}): AccountsService {
  const now = deps.now ?? (() => new Date());
  // Compared against when the e-mail is unknown, so both answers take as long.
  let dummy: Promise<string> | null = null;
  const dummyHash = () =>
    (dummy ??= hashPassword(randomBytes(16).toString("hex"), deps.passwordCost));

  const limitAddress = createAddressLimiter(deps.limits, {
    name: "signin-address",
    limit: deps.attemptsPerAddress,
    windowMs: ADDRESS_WINDOW_MS,
    message: "Too many sign-in attempts from this network. Please try again later.",
  });

  return {
    async signUp(body, site) {
      await deps.bot.verify(body.recaptcha_response, "register");
      const firstName = checkName("firstName", body.firstName);
      const lastName = checkName("lastName", body.lastName);
      const email = body.email.trim();
      if (!EMAIL_PATTERN.test(email)) throw new AppError("AUT453", { field: "email" });
      checkPassword(body.password);
      if (!body.isTermsConfirmed)
        throw new AppError("VAL400", {
          field: "isTermsConfirmed",
          message: "Please accept the terms.",
        });
      const rules = signUpRulesFor(site.country);
      if (rules.genderRequired && !body.gender)
        throw new AppError("VAL400", { field: "gender", message: "This field is required." });
      const birthDate = checkBirthDate(body.birthDate, site.country, now());
      const phone = checkPhone(body.phone, site.country);
      // Refused consents refuse the sign-up: checked here, before anything is saved.
      const consents = consentRecipients(body.subscriptions ?? {}, { email, phone });
      if (!consents.ok) {
        const { errorId, field, message } = consents.problem;
        throw new AppError(errorId, { field, message });
      }
      const consumerNo = `C${randomBytes(8).toString("hex").toUpperCase()}`;
      const passwordHash = await hashPassword(body.password, deps.passwordCost);
      const outcome = await deps.events.transaction(async (tx) => {
        const inserted = await insertConsumer(tx, {
          consumerNo,
          email,
          emailKey: emailKey(email),
          passwordHash,
          firstName,
          lastName,
          birthDate,
          phone,
          postalCode: body.postalCode?.trim() || null,
          gender: body.gender ?? null,
          siteId: site.siteId,
          source: Object.fromEntries(
            Object.entries(body.source ?? {}).filter(
              (entry): entry is [string, string] => !!entry[1],
            ),
          ),
        });
        if (inserted === "created")
          await deps.events.publish(tx, "shopperSignedUp", {
            consumerNo,
            site,
            contact: { email, phone },
            consents: body.subscriptions ?? null,
            loyaltyEnrollment: body.subscriptions?.loyaltyEnrollment === true,
          });
        return inserted;
      });
      if (outcome === "email-taken") throw new AppError("PRO400", { field: "email" });
      if (outcome === "phone-taken") throw new AppError("AUT444", { field: "phone" });
      return { consumerNo, email, firstName, accountCreated: true };
    },

    async signIn(input, clientAddress) {
      await limitAddress(clientAddress);
      await deps.bot.verify(input.recaptcha_response, "login");
      const consumer = await selectConsumerByEmail(deps.db, emailKey(input.username));
      if (!consumer) {
        await verifyPassword(input.password, await dummyHash());
        throw new AppError("AUT401");
      }
      if (consumer.locked) throw new AppError("AUT441");
      if (!(await verifyPassword(input.password, consumer.password_hash))) {
        const failure = await recordFailedSignIn(deps.db, consumer.consumer_no, LOCKOUT);
        if (failure.locked) throw new AppError("AUT423");
        if (failure.attempts === LOCKOUT.maxAttempts - 1) throw new AppError("AUT426");
        throw new AppError("AUT401");
      }
      const rehashed = needsRehash(consumer.password_hash, deps.passwordCost)
        ? await hashPassword(input.password, deps.passwordCost)
        : null;
      await recordSuccessfulSignIn(deps.db, consumer.consumer_no, rehashed);
      const authorizationCode = randomBytes(32).toString("base64url");
      await insertAuthCode(deps.db, {
        codeHash: hashCode(authorizationCode),
        consumerNo: consumer.consumer_no,
        codeChallenge: input.codeChallenge,
        expiresAt: new Date(Date.now() + AUTH_CODE_SECONDS * 1000),
      });
      return { authorizationCode, expiresIn: AUTH_CODE_SECONDS };
    },

    async findByEmail(email) {
      return (await selectConsumerByEmail(deps.db, emailKey(email)))?.consumer_no ?? null;
    },

    async updateDetails(tx, consumerNo, changes) {
      const phone = changes.phone;
      if (phone && (await phoneTakenByOther(tx, consumerNo, phone)))
        throw new AppError("AUT444", { field: "phone" });
      if (!(await updateDetails(tx, consumerNo, changes))) throw new AppError("PRO404");
    },

    async profile(consumerNo) {
      const row = await selectProfile(deps.db, consumerNo);
      if (!row) throw new AppError("PRO404");
      return {
        consumerNo: row.consumer_no,
        consumerType: row.consumer_type,
        consumerDetails: {
          email: row.email,
          firstName: row.first_name,
          lastName: row.last_name,
          phone: row.phone,
          postalCode: row.postal_code,
          birthDate: row.birth_date,
          gender: row.gender,
        },
        isLoyaltyMember: false,
        loyaltyOptInDate: null,
        isEmployeeDiscountTCAccepted: row.employee_terms_accepted,
        partiallyEnrolled: [
          row.phone,
          row.first_name,
          row.last_name,
          row.postal_code,
          row.birth_date,
        ].some((value) => !value),
      };
    },
  };
}
