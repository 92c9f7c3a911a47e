import { HELP_LIMITS } from "@ridgeline/contract";
import type { MessageKey } from "../../lib/i18n";

/**
 * The event signup's rules (001 §4 "Event signup", §5, §6, §7 "Event registration"), apart from
 * React so they can be tested on their own.
 */

const DAY_MS = 24 * 60 * 60 * 1000;
/** Longest event whose days are offered one by one (longer ones list none: every day). */
export const EVENT_DAYS_MAX = 31;

/** Every day of the event, first to last (YYYY-MM-DD, in UTC so server and browser agree). */
export function eventDays(startDate: string, endDate: string): string[] {
  const start = Date.parse(`${startDate}T00:00:00Z`);
  const end = Date.parse(`${endDate}T00:00:00Z`);
  if (Number.isNaN(start) || Number.isNaN(end) || end < start) return [startDate];
  const count = Math.round((end - start) / DAY_MS) + 1;
  if (count > EVENT_DAYS_MAX) return [];
  return Array.from({ length: count }, (_, index) =>
    new Date(start + index * DAY_MS).toISOString().slice(0, 10),
  );
}

/** The attending-day choice shows only for an event of two days or more (001 §5). */
export function offersDayChoice(startDate: string, endDate: string): boolean {
  return eventDays(startDate, endDate).length >= 2;
}

/** A person's name as the registration accepts a guest's (the contract's `plusOne`). */
const NAME = /^[\p{L}][\p{L}\p{M} .'-]*$/u;

/** The guest's name is checked only when filled (001 §5). */
export function guestNameProblem(value: string): "invalid" | null {
  const name = value.trim();
  if (name === "") return null;
  return NAME.test(name) && name.length <= HELP_LIMITS.eventNameMax ? null : "invalid";
}

export interface EventFields {
  email: string;
  firstName: string;
  lastName: string;
  plusOne: string;
  terms: boolean;
}

export type EventField = "email" | "firstName" | "lastName" | "plusOne" | "terms";
export type EventErrors = Partial<Record<EventField, MessageKey>>;

const EMAIL = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;

/** What stops the registration being sent, field by field, in the form's words. */
export function validateEventForm(fields: EventFields, enablePlusOne: boolean): EventErrors {
  const errors: EventErrors = {};
  const email = fields.email.trim();
  if (email === "") errors.email = "blocks.emailRequired";
  else if (!EMAIL.test(email)) errors.email = "blocks.emailInvalid";
  if (fields.firstName.trim() === "") errors.firstName = "blocks.firstNameRequired";
  if (fields.lastName.trim() === "") errors.lastName = "blocks.lastNameRequired";
  if (enablePlusOne && guestNameProblem(fields.plusOne)) errors.plusOne = "blocks.guestNameInvalid";
  if (!fields.terms) errors.terms = "blocks.checkboxRequired";
  return errors;
}

/** The first field the shopper has to correct, in the form's order. */
export function firstProblem(errors: EventErrors): EventField | null {
  const order: EventField[] = ["email", "firstName", "lastName", "plusOne", "terms"];
  return order.find((field) => errors[field]) ?? null;
}

/** Where the signup is (001 §4): account first, then the join form, then the confirmation. */
export type EventStep = "account" | "join" | "confirmed" | "closed";

export function eventStep(input: {
  signedIn: boolean | null;
  registered: boolean;
  closed: boolean;
}): EventStep {
  if (input.registered) return input.closed ? "closed" : "confirmed";
  return input.signedIn === true ? "join" : "account";
}

/** The store's registration action (the event page's), which sends 001 §7's payload. */
export const registerAction = (locale: string, eventId: string) =>
  `/${locale}/events/${encodeURIComponent(eventId)}`;

/** The sign-in and sign-up pages, coming back to this page (step 1 without JavaScript). */
export function accountLinks(locale: string, path: string): { signIn: string; signUp: string } {
  const next = encodeURIComponent(path);
  return { signIn: `/${locale}/sign-in?next=${next}`, signUp: `/${locale}/sign-up?next=${next}` };
}

/** The page's path with its locale (the scope's path may or may not carry it). */
export function pagePath(path: string, locale: string): string {
  const prefix = `/${locale}`;
  if (path === prefix || path.startsWith(`${prefix}/`)) return path;
  return path === "/" ? prefix : `${prefix}${path.startsWith("/") ? path : `/${path}`}`;
}

const BY_FIELD: Record<string, MessageKey> = {
  email: "blocks.emailInvalid",
  firstName: "blocks.nameInvalid",
  lastName: "blocks.nameInvalid",
  plusOne: "blocks.guestNameInvalid",
  phoneNumber: "blocks.phoneInvalid",
  attendingDays: "blocks.daysInvalid",
  eventTermsAccepted: "blocks.checkboxRequired",
};

const BY_CODE: Record<string, MessageKey> = {
  EVT404: "blocks.eventNotFound",
  EVT409: "blocks.eventFull",
  EVT410: "blocks.eventClosed",
  API429: "blocks.tooManyTries",
  AUT432: "blocks.signInAgain",
};

/** A refusal of the registration in the form's words (a field's own, a code's, or general). */
export function eventErrorKey(errorId: string, field: string | null): MessageKey {
  const name = field?.split(".")[0];
  if (errorId === "VAL400" && name && BY_FIELD[name]) return BY_FIELD[name];
  return BY_CODE[errorId] ?? "blocks.registrationFailed";
}
