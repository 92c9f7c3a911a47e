import { describe, expect, it } from "vitest";
import { validationMessage, type FieldFacts, type ValidityFacts } from "./form-validation";
import { messagesOf, translatorFor } from "./i18n";
import { pageMessages } from "./i18n.server";

// Each page sends its forms' messages in the "form-errors" namespace: the translator is built
// from exactly what a page with a form has, so a key missing there fails here.
const LOCALES = ["en-us", "fr-fr", "de-de"] as const;
const tOf = (locale: string) => translatorFor(messagesOf(pageMessages(locale, ["form-errors"])));

const NONE: ValidityFacts = {
  valueMissing: false,
  typeMismatch: false,
  patternMismatch: false,
  tooShort: false,
  tooLong: false,
  rangeUnderflow: false,
  rangeOverflow: false,
  stepMismatch: false,
  badInput: false,
  customError: false,
};
const FLAGS = (Object.keys(NONE) as (keyof ValidityFacts)[]).filter(
  (flag) => flag !== "customError",
);
const TYPES = ["text", "email", "password", "tel", "date", "number", "checkbox", "radio", "select"];
const NAMES = [
  "email",
  "password",
  "newPassword",
  "firstName",
  "postalCode",
  "number",
  "securityCode",
  "pin",
  "rating",
  "isTermsConfirmed",
  "birthDate",
  "preferredShoeSize",
  "title",
  "addressLine1",
  "city",
];

/** Every refused field a form of the shop can have: each flag × each type × each name. */
function* generatedFields(): Generator<[ValidityFacts, FieldFacts]> {
  for (const flag of FLAGS)
    for (const type of TYPES)
      for (const name of NAMES)
        yield [
          { ...NONE, [flag]: true },
          { name, type, minLength: 8, maxLength: 30, min: "1", max: "52" },
        ];
}

describe("validationMessage", () => {
  it.each(LOCALES)("gives every refused field a whole message in %s", (locale) => {
    const t = tOf(locale);
    for (const [validity, field] of generatedFields()) {
      const text = validationMessage(validity, field, t);
      // A key the page was not sent shows as the key itself; an unfilled value as {name}.
      expect(text, `${field.name} ${field.type} ${JSON.stringify(validity)}`).not.toMatch(
        /^form(Error)?\.|\{\w+\}/,
      );
      expect(text.length).toBeGreaterThan(10);
    }
  });

  it("speaks the page's language, never English on a French or German page", () => {
    const en = tOf("en-us");
    for (const locale of ["fr-fr", "de-de"]) {
      const t = tOf(locale);
      for (const [validity, field] of generatedFields())
        expect(validationMessage(validity, field, t)).not.toBe(
          validationMessage(validity, field, en),
        );
    }
  });

  it.each([
    ["en-us", "This field is required."],
    ["fr-fr", "Ce champ est obligatoire."],
    ["de-de", "Dieses Feld ist erforderlich."],
  ])("says an empty text field is required in %s", (locale, text) => {
    const missing = { ...NONE, valueMissing: true };
    expect(validationMessage(missing, { name: "city", type: "text" }, tOf(locale))).toBe(text);
  });

  it("names the field's own rule: the password's length, the rating, the terms, the e-mail", () => {
    const t = tOf("en-us");
    const missing = { ...NONE, valueMissing: true };
    expect(
      validationMessage({ ...NONE, tooShort: true }, { name: "password", type: "password" }, t),
    ).toBe("Your password needs at least 8 characters.");
    expect(validationMessage(missing, { name: "rating", type: "radio" }, t)).toBe(
      "Please choose a rating from 1 to 5 stars.",
    );
    expect(validationMessage(missing, { name: "isTermsConfirmed", type: "checkbox" }, t)).toBe(
      "Please accept the terms to create an account.",
    );
    expect(
      validationMessage({ ...NONE, typeMismatch: true }, { name: "login", type: "email" }, t),
    ).toBe("Please enter a valid e-mail address.");
    expect(
      validationMessage(
        { ...NONE, tooLong: true },
        { name: "title", type: "text", maxLength: 60 },
        t,
      ),
    ).toBe("Please use at most 60 characters.");
  });

  it("keeps a message the page set itself", () => {
    const custom = { ...NONE, customError: true };
    const field = { name: "x", type: "text", custom: "Choisissez une taille." };
    expect(validationMessage(custom, field, tOf("fr-fr"))).toBe("Choisissez une taille.");
  });
});
