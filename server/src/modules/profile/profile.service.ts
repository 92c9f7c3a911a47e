import {
  signUpRulesFor,
  type ConsumerLookup,
  type ConsumerProfileView,
  type EnrolConsumerBody,
  type ProfileDetailsInput,
  type ProfilePreferencesInput,
  type RetrievedUserData,
} from "@ridgeline/contract";
import type { Db, Queryable } from "../../platform/database/db.types";
import { AppError } from "../../platform/errors/app-error";
import { ADDRESS_WINDOW_MS, createAddressLimiter } from "../../platform/http/address-limiter";
import type { RateLimits } from "../../platform/rate-limit/rate-limits";
import { registeredShopper, type RequestScope } from "../../platform/http/request-scope";
import type { AddressesService } from "../addresses";
import {
  checkBirthDate,
  checkName,
  checkPhone,
  EMAIL_PATTERN,
  emailKey,
  type AccountsService,
  type DetailChanges,
} from "../identity";
import type { LoyaltyService } from "../loyalty";
import type { ProgramsService } from "../programs";
import type { SubscriptionsService } from "../subscriptions";
import { checkPostalCode, checkShoeSize, given, parseInterests } from "./profile.helpers";
import { selectPreferences, upsertPreferences } from "./profile.tables";

type Consents = NonNullable<EnrolConsumerBody["consumerProfile"]["subscriptions"]>;

export interface ProfileService {
  /** GET /consumers-v3/consumer: PRO404 when the account is gone. */
  get(consumerNo: string, withLoyalty: boolean): Promise<ConsumerProfileView>;
  /** PUT: all-empty values change nothing and answer the current profile. */
  update(
    scope: RequestScope,
    input: { consumerDetails?: ProfileDetailsInput; preferences?: ProfilePreferencesInput },
    withLoyalty: boolean,
  ): Promise<ConsumerProfileView>;
  /** POST: an enrolment completion (details, preferences, consents, loyalty) in one commit. */
  enrol(
    scope: RequestScope,
    input: EnrolConsumerBody["consumerProfile"],
  ): Promise<ConsumerProfileView>;
  /** GET …/lookup: whether an account and a membership exist for an e-mail (rate-limited). */
  lookup(email: string, clientAddress: string): Promise<ConsumerLookup>;
  /** POST …/retrieveUserData: the prefill of an enrolment link, only when id and e-mail match. */
  retrieveUserData(
    input: { consumerId: string; email: string },
    clientAddress: string,
  ): Promise<RetrievedUserData>;
}

interface Changes {
  details: DetailChanges;
  preferences: { interests?: string; preferredShoeSize?: string | null };
}

const isEmpty = (changes: Changes) =>
  Object.keys(changes.details).length === 0 && Object.keys(changes.preferences).length === 0;

const isUniqueViolation = (error: unknown) =>
  typeof error === "object" && error !== null && "code" in error && error.code === "23505";

