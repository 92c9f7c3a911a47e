import { ERROR_CATALOGUE, IDEMPOTENCY_KEY, PLACE_ORDER_BODY } from "@ridgeline/contract";
import { describe, expect, it } from "vitest";
import { translator } from "../../lib/i18n.server";
import { LANGUAGES } from "../../lib/languages";
import { shownError } from "../../lib/shop-errors";
import {
  decodeState,
  encodeState,
  newIdempotencyKey,
  placementPaymentMethod,
  problemKey,
  problemText,
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

describe("a refusal in the table of decision 0083", () => {
  const CODES = Object.keys(ERROR_CATALOGUE);

  it.each(["PYT405", "SHP500", "BSK404", "PAY401", "CHK409", "PAY503", "TAX309", "GEN503"])(
    "shows %s at the top of the summary in words of its own, never the generic ones",
    (errorId) => {
      const shown = shownError("checkout", { errorId });
      expect(shown.place).toBe("top");
      expect(stepAfterRefusal(errorId)).toBe("summary");
      for (const language of LANGUAGES) {
        const t = translator(language);
        expect(problemText(t, problemKey(errorId))).not.toBe(t("checkout.problem.generic"));
      }
    },
  );

  it("never calls a placement still in flight a provider outage, nor the store busy one", () => {
    const t = translator("en");
    const inFlight = problemText(t, problemKey("CHK409"));
    expect(inFlight).toMatch(/still being placed/);
    expect(inFlight).not.toBe(problemText(t, problemKey("PAY503")));
    expect(problemText(t, problemKey("GEN503"))).not.toMatch(/payment provider/);
  });

  it("sends stock refusals back to shipping and payment refusals back to billing", () => {
    for (const errorId of CODES) {
      const step = stepAfterRefusal(errorId);
      if (/^INV(405|406|407|409|700|701)$|^ORD4(04|30)$/.test(errorId))
        expect(step, errorId).toBe("shipping");
      if (/^(PAY400|PYT40[024]|FE309|BIL400|BILL410)$/.test(errorId))
        expect(step, errorId).toBe("billing");
    }
  });

  it("takes no code named like an object's own", () => {
    expect(problemKey("toString")).toBe("generic");
  });
});
