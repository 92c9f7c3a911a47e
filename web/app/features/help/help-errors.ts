import { HELP_LIMITS } from "@ridgeline/contract";
import type { MessageKey } from "../../lib/i18n";

/** A refused help form, as its action answers it: the API's code, its field, what was typed. */
export interface HelpProblem {
  errorId: string;
  /** The form field the message stands beside; null for the top of the form. */
  field: string | null;
  values: Record<string, string>;
  /** A bot-defence refusal (the page's challenge was spent): the form may send itself again. */
  botDefence?: true;
}

type Words = { key: MessageKey; values?: Record<string, number> };

const NAME: Words = { key: "help.error.name", values: { max: HELP_LIMITS.nameMax } };

/** The API's field names, as the forms name their inputs (the warranty's line is `lineNo`). */
const FIELD_OF: Record<string, string> = { upc: "lineNo" };

const BY_FIELD: Record<string, Words> = {
  category: { key: "help.error.category" },
  subject: { key: "help.error.subject" },
  name: NAME,
  firstName: NAME,
  lastName: NAME,
  email: { key: "help.error.email" },
  orderNumber: { key: "help.error.orderNumber" },
  message: {
    key: "help.error.message",
    values: { min: HELP_LIMITS.messageMin, max: HELP_LIMITS.messageMax },
  },
  issue: {
    key: "help.error.issue",
    values: { min: HELP_LIMITS.issueMin, max: HELP_LIMITS.issueMax },
  },
  lineNo: { key: "help.error.line" },
  eventTermsAccepted: { key: "help.error.terms" },
  attendingDays: { key: "help.error.days" },
  plusOne: { key: "help.error.plusOne" },
  phoneNumber: { key: "help.error.phone" },
};

const BY_CODE: Record<string, Words> = {
  AUT403: { key: "help.error.botCheck" },
  API429: { key: "help.error.tooMany" },
  AUT432: { key: "help.error.session" },
  OHS4004: { key: "help.error.orderNotFound" },
  ORD409: { key: "help.error.notDelivered" },
  WAR409: { key: "help.error.claimOpen" },
  EVT404: { key: "help.error.eventNotFound" },
  EVT409: { key: "help.error.eventFull" },
  EVT410: { key: "help.error.eventClosed" },
};

/**
 * Where a refusal shows and what it says: a field's own message for a VAL400 (at that field),
 * the code's message otherwise (WAR409 beside the item, ORD409 and OHS4004 beside the order
 * number, the rest at the top).
 */
export function helpError(
  errorId: string,
  apiField: string | null | undefined,
): { field: string | null; words: Words } {
  const field = apiField ? (FIELD_OF[apiField] ?? apiField.split(".")[0] ?? null) : null;
  if (errorId === "VAL400" && field && BY_FIELD[field]) return { field, words: BY_FIELD[field] };
  const words = BY_CODE[errorId] ?? { key: "help.error.generic" };
  const atField = errorId === "WAR409" || errorId === "ORD409" || errorId === "OHS4004";
  return { field: atField ? field : null, words };
}
