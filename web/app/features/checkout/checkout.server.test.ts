import { ApiError, type CartAddress } from "@ridgeline/contract";
import { describe, expect, it } from "vitest";
import { addressInput, addressValues, fieldProblem, formValues, stepUrl } from "./checkout.server";
import { challengeReturn, confirmationUrl } from "./summary.server";

const ADDRESS: CartAddress = {
  firstName: "Ada",
  lastName: "Lovelace",
  addressLine1: "1200 NW Naito Pkwy",
  addressLine2: null,
  city: "Portland",
  province: "OR",
  postalCode: "97209",
  country: "United States",
  countryCode: "US",
  phone: "+15035550100",
  phoneCode: "+1",
  email: "ada@example.com",
};

describe("checkout's addresses", () => {
  it("show a kept address in the form without the phone's dial code", () => {
    expect(addressValues(ADDRESS)).toMatchObject({ phone: "5035550100", addressLine2: "" });
    expect(addressValues(null)).toEqual({});
  });

  it("give the delivery address back to the API as the billing address", () => {
    expect(addressInput(ADDRESS)).toEqual({
      firstName: "Ada",
      lastName: "Lovelace",
      addressLine1: "1200 NW Naito Pkwy",
      addressLine2: null,
      city: "Portland",
      province: "OR",
      postalCode: "97209",
      countryCode: "US",
      phone: "5035550100",
      phoneCode: "+1",
    });
  });
});

describe("a refused step form", () => {
  it("names the field of the API's refusal as the form calls it", () => {
    const refusal = (field: string, errorId = "BIL400") =>
      new ApiError(400, [{ errorId, message: "no", field }], null);
    expect(fieldProblem(refusal("0.postalCode", "CHK380"))).toEqual({
      field: "postalCode",
      errorId: "CHK380",
    });
    expect(fieldProblem(refusal("phone", "BILL410"))).toEqual({
      field: "phone",
      errorId: "BILL410",
    });
    expect(fieldProblem(new Error("down"))).toBeNull();
  });

  it("shows again what was typed, never a card's token or the bot answer", () => {
    const form = new FormData();
    form.set("firstName", "Ada");
    form.set("cardToken", "tok_secret");
    form.set("recaptcha_response", "x:1");
    expect(formValues(form)).toEqual({ firstName: "Ada" });
    form.set("__proto__", "x");
    form.set("constructor", "y");
    const values = formValues(form);
    expect(Object.getPrototypeOf(values)).toBe(Object.prototype);
    expect(Object.entries(values)).toEqual([
      ["firstName", "Ada"],
      ["__proto__", "x"],
      ["constructor", "y"],
    ]);
  });
});

describe("the way back from the bank's challenge", () => {
  it("takes an order number and a Y or N, nothing else", () => {
    const url = (query: string) => new URL(`http://shop.test/en-us/checkout/summary?${query}`);
    expect(challengeReturn(url("orderNo=US00000042&threeDS2Result=Y&paymentId=pay_1"))).toEqual({
      orderNo: "US00000042",
      result: "Y",
      basketId: null,
    });
    expect(challengeReturn(url("orderNo=US00000042&threeDS2Result=N&bag=b-1"))?.basketId).toBe(
      "b-1",
    );
    expect(challengeReturn(url("orderNo=US00000042&threeDS2Result=N&bag=a/b"))?.basketId).toBe(
      null,
    );
    expect(challengeReturn(url("orderNo=US00000042&threeDS2Result=maybe"))).toBeNull();
    expect(challengeReturn(url("orderNo=<x>&threeDS2Result=Y"))).toBeNull();
    expect(challengeReturn(url(""))).toBeNull();
  });

  it("links the steps and the confirmation under the locale", () => {
    expect(stepUrl("fr-fr", "billing", { problem: "PAY400" })).toBe(
      "/fr-fr/checkout/billing?problem=PAY400",
    );
    expect(confirmationUrl("en-us", "US00000042", "abc_DEF-123")).toBe(
      "/en-us/order-confirmation?orderNo=US00000042&st=abc_DEF-123",
    );
  });
});
