import { describe, expect, it } from "vitest";
import { ApiError } from "@ridgeline/contract";
import { afterSignIn, afterSignOut, consentMissing, refused, withNotice } from "./auth-form.server";

describe("afterSignIn", () => {
  it.each([
    ["/en-us/p/trail-jacket-ABCDEFGH", "/en-us/p/trail-jacket-ABCDEFGH"],
    ["/en-us", "/en-us"],
    ["/fr-fr", "/en-us/account"],
    ["//evil.example/en-us", "/en-us/account"],
    ["https://evil.example/en-us", "/en-us/account"],
    ["/en-us/\\evil", "/en-us/account"],
    ["/en-us/../..//evil.example", "/en-us/account"],
    [null, "/en-us/account"],
  ])("keeps %s only when it is a page of this locale (%s)", (value, expected) => {
    expect(afterSignIn(value, "en-us")).toBe(expected);
  });
});

describe("afterSignOut", () => {
  it("goes back to a public page with the signed-out notice, keeping its query", () => {
    expect(afterSignOut("/en-us/c/jackets-1234?sort=price-low-to-high", "en-us")).toBe(
      "/en-us/c/jackets-1234?sort=price-low-to-high&notice=signedOut",
    );
  });

  it.each([
    "/en-us/account",
    "/en-us/account/addresses",
    "/en-us/cart",
    "/en-us/checkout/shipping",
    "/en-us/favorites",
    "/en-us/favorites/shared/abc",
  ])("sends %s home, as the shopper's own pages do on logout", (returnTo) => {
    expect(afterSignOut(returnTo, "en-us")).toBe("/en-us?notice=signedOut");
  });

  it("goes home when there is nowhere safe to go back to, and never repeats the notice", () => {
    expect(afterSignOut(null, "de-de")).toBe("/de-de?notice=signedOut");
    expect(afterSignOut("//evil.example", "de-de")).toBe("/de-de?notice=signedOut");
    expect(afterSignOut("/de-de/../..//evil.example", "de-de")).toBe("/de-de?notice=signedOut");
    expect(afterSignOut("/de-de/search?q=boot&notice=signedIn", "de-de")).toBe(
      "/de-de/search?q=boot&notice=signedOut",
    );
  });
});

describe("consentMissing", () => {
  const form = (fields: Record<string, string>) => {
    const data = new FormData();
    for (const [name, value] of Object.entries(fields)) data.set(name, value);
    return data;
  };

  it("asks for the privacy policy first, then the SMS terms when the SMS box is ticked", () => {
    expect(consentMissing(form({ isTermsConfirmed: "on" }))).toBe("policy");
    expect(consentMissing(form({ policy: "on", sms: "on" }))).toBe("sms");
    expect(consentMissing(form({ policy: "on", sms: "on", smsTermsAccepted: "on" }))).toBeNull();
    expect(consentMissing(form({ policy: "on" }))).toBeNull();
  });
});

describe("refused", () => {
  const bodyOf = (answer: unknown) => (answer as { data: Record<string, unknown> }).data;

  it("marks a bot-defence refusal (403 with an appId) for the page's one retry", () => {
    const error = new ApiError(
      403,
      [{ errorId: "AUT403", message: "robot" }],
      "c1",
      "ridgeline-storefront",
    );
    expect(bodyOf(refused(error, { email: "a@b.example" }))).toMatchObject({
      errorId: "AUT403",
      botDefence: true,
      values: { email: "a@b.example" },
    });
  });

  it("does not mark a wrong password or a 403 without an appId", () => {
    const wrong = new ApiError(401, [{ errorId: "AUT401", message: "no" }], "c2", "app");
    expect(bodyOf(refused(wrong, {}))).not.toHaveProperty("botDefence");
    const bare = new ApiError(403, [{ errorId: "AUT403", message: "robot" }], null);
    expect(bodyOf(refused(bare, {}))).not.toHaveProperty("botDefence");
  });
});

describe("withNotice", () => {
  it("adds each message once, after the page's own query", () => {
    expect(withNotice("/en-us/cart?x=1", "signedIn", "cartMerged")).toBe(
      "/en-us/cart?x=1&notice=signedIn&notice=cartMerged",
    );
  });

  it("replaces the messages of an earlier redirect", () => {
    expect(withNotice("/en-us?notice=signedOut", "signedIn")).toBe("/en-us?notice=signedIn");
  });
});
