/**
 * How a country writes an address's place and what it calls a postal code. A US shopper reads
 * "Boulder, CO 80302", a British one expects the postcode on its own line, a French or German
 * one "75001 Paris". Pure functions: the address cards, the profile and the forms share them.
 */

/** The parts of an address that its layout orders (name, country and phone are the caller's). */
export interface AddressParts {
  addressLine1: string;
  addressLine2?: string | null | undefined;
  city: string;
  province?: string | null | undefined;
  postalCode: string;
  countryCode: string;
}

type Layout = "us" | "ca" | "gb" | "postal-first";

/** Countries by how they write the place; any other country writes the postal code first. */
const LAYOUTS: Record<string, Layout> = {
  US: "us",
  PR: "us",
  CA: "ca",
  AU: "ca",
  GB: "gb",
  IE: "gb",
};

/** The country part of a locale ("en-gb" → "GB"), or "" when it has none. */
export function countryOfLocale(locale: string): string {
  return (locale.split("-")[1] ?? "").toUpperCase();
}

const joined = (...parts: (string | null | undefined)[]) =>
  parts.filter((part): part is string => Boolean(part && part.trim())).join(" ");

/**
 * The street and place lines of an address in its country's order, without empty lines:
 * US `Boulder, CO 80302`; Canada and Australia `Toronto ON M5V 2T6`; the UK and Ireland the
 * town, the county when given, then the postcode alone; elsewhere `80302 Ville` and the region.
 */
export function addressPlaceLines(address: AddressParts): string[] {
  const city = address.city.trim();
  const province = address.province?.trim() ?? "";
  const postalCode = address.postalCode.trim();
  const street = [address.addressLine1, address.addressLine2 ?? ""].filter((line) => line.trim());
  const layout = LAYOUTS[address.countryCode.toUpperCase()] ?? "postal-first";
  const place: string[] = [];
  if (layout === "us") {
    place.push(joined(city && province ? `${city},` : city, province, postalCode));
  } else if (layout === "ca") {
    place.push(joined(city, province, postalCode));
  } else if (layout === "gb") {
    place.push(city, province, postalCode);
  } else {
    place.push(joined(postalCode, city), province);
  }
  return [...street, ...place].filter((line) => line.trim() !== "");
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
