import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { environmentOf, fitScale } from "./preview-environment";

describe("the preview frame's environment", () => {
  it.each([
    ["http://localhost:3000/en-us", "localhost"],
    ["http://127.0.0.1:3217/fr-fr", "localhost"],
    ["https://pr-1234.preview.ridgeline.example/en-us", "PR preview"],
    ["https://shop.dev.ridgeline.example/", "dev"],
    ["https://qa.ridgeline.example/", "qa"],
    ["https://preprod.ridgeline.example/", "preprod"],
    ["https://www.ridgeline.example/", "production"],
    ["not a url", "unknown host"],
    ["https://xn--ls8h.example/", "production"],
  ])("%s is %s", (address, environment) => {
    expect(environmentOf(address)).toBe(environment);
  });

  it("names every address one of its labels, never throwing", () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc
            .tuple(fc.constantFrom("http", "https"), fc.domain())
            .map(([scheme, host]) => `${scheme}://${host}/`),
          fc.string(),
        ),
        (address) => {
          expect([
            "localhost",
            "PR preview",
            "dev",
            "qa",
            "preprod",
            "production",
            "unknown host",
          ]).toContain(environmentOf(address));
        },
      ),
    );
  });

  it("scales a page down to fit, never up", () => {
    expect(fitScale(1280, 640)).toBe(0.5);
    expect(fitScale(390, 800)).toBe(1);
    expect(fitScale(0, 800)).toBe(1);
  });
});
