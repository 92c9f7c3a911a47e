/**
 * Limits of the help forms (issue 14 point 7), shared by the API's schemas and the pages' inputs
 * (`maxLength`), so the browser stops a shopper where the server would.
 */
export const HELP_LIMITS = {
  nameMax: 80,
  messageMin: 10,
  messageMax: 2000,
  issueMin: 10,
  issueMax: 2000,
  eventNameMax: 50,
} as const;

/** A contact case's number: `C-{site}-{six digits}`, per site and without gaps (`C-US-000123`). */
export const CASE_NUMBER_PATTERN = /^C-[A-Z-]{2,8}-\d{6,}$/;

/** A warranty claim's number: `W-{site}-{six digits}`. */
export const CLAIM_NUMBER_PATTERN = /^W-[A-Z-]{2,8}-\d{6,}$/;

/** An event's id in its page's URL (`/{locale}/events/{eventId}`). */
export const EVENT_ID_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** The genders the event form offers (as sign-up's: female, male, another or not said). */
export const EVENT_GENDERS = ["F", "M", "X"] as const;
