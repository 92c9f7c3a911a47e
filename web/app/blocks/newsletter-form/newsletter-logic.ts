import type { MessageKey } from "../../lib/i18n";

/**
 * The newsletter form's rules (001 §4 "Newsletter form", §5, §7 "Newsletter subscribe"), apart
 * from React so they can be tested on their own.
 */

/** An e-mail address as the form accepts it: something, an @, a domain with a dot. */
const EMAIL = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;

export type EmailProblem = "required" | "invalid";

/** The e-mail is required (001 §5) and its format checked. */
export function emailProblem(value: string): EmailProblem | null {
  const email = value.trim();
  if (email === "") return "required";
  return EMAIL.test(email) && email.length <= 254 ? null : "invalid";
}

export interface NewsletterErrors {
  email?: EmailProblem;
  policy?: "required";
}

/**
 * What stops the form being sent: the e-mail (unless it is the signed-in shopper's own, which
 * is not typed) and the unticked policy box.
 */
export function validateNewsletter(fields: {
  email: string;
  emailLocked: boolean;
  policy: boolean;
}): NewsletterErrors {
  const errors: NewsletterErrors = {};
  const email = fields.emailLocked ? null : emailProblem(fields.email);
  if (email) errors.email = email;
  if (!fields.policy) errors.policy = "required";
  return errors;
}

export const EMAIL_MESSAGES: Record<EmailProblem, MessageKey> = {
  required: "blocks.emailRequired",
  invalid: "blocks.emailInvalid",
};

/** What the personal data tells the form (001 §6): asked of `PersonalData` (see README). */
export interface NewsletterShopper {
  signedIn: boolean;
  /** The signed-in shopper's e-mail: the field is prefilled and disabled. */
  email?: string | null | undefined;
  /** True when the shopper's e-mail newsletter subscription is opted in. */
  newsletterSubscribed?: boolean | undefined;
}

export interface ShopperView {
  /** The e-mail the field shows, fixed: the shopper's own (then it is left out of the call). */
  lockedEmail: string | null;
  /** Already subscribed, and the form is dynamic: heading says so, no policy, no submit. */
  alreadySubscribed: boolean;
}

export function shopperView(shopper: NewsletterShopper | null, dynamic: boolean): ShopperView {
  const signedIn = shopper?.signedIn === true;
  const email = signedIn && shopper.email ? shopper.email : null;
  return {
    lockedEmail: email,
    alreadySubscribed: signedIn && dynamic && shopper.newsletterSubscribed === true,
  };
}

/**
 * A submit that would go as a guest's, whom the subscribe action (an account's preferences)
 * sends to the sign-in page, dropping what they typed: once the page runs and the personal data
 * says "guest", the form opens the sign-in dialog instead. Not known yet (null): sent as it is.
 */
export function sendsAsGuest(shopper: NewsletterShopper | null, hydrated: boolean): boolean {
  return hydrated && shopper !== null && !shopper.signedIn;
}

/**
 * The form's fields as the store's subscribe action reads them (the account preferences'
 * `optin` of the e-mail channel), plus 001 §7's payload for a call that takes it: opt-in,
 * acquisition "Signup" and the page's path as campaign (the typed e-mail is the form's own
 * field). `inline` (only once the page runs) asks the action to answer instead of redirecting,
 * as the sign-in dialog's `mode=dialog` does.
 */
export function subscribeFields(campaignName: string, inline: boolean): Record<string, string> {
  return {
    intent: "optin",
    channel: "email",
    ...(inline ? { mode: "inline" } : {}),
    optIn: "true",
    acquisitionType: "Signup",
    campaignName,
  };
}

/** The store's subscribe action (the account preferences page's). */
export const subscribeAction = (locale: string) => `/${locale}/account/preferences`;

/** An action's answer: done (with what it answered), a refusal, or nothing yet. */
export type FormAnswer =
  | { kind: "done"; data: Record<string, unknown> }
  | { kind: "problem"; errorId: string; field: string | null };

export function readAnswer(data: unknown): FormAnswer | null {
  if (typeof data !== "object" || data === null) return null;
  const record = data as Record<string, unknown>;
  if (typeof record["errorId"] === "string") {
    const field = typeof record["field"] === "string" ? record["field"] : null;
    return { kind: "problem", errorId: record["errorId"], field };
  }
  return "done" in record ? { kind: "done", data: record } : null;
}

/** A refusal in the form's words; a code without words of its own gets the general message. */
export function newsletterErrorKey(errorId: string, field: string | null): MessageKey {
  if (errorId === "VAL400" && field?.includes("recipient")) return "blocks.emailInvalid";
  if (errorId === "API429") return "blocks.tooManyTries";
  if (errorId === "AUT432") return "blocks.signInAgain";
  return "blocks.subscribeFailed";
}

/** The user-data analytics event the subscribe answer feeds (001 §7). */
export function userDataEvent(
  answer: Record<string, unknown>,
  campaignName: string,
): Record<string, unknown> {
  const subscriptions = Array.isArray(answer["subscriptions"]) ? answer["subscriptions"] : [];
  const newsletter = subscriptions.find(
    (row: unknown) =>
      typeof row === "object" &&
      row !== null &&
      (row as Record<string, unknown>)["type"] === "Newsletter" &&
      (row as Record<string, unknown>)["channel"] === "email",
  ) as Record<string, unknown> | undefined;
  return {
    user: {
      newsletterOptIn: newsletter ? newsletter["optin"] === true : true,
      newsletterPending: newsletter ? newsletter["optin"] !== true : false,
      acquisitionType: "Signup",
      campaignName,
    },
  };
}

/** The form's states (001 §4): idle, submitting, success, error; a message clears on demand. */
export type NewsletterStatus = "idle" | "submitting" | "success" | "error";

export function newsletterStatus(input: {
  busy: boolean;
  answer: FormAnswer | null;
  /** The answer the shopper dismissed, or that a route change cleared. */
  cleared: boolean;
}): NewsletterStatus {
  if (input.busy) return "submitting";
  if (!input.answer || input.cleared) return "idle";
  return input.answer.kind === "done" ? "success" : "error";
}
