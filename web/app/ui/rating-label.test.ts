import { describe, expect, it } from "vitest";
import { translatorFor, type Messages } from "../lib/i18n";
import { DICTIONARIES } from "../lib/messages/dictionaries.server";
import { pluralKey, ratingLabel, scoreText } from "./rating-label";

const shell = (language: "en" | "fr" | "de") =>
  translatorFor(DICTIONARIES.shell[language] as Messages);

describe("a rating's accessible name", () => {
  it("is written in the page's language with its decimal separator", () => {
    expect(ratingLabel(shell("fr"), "fr-fr", 4.4, 12)).toBe("Noté 4,4 sur 5 d'après 12 avis");
    expect(ratingLabel(shell("en"), "en-us", 4.4, 12)).toBe("Rated 4.4 out of 5 from 12 reviews");
    expect(ratingLabel(shell("de"), "de-de", 4.4, 1)).toBe("Mit 4,4 von 5 bewertet, 1 Bewertung");
  });

  it("says one review in the singular and a shopper's own rating without a count", () => {
    expect(ratingLabel(shell("en"), "en-gb", 5, 1)).toBe("Rated 5.0 out of 5 from 1 review");
    expect(ratingLabel(shell("fr"), "fr-fr", 3)).toBe("Noté 3 sur 5");
  });
});

describe("counted texts", () => {
  it("follow the locale's plural rules: French 0 and 1 are singular, English 0 is not", () => {
    expect(pluralKey("fr-fr", 1, "reviews.stars.one", "reviews.stars.other")).toBe(
      "reviews.stars.one",
    );
    expect(pluralKey("fr-fr", 0, "reviews.stars.one", "reviews.stars.other")).toBe(
      "reviews.stars.one",
    );
    expect(pluralKey("en-us", 0, "reviews.stars.one", "reviews.stars.other")).toBe(
      "reviews.stars.other",
    );
    expect(pluralKey("de-de", 2, "reviews.stars.one", "reviews.stars.other")).toBe(
      "reviews.stars.other",
    );
  });

  it("no French text says '1 étoiles'", () => {
    const reviews = translatorFor(DICTIONARIES.reviews.fr as Messages);
    const key = pluralKey("fr-fr", 1, "reviews.stars.one", "reviews.stars.other");
    expect(reviews(key, { stars: 1 })).toBe("1 étoile");
    expect(scoreText("fr-fr", 4.44)).toBe("4,4");
  });
});
