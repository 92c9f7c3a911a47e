import { describe, expect, it } from "vitest";
import { addressPlaceLines, countryOfLocale, postalCodeLabelKey } from "./address-layout";
import { EN_FORM_ERRORS } from "./messages/form-errors/en";
import { FR_FORM_ERRORS } from "./messages/form-errors/fr";
import { DE_FORM_ERRORS } from "./messages/form-errors/de";

const street = { addressLine1: "1 Pearl Street", addressLine2: "" };

describe("addressPlaceLines", () => {
  it("writes a US place as city, state and ZIP on one line", () => {
    expect(
      addressPlaceLines({
        ...street,
        city: "Boulder",
        province: "CO",
        postalCode: "80302",
        countryCode: "US",
      }),
    ).toEqual(["1 Pearl Street", "Boulder, CO 80302"]);
  });

  it("puts a UK postcode on its own line, after the town", () => {
    expect(
      addressPlaceLines({
        addressLine1: "10 Downing Street",
        addressLine2: "Flat 2",
        city: "London",
        province: null,
        postalCode: "SW1A 2AA",
        countryCode: "GB",
      }),
    ).toEqual(["10 Downing Street", "Flat 2", "London", "SW1A 2AA"]);
  });

  it.each([
    ["FR", "75001", "Paris", "75001 Paris"],
    ["DE", "10115", "Berlin", "10115 Berlin"],
  ])("writes the postal code before the town in %s", (countryCode, postalCode, city, line) => {
    expect(addressPlaceLines({ ...street, city, province: "", postalCode, countryCode })).toEqual([
      "1 Pearl Street",
      line,
    ]);
  });

  it("writes a Canadian place as city, province and postal code", () => {
    expect(
      addressPlaceLines({
        ...street,
        city: "Toronto",
        province: "ON",
        postalCode: "M5V 2T6",
        countryCode: "ca",
      }),
    ).toEqual(["1 Pearl Street", "Toronto ON M5V 2T6"]);
  });

  it("never leaves an empty line or a stray comma, whatever part is missing", () => {
    const countries = ["US", "CA", "GB", "FR", "DE", "JP"];
    const values = ["", "  ", "X"];
    for (const countryCode of countries)
      for (const city of values)
        for (const province of [...values, null])
          for (const postalCode of values) {
            const lines = addressPlaceLines({ ...street, city, province, postalCode, countryCode });
            for (const line of lines) {
              expect(line.trim()).not.toBe("");
              expect(line).not.toMatch(/^,|,$|, ?$/);
            }
          }
  });
});

describe("postalCodeLabelKey", () => {
  it("names the postal code as each country does in English", () => {
    const en = (country: string) => EN_FORM_ERRORS[postalCodeLabelKey(country)];
    expect(en("US")).toBe("ZIP code");
    expect(en("gb")).toBe("Postcode");
    expect(en("CA")).toBe("Postal code");
  });

  it("is Code postal in French and PLZ in German for every country", () => {
    for (const country of ["US", "GB", "FR", "DE", "CA"]) {
      expect(FR_FORM_ERRORS[postalCodeLabelKey(country)]).toBe("Code postal");
      expect(DE_FORM_ERRORS[postalCodeLabelKey(country)]).toBe("PLZ");
    }
  });

  it("reads the site's country from its locale", () => {
    expect(countryOfLocale("en-gb")).toBe("GB");
    expect(countryOfLocale("fr")).toBe("");
  });
});
