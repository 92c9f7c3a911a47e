import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  emailProblem,
  newsletterErrorKey,
  newsletterStatus,
  readAnswer,
  sendsAsGuest,
  shopperView,
  subscribeAction,
  subscribeFields,
  userDataEvent,
  validateNewsletter,
} from "./newsletter-logic";

describe("newsletter validation (001 §5)", () => {
  it("requires the e-mail and checks its format", () => {
    expect(emailProblem("")).toBe("required");
    expect(emailProblem("   ")).toBe("required");
    expect(emailProblem("ana@example")).toBe("invalid");
    expect(emailProblem("ana example.com")).toBe("invalid");
    expect(emailProblem(" ana@example.com ")).toBeNull();
  });

  it("accepts every address of the usual shape", () => {
    const part = fc.stringMatching(/^[a-z0-9]{1,10}$/);
    fc.assert(
      fc.property(part, part, part, (local, domain, tld) => {
        expect(emailProblem(`${local}@${domain}.${tld}`)).toBeNull();
      }),
    );
  });

  it("requires the policy box, and never the e-mail of a signed-in shopper", () => {
    expect(validateNewsletter({ email: "", emailLocked: false, policy: false })).toEqual({
      email: "required",
      policy: "required",
    });
    expect(validateNewsletter({ email: "", emailLocked: true, policy: true })).toEqual({});
    expect(validateNewsletter({ email: "a@b.co", emailLocked: false, policy: true })).toEqual({});
  });
});

describe("what the shopper changes (001 §6)", () => {
  it("prefills and fixes the e-mail of a signed-in shopper who has one", () => {
    expect(shopperView({ signedIn: true, email: "ana@example.com" }, true).lockedEmail).toBe(
      "ana@example.com",
    );
    expect(shopperView({ signedIn: true }, true).lockedEmail).toBeNull();
    expect(shopperView({ signedIn: false, email: "x@y.z" }, true).lockedEmail).toBeNull();
    expect(shopperView(null, true)).toEqual({ lockedEmail: null, alreadySubscribed: false });
  });

  it("treats an already subscribed shopper as done only on a dynamic form", () => {
    const shopper = { signedIn: true, email: "ana@example.com", newsletterSubscribed: true };
    expect(shopperView(shopper, true).alreadySubscribed).toBe(true);
    expect(shopperView(shopper, false).alreadySubscribed).toBe(false);
  });

  it("asks a known guest to sign in instead of sending, once the page runs", () => {
    expect(sendsAsGuest({ signedIn: false }, true)).toBe(true);
    expect(sendsAsGuest({ signedIn: true, email: "ana@example.com" }, true)).toBe(false);
    // Not known yet, or no script: the form goes to the action as it is.
    expect(sendsAsGuest(null, true)).toBe(false);
    expect(sendsAsGuest({ signedIn: false }, false)).toBe(false);
  });
});

describe("the call (001 §7)", () => {
  it("sends opt-in, acquisition Signup and the page's path as campaign to the store's action", () => {
    expect(subscribeFields("/en-us/c/jackets-1234", true)).toEqual({
      intent: "optin",
      channel: "email",
      mode: "inline",
      optIn: "true",
      acquisitionType: "Signup",
      campaignName: "/en-us/c/jackets-1234",
    });
    expect(subscribeFields("/en-us", false)).not.toHaveProperty("mode");
    expect(subscribeAction("fr-ca")).toBe("/fr-ca/account/preferences");
  });

  it("reads a refusal and a done answer, and nothing from anything else", () => {
    expect(
      readAnswer({ intent: "optin", errorId: "VAL400", field: "subscriptions.0.recipient" }),
    ).toEqual({
      kind: "problem",
      errorId: "VAL400",
      field: "subscriptions.0.recipient",
    });
    expect(readAnswer({ done: "subscribed" })?.kind).toBe("done");
    expect(readAnswer(undefined)).toBeNull();
    expect(readAnswer({ other: 1 })).toBeNull();
  });

  it("words a refusal by its code", () => {
    expect(newsletterErrorKey("VAL400", "subscriptions.0.recipient")).toBe("blocks.emailInvalid");
    expect(newsletterErrorKey("API429", null)).toBe("blocks.tooManyTries");
    expect(newsletterErrorKey("GEN500", null)).toBe("blocks.subscribeFailed");
  });

  it("feeds the user-data event from the answer", () => {
    const answer = {
      done: "pending",
      subscriptions: [{ type: "Newsletter", channel: "email", optin: false }],
    };
    expect(userDataEvent(answer, "/en-us")).toEqual({
      user: {
        newsletterOptIn: false,
        newsletterPending: true,
        acquisitionType: "Signup",
        campaignName: "/en-us",
      },
    });
  });
});

describe("the form's states (001 §4)", () => {
  it("is submitting while sent, then success or error, and idle again once cleared", () => {
    const done = { kind: "done" as const, data: {} };
    const refused = { kind: "problem" as const, errorId: "GEN500", field: null };
    expect(newsletterStatus({ busy: false, answer: null, cleared: false })).toBe("idle");
    expect(newsletterStatus({ busy: true, answer: done, cleared: false })).toBe("submitting");
    expect(newsletterStatus({ busy: false, answer: done, cleared: false })).toBe("success");
    expect(newsletterStatus({ busy: false, answer: refused, cleared: false })).toBe("error");
    expect(newsletterStatus({ busy: false, answer: refused, cleared: true })).toBe("idle");
  });
});
