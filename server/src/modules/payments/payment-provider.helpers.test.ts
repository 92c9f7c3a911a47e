import { describe, expect, it } from "vitest";
import {
  cardOutcome,
  checkReturnUrl,
  isProviderOutage,
  ProviderOutageError,
  withFaults,
} from "./payment-provider.helpers";
import { backTo, displayAmount } from "./provider-pages.helpers";

describe("cardOutcome", () => {
  it.each([
    ["APPROVE", false, { status: "AUTHORISED" }],
    ["CHALLENGE", false, { status: "ACTION_REQUIRED" }],
    ["DECLINE", false, { status: "DECLINED", code: "PAY400" }],
    ["FRAUD", false, { status: "DECLINED", code: "PYT402" }],
    ["EXPIRED", false, { status: "DECLINED", code: "FE309" }],
    ["APPROVE", true, { status: "DECLINED", code: "FE309" }],
    ["CHALLENGE", true, { status: "DECLINED", code: "FE309" }],
  ] as const)("%s (expired: %s) answers %j", (behaviour, expired, outcome) => {
    expect(cardOutcome({ behaviour, expired })).toEqual(outcome);
  });
});

describe("returnUrl: only a path of the store", () => {
  it.each(["/en-us/checkout/summary", "/checkout?step=2#pay", "/"])("accepts %s", (url) => {
    expect(checkReturnUrl(url)).toBe(url);
  });

  it.each([
    "https://evil.example/",
    "//evil.example",
    "/\\evil.example",
    "/x y",
    "javascript:alert(1)",
    "checkout",
    "",
  ])("refuses %j", (url) => {
    expect(() => checkReturnUrl(url)).toThrow(expect.objectContaining({ field: "returnUrl" }));
  });

  it("backTo adds the outcome to the query and keeps the rest", () => {
    expect(backTo("/c/summary?step=2#pay", { paymentId: "pay_1" })).toBe(
      "/c/summary?step=2&paymentId=pay_1#pay",
    );
    expect(backTo("//evil.example/x", { paymentId: "pay_1" })).toBeNull();
  });

  it("displayAmount reads minor units in the currency's own decimals", () => {
    expect(displayAmount(4999, "USD")).toBe("$49.99");
    expect(displayAmount(4999, "JPY")).toBe("¥4,999");
  });
});

describe("withFaults", () => {
  const none = { latencyMs: 0, failureRate: 0, timeoutMs: 0 };

  it("runs the work and answers it when no fault is set", async () => {
    expect(
      await withFaults(
        none,
        () => 0,
        async () => 42,
      ),
    ).toBe(42);
  });

  it("fails before the work at the failure rate, as an outage", async () => {
    let ran = false;
    const failure = await withFaults(
      { ...none, failureRate: 0.5 },
      () => 0.4,
      async () => {
        ran = true;
      },
    ).catch((error: unknown) => error);
    expect(ran).toBe(false);
    expect(isProviderOutage(failure)).toBe(true);
    expect(failure).toBeInstanceOf(ProviderOutageError);
    expect(
      await withFaults(
        { ...none, failureRate: 0.5 },
        () => 0.6,
        async () => 1,
      ),
    ).toBe(1);
  });

  it("times out after the work was done when the latency reaches the timeout", async () => {
    let ran = false;
    await expect(
      withFaults(
        { latencyMs: 30, failureRate: 0, timeoutMs: 10 },
        () => 1,
        async () => {
          ran = true;
        },
      ),
    ).rejects.toMatchObject({ errorId: "GEN503", outage: "timeout" });
    expect(ran).toBe(true);
  });

  it("is not an outage for other errors", () => {
    expect(isProviderOutage(new Error("x"))).toBe(false);
  });
});
