import { describe, expect, it } from "vitest";
import {
  confirmationMessage,
  confirmationPath,
  consentsToSubscriptions,
  emailRecipient,
  phoneRecipient,
  regionOf,
} from "./subscriptions.helpers";

describe("recipients", () => {
  it("keeps an e-mail trimmed and in lower case, and refuses what is not one", () => {
    expect(emailRecipient("  Ana@Example.COM ")).toBe("ana@example.com");
    expect(emailRecipient("ana@example")).toBeNull();
    expect(emailRecipient("a b@example.com")).toBeNull();
  });

  it("takes a phone as + and 8 to 15 digits, nothing else", () => {
    expect(phoneRecipient("+4915112345678")).toBe("+4915112345678");
    expect(phoneRecipient(" +12025550123 ")).toBe("+12025550123");
    expect(phoneRecipient("+12345678")).toBe("+12345678");
    expect(phoneRecipient("+1234567")).toBeNull();
    expect(phoneRecipient("+1234567890123456")).toBeNull();
    expect(phoneRecipient("12025550123")).toBeNull();
    expect(phoneRecipient("+0025550123")).toBeNull();
    expect(phoneRecipient("+1 202 555 0123")).toBeNull();
  });
});

describe("regionOf", () => {
  it("knows the store's countries", () => {
    expect(regionOf("US")).toBe("NA");
    expect(regionOf("ca")).toBe("NA");
    expect(regionOf("DE")).toBe("EMEA");
    expect(regionOf("GB")).toBe("EMEA");
    expect(regionOf("JP")).toBe("APAC");
    expect(regionOf("ZZ")).toBeNull();
  });
});

describe("consentsToSubscriptions", () => {
  it("maps each consent to its type and channel and ignores false ones", () => {
    expect(
      consentsToSubscriptions({
        newsletterConsent: true,
        loyaltyNewsletterConsent: true,
        loyaltyConsent: true,
        smsNotificationConsent: true,
      }),
    ).toEqual([
      { type: "Newsletter", channel: "email" },
      { type: "LoyaltyNewsletter", channel: "email" },
      { type: "Loyalty", channel: "email" },
      { type: "Newsletter", channel: "sms" },
    ]);
    expect(consentsToSubscriptions({ loyaltyEnrollment: true })).toEqual([
      { type: "Loyalty", channel: "email" },
    ]);
    expect(consentsToSubscriptions({ newsletterConsent: false })).toEqual([]);
  });
});

describe("confirmationMessage", () => {
  it("links to the site's confirmation page on the shop's origin and names what is confirmed, in German", () => {
    const message = confirmationMessage({
      publicOrigin: "https://shop.example",
      to: "klara@example.de",
      locale: "de-de",
      language: "de",
      types: ["Newsletter", "LoyaltyNewsletter"],
      token: "abc_-123",
    });
    expect(message.subject).toBe("Bitte bestätigen Sie Ihr Abonnement");
    expect(message.text).toContain(confirmationPath("de-de", "abc_-123"));
    expect(message.text).toContain("Treue-Newsletter");
    expect(message.html).toContain(
      'href="https://shop.example/de-de/subscription/confirm?token=abc_-123"',
    );
  });

  it("falls back to English for a language without copy", () => {
    const message = confirmationMessage({
      publicOrigin: "https://shop.example",
      to: "a@example.com",
      locale: "es-es",
      language: "es",
      types: ["Loyalty"],
      token: "t",
    });
    expect(message.subject).toBe("Please confirm your subscription");
  });
});
