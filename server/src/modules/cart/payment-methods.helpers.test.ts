import { describe, expect, it } from "vitest";
import {
  KLARNA_COUNTRIES,
  KLARNA_MAX_MINOR,
  KLARNA_MIN_MINOR,
  paymentMethodsFor,
  REWARD_TENDERS,
  type PaymentMethodsInput,
} from "./payment-methods.helpers";

const GUEST: PaymentMethodsInput = {
  country: "US",
  totalMinor: 12_000,
  hasGiftCards: false,
  hasCustoms: false,
  shopperType: "GUEST",
  loyaltyMember: false,
  athleteRemainingMinor: null,
  inStore: false,
};

describe("paymentMethodsFor", () => {
  it("offers a guest's US bag card, gift card, PayPal and Klarna", () => {
    expect(paymentMethodsFor(GUEST)).toEqual(["CREDIT_CARD", "GIFT_CARD", "PAYPAL", "KLARNA"]);
  });

  it("adds points for a member, codes and the reward card for the signed-in, the allowance for an athlete", () => {
    const member = { ...GUEST, shopperType: "REGISTERED" as const, loyaltyMember: true };
    expect(paymentMethodsFor(member)).toEqual([
      "CREDIT_CARD",
      "GIFT_CARD",
      "PAYPAL",
      "KLARNA",
      "LOYALTY_POINTS",
      "REWARD_CODE",
      "REWARD_CARD",
    ]);
    // 000 §6: reward payment (code and card) only once the athlete's allowance is spent or absent.
    const athlete = { ...member, athleteRemainingMinor: 5_000 };
    expect(paymentMethodsFor(athlete)).toContain("ATHLETES_PAYMENT");
    expect(paymentMethodsFor(athlete)).not.toContain("REWARD_CARD");
    expect(paymentMethodsFor(athlete)).not.toContain("REWARD_CODE");
    const spent = { ...member, athleteRemainingMinor: 0 };
    expect(paymentMethodsFor(spent)).not.toContain("ATHLETES_PAYMENT");
    expect(paymentMethodsFor(spent)).toContain("REWARD_CARD");
    expect(paymentMethodsFor(spent)).toContain("REWARD_CODE");
  });

  it("keeps gift cards from buying gift cards, Klarna from cash-like and made-to-order goods", () => {
    const giftCards = paymentMethodsFor({ ...GUEST, hasGiftCards: true });
    expect(giftCards).not.toContain("GIFT_CARD");
    expect(giftCards).not.toContain("KLARNA");
    expect(paymentMethodsFor({ ...GUEST, hasCustoms: true })).not.toContain("KLARNA");
  });

  it("offers Klarna on its sites from its lowest to its highest bag, both included", () => {
    for (const country of ["US", "CA", "GB", "DE", "FR"]) {
      for (const totalMinor of [
        KLARNA_MIN_MINOR - 1,
        KLARNA_MIN_MINOR,
        KLARNA_MAX_MINOR,
        KLARNA_MAX_MINOR + 1,
      ]) {
        const offered = paymentMethodsFor({ ...GUEST, country, totalMinor }).includes("KLARNA");
        const inRange = totalMinor >= KLARNA_MIN_MINOR && totalMinor <= KLARNA_MAX_MINOR;
        expect(offered, `${country} ${totalMinor}`).toBe(KLARNA_COUNTRIES.has(country) && inRange);
      }
    }
  });

  it("holds its rules over every mix of bag and shopper", () => {
    const flags = [false, true];
    for (const hasGiftCards of flags)
      for (const hasCustoms of flags)
        for (const inStore of flags)
          for (const loyaltyMember of flags)
            for (const shopperType of ["GUEST", "REGISTERED", "EMPLOYEE"] as const)
              for (const athleteRemainingMinor of [null, 0, 100]) {
                const input = {
                  ...GUEST,
                  hasGiftCards,
                  hasCustoms,
                  inStore,
                  loyaltyMember,
                  shopperType,
                  athleteRemainingMinor,
                };
                const methods = paymentMethodsFor(input);
                expect(methods[0]).toBe("CREDIT_CARD");
                expect(new Set(methods).size).toBe(methods.length);
                expect(methods.includes("GIFT_CARD")).toBe(!hasGiftCards);
                expect(methods.includes("PAYPAL")).toBe(!inStore);
                if (shopperType === "GUEST") {
                  expect(methods).not.toContain("LOYALTY_POINTS");
                  expect(methods).not.toContain("REWARD_CODE");
                  expect(methods).not.toContain("REWARD_CARD");
                }
                // Never the athlete's allowance with any reward tender; every reward tender
                // together, or none.
                const rewards = [...REWARD_TENDERS].map((id) => methods.includes(id));
                expect(methods.includes("ATHLETES_PAYMENT") && rewards.some(Boolean)).toBe(false);
                expect(new Set(rewards).size).toBe(1);
                const athleteLeft = athleteRemainingMinor !== null && athleteRemainingMinor > 0;
                expect(rewards[0]).toBe(shopperType !== "GUEST" && !athleteLeft);
              }
  });
});
