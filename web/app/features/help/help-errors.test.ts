import { describe, expect, it } from "vitest";
import { helpError } from "./help-errors";

describe("helpError", () => {
  it("puts a field's refusal beside the field, with the field's own words", () => {
    expect(helpError("VAL400", "subject")).toEqual({
      field: "subject",
      words: { key: "help.error.subject" },
    });
    expect(helpError("VAL400", "message").words).toEqual({
      key: "help.error.message",
      values: { min: 10, max: 2000 },
    });
    // The warranty's SKU names the same input as its line number.
    expect(helpError("VAL400", "upc").field).toBe("lineNo");
    expect(helpError("VAL400", "attendingDays").field).toBe("attendingDays");
  });

  it("shows an open claim beside the item and an undelivered order beside its number", () => {
    expect(helpError("WAR409", "lineNo")).toEqual({
      field: "lineNo",
      words: { key: "help.error.claimOpen" },
    });
    expect(helpError("ORD409", "orderNumber").field).toBe("orderNumber");
  });

  it("shows the bot check, limits and unknown codes at the top of the form", () => {
    expect(helpError("AUT403", "recaptcha_response")).toEqual({
      field: null,
      words: { key: "help.error.botCheck" },
    });
    expect(helpError("API429", null).words.key).toBe("help.error.tooMany");
    expect(helpError("VAL400", "somethingElse")).toEqual({
      field: null,
      words: { key: "help.error.generic" },
    });
    expect(helpError("EVT409", "eventId")).toEqual({
      field: null,
      words: { key: "help.error.eventFull" },
    });
  });
});
