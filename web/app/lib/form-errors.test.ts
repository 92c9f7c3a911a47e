import { describe, expect, it } from "vitest";
import { formErrorText } from "./form-errors";
import { translator } from "./i18n.server";

describe("formErrorText", () => {
  it("says a too-long review text in the page's language with the limit", () => {
    const error = { errorId: "REV410", field: "text" };
    expect(formErrorText(translator("en"), "review", error)).toBe(
      "Your review is too long: at most 2000 characters.",
    );
    expect(formErrorText(translator("fr"), "review", error)).toBe(
      "Votre avis est trop long : 2000 caractères au maximum.",
    );
    expect(formErrorText(translator("de"), "review", error)).toBe(
      "Ihre Bewertung ist zu lang: höchstens 2000 Zeichen.",
    );
  });

  it("tells the same field apart by form: a short review, question or answer", () => {
    const t = translator("en");
    const short = { errorId: "VAL400", field: "text" };
    expect(formErrorText(t, "review", short)).toBe("Your review needs at least 20 characters.");
    expect(formErrorText(t, "question", short)).toBe("Your question needs 10 to 500 characters.");
    expect(formErrorText(t, "answer", short)).toBe("Your answer needs 2 to 1000 characters.");
  });

  it("knows codes without a field and falls back to a generic message", () => {
    const t = translator("de");
    expect(formErrorText(t, "notify", { errorId: "AUT432" })).toBe(
      "Ihre Sitzung ist abgelaufen. Bitte versuchen Sie es erneut.",
    );
    expect(formErrorText(t, "review", { errorId: "CCA400", field: "productId" })).toBe(
      "Sie haben dieses Produkt bereits bewertet.",
    );
    expect(formErrorText(t, "question", { errorId: "GEN499", field: "x" })).toBe(
      "Das hat leider nicht geklappt. Bitte prüfen Sie Ihre Eingabe und versuchen Sie es erneut.",
    );
  });

  it("asks to sign in, or to wait, on the review, vote, question and answer forms", () => {
    for (const form of ["review", "vote", "question", "answer"]) {
      expect(formErrorText(translator("en"), form, { errorId: "AUT432" })).toBe(
        "Please sign in to post this.",
      );
      expect(formErrorText(translator("fr"), form, { errorId: "API429" })).toBe(
        "Vous avez beaucoup publié en peu de temps. Réessayez plus tard.",
      );
    }
  });

  it("says a missing translation in the page's language", () => {
    expect(
      formErrorText(translator("fr"), "translate", { errorId: "API404", field: "locale" }),
    ).toBe("Cet avis n'a pas encore de traduction en français.");
  });
});

describe("formErrorText on the account pages", () => {
  it("names the address field the API refused, in the page's language", () => {
    const error = { errorId: "VAL400", field: "postalCode" };
    expect(formErrorText(translator("en"), "address", error)).toBe(
      "Please enter a valid postal code for this country.",
    );
    expect(formErrorText(translator("de"), "address", error)).toBe(
      "Bitte geben Sie eine gültige Postleitzahl für dieses Land ein.",
    );
    expect(formErrorText(translator("en"), "address", { errorId: "CCA400" })).toBe(
      "You have already saved this address.",
    );
  });

  it("keeps a review's CCA400 apart from an address's", () => {
    expect(formErrorText(translator("en"), "review", { errorId: "CCA400" })).toBe(
      "Sorry, we couldn't send this. Please check it and try again.",
    );
  });

  it("says a saved card, an expiry and a spent link in French", () => {
    const t = translator("fr");
    expect(formErrorText(t, "card", { errorId: "PYT300" })).toBe(
      "Cette carte est déjà enregistrée dans votre compte.",
    );
    expect(formErrorText(t, "card", { errorId: "FE309", field: "card.expirationMonth" })).toBe(
      "Vérifiez la date d'expiration : la carte a expiré ou la date n'est pas valide.",
    );
    expect(formErrorText(t, "confirm", { errorId: "AUT402", field: "token" })).toMatch(
      /^Ce lien a expiré/,
    );
  });
  it("tells a wrong current password from a lockout, and a lookup limit from a locked account", () => {
    const t = translator("en");
    expect(formErrorText(t, "password", { errorId: "AUT450", field: "currentPassword" })).toBe(
      "Your current password is not correct.",
    );
    expect(formErrorText(t, "password", { errorId: "PRO415" })).toBe(
      "Sorry, we could not change your password. Please try again later.",
    );
    expect(formErrorText(t, "enrol", { errorId: "AUT441", field: "email" })).toBe(
      "Too many attempts from your network. Please wait a few minutes.",
    );
    expect(formErrorText(t, "signin", { errorId: "AUT441" })).toBe(
      "This account is locked for 15 minutes after too many failed attempts.",
    );
    expect(
      formErrorText(translator("de"), "enrol", {
        errorId: "PRO412",
        field: "preferences.preferredShoeSize",
      }),
    ).toMatch(/^Bitte geben Sie eine Schuhgröße/);
  });
});
