import type { PageMessages } from "../../lib/i18n";
import type {
  CallResult,
  ConsumerProfileView,
  GET_BOT_CHALLENGE,
  RetrievedUserData,
  SignUpRules,
  WelcomePromo,
} from "@ridgeline/contract";
import type { AuthProblem } from "./auth-form.server";
import type { EnrolSource, EnrolStep } from "./enrolment";

// The auth pages' data and answers, which the sign-in dialog and the enrolment load and post
// to as well: their components need these shapes, never the pages' route modules.

/** A bot-check challenge as the API gives it; its answer goes with the form. */
export type BotChallenge = CallResult<typeof GET_BOT_CHALLENGE>["data"];

/** A guest order a sign-in or sign-up brings into the account: its number and secret. */
export interface CarriedOrder {
  orderNo: string;
  st: string;
}

/** The sign-in page's data; `bot` is null only on the dialog's reload after signing in. */
export interface SignInData {
  /** Where signing in goes when it works. */
  next: string;
  /** The guest order the page's link asked to keep (from its confirmation), or null. */
  order?: CarriedOrder | null;
  /** The e-mail a form that needed an account carried here (the newsletter block), or "". */
  email?: string;
  bot: BotChallenge | null;
  /** The sign-in forms' texts (the header's dialog has no page of its own to bring them). */
  messages: PageMessages;
}

/** The sign-up page's data: creating the account is checked, and so is the sign-in after it. */
export interface SignUpData {
  next: string;
  order?: CarriedOrder | null;
  rules: SignUpRules;
  bot: { register: BotChallenge; login: BotChallenge } | null;
  messages: PageMessages;
}

/** What signing in answers a dialog or the enrolment: refused, or signed in. */
export type SignInAnswer =
  | AuthProblem
  /** merged: the guest's bag joined one the shopper had, with more items ("cart items merged"). */
  | { done: "signedIn"; completeProfile: boolean; merged: boolean };

/** What signing up answers a dialog or the enrolment: refused, or the account created. */
export type SignUpAnswer = AuthProblem | { done: "accountCreated" };

/** What asking for a password reset answers: refused, or the e-mail sent. */
export type ForgotAnswer = AuthProblem | { sent: true; email: string };

/** The enrolment signed out: lookup, sign-in, sign-up or forgot password. */
export interface EnrolAccountData {
  kind: "account";
  step: EnrolStep;
  source: EnrolSource;
  rules: SignUpRules;
  /** The account an invitation link names, when the link was good. */
  invited: RetrievedUserData | null;
  badLink: boolean;
  bot: { login: BotChallenge; register: BotChallenge | null } | null;
  messages: PageMessages;
}

/** The enrolment signed in: the complete-profile steps. */
export interface EnrolProfileData {
  kind: "profile";
  step: EnrolStep;
  source: EnrolSource;
  rules: SignUpRules;
  profile: ConsumerProfileView;
  /** The welcome offer of a new loyalty member, on the welcome and success steps. */
  promo: WelcomePromo | null;
  messages: PageMessages;
}

/** The enrolment page's data. */
export type EnrolData = EnrolAccountData | EnrolProfileData;

/**
 * An account form the API refused (an account page's or the enrolment's), as its page shows it:
 * the code and the field it names.
 */
export interface AccountProblem {
  intent: string;
  errorId: string;
  field: string | null;
  values: Record<string, string>;
}
