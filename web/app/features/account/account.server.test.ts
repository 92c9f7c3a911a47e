import { describe, expect, it } from "vitest";
import { doneRedirect, pageWithQuery } from "./account.server";

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
});
