import { describe, expect, it } from "vitest";
import { saysUnavailable } from "./page-view";

/** A page's head as `querySelectorAll` finds its meta descriptions. */
const head = (...descriptions: string[]) =>
  ({
    querySelectorAll: () => descriptions.map((content) => ({ content })),
  }) as unknown as ParentNode;

describe("saysUnavailable (001 §2: a page whose meta description says it is unavailable)", () => {
  const words = "Cette page n'est pas disponible.";

  it("is true when a meta description is the error page's, in the page's words", () => {
    expect(saysUnavailable(head("Cette page n'est pas disponible."), words)).toBe(true);
    expect(saysUnavailable(head("Warm layers.", "Cette page n'est pas disponible."), words)).toBe(
      true,
    );
    expect(saysUnavailable(head("This page is unavailable."), words)).toBe(false);
  });

  it("is false for a page that describes itself, or has no description", () => {
    expect(saysUnavailable(head("Notre veste, pas disponible en rouge."), words)).toBe(false);
    expect(saysUnavailable(head(), words)).toBe(false);
  });
});
