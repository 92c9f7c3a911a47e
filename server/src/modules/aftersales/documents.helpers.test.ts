import { addressPlaceLines, type CartAddress } from "@ridgeline/contract";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { partyOf } from "./documents.helpers";

const address = (change: Partial<CartAddress>): CartAddress => ({
  firstName: "Ana",
  lastName: "Meyer",
  addressLine1: "Unter den Linden 5",
  addressLine2: null,
  city: "Berlin",
  province: null,
  postalCode: "10117",
  country: "Germany",
  countryCode: "DE",
  phone: "+4930123456",
  phoneCode: "+49",
  email: null,
  ...change,
});

describe("an address on a document (decision 0083)", () => {
  it("is written as its country writes it: 10117 Berlin, Boulder, CO 80302, the UK postcode alone", () => {
    expect(partyOf(address({}), "x").lines).toEqual([
      "Unter den Linden 5",
      "10117 Berlin",
      "Germany",
    ]);
    expect(
      partyOf(
        address({
          addressLine1: "1 Pearl Street",
          city: "Boulder",
          province: "CO",
          postalCode: "80302",
          country: "United States",
          countryCode: "US",
        }),
        "x",
      ).lines,
    ).toEqual(["1 Pearl Street", "Boulder, CO 80302", "United States"]);
    expect(
      partyOf(
        address({
          addressLine1: "10 Downing Street",
          city: "London",
          postalCode: "SW1A 2AA",
          country: "United Kingdom",
          countryCode: "GB",
        }),
        "x",
      ).lines,
    ).toEqual(["10 Downing Street", "London", "SW1A 2AA", "United Kingdom"]);
  });

  it("uses the pages' own formatter for any country and address", () => {
    const text = fc.string({ minLength: 1, maxLength: 20 }).filter((value) => value.trim() !== "");
    fc.assert(
      fc.property(
        fc.constantFrom("US", "CA", "GB", "IE", "DE", "FR", "AU", "PR", "NL"),
        text,
        text,
        fc.option(text, { nil: null }),
        text,
        (countryCode, addressLine1, city, province, postalCode) => {
          const given = address({ countryCode, addressLine1, city, province, postalCode });
          expect(partyOf(given, "x").lines).toEqual([...addressPlaceLines(given), given.country]);
        },
      ),
      { numRuns: 60 },
    );
  });
});
