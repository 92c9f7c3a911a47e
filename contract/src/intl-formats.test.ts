import { describe, expect, it } from "vitest";
import { dateTimeFormat, numberFormat } from "./intl-formats";

describe("kept Intl formatters", () => {
  it("gives the same formatter back for the same locale and options", () => {
    expect(numberFormat("fr-FR", { style: "percent" })).toBe(
      numberFormat("fr-FR", { style: "percent" }),
    );
    expect(dateTimeFormat("de-DE", { dateStyle: "long" })).toBe(
      dateTimeFormat("de-DE", { dateStyle: "long" }),
    );
  });

  it("keeps different options apart and formats as Intl does", () => {
    expect(numberFormat("en-US", { maximumFractionDigits: 0 }).format(1.6)).toBe("2");
    expect(numberFormat("en-US").format(1.6)).toBe("1.6");
    expect(numberFormat("fr-FR").format(4.4)).toBe(new Intl.NumberFormat("fr-FR").format(4.4));
  });
});
