import { IDEMPOTENCY_KEY, PLACE_ORDER_BODY } from "@ridgeline/contract";
import { describe, expect, it } from "vitest";
import {
  decodeState,
  encodeState,
  newIdempotencyKey,
  placementPaymentMethod,
  problemKey,
  stepAfterRefusal,
  tenderErrorKey,
  tenderOf,
} from "./checkout-flow";

const BAG = "bag-123";

describe("the checkout cookie", () => {
  it("gives back what was kept for the same bag", () => {
    const state = {
      basketId: BAG,
      email: "ana@example.com",
      tender: { code: "CREDIT_CARD" as const, token: "tok_abcdefgh", lastFour: "1111" },
    };
    expect(decodeState(encodeState(state), BAG)).toEqual(state);
  });

  it("is nothing for another bag, or when it is broken", () => {
    const other = encodeState({ basketId: "bag-other", email: "ana@example.com" });
    expect(decodeState(other, BAG)).toEqual({ basketId: BAG });
    expect(decodeState("{not json", BAG)).toEqual({ basketId: BAG });
    expect(decodeState(null, BAG)).toEqual({ basketId: BAG });
  });

  it("drops a tender that could not pay and an e-mail that is not one", () => {
    const text = JSON.stringify({
      basketId: BAG,
      email: "not an e-mail",
      tender: { code: "KLARNA" },
    });
    expect(decodeState(text, BAG)).toEqual({ basketId: BAG });
  });
});

describe("a tender", () => {
  it("needs a token or a saved card for a card, a session for Klarna and PayPal", () => {
    expect(tenderOf({ code: "CREDIT_CARD" })).toBeNull();
    expect(tenderOf({ code: "CREDIT_CARD", paymentInstrumentId: "pi_1" })).toEqual({
      code: "CREDIT_CARD",
      paymentInstrumentId: "pi_1",
    });
    expect(tenderOf({ code: "PAYPAL", sessionID: "ses_0123456789" })).toEqual({
      code: "PAYPAL",
      sessionID: "ses_0123456789",
    });
    expect(tenderOf({ code: "GIFT_CARD", token: "tok_abcdefgh" })).toBeNull();
  });

  it("keeps nothing that looks like a card number", () => {
    const tender = tenderOf({
      code: "CREDIT_CARD",
      token: "tok_abcdefgh",
      lastFour: "4111111111111111",
      bin: "411111",
    });
    expect(tender).toEqual({ code: "CREDIT_CARD", token: "tok_abcdefgh", bin: "411111" });
  });

  it("becomes a paymentMethod the placement's schema takes", () => {
    const paymentMethod = placementPaymentMethod({
      code: "CREDIT_CARD",
      token: "tok_abcdefgh",
      brand: "VISA",
      bin: "411111",
      lastFour: "1111",
    });
    const body = PLACE_ORDER_BODY.parse({ cartId: BAG, paymentMethod });
    expect(body.paymentMethod).toEqual({
      code: "CREDIT_CARD",
      additionalData: { token: "tok_abcdefgh", cardType: "VISA" },
      bin: "411111",
    });
  });
});

describe("after a refusal", () => {
  it.each([
    ["ORD430", "shipping"],
    ["INV405", "shipping"],
    ["PAY400", "billing"],
    ["PYT402", "billing"],
    ["FE309", "billing"],
    ["BILL410", "billing"],
    ["GEN503", "summary"],
    ["ORD415", "summary"],
  ])("%s goes to %s", (errorId, step) => {
    expect(stepAfterRefusal(errorId)).toBe(step);
  });

  it("names a message for each refusal, the generic one for the rest", () => {
    expect(problemKey("PAY400")).toBe("PAY400");
    expect(problemKey("INV700")).toBe("INV405");
    expect(problemKey("<script>")).toBe("generic");
    expect(problemKey(null)).toBeNull();
  });
});

describe("the placement's key", () => {
  it("is one the API takes, different for each render", () => {
    const one = newIdempotencyKey(BAG, crypto.randomUUID());
    const two = newIdempotencyKey(BAG, crypto.randomUUID());
    expect(IDEMPOTENCY_KEY.parse(one)).toBe(one);
    expect(one).not.toBe(two);
  });
});

describe("a stored-value tender's refusal", () => {
  it.each([
    ["GFC812", "expired"],
    ["GFC740", "zero"],
    ["GFC755", "applied"],
    ["GFC410", "max"],
    ["GFC725", "notAllowed"],
    ["REW140", "points"],
    ["GFC800", "invalid"],
    ["PYT404", "invalid"],
  ])("%s is said as %s", (errorId, key) => {
    expect(tenderErrorKey(errorId)).toBe(key);
  });
});
