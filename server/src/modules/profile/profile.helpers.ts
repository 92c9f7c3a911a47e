import { PROFILE_INTERESTS, SHOE_SIZE_PATTERN } from "@ridgeline/contract";
import { AppError } from "../../platform/errors/app-error";

/**
 * What a profile save says about one value (000 §5: saving all-empty values does nothing):
 * absent or blank keeps it, null clears it, anything else is the new value.
 */
export type Given = { kind: "keep" } | { kind: "clear" } | { kind: "set"; value: string };

export function given(value: string | null | undefined): Given {
  if (value === undefined) return { kind: "keep" };
  if (value === null) return { kind: "clear" };
  const trimmed = value.trim();
  return trimmed === "" ? { kind: "keep" } : { kind: "set", value: trimmed };
}

/** Interests as stored: known ids, each once, in the order given, joined by "|"; else PRO412. */
export function parseInterests(raw: string): string {
  const ids = raw
    .split("|")
    .map((id) => id.trim().toLowerCase())
    .filter((id) => id !== "");
  const unknown = ids.find((id) => !(PROFILE_INTERESTS as readonly string[]).includes(id));
  if (unknown !== undefined)
    throw new AppError("PRO412", {
      field: "preferences.interests",
      message: `preferences.interests: "${unknown.slice(0, 30)}" is not an interest we know.`,
    });
  return [...new Set(ids)].join("|");
}

export function checkShoeSize(raw: string): string {
  if (!SHOE_SIZE_PATTERN.test(raw))
    throw new AppError("PRO412", {
      field: "preferences.preferredShoeSize",
      message: "preferences.preferredShoeSize: a size from 1 to 52, whole or half (9.5).",
    });
  return raw;
}

// Letters, digits, spaces and hyphens: covers US ZIP(+4), Canadian, UK and EU postal codes.
const POSTAL_CODE_PATTERN = /^[A-Za-z0-9][A-Za-z0-9 -]{1,10}[A-Za-z0-9]$/;

export function checkPostalCode(raw: string): string {
  const value = raw.replace(/\s+/g, " ").toUpperCase();
  if (!POSTAL_CODE_PATTERN.test(value))
    throw new AppError("VAL400", {
      field: "postalCode",
      message: "postalCode: 3 to 12 letters, digits, spaces or hyphens.",
    });
  return value;
}
