import { ANSWER_QUESTION, SIGN_UP, SUBMIT_REVIEW } from "@ridgeline/contract";
import { describe, expect, it } from "vitest";
import { inputChecker, type RequestInput } from "./input-rules";

const request = (parts: Partial<RequestInput>): RequestInput => ({
  url: "/x",
  params: {},
  query: {},
  body: undefined,
  ...parts,
});

const signUp = inputChecker(SIGN_UP);
const review = inputChecker(SUBMIT_REVIEW);

describe("inputChecker", () => {
  it("passes ordinary text in every alphabet, emoji included", () => {
    const body = { firstName: "Zoë", lastName: "Ñúñez-O'Brien", city: "東京", note: "👍🏽 ok" };
    expect(signUp(request({ body }))).toBeNull();
  });

  it.each([
    ["NUL", "a\u0000b", "must not contain a NUL character"],
    ["an escape", "a\u001bb", "must not contain control characters"],
    ["DEL", "a\u007fb", "must not contain control characters"],
    ["a C1 control", "a\u0085b", "must not contain control characters"],
    ["a lone high surrogate", "a\ud800b", "must not contain a lone surrogate"],
    ["a lone low surrogate at the end", "ab\udc00", "must not contain a lone surrogate"],
    ["a line feed", "a\nb", "must be a single line without tabs"],
    ["a carriage return", "a\rb", "must be a single line without tabs"],
    ["a tab", "a\tb", "must be a single line without tabs"],
    ["a line separator", "a\u2028b", "must be a single line without tabs"],
  ])("refuses %s in a single-line field, naming it", (_label, value, message) => {
    expect(signUp(request({ body: { firstName: "Ann", email: value } }))).toEqual({
      field: "email",
      message,
    });
  });

  it("refuses exactly the characters the rules name, every one of the 65,536 in the BMP", () => {
    const refused = (code: number) =>
      code < 0x20 ||
      (code >= 0x7f && code <= 0x9f) ||
      code === 0x2028 ||
      code === 0x2029 ||
      (code >= 0xd800 && code <= 0xdfff);
    const wrong: number[] = [];
    for (let code = 0; code <= 0xffff; code += 1) {
      const verdict = signUp(request({ body: { email: `a${String.fromCharCode(code)}b` } }));
      if ((verdict !== null) !== refused(code)) wrong.push(code);
    }
    expect(wrong).toEqual([]);
    // A well-formed surrogate pair is one character, and allowed.
    expect(signUp(request({ body: { email: "a\ud83d\ude00b" } }))).toBeNull();
  });

  it("lets review, question and answer text hold line breaks and tabs, but never NUL", () => {
    const text = "Great boots.\r\n\tWarm and dry.\nWould buy again.";
    expect(review(request({ body: { title: "Warm", text } }))).toBeNull();
    expect(inputChecker(ANSWER_QUESTION)(request({ body: { text } }))).toBeNull();
    expect(review(request({ body: { title: "Warm\nboots", text } }))?.field).toBe("title");
    expect(review(request({ body: { text: "a\u0000b" } }))?.field).toBe("text");
    expect(signUp(request({ body: { text } }))?.field).toBe("text");
  });

  it("names nested fields and array items the way schema errors do", () => {
    const body = { address: { line1: "1 Main St", lines: ["ok", "b\u0000d"] } };
    expect(signUp(request({ body }))).toMatchObject({ field: "address.lines.1" });
  });

  it("checks path parameters and query values, and a body that is only a string", () => {
    expect(signUp(request({ params: { addressId: "a\u0000" } }))?.field).toBe("addressId");
    expect(signUp(request({ query: { q: ["ok", "x\u0001"] } }))?.field).toBe("q.1");
    expect(signUp(request({ body: "\u0000" }))?.field).toBe("body");
  });

  it("refuses a bad field name at the object that holds it, without echoing the name", () => {
    const bad = signUp(request({ body: { profile: { "a\u0000": 1 } } }));
    expect(bad).toEqual({
      field: "profile",
      message: "a field name must not contain a NUL character",
    });
  });

  it("refuses a body nested deeper than any request of the contract, without recursing", () => {
    let body: unknown = "leaf";
    for (let level = 0; level < 100_000; level++) body = [body];
    expect(signUp(request({ body }))?.message).toBe("is nested too deeply");
  });

  it.each([
    ["/x?q=%E0%A4%A", "q"],
    ["/x?q=%FF", "q"],
    ["/x?q=%ED%A0%80", "q"],
    ["/x?a=1&q=%", "q"],
    ["/x?%FF=1", "query"],
  ])("refuses a query whose percent-encoding is not UTF-8: %s", (url, field) => {
    expect(signUp(request({ url }))).toMatchObject({ field });
  });

  it("accepts well-encoded queries, plus signs and empty values included", () => {
    expect(
      signUp(request({ url: "/x?q=caf%C3%A9+au+lait&empty=&flag&e=%F0%9F%98%80" })),
    ).toBeNull();
  });
});
