import { describe, expect, it } from "vitest";
import { hashPassword, needsRehash, verifyPassword } from "./passwords";

const LOW = { logN: 10, r: 8, p: 1 };

describe("password hashing (scrypt)", () => {
  it("verifies the password it hashed and nothing else, with a new salt each time", async () => {
    const stored = await hashPassword("Trailhead42", LOW);
    expect(await verifyPassword("Trailhead42", stored)).toBe(true);
    expect(await verifyPassword("trailhead42", stored)).toBe(false);
    expect(await hashPassword("Trailhead42", LOW)).not.toBe(stored);
  });

  it("keeps its parameters, so a cost change is noticed and old hashes still verify", async () => {
    const stored = await hashPassword("Trailhead42", LOW);
    expect(stored.split("$").slice(0, 4)).toEqual(["scrypt", "10", "8", "1"]);
    expect(needsRehash(stored, LOW)).toBe(false);
    expect(needsRehash(stored, { ...LOW, logN: 11 })).toBe(true);
  });

  it("never matches a malformed or absurdly expensive hash", async () => {
    expect(await verifyPassword("x", "plain-text")).toBe(false);
    expect(await verifyPassword("x", "scrypt$30$8$1$c2FsdA$aGFzaA")).toBe(false);
  });
});
