import {
  ADDRESS_RULE_FIELDS,
  type AddressFieldRule,
  type AddressRuleField,
  type AddressRules,
} from "@ridgeline/contract";
import { COUNTRY_ADDRESS_RULES } from "./address-rules.data";
import { COUNTRIES } from "./countries.data";
import { phoneRuleFor } from "./phone.helpers";

/** Letters, spaces, comma, period, apostrophe, backtick, hyphen (spec 000 §5 name rule). */
export const NAME_PATTERN = "^[\\p{L}\\p{M} ,.'`-]+$";
// Deliberately plain, like the back-in-stock sign-up: one @, no spaces, a dot in the domain.
export const EMAIL_PATTERN = "^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$";

const rule = (overrides: Partial<AddressFieldRule>): AddressFieldRule => ({
  required: true,
  minLength: null,
  maxLength: 30,
  pattern: null,
  example: null,
  options: null,
  ...overrides,
});

/** The default address rules of spec 000 §5; per-country rules override them field by field. */
export const DEFAULT_ADDRESS_FIELDS: Readonly<Record<AddressRuleField, AddressFieldRule>> = {
  firstName: rule({ minLength: 2, pattern: NAME_PATTERN }),
  lastName: rule({ minLength: 2, pattern: NAME_PATTERN }),
  addressLine1: rule({}),
  addressLine2: rule({ required: false }),
  city: rule({}),
  province: rule({ required: false }),
  postalCode: rule({ maxLength: 10, pattern: "^[A-Za-z0-9][A-Za-z0-9 -]*$" }),
  country: rule({ maxLength: 2, pattern: "^[A-Z]{2}$", example: "US" }),
  // The sign-in e-mail's maximum (spec 000 §5).
  email: rule({ maxLength: 100, pattern: EMAIL_PATTERN, example: "name@example.com" }),
  // Checked against the phone rule (dial code, mask) rather than a pattern.
  phone: rule({ maxLength: 20 }),
};

/** True when the store knows this country (it is in the country list). */
export function isKnownCountry(countryCode: string): boolean {
  return COUNTRIES.some((country) => country.code === countryCode);
}

/** The address rules of a country of the country list, or null for a code it does not hold. */
export function addressRulesFor(countryCode: string): AddressRules | null {
  const code = countryCode.toUpperCase();
  const phone = phoneRuleFor(code);
  if (!phone) return null;
  const own = COUNTRY_ADDRESS_RULES[code];
  const fields = Object.fromEntries(
    ADDRESS_RULE_FIELDS.map((field) => [
      field,
      { ...DEFAULT_ADDRESS_FIELDS[field], ...own?.[field] },
    ]),
  ) as Record<AddressRuleField, AddressFieldRule>;
  return {
    countryCode: code,
    isDefault: own === undefined,
    fields,
    phone: { dialCode: phone.dialCode, mask: phone.mask, digits: phone.digits },
  };
}
