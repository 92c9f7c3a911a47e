import { describe, expect, it } from "vitest";
import { giftCharactersLeft, giftFieldOf, giftOptionBody, giftTypedOf } from "./gift-option";

describe("the bag's gift form", () => {
  it("reads what was typed, absent fields empty", () => {
    const form = new FormData();
    form.set("to", "Ada");
    form.set("message", " Happy trails ");
    expect(giftTypedOf(form)).toEqual({ to: "Ada", email: "", message: " Happy trails " });
  });

  it("sends an empty or blank e-mail as none, and a typed one trimmed", () => {
    expect(giftOptionBody({ to: "Ada", email: "  ", message: "" })).toEqual({
      to: "Ada",
      email: null,
      message: "",
    });
    expect(giftOptionBody({ to: "Ada", email: " ada@example.com ", message: "Hi" }).email).toBe(
      "ada@example.com",
    );
  });

  it("says which field a VAL400 is about, and no field for other refusals", () => {
    expect(giftFieldOf([{ errorId: "VAL400", field: "giftOption.to" }])).toBe("to");
    expect(giftFieldOf([{ errorId: "VAL400", field: "giftOption.email" }])).toBe("email");
    expect(
      giftFieldOf([
        { errorId: "VAL400", field: "qty" },
        { errorId: "VAL400", field: "giftOption.message" },
      ]),
    ).toBe("message");
    expect(giftFieldOf([{ errorId: "VAL400", field: "giftOption.colour" }])).toBeNull();
    expect(giftFieldOf([{ errorId: "ORD404", field: "giftOption.to" }])).toBeNull();
    expect(giftFieldOf([{ errorId: "VAL400" }])).toBeNull();
  });

  it("counts the message's characters left as the API counts them (trimmed, 250 at most)", () => {
    expect(giftCharactersLeft("")).toBe(250);
    // "Happy trails" is 12 characters; the spaces around it are trimmed: 250 - 12 = 238.
    expect(giftCharactersLeft("  Happy trails  ")).toBe(238);
    expect(giftCharactersLeft("x".repeat(251))).toBe(-1);
  });
});
