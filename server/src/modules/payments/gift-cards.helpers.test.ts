import { describe, expect, it } from "vitest";
import { readGiftCard, SANDBOX_GIFT_CARDS, WRONG_PIN } from "./gift-cards.helpers";

describe("readGiftCard (the sandbox's gift cards)", () => {
  it("reads each issued card's balance or refusal, with spaces or dashes in the number", () => {
    expect(readGiftCard("6036 0000 0000 0005", "1234")).toEqual({
      balanceMinor: 10_000,
      lastFour: "0005",
    });
    expect(readGiftCard("6036-0000-0000-0013", "12345678")).toEqual({
      balanceMinor: 2_500,
      lastFour: "0013",
    });
    expect(readGiftCard("6036000000000021", "1234")).toEqual({ balanceMinor: 0, lastFour: "0021" });
    expect(readGiftCard("6036000000000039", "1234")).toMatchObject({ code: "GFC812" });
    expect(readGiftCard("6036000000000047", "1234")).toMatchObject({ code: "GFC725" });
  });

  it("answers each kind of bad card with its code and field, never echoing the number", () => {
    for (const [number, pin, code, field] of [
      ["", "1234", "GFC400", "number"],
      ["   ", "1234", "GFC400", "number"],
      ["abcd", "1234", "GFC800", "number"],
      ["6036000000000006", "1234", "GFC800", "number"],
      ["603600000000005", "1234", "GFC800", "number"],
      ["6036000000000005", "12a4", "GFC800", "pin"],
      ["6036000000000005", "123", "GFC800", "pin"],
      ["6036000000000054", "1234", "GFC760", "number"],
      ["6036000000000005", WRONG_PIN, "GFC700", "pin"],
    ] as const) {
      const refusal = readGiftCard(number, pin);
      expect(refusal, `${number}/${pin}`).toMatchObject({ code, field });
      if ("message" in refusal) expect(refusal.message).not.toContain(number.trim() || "§");
    }
  });

  it("has issued cards that all pass the number check", () => {
    for (const number of Object.keys(SANDBOX_GIFT_CARDS))
      expect(readGiftCard(number, "4321")).not.toMatchObject({ code: "GFC800" });
  });
});
