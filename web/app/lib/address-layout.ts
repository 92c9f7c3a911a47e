/**
 * How a country writes an address's place and what it calls a postal code. A US shopper reads
 * "Boulder, CO 80302", a British one expects the postcode on its own line, a French or German
 * one "75001 Paris". The place lines are the contract's (one formatter for pages, e-mails and
 * documents); the postal code's name is the pages' own.
 */

export { addressPlaceLines, type AddressParts } from "@ridgeline/contract";

/** The country part of a locale ("en-gb" → "GB"), or "" when it has none. */
export function countryOfLocale(locale: string): string {
  return (locale.split("-")[1] ?? "").toUpperCase();
}

/** The message key of the postal code's name in a country: "ZIP code", "Postcode", "PLZ"… */
export type PostalCodeLabelKey = "form.zipCode" | "form.postcode" | "form.postalCode";

/**
 * What the postal code is called for an address in `countryCode`: "ZIP code" in the US,
 * "Postcode" in the UK and Ireland, "Postal code" elsewhere in English ("Code postal", "PLZ"
 * in French and German, whatever the country).
 */
export function postalCodeLabelKey(countryCode: string): PostalCodeLabelKey {
  const country = countryCode.toUpperCase();
  if (country === "US" || country === "PR") return "form.zipCode";
  if (country === "GB" || country === "IE") return "form.postcode";
  return "form.postalCode";
}
