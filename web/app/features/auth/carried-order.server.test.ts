import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { runs } from "../../../../scripts/fast-check-runs.mjs";
import { afterCarriedOrder, carriedOrder } from "./carried-order.server";
import { withCarriedOrder } from "./CarriedOrderFields";

const ORDER = { orderNo: "US00000042", st: "a".repeat(43) };

describe("a guest order carried into a sign-in (issue 26 point 12)", () => {
  it("takes a well-formed number and secret together, and nothing else", () => {
    expect(carriedOrder(ORDER.orderNo, ORDER.st)).toEqual(ORDER);
    for (const [orderNo, st] of [
      [ORDER.orderNo, null],
      [null, ORDER.st],
      ["US42", ORDER.st],
      [ORDER.orderNo, "short"],
      [`${ORDER.orderNo}&next=//evil.example`, ORDER.st],
      [ORDER.orderNo, `${ORDER.st}"><script>`],
      [["US00000042"], ORDER.st],
    ] as const)
      expect(carriedOrder(orderNo, st)).toBeNull();
  });

  it("never carries a value that is not a plain number and secret, whatever the link holds", () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.string(), fc.anything()),
        fc.oneof(fc.string(), fc.anything()),
        (a, b) => {
          const order = carriedOrder(a, b);
          if (order === null) return;
          expect(order.orderNo).toMatch(/^[A-Z]{2,8}\d{8,12}$/);
          expect(order.st).toMatch(/^[A-Za-z0-9_-]{20,100}$/);
        },
      ),
      { numRuns: runs(400) },
    );
  });

  it("goes to the order once it is kept, to the account with a word when it is not", () => {
    expect(afterCarriedOrder("/en-us/cart", "en-us", null, false)).toEqual({
      to: "/en-us/cart",
      notices: [],
    });
    expect(afterCarriedOrder("/en-us/cart", "en-us", ORDER, true)).toEqual({
      to: "/en-us/account/orders/US00000042",
      notices: ["orderKept"],
    });
    expect(afterCarriedOrder("/en-us/cart", "de-de", ORDER, false)).toEqual({
      to: "/de-de/account",
      notices: ["orderNotKept"],
    });
  });

  it("keeps the order on the link between sign-in and sign-up", () => {
    expect(withCarriedOrder("/en-us/sign-up", null)).toBe("/en-us/sign-up");
    expect(withCarriedOrder("/en-us/sign-up", ORDER)).toBe(
      `/en-us/sign-up?orderNo=US00000042&st=${ORDER.st}`,
    );
  });
});