export function createProfileService(deps: {
  db: Db;
  accounts: AccountsService;
  loyalty: LoyaltyService;
  subscriptions: SubscriptionsService;
  addresses: AddressesService;
  programs: ProgramsService;
  /** Look-ups one network address may make per 10 minutes (the sign-in limit's size). */
  attemptsPerAddress: number;
  /** The shop's rate-limit counters (per-address limits). */
  limits: RateLimits;
  now?: () => Date;
}): ProfileService {
  const { db, loyalty } = deps;
  const now = deps.now ?? (() => new Date());
  const limitAddress = createAddressLimiter(deps.limits, {
    name: "consumer-lookup-address",
    limit: deps.attemptsPerAddress,
    windowMs: ADDRESS_WINDOW_MS,
    message: "Too many look-ups from this network. Please try again later.",
  });

  async function get(consumerNo: string, withLoyalty: boolean): Promise<ConsumerProfileView> {
    const account = await deps.accounts.profile(consumerNo);
    const programs = await deps.programs.details(consumerNo);
    const addresses = await deps.addresses.listAddresses(consumerNo);
    const preferences = await selectPreferences(db, consumerNo);
    const member = await loyalty.membership(consumerNo);
    const subscriptions = await deps.subscriptions.of(consumerNo);
    return {
      ...account,
      consumerDetails: { ...account.consumerDetails, ...programs, addresses },
      isLoyaltyMember: member !== null,
      loyaltyOptInDate: member?.optInDate ?? null,
      preferences: {
        interests: preferences?.interests ?? "",
        preferredShoeSize: preferences?.preferred_shoe_size ?? null,
      },
      subscriptions,
      ...(withLoyalty
        ? {
            memberId: member?.memberId ?? null,
            loyaltySummary: member && { points: { balance: member.balance } },
          }
        : {}),
    };
  }

  /** The checked changes a save asks for; values equal to the current ones are left out. */
  function changesOf(
    current: ConsumerProfileView,
    country: string,
    details: ProfileDetailsInput = {},
    preferences: ProfilePreferencesInput = {},
  ): Changes {
    const rules = signUpRulesFor(country);
    const now_ = now();
    const out: Changes = { details: {}, preferences: {} };
    const was = current.consumerDetails;
    const required = (field: string) =>
      new AppError("VAL400", { field, message: `${field}: This field is required.` });

    for (const field of ["firstName", "lastName"] as const) {
      const value = given(details[field]);
      if (value.kind === "clear") throw required(field);
      if (value.kind === "set") {
        const name = checkName(field, value.value);
        if (name !== was[field])
          out.details[field === "firstName" ? "first_name" : "last_name"] = name;
      }
    }
    const email = given(details.email);
    if (email.kind === "set" && emailKey(email.value) !== emailKey(was.email))
      throw new AppError("PRO418", {
        field: "email",
        message: "email: The account's e-mail cannot be changed here.",
      });

    const phone = given(details.phone);
    if (phone.kind === "clear") {
      if (rules.phoneRequired) throw required("phone");
      if (was.phone !== null) out.details.phone = null;
    } else if (phone.kind === "set") {
      const stored = checkPhone(phone.value, country);
      if (stored !== was.phone) out.details.phone = stored;
    }

    const postal = given(details.postalCode);
    if (postal.kind === "clear" && was.postalCode !== null) out.details.postal_code = null;
    if (postal.kind === "set") {
      const code = checkPostalCode(postal.value);
      if (code !== was.postalCode) out.details.postal_code = code;
    }

    const birth = given(details.birthDate);
    if (birth.kind === "clear") {
      if (rules.birthDateRequired) throw new AppError("PRO411", { field: "birthDate" });
      if (was.birthDate !== null) out.details.birth_date = null;
    } else if (birth.kind === "set") {
      const date = checkBirthDate(birth.value, country, now_);
      if (date !== was.birthDate) out.details.birth_date = date;
    }

    const gender = given(details.gender);
    if (gender.kind === "clear") {
      if (rules.genderRequired) throw required("gender");
      if (was.gender !== null) out.details.gender = null;
    } else if (gender.kind === "set" && gender.value !== was.gender) {
      out.details.gender = gender.value;
    }

    const interests = given(preferences.interests);
    if (interests.kind === "clear" && current.preferences.interests !== "")
      out.preferences.interests = "";
    if (interests.kind === "set") {
      const value = parseInterests(interests.value);
      if (value !== current.preferences.interests) out.preferences.interests = value;
    }
    const size = given(preferences.preferredShoeSize);
    if (size.kind === "clear" && current.preferences.preferredShoeSize !== null)
      out.preferences.preferredShoeSize = null;
    if (size.kind === "set") {
      const value = checkShoeSize(size.value);
      if (value !== current.preferences.preferredShoeSize)
        out.preferences.preferredShoeSize = value;
    }
    return out;
  }

  /** Writes checked changes in `tx`; AUT444 when the phone is another account's. */
  async function write(tx: Queryable, consumerNo: string, changes: Changes): Promise<void> {
    await deps.accounts.updateDetails(tx, consumerNo, changes.details);
    if (Object.keys(changes.preferences).length > 0)
      await upsertPreferences(tx, consumerNo, changes.preferences);
  }

  /** Runs a profile transaction; a phone taken meanwhile (unique index) is AUT444 too. */
  async function transact(work: (tx: Queryable) => Promise<void>): Promise<void> {
    try {
      await db.transaction(work);
    } catch (error) {
      if (isUniqueViolation(error)) throw new AppError("AUT444", { field: "phone" });
      throw error;
    }
  }

  return {
    get,

    async update(scope, input, withLoyalty) {
      const { consumerNo } = registeredShopper(scope);
      const current = await get(consumerNo, false);
      const changes = changesOf(
        current,
        scope.site.country,
        input.consumerDetails,
        input.preferences,
      );
      if (!isEmpty(changes)) await transact((tx) => write(tx, consumerNo, changes));
      return get(consumerNo, withLoyalty);
    },

    async enrol(scope, input) {
      const { consumerNo } = registeredShopper(scope);
      const current = await get(consumerNo, false);
      const country = scope.site.country;
      const changes = changesOf(current, country, input.consumerDetails, input.preferences);
      const consents: Consents = input.subscriptions ?? {};
      const joins = input.enrollments?.loyalty === true || consents.loyaltyEnrollment === true;
      const birthDate =
        changes.details.birth_date !== undefined
          ? changes.details.birth_date
          : current.consumerDetails.birthDate;
      if (joins && !birthDate && signUpRulesFor(country).birthDateRequired)
        throw new AppError("PRO411", { field: "birthDate" });
      const phone =
        changes.details.phone !== undefined ? changes.details.phone : current.consumerDetails.phone;
      await transact(async (tx) => {
        await write(tx, consumerNo, changes);
        await deps.subscriptions.subscribeAtSignUp(
          consumerNo,
          consents,
          scope.site,
          { email: current.consumerDetails.email, phone },
          tx,
        );
        if (joins)
          await loyalty.enrol(tx, consumerNo, {
            source: input.enrollments?.source ?? "PROFILE",
            referralCode: input.enrollments?.referralCode ?? null,
          });
      });
      return get(consumerNo, true);
    },

    async lookup(email, clientAddress) {
      await limitAddress(clientAddress);
      if (!EMAIL_PATTERN.test(email)) throw new AppError("AUT453", { field: "email" });
      const consumerNo = await deps.accounts.findByEmail(email);
      const member = consumerNo && (await loyalty.membership(consumerNo));
      return { email, accountExists: consumerNo !== null, isLoyaltyMember: !!member };
    },

    async retrieveUserData(input, clientAddress) {
      await limitAddress(clientAddress);
      const view = await get(input.consumerId, false).catch((error: unknown) => {
        if (error instanceof AppError && error.errorId === "PRO404") return null;
        throw error;
      });
      // One answer for "no such id" and "wrong e-mail": the pair is the secret of the link.
      if (!view || emailKey(view.consumerDetails.email) !== emailKey(input.email))
        throw new AppError("PRO404", { message: "No enrolment matches this link." });
      return {
        consumerId: view.consumerNo,
        email: view.consumerDetails.email,
        firstName: view.consumerDetails.firstName,
        isLoyaltyMember: view.isLoyaltyMember,
        enrollmentComplete: view.isLoyaltyMember && !view.partiallyEnrolled,
      };
    },
  };
}
