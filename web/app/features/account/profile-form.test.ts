import type { ConsumerProfileView } from "@ridgeline/contract";
import { describe, expect, it } from "vitest";
import { profileSaveBody, saveProfile, type ProfileFormValues } from "./profile-form";

const PROFILE: ConsumerProfileView = {
  consumerNo: "C1",
  consumerType: "REGISTERED",
  consumerDetails: {
    email: "ada@example.com",
    firstName: "Ada",
    lastName: "Lovelace",
    phone: "+14155550100",
    postalCode: "94110",
    birthDate: null,
    gender: null,
    employee: null,
    athlete: null,
    prosumer: null,
    identities: [],
    addresses: [],
  },
  isLoyaltyMember: false,
  loyaltyOptInDate: null,
  isEmployeeDiscountTCAccepted: false,
  partiallyEnrolled: true,
  preferences: { interests: "hiking", preferredShoeSize: null },
};

const EMPTY: ProfileFormValues = {
  firstName: "",
  lastName: "",
  phone: "",
  postalCode: "",
  birthDate: "",
  gender: "",
  preferredShoeSize: "",
  interests: [],
};

/** An API that records what it was asked and answers the profile. */
function fakeApi() {
  const calls: unknown[] = [];
  return {
    calls,
    api: {
      call: async (_endpoint: unknown, input: unknown) => {
        calls.push(input);
        return PROFILE;
      },
    } as unknown as Parameters<typeof saveProfile>[0],
  };
}

describe("saving the profile form", () => {
  it('refuses with "Profile not loaded" when no profile was loaded, calling nothing', async () => {
    const { api, calls } = fakeApi();
    await expect(saveProfile(api, "en-us", null, { ...EMPTY, firstName: "Ada" })).rejects.toThrow(
      "Profile not loaded",
    );
    expect(() => profileSaveBody(null, EMPTY)).toThrow("Profile not loaded");
    expect(calls).toEqual([]);
  });

  it("does nothing when every value is empty", async () => {
    const { api, calls } = fakeApi();
    expect(await saveProfile(api, "en-us", PROFILE, EMPTY)).toBe(PROFILE);
    expect(calls).toEqual([]);
  });

  it("sends the values, clearing what was emptied and keeping empty names", async () => {
    const { api, calls } = fakeApi();
    await saveProfile(api, "en-us", PROFILE, {
      ...EMPTY,
      firstName: " Ada ",
      birthDate: "1990-01-02",
      gender: "F",
      interests: ["running", "yoga"],
    });
    expect(calls).toEqual([
      {
        query: { locale: "en-us" },
        body: {
          consumerProfile: {
            consumerDetails: {
              firstName: "Ada",
              lastName: "",
              phone: null,
              postalCode: null,
              birthDate: "1990-01-02",
              gender: "F",
            },
            preferences: { interests: "running|yoga", preferredShoeSize: "" },
          },
        },
      },
    ]);
  });

  it("clears the interests when none is ticked any more", () => {
    const body = profileSaveBody(PROFILE, { ...EMPTY, firstName: "Ada" });
    expect(body?.consumerProfile.preferences).toEqual({ interests: null, preferredShoeSize: "" });
  });
});
