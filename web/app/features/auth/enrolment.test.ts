import { describe, expect, it } from "vitest";
import {
  enrolPath,
  joinInterests,
  readEnrolSource,
  signUpSource,
  splitInterests,
  startStep,
  stepToShow,
} from "./enrolment";

const member = {
  signedIn: true,
  phone: "+14155552671",
  isLoyaltyMember: true,
  partiallyEnrolled: true,
} as const;
const noPhone = {
  signedIn: true,
  phone: null,
  isLoyaltyMember: false,
  partiallyEnrolled: true,
} as const;

describe("where the enrolment starts (000 §4)", () => {
  it("starts at lookup signed out, at mobile without a phone, at profile with one", () => {
    expect(startStep({ signedIn: false })).toBe("lookup");
    expect(startStep(noPhone)).toBe("mobile");
    expect(startStep(member)).toBe("profile");
  });

  it("shows only the account steps signed out and only the profile steps signed in", () => {
    expect(stepToShow("signup", { signedIn: false })).toBe("signup");
    expect(stepToShow("interests", { signedIn: false })).toBe("lookup");
    expect(stepToShow(null, { signedIn: false })).toBe("lookup");
    expect(stepToShow("signin", member)).toBe("profile");
    expect(stepToShow("interests", member)).toBe("interests");
    expect(stepToShow("bogus", noPhone)).toBe("mobile");
  });

  it("offers loyalty only to a non-member and the welcome only to a member", () => {
    expect(stepToShow("non-loyalty", noPhone)).toBe("non-loyalty");
    expect(stepToShow("non-loyalty", member)).toBe("profile");
    expect(stepToShow("welcome", member)).toBe("welcome");
    expect(stepToShow("welcome", noPhone)).toBe("mobile");
  });

  it("sends a member with a complete profile who signs in within the flow to success", () => {
    expect(stepToShow("non-loyalty", { ...member, partiallyEnrolled: false })).toBe("success");
    expect(stepToShow(null, { ...member, partiallyEnrolled: false })).toBe("profile");
  });
});

describe("the flow's query parameters (000 §2)", () => {
  it("reads the six parameters and drops malformed values", () => {
    const query = new URLSearchParams(
      "enrollment_marketing_source=SPRING_26&referral_code=AB-12&storeNum=0042&leadSource=in store" +
        "&consumerId=C123&email=ada@example.com&other=x",
    );
    expect(readEnrolSource(query)).toEqual({
      marketingSource: "SPRING_26",
      referralCode: "AB-12",
      storeNum: "0042",
      consumerId: "C123",
      email: "ada@example.com",
    });
    expect(readEnrolSource(new URLSearchParams("storeNum=1234567890123&email=nope"))).toEqual({});
  });

  it("carries them to the next step and into the sign-up's source", () => {
    const source = { marketingSource: "SPRING_26", storeNum: "0042", leadSource: "QR" };
    // The e-mail never goes into the URL (issue 11, point 11): the rl_enrol cookie carries it.
    expect(enrolPath("en-us", "signup", { ...source, email: "a@b.co" })).toBe(
      "/en-us/enrol?step=signup&enrollment_marketing_source=SPRING_26&storeNum=0042&leadSource=QR",
    );
    expect(enrolPath("fr-fr", null, {})).toBe("/fr-fr/enrol");
    expect(signUpSource(source)).toEqual({
      store: "0042",
      acquisitionType: "QR",
      campaignName: "SPRING_26",
    });
  });

  it("joins ticked interests with pipes in the list's order and splits them back", () => {
    const known = ["running", "hiking", "climbing"];
    expect(joinInterests(["climbing", "running", "unknown"], known)).toBe("running|climbing");
    expect(splitInterests("running|climbing")).toEqual(["running", "climbing"]);
    expect(splitInterests("")).toEqual([]);
  });
});
