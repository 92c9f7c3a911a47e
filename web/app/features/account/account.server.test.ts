import { ApiError } from "@ridgeline/contract";
import { describe, expect, it } from "vitest";
import { accountRefusal, doneRedirect, pageWithQuery } from "./account.server";

describe("account page helpers", () => {
  it("comes back to the page, not to the .data URL a running page sends its forms to", () => {
    const request = new Request("http://shop.test/en-us/account/addresses.data?edit=a1&_routes=x");
    expect(pageWithQuery("/en-us/account/addresses", request)).toBe(
      "/en-us/account/addresses?edit=a1",
    );
    const plain = new Request("http://shop.test/en-us/account/addresses.data");
    expect(pageWithQuery("/en-us/account/addresses", plain)).toBe("/en-us/account/addresses");
    const done = doneRedirect("/en-us/account/addresses", "addressSaved");
    expect(done.headers.get("location")).toBe("/en-us/account/addresses?done=addressSaved");
  });

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
