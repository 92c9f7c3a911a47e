import { describe, expect, it } from "vitest";
import { createAddressLimiter } from "./address-limiter";

describe("createAddressLimiter", () => {
  it("refuses the call over the limit within the window, per address", () => {
    let now = 0;
    const limit = createAddressLimiter({
      limit: 2,
      windowMs: 1000,
      message: "slow down",
      clock: () => now,
    });
    limit("a");
    limit("a");
    expect(() => limit("a")).toThrow(expect.objectContaining({ errorId: "AUT441" }));
    limit("b");
    now = 1001;
    expect(() => limit("a")).not.toThrow();
  });
});
