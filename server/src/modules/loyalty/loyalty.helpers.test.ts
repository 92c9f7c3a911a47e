import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  newMemberId,
  newPromoCode,
  offeredTier,
  signLoyaltyToken,
  verifyLoyaltyToken,
} from "./loyalty.helpers";

const tiers = [
  { points: 100, amountMinor: 500, active: true },
  { points: 500, amountMinor: 2500, active: true },
  { points: 200, amountMinor: 1000, active: true },
  { points: 1000, amountMinor: 5000, active: false },
];

describe("offeredTier", () => {
  it("picks the highest active tier whose threshold the balance meets", () => {
    expect(offeredTier(tiers, 99)).toBeNull();
    expect(offeredTier(tiers, 100)?.points).toBe(100);
    expect(offeredTier(tiers, 499)?.points).toBe(200);
    expect(offeredTier(tiers, 5000)?.points).toBe(500);
  });
});

describe("member ids and promo codes", () => {
  it("look like RL and 10 digits, and WELCOME- and 8 unambiguous characters", () => {
    expect(newMemberId()).toMatch(/^RL[1-9]\d{9}$/);
    expect(newPromoCode()).toMatch(/^WELCOME-[2-9A-HJKMNP-Z]{8}$/);
  });
});

describe("loyalty tokens", () => {
  const key = randomBytes(32);
  const claims = {
    memberId: "RL1234567890",
    consumerNo: "C1",
    usid: null,
    referralCode: null,
    source: null,
    exp: 2_000,
  };

  it("verify with their key until they expire", () => {
    const token = signLoyaltyToken(key, claims);
    expect(verifyLoyaltyToken(key, token, 1_999)).toEqual(claims);
    expect(verifyLoyaltyToken(key, token, 2_000)).toBeNull();
    expect(verifyLoyaltyToken(randomBytes(32), token, 1_000)).toBeNull();
  });

  it("refuse a changed payload or a malformed token", () => {
    const [, signature] = signLoyaltyToken(key, claims).split(".");
    const forged = Buffer.from(JSON.stringify({ ...claims, memberId: "RL0000000001" })).toString(
      "base64url",
    );
    expect(verifyLoyaltyToken(key, `${forged}.${signature}`, 1_000)).toBeNull();
    expect(verifyLoyaltyToken(key, "nonsense", 1_000)).toBeNull();
    expect(verifyLoyaltyToken(key, "a.b.c", 1_000)).toBeNull();
  });
});
