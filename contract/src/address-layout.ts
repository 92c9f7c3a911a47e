/**
 * How a country writes an address's place (issue 26 point 23, decision 0083): one formatter for
 * the pages, the e-mails and the documents. A US shopper reads "Boulder, CO 80302", a British
 * one expects the postcode on its own line, a French or German one "10117 Berlin".
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

/** Countries whose postal codes are digits alone (a phone shows its number pad for them). */
const NUMERIC_POSTAL_CODES = new Set([
  ...["US", "PR", "DE", "FR", "AU", "AT", "BE", "CH", "DK", "ES", "FI", "IT", "NO"],
]);

/** True when `countryCode`'s postal codes are digits alone: "10117", "80302", not "M5V 2T6". */
export function numericPostalCode(countryCode: string): boolean {
  return NUMERIC_POSTAL_CODES.has(countryCode.toUpperCase());
}
