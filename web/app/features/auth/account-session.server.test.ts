import { ApiError } from "@ridgeline/contract";
import { describe, expect, it } from "vitest";
import { accountRefusal } from "./account-session.server";

describe("account form refusals", () => {
  it("answers a refusal with its status, code and field, and rethrows a 401 or a 500", () => {
    const refused = new ApiError(
      409,
      [{ errorId: "PYT300", field: "card.number", message: "Card exists" }],
      null,
    );
    const answer = accountRefusal(refused, "save", { holder: "Ada" });
    expect(answer.init?.status).toBe(409);
    expect(answer.data).toEqual({
      intent: "save",
      errorId: "PYT300",
      field: "card.number",
      values: { holder: "Ada" },
    });
    const expired = new ApiError(401, [{ errorId: "AUT432", message: "Expired" }], null);
    expect(() => accountRefusal(expired, "save", {})).toThrow(expired);
    const broken = new ApiError(500, [{ errorId: "GEN500", message: "Boom" }], null);
    expect(() => accountRefusal(broken, "save", {})).toThrow(broken);
  });
});
