/**
 * The experimentation client's input rules (001 §5 "Experimentation service rules"): a user id
 * is a non-empty string; attributes an object without undefined values, each a string, a
 * boolean or a safe integer; event tags an object; an audience-data event a non-empty action
 * and primitive data values; batch size and flush interval safe integers (the interval
 * positive), else the default with a warning. A caller's mistake throws VAL400 naming the field,
 * so it is found where it is made rather than decided silently as someone else.
 */
import { AppError } from "../../../platform/errors/app-error";

export type AttributeValue = string | boolean | number;
export type ValidAttributes = Readonly<Record<string, AttributeValue>>;
export type EventTags = Readonly<Record<string, unknown>>;
export type AudienceDataValue = string | number | boolean | null;

export interface AudienceEventInput {
  type?: string;
  action: string;
  identifiers?: Record<string, string>;
  data?: Record<string, AudienceDataValue>;
}

function refuse(field: string, message: string): never {
  throw new AppError("VAL400", { field, message: `${field} ${message}` });
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

export function validUserId(userId: unknown): string {
  if (typeof userId !== "string" || userId.length === 0)
    refuse("userId", "must be a non-empty string");
  return userId;
}

/** A copy of the attributes, every value checked (none given: no attributes). */
export function validAttributes(attributes: unknown): ValidAttributes {
  if (attributes === undefined) return {};
  if (!isPlainObject(attributes)) refuse("attributes", "must be an object");
  const entries = Object.entries(attributes).map(([name, value]): [string, AttributeValue] => {
    if (value === undefined) refuse(`attributes.${name}`, "is undefined");
    const fits =
      typeof value === "string" ||
      typeof value === "boolean" ||
      (typeof value === "number" && Number.isSafeInteger(value));
    if (!fits) refuse(`attributes.${name}`, "must be a string, a boolean or a safe integer");
    return [name, value];
  });
  // Defined, not assigned: an attribute named `__proto__` stays an attribute.
  return Object.fromEntries(entries);
}

/** The tags without their null values (as the SDK sends them); none given is none. */
export function validEventTags(tags: unknown): EventTags | undefined {
  if (tags === undefined) return undefined;
  if (!isPlainObject(tags)) refuse("eventTags", "must be an object");
  return Object.fromEntries(Object.entries(tags).filter(([, value]) => value != null));
}

/** The `revenue` tag as an integer (minor units): a string read by parseInt, a number truncated. */
export function revenueOf(tags: EventTags | undefined): number | undefined {
  const raw = tags?.["revenue"];
  if (typeof raw !== "string" && typeof raw !== "number") return undefined;
  const parsed = typeof raw === "string" ? Number.parseInt(raw, 10) : Math.trunc(raw);
  return Number.isFinite(parsed) ? parsed : undefined;
}

/** The `value` tag as a number: a string read by parseFloat. */
export function valueOf(tags: EventTags | undefined): number | undefined {
  const raw = tags?.["value"];
  if (typeof raw !== "string" && typeof raw !== "number") return undefined;
  const parsed = typeof raw === "string" ? Number.parseFloat(raw) : raw;
  return Number.isFinite(parsed) ? parsed : undefined;
}

export function validAudienceEvent(event: unknown): Required<AudienceEventInput> {
  if (!isPlainObject(event)) refuse("event", "must be an object");
  const { type = "fullstack", action, identifiers = {}, data = {} } = event;
  if (typeof type !== "string" || type.length === 0) refuse("type", "must be a non-empty string");
  if (typeof action !== "string" || action.length === 0)
    refuse("action", "must be a non-empty string");
  if (!isPlainObject(identifiers)) refuse("identifiers", "must be an object");
  // The store refuses an event naming nobody, and with it the rest of its batch.
  if (Object.keys(identifiers).length === 0) refuse("identifiers", "must name at least one id");
  for (const [name, id] of Object.entries(identifiers))
    if (typeof id !== "string" || id.length === 0)
      refuse(`identifiers.${name}`, "must be a non-empty string");
  if (!isPlainObject(data)) refuse("data", "must be an object");
  for (const [name, value] of Object.entries(data)) {
    const primitive =
      value === null ||
      typeof value === "string" ||
      typeof value === "boolean" ||
      (typeof value === "number" && Number.isFinite(value));
    if (!primitive) refuse(`data.${name}`, "must be a string, a number, a boolean or null");
  }
  return {
    type,
    action,
    identifiers: identifiers as Record<string, string>,
    data: data as Record<string, AudienceDataValue>,
  };
}

/** A batch size (or another count, `name`): a safe integer of at least 1, else the default with a warning. */
export function batchSizeOf(
  wanted: unknown,
  fallback: number,
  warn: (m: string) => void,
  name = "batch size",
): number {
  if (wanted === undefined) return fallback;
  if (typeof wanted === "number" && Number.isSafeInteger(wanted) && wanted >= 1) return wanted;
  warn(`${name} ${String(wanted)} is not a safe integer of at least 1; using ${fallback}`);
  return fallback;
}

/** A flush interval: a positive safe integer of ms, else the default with a warning. */
export function flushIntervalOf(
  wanted: unknown,
  fallback: number,
  warn: (m: string) => void,
): number {
  if (wanted === undefined) return fallback;
  if (typeof wanted === "number" && Number.isSafeInteger(wanted) && wanted > 0) return wanted;
  warn(`flush interval ${String(wanted)} is not a positive safe integer; using ${fallback} ms`);
  return fallback;
}
