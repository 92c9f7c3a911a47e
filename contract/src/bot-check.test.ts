import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { leadingZeroBits } from "./bot-check";

describe("leadingZeroBits", () => {
  it.each([
    [[0x80, 0x00], 0],
    [[0x7f], 1],
    [[0x01, 0xff], 7],
    [[0x00, 0x80], 8],
    [[0x00, 0x0f, 0x00], 12],
    [[0x00, 0x00, 0x01], 23],
  ])("counts %j as %i zero bits before the first one", (bytes, bits) => {
    expect(leadingZeroBits(Uint8Array.from(bytes))).toBe(bits);
  });

  it("counts every bit of a digest that is all zeros, and none of an empty one", () => {
    expect(leadingZeroBits(new Uint8Array(32))).toBe(256);
    expect(leadingZeroBits(new Uint8Array(0))).toBe(0);
  });

  it("agrees with the digest written out in binary, whatever its bytes", () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 40 }), (digest) => {
        const binary = Array.from(digest, (byte) => byte.toString(2).padStart(8, "0")).join("");
        const firstOne = binary.indexOf("1");
        expect(leadingZeroBits(digest)).toBe(firstOne === -1 ? binary.length : firstOne);
      }),
    );
  });
});
