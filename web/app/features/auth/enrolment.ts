/**
 * The enrolment flow of 000 §2 and §4, as pure rules the route and its tests share: the steps,
 * where the flow starts, and the query parameters it reads and carries from step to step.
 */

/** The account steps (signed out), then the complete-profile steps 0 to 5 (signed in). */
export const ACCOUNT_STEPS = ["lookup", "signin", "signup", "forgot"] as const;
export const PROFILE_STEPS = [
  "non-loyalty",
  "welcome",
  "mobile",
  "profile",
  "interests",
  "success",
] as const;
export type AccountStep = (typeof ACCOUNT_STEPS)[number];
export type ProfileStep = (typeof PROFILE_STEPS)[number];
export type EnrolStep = AccountStep | ProfileStep;

/** The steps with a progress marker: the three that ask for details. */
export const DETAIL_STEPS = ["mobile", "profile", "interests"] as const satisfies ProfileStep[];

function isOneOf<T extends string>(list: readonly T[], value: string | null): value is T {
  return value !== null && (list as readonly string[]).includes(value);
}

/** What the flow knows of the shopper when it picks a step. */
export type EnrolShopper =
  | { signedIn: false }
  | {
      signedIn: true;
      phone: string | null;
      isLoyaltyMember: boolean;
      /** 000 §4: an e-mail but no phone, first or last name, postal code or birth date. */
      partiallyEnrolled: boolean;
    };

/**
 * 000 §4: lookup when signed out, the mobile step when signed in without a phone, the profile
 * step when signed in with one.
 */
export function startStep(shopper: EnrolShopper): EnrolStep {
  if (!shopper.signedIn) return "lookup";
  return shopper.phone ? "profile" : "mobile";
}

/**
 * The step to show for a requested one: signed out only the account steps; signed in only the
 * profile steps, where "non-loyalty" (the loyalty offer to an account that is not a member) and
 * "welcome" (the member's welcome promo) only make sense for a non-member and a member; a
 * member whose profile is complete (not partially enrolled, §4) who signs in within the flow
 * is done. Anything else starts where §4 says.
 */
export function stepToShow(requested: string | null, shopper: EnrolShopper): EnrolStep {
  if (!shopper.signedIn) return isOneOf(ACCOUNT_STEPS, requested) ? requested : "lookup";
  if (!isOneOf(PROFILE_STEPS, requested)) return startStep(shopper);
  if (requested === "non-loyalty" && shopper.isLoyaltyMember)
    return shopper.partiallyEnrolled ? startStep(shopper) : "success";
  if (requested === "welcome" && !shopper.isLoyaltyMember) return startStep(shopper);
  return requested;
}

/** The query parameters of 000 §2 the flow reads, checked; bad values are left out. */
export interface EnrolSource {
  /** enrollment_marketing_source: where the enrolment came from (a campaign). */
  marketingSource?: string;
  /** referral_code: a member's referral. */
  referralCode?: string;
  /** storeNum: the store that sent the shopper. */
  storeNum?: string;
  /** leadSource: how the shopper was acquired. */
  leadSource?: string;
  /** consumerId with email: an enrolment link naming an account (prefilled, retrieveUserData). */
  consumerId?: string;
  /** email: the address looked up (from the `rl_enrol` cookie; old links carry it in the query). */
  email?: string;
}

const QUERY_NAMES = {
  marketingSource: "enrollment_marketing_source",
  referralCode: "referral_code",
  storeNum: "storeNum",
  leadSource: "leadSource",
  consumerId: "consumerId",
  email: "email",
} as const satisfies Record<keyof EnrolSource, string>;

const CODE = /^[A-Za-z0-9_-]{1,40}$/;
const STORE = /^[A-Za-z0-9_-]{1,12}$/;
const EMAIL = /^[^\s@]{1,64}@[^\s@]{1,99}$/;
const CHECKS: Record<keyof EnrolSource, RegExp> = {
  marketingSource: CODE,
  referralCode: CODE,
  storeNum: STORE,
  leadSource: CODE,
  consumerId: CODE,
  email: EMAIL,
};

/** Whether a value is an e-mail the flow carries (query of an old link, or its cookie). */
export function isEnrolEmail(value: string): boolean {
  return value.length <= 100 && EMAIL.test(value);
}

/** Reads the flow's parameters from a query; a value that is not well-formed is ignored. */
export function readEnrolSource(query: URLSearchParams): EnrolSource {
  const source: EnrolSource = {};
  for (const key of Object.keys(QUERY_NAMES) as (keyof EnrolSource)[]) {
    const value = query.get(QUERY_NAMES[key])?.trim() ?? "";
    if (value.length <= 100 && CHECKS[key].test(value)) source[key] = value;
  }
  return source;
}

/**
 * The flow's page for a step, carrying the parameters, except the e-mail: that goes from step
 * to step in the httpOnly `rl_enrol` cookie (issue 11, point 11), never in a URL that ends up
 * in history, logs and referrers.
 */
export function enrolPath(
  locale: string,
  step: EnrolStep | null,
  source: EnrolSource,
  extra: Record<string, string> = {},
): string {
  const query = new URLSearchParams();
  if (step) query.set("step", step);
  for (const key of Object.keys(QUERY_NAMES) as (keyof EnrolSource)[]) {
    const value = source[key];
    if (value && key !== "email") query.set(QUERY_NAMES[key], value);
  }
  for (const [name, value] of Object.entries(extra)) query.set(name, value);
  const text = query.toString();
  return text ? `/${locale}/enrol?${text}` : `/${locale}/enrol`;
}

/** The sign-up payload's `source` (000 §3) from the flow's parameters. */
export function signUpSource(source: EnrolSource): {
  store?: string;
  acquisitionType?: string;
  campaignName?: string;
} {
  return {
    ...(source.storeNum ? { store: source.storeNum } : {}),
    ...(source.leadSource ? { acquisitionType: source.leadSource } : {}),
    ...(source.marketingSource ? { campaignName: source.marketingSource } : {}),
  };
}

/** Interests as the profile stores them (000 §3: pipe-separated), from a form's ticked boxes. */
export function joinInterests(ticked: readonly string[], known: readonly string[]): string {
  return known.filter((interest) => ticked.includes(interest)).join("|");
}

/** The interests of a stored pipe-separated string. */
export function splitInterests(stored: string): string[] {
  return stored.split("|").filter(Boolean);
}
