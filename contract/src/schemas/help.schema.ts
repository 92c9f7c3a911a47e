import { z } from "zod";
import { LOCALE_QUERY, endpoint } from "../endpoint";
import { ORDER_NUMBER } from "./checkout.schema";
import { ISO_DATE_TIME } from "./common.schema";
import { EVENT_GENDERS, EVENT_ID_PATTERN, HELP_LIMITS } from "./help.values";

const CODE = z.string().regex(/^[A-Z][A-Z_]{1,39}$/, "must be a code of the list");
/** The bot check's answer (or, from a page without JavaScript, its unanswered challenge). */
const BOT_ANSWER = z.string().max(10_000).optional();
const EMAIL = z.string().trim().toLowerCase().email("email is not valid").max(254);
const NAME = z.string().trim().min(1).max(HELP_LIMITS.nameMax);

/** One contact category with its subjects, labelled in the request's language. */
export const CONTACT_CATEGORY_SCHEMA = z.object({
  code: z.string(),
  label: z.string(),
  subjects: z.array(z.object({ code: z.string(), label: z.string() })),
});
export type ContactCategory = z.infer<typeof CONTACT_CATEGORY_SCHEMA>;

export const CONTACT_CATEGORIES = endpoint({
  method: "GET",
  path: "/consumers-v3/contactus/categorySubject",
  tag: "help",
  summary:
    "The contact form's categories, each with its subjects (stable codes, labels in the locale's language)",
  query: LOCALE_QUERY,
  response: z.object({ categories: z.array(CONTACT_CATEGORY_SCHEMA) }),
});

export const CONTACT_CASE_BODY = z
  .object({
    category: CODE,
    subject: CODE,
    name: NAME,
    email: EMAIL,
    /** In the store's order-number form; an empty field is no order. */
    orderNumber: z.union([z.literal("").transform(() => undefined), ORDER_NUMBER]).optional(),
    message: z.string().trim().min(HELP_LIMITS.messageMin).max(HELP_LIMITS.messageMax),
    recaptcha_response: BOT_ANSWER,
  })
  .strict();
export type ContactCaseInput = z.infer<typeof CONTACT_CASE_BODY>;

export const CREATE_CONTACT_CASE = endpoint({
  method: "POST",
  path: "/consumers-v3/contactus",
  tag: "help",
  summary:
    "Open a contact case (bot-checked, limited per network address); acknowledged by e-mail with its case number",
  query: LOCALE_QUERY,
  body: CONTACT_CASE_BODY,
  response: z.object({ caseNumber: z.string() }),
  status: 201,
});

export const WARRANTY_CLAIM_BODY = z
  .object({
    orderNumber: ORDER_NUMBER,
    /** The line's number on the order (1 for its first line)… */
    lineNo: z.number().int().min(1).max(1000).optional(),
    /** …or the line's SKU. */
    upc: z
      .string()
      .regex(/^\d{12,14}$/, "upc must be 12 to 14 digits")
      .optional(),
    issue: z.string().trim().min(HELP_LIMITS.issueMin).max(HELP_LIMITS.issueMax),
    /** Accepted for the spec's form, not needed: the order knows when it was bought. */
    purchasedAt: z.string().max(40).optional(),
  })
  .strict()
  .refine((body) => body.lineNo !== undefined || body.upc !== undefined, {
    message: "name the order line: lineNo or upc",
    path: ["lineNo"],
  });
export type WarrantyClaimInput = z.infer<typeof WARRANTY_CLAIM_BODY>;

export const CREATE_WARRANTY_CLAIM = endpoint({
  method: "POST",
  path: "/consumers-v3/consumer/warranty",
  tag: "help",
  summary:
    "A warranty claim on one line of one of the signed-in shopper's delivered orders; one open claim per line",
  query: LOCALE_QUERY,
  body: WARRANTY_CLAIM_BODY,
  response: z.object({ claimNumber: z.string() }),
  status: 201,
  requiresToken: true,
});

const EVENT_ID = z.string().max(60).regex(EVENT_ID_PATTERN, "eventId is not valid");
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** An event someone can sign up for (001 "Event signup"). */
export const EVENT_SCHEMA = z.object({
  eventId: z.string(),
  title: z.string(),
  /** First and last day, YYYY-MM-DD. */
  startDate: z.string(),
  endDate: z.string(),
  enablePlusOne: z.boolean(),
  /** Every day of the event, YYYY-MM-DD, for the attending-day choice. */
  days: z.array(z.string()),
  placesLeft: z.number().int(),
  /** False once the event has ended. */
  open: z.boolean(),
});
export type HelpEvent = z.infer<typeof EVENT_SCHEMA>;

export const GET_EVENT = endpoint({
  method: "GET",
  path: "/consumers-v3/events/:eventId",
  tag: "help",
  summary: "An event of the site with its days and the places left (ours: the event page reads it)",
  params: z.object({ eventId: EVENT_ID }),
  query: LOCALE_QUERY,
  response: EVENT_SCHEMA,
});

/** 001 "Event registration": the payload as the spec lists it. */
export const EVENT_REGISTRATION_BODY = z
  .object({
    email: EMAIL,
    /** The days attended, YYYY-MM-DD joined by commas; empty for every day of the event. */
    attendingDays: z
      .string()
      .max(400)
      .refine(
        (text) => text.trim() === "" || text.split(",").every((day) => DAY.test(day.trim())),
        "attendingDays are days as YYYY-MM-DD joined by commas",
      )
      .transform((text) =>
        text
          .split(",")
          .map((day) => day.trim())
          .filter((day) => day !== ""),
      )
      .default([]),
    eventId: EVENT_ID,
    eventTermsAccepted: z.literal(true, { message: "the event's terms must be accepted" }),
    firstName: NAME,
    lastName: NAME,
    gender: z.enum(EVENT_GENDERS).optional(),
    phoneNumber: z
      .string()
      .trim()
      .regex(/^\+?[0-9][0-9 ()./-]{5,22}$/, "phoneNumber is not valid")
      .optional(),
    /** The guest's name; empty or absent for none (001: validated only when filled). */
    plusOne: z
      .string()
      .trim()
      .max(HELP_LIMITS.eventNameMax)
      .regex(/^[\p{L}][\p{L}\p{M} .'-]*$/u, "plusOne is not a name")
      .or(z.literal(""))
      .optional(),
    registrationTimestamp: ISO_DATE_TIME,
  })
  .strict();
export type EventRegistrationInput = z.infer<typeof EVENT_REGISTRATION_BODY>;

export const REGISTER_FOR_EVENT = endpoint({
  method: "POST",
  path: "/consumers-v3/consumer/event-registration",
  tag: "help",
  summary:
    "Register for an event (signed in; one registration per e-mail and event, a repeat updates it); a plus-one takes a second place",
  query: LOCALE_QUERY,
  body: EVENT_REGISTRATION_BODY,
  response: z.object({
    eventId: z.string(),
    email: z.string(),
    places: z.number().int(),
    attendingDays: z.array(z.string()),
    /** True when an earlier registration of the same e-mail was changed. */
    updated: z.boolean(),
  }),
  requiresToken: true,
});
