import { COUNTRIES, type CountryData } from "./countries.data";

/** Digits of a phone number where a country has no mask (spec 000 §5). */
export const DEFAULT_PHONE_DIGITS = 10;
/** Masks shown where a country has none of its own (spec 000 §5). */
export const NORTH_AMERICA_MASK = "(XXX) XXX - XXXX";
export const DEFAULT_PHONE_MASK = "XXXX - XXX - XXX";

const NORTH_AMERICA_DIAL_CODE = "+1";
// What people type between digits; stripped before the digits-only check.
const SEPARATORS = /[\s().-]/g;

/** How phones of one country are checked. */
export interface PhoneRule {
  countryCode: string;
  dialCode: string;
  /** X = digit; the default mask where the country has none. */
  mask: string;
  /** Digits of the national number (after a trunk 0 is dropped). */
  digits: number;
  /** A leading 0 written at home is dropped in the stored form (UK: 07911… → +447911…). */
  trunkZero: boolean;
  /** North American numbering: 10 digits, the first 2–9. */
  northAmerica: boolean;
}

export type PhoneError =
  | "UNKNOWN_COUNTRY"
  | "UNKNOWN_DIAL_CODE"
  | "DIAL_CODE_MISMATCH"
  | "NOT_DIGITS"
  | "WRONG_LENGTH"
  | "NORTH_AMERICA_FIRST_DIGIT";

export type PhoneResult =
  | {
      ok: true;
      /** The stored form, +dialCode+number: `+447911123456`. */
      phone: string;
      dialCode: string;
      /** The national number without trunk 0: `7911123456`. */
      nationalNumber: string;
      rule: PhoneRule;
    }
  | { ok: false; error: PhoneError; message: string };

/** Number of digits a mask stands for (X = digit); null mask means the default 10. */
export function maskDigits(mask: string | null): number {
  if (!mask) return DEFAULT_PHONE_DIGITS;
  return [...mask].filter((char) => char === "X").length;
}

/** `44`, `+44`, ` +44 ` → `+44`; anything else that is not + and digits → null. */
export function normaliseDialCode(dialCode: string): string | null {
  const digits = dialCode.trim().replace(/^\+/, "");
  return /^\d{1,4}$/.test(digits) ? `+${digits}` : null;
}

function ruleOf(country: CountryData): PhoneRule {
  const northAmerica = country.dialCode === NORTH_AMERICA_DIAL_CODE;
  const mask = country.mask ?? (northAmerica ? NORTH_AMERICA_MASK : DEFAULT_PHONE_MASK);
  return {
    countryCode: country.code,
    dialCode: country.dialCode,
    mask,
    digits: country.mask ? maskDigits(country.mask) : DEFAULT_PHONE_DIGITS,
    trunkZero: country.trunkZero,
    northAmerica,
  };
}

/**
 * The phone rule of a country, or of the first country with `dialCode` when that is given and
 * is not the country's own (a French address with a UK mobile). Null when neither is known.
 */
export function phoneRuleFor(countryCode: string, dialCode?: string): PhoneRule | null {
  const country = COUNTRIES.find((candidate) => candidate.code === countryCode.toUpperCase());
  if (dialCode === undefined) return country ? ruleOf(country) : null;
  const wanted = normaliseDialCode(dialCode);
  if (!wanted) return null;
  if (country?.dialCode === wanted) return ruleOf(country);
  const other = COUNTRIES.find((candidate) => candidate.dialCode === wanted);
  return other ? ruleOf(other) : null;
}

/**
 * Checks a phone number against its country's rules (spec 000 §5) and gives its stored form
 * +dialCode+number. Accepts what a shopper types: spaces, dashes, dots and parentheses; the
 * number already in stored form (`+44 7911…`); a leading trunk 0 (`07911…` in the UK) or a
 * leading 1 in North America. The digit count must match the mask (default 10) and a North
 * American number must start with 2–9.
 */
export function normalisePhone(input: {
  phone: string;
  countryCode: string;
  dialCode?: string | undefined;
}): PhoneResult {
  const rule = phoneRuleFor(input.countryCode, input.dialCode);
  if (!rule) {
    return input.dialCode === undefined
      ? { ok: false, error: "UNKNOWN_COUNTRY", message: `Unknown country ${input.countryCode}.` }
      : { ok: false, error: "UNKNOWN_DIAL_CODE", message: `Unknown dial code ${input.dialCode}.` };
  }
  let number = input.phone.trim().replace(SEPARATORS, "");
  if (number.startsWith("+")) {
    if (!number.startsWith(rule.dialCode))
      return {
        ok: false,
        error: "DIAL_CODE_MISMATCH",
        message: `The phone number must start with ${rule.dialCode} or be written without dial code.`,
      };
    number = number.slice(rule.dialCode.length);
  }
  if (!/^\d+$/.test(number))
    return { ok: false, error: "NOT_DIGITS", message: "The phone number may only hold digits." };
  if (number.length === rule.digits + 1) {
    if (rule.trunkZero && number.startsWith("0")) number = number.slice(1);
    else if (rule.northAmerica && number.startsWith("1")) number = number.slice(1);
  }
  if (number.length !== rule.digits)
    return {
      ok: false,
      error: "WRONG_LENGTH",
      message: `The phone number must have ${rule.digits} digits (${rule.mask}).`,
    };
  if (rule.northAmerica && !/^[2-9]/.test(number))
    return {
      ok: false,
      error: "NORTH_AMERICA_FIRST_DIGIT",
      message: "A North American phone number starts with a digit from 2 to 9.",
    };
  return {
    ok: true,
    phone: `${rule.dialCode}${number}`,
    dialCode: rule.dialCode,
    nationalNumber: number,
    rule,
  };
}

/** Writes a national number into a mask: `3035550123` in `(XXX) XXX - XXXX`. */
export function formatPhone(nationalNumber: string, mask: string): string {
  let next = 0;
  const filled = mask.replace(/X/g, () => nationalNumber[next++] ?? "");
  return next < nationalNumber.length ? `${filled}${nationalNumber.slice(next)}` : filled;
}
