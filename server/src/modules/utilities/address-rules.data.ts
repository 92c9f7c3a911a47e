// Per-country address rules that override the defaults of spec 000 §5 (served by
// GET /consumers-v3/utilities/i18n/{countryCode} and applied when an address is saved).

import type { AddressFieldRule, AddressRuleField } from "@ridgeline/contract";

export type FieldOverride = Partial<AddressFieldRule>;
export type CountryAddressRules = Partial<Record<AddressRuleField, FieldOverride>>;

/** US states and the District of Columbia (USPS codes). */
export const US_STATES: readonly { code: string; name: string }[] = [
  { code: "AL", name: "Alabama" },
  { code: "AK", name: "Alaska" },
  { code: "AZ", name: "Arizona" },
  { code: "AR", name: "Arkansas" },
  { code: "CA", name: "California" },
  { code: "CO", name: "Colorado" },
  { code: "CT", name: "Connecticut" },
  { code: "DE", name: "Delaware" },
  { code: "DC", name: "District of Columbia" },
  { code: "FL", name: "Florida" },
  { code: "GA", name: "Georgia" },
  { code: "HI", name: "Hawaii" },
  { code: "ID", name: "Idaho" },
  { code: "IL", name: "Illinois" },
  { code: "IN", name: "Indiana" },
  { code: "IA", name: "Iowa" },
  { code: "KS", name: "Kansas" },
  { code: "KY", name: "Kentucky" },
  { code: "LA", name: "Louisiana" },
  { code: "ME", name: "Maine" },
  { code: "MD", name: "Maryland" },
  { code: "MA", name: "Massachusetts" },
  { code: "MI", name: "Michigan" },
  { code: "MN", name: "Minnesota" },
  { code: "MS", name: "Mississippi" },
  { code: "MO", name: "Missouri" },
  { code: "MT", name: "Montana" },
  { code: "NE", name: "Nebraska" },
  { code: "NV", name: "Nevada" },
  { code: "NH", name: "New Hampshire" },
  { code: "NJ", name: "New Jersey" },
  { code: "NM", name: "New Mexico" },
  { code: "NY", name: "New York" },
  { code: "NC", name: "North Carolina" },
  { code: "ND", name: "North Dakota" },
  { code: "OH", name: "Ohio" },
  { code: "OK", name: "Oklahoma" },
  { code: "OR", name: "Oregon" },
  { code: "PA", name: "Pennsylvania" },
  { code: "RI", name: "Rhode Island" },
  { code: "SC", name: "South Carolina" },
  { code: "SD", name: "South Dakota" },
  { code: "TN", name: "Tennessee" },
  { code: "TX", name: "Texas" },
  { code: "UT", name: "Utah" },
  { code: "VT", name: "Vermont" },
  { code: "VA", name: "Virginia" },
  { code: "WA", name: "Washington" },
  { code: "WV", name: "West Virginia" },
  { code: "WI", name: "Wisconsin" },
  { code: "WY", name: "Wyoming" },
];

/** Canadian provinces and territories (Canada Post codes). */
export const CA_PROVINCES: readonly { code: string; name: string }[] = [
  { code: "AB", name: "Alberta" },
  { code: "BC", name: "British Columbia" },
  { code: "MB", name: "Manitoba" },
  { code: "NB", name: "New Brunswick" },
  { code: "NL", name: "Newfoundland and Labrador" },
  { code: "NS", name: "Nova Scotia" },
  { code: "NT", name: "Northwest Territories" },
  { code: "NU", name: "Nunavut" },
  { code: "ON", name: "Ontario" },
  { code: "PE", name: "Prince Edward Island" },
  { code: "QC", name: "Quebec" },
  { code: "SK", name: "Saskatchewan" },
  { code: "YT", name: "Yukon" },
];

const digits = (count: number, example: string): FieldOverride => ({
  pattern: `^\\d{${count}}$`,
  example,
  maxLength: count,
});

/** Countries with rules of their own; any other known country gets the defaults. */
export const COUNTRY_ADDRESS_RULES: Readonly<Record<string, CountryAddressRules>> = {
  US: {
    postalCode: { pattern: "^\\d{5}(-\\d{4})?$", example: "80302", maxLength: 10 },
    province: { required: true, options: [...US_STATES] },
  },
  CA: {
    postalCode: {
      pattern: "^[A-Za-z]\\d[A-Za-z] ?\\d[A-Za-z]\\d$",
      example: "K1A 0B1",
      maxLength: 7,
    },
    province: { required: true, options: [...CA_PROVINCES] },
  },
  GB: {
    postalCode: {
      pattern: "^[A-Za-z]{1,2}\\d[A-Za-z\\d]? ?\\d[A-Za-z]{2}$",
      example: "SW1A 1AA",
      maxLength: 8,
    },
    // UK addresses often need a third line's worth of detail in line 1 (flat, building).
    addressLine1: { maxLength: 35 },
    addressLine2: { maxLength: 35 },
  },
  FR: { postalCode: digits(5, "75001") },
  DE: { postalCode: digits(5, "10115") },
  ES: { postalCode: digits(5, "28001") },
  IT: { postalCode: digits(5, "00184") },
  AT: { postalCode: digits(4, "1010") },
  BE: { postalCode: digits(4, "1000") },
  CH: { postalCode: digits(4, "8001") },
  DK: { postalCode: digits(4, "1050") },
  NO: { postalCode: digits(4, "0150") },
  AU: { postalCode: digits(4, "2000") },
  NL: {
    postalCode: { pattern: "^\\d{4} ?[A-Za-z]{2}$", example: "1012 AB", maxLength: 7 },
  },
  SE: { postalCode: { pattern: "^\\d{3} ?\\d{2}$", example: "111 22", maxLength: 6 } },
  PL: { postalCode: { pattern: "^\\d{2}-\\d{3}$", example: "00-950", maxLength: 6 } },
  PT: { postalCode: { pattern: "^\\d{4}-\\d{3}$", example: "1100-148", maxLength: 8 } },
  IE: {
    // Eircode: a routing key and a unique identifier.
    postalCode: {
      pattern: "^[A-Za-z]\\d[\\dWw] ?[A-Za-z\\d]{4}$",
      example: "D02 X285",
      maxLength: 8,
    },
  },
  JP: { postalCode: { pattern: "^\\d{3}-?\\d{4}$", example: "100-0001", maxLength: 8 } },
};
