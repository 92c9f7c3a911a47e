import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  CODE_WORDS,
  codeWord,
  paymentName,
  WORD_LANGUAGES,
  wordLanguage,
  type CodeKind,
} from "./code-words";
import { CARD_BRANDS } from "./schemas/payment-instruments.schema";
import { RETURN_REASONS } from "./schemas/aftersales.values";
import { PROVIDER_TENDERS } from "./schemas/checkout.values";
import { STORED_VALUE_METHOD_IDS } from "./schemas/cart-tenders.values";
import { PAYMENT_METHOD_IDS } from "./schemas/payment-instruments.schema";
import { RESERVATION_STATUSES } from "./schemas/store-reservation.schema";

/** What a code looks like on a page: CREDIT_CARD, PUDO, label_issued. */
const CODE_LIKE = /^[A-Z0-9]+(?:_[A-Z0-9]+)*$|_/;

/** Names that are the same in every language (brands). */
const SAME_EVERYWHERE = new Set([
  ...["Klarna", "PayPal", "Visa", "Mastercard", "American Express", "Discover"],
  ...["Active", "GST", "HST", "QST", "PST", "RST"],
]);

const KINDS = Object.keys(CODE_WORDS) as CodeKind[];

describe("codes in words (decision 0082)", () => {
  it("every code the contract lists has words of its own in every language", () => {
    const listed: [CodeKind, readonly string[]][] = [
      ["tender", [...PROVIDER_TENDERS, ...STORED_VALUE_METHOD_IDS, ...PAYMENT_METHOD_IDS]],
      ["returnReason", RETURN_REASONS],
      ["reservationStatus", RESERVATION_STATUSES],
      ["cardBrand", CARD_BRANDS],
    ];
    for (const [kind, codes] of listed) {
      for (const code of codes) {
        expect(Object.hasOwn(CODE_WORDS[kind], code), `${kind} ${code}`).toBe(true);
      }
    }
  });

  it("no word is a code, and French and German words are not the English ones", () => {
    for (const kind of KINDS) {
      for (const [code, words] of Object.entries(CODE_WORDS[kind])) {
        for (const language of WORD_LANGUAGES) {
          const text = words[language];
          expect(text.trim(), `${kind}.${code}.${language}`).not.toBe("");
          // Taxes are named by their acronyms (VAT, TVA, GST), which people read as words.
          if (kind === "taxName") continue;
          expect(CODE_LIKE.test(text), `${kind}.${code}.${language}: ${text}`).toBe(false);
        }
        for (const language of ["fr", "de"] as const) {
          if (SAME_EVERYWHERE.has(words.en)) continue;
          expect(words[language], `${kind}.${code}.${language}`).not.toBe(words.en);
        }
      }
    }
  });

  it("a code no table knows reads as its kind's plain word, never as itself", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...KINDS),
        fc.stringMatching(/^[A-Za-z_]{1,20}$/),
        fc.constantFrom(...WORD_LANGUAGES),
        (kind, code, language) => {
          const known = Object.hasOwn(CODE_WORDS[kind], code) && code !== "other";
          const text = codeWord(kind, code, language);
          if (!known) expect(text).toBe(CODE_WORDS[kind].other[language]);
          expect(CODE_LIKE.test(text)).toBe(false);
        },
      ),
      { numRuns: 200 },
    );
    // Names of Object.prototype are not codes either.
    expect(codeWord("tender", "constructor", "de")).toBe(CODE_WORDS.tender.other.de);
    expect(codeWord("tender", "__proto__", "fr")).toBe(CODE_WORDS.tender.other.fr);
  });

  it("names a card payment by its brand and last four, any other by its tender", () => {
    expect(paymentName({ method: "CREDIT_CARD", cardType: "VISA", lastFour: "1111" }, "de")).toBe(
      "Visa •••• 1111",
    );
    expect(paymentName({ method: "CREDIT_CARD", cardType: "AMEX", lastFour: "0005" }, "fr")).toBe(
      "American Express •••• 0005",
    );
    // A brand the table does not know reads as a card, never as its code.
    expect(paymentName({ method: "CREDIT_CARD", cardType: "JCB", lastFour: "0000" }, "fr")).toBe(
      "Carte bancaire •••• 0000",
    );
    expect(paymentName({ method: "KLARNA" }, "de")).toBe("Klarna");
    expect(paymentName({ method: "CREDIT_CARD", cardType: null, lastFour: null }, "de")).toBe(
      "Karte",
    );
  });

  it("a locale's language: fr-ca and de-at read their language, others English", () => {
    expect(wordLanguage("fr-ca")).toBe("fr");
    expect(wordLanguage("de-AT")).toBe("de");
    expect(wordLanguage("es-es")).toBe("en");
    expect(wordLanguage(undefined)).toBe("en");
  });
});
