import { describe, expect, it } from "vitest";
import { isValidEmail, normaliseEmail, restockMessage } from "./notifications.helpers";

describe("isValidEmail and normaliseEmail", () => {
  it.each(["ana@example.com", "a.b+tag@sub.example.co.uk"])("accepts %s", (email) => {
    expect(isValidEmail(email)).toBe(true);
  });

  it.each(["", "ana", "ana@example", "a b@example.com", "@example.com", "ana@@example.com"])(
    "refuses %j",
    (email) => {
      expect(isValidEmail(email)).toBe(false);
    },
  );

  it("refuses an address longer than 254 characters", () => {
    expect(isValidEmail(`${"a".repeat(250)}@example.com`)).toBe(false);
  });

  it("trims and lower-cases, so one shopper is one sign-up", () => {
    expect(normaliseEmail("  Ana@Example.COM ")).toBe("ana@example.com");
  });
});

describe("restockMessage", () => {
  const product = {
    upc: "123456789012",
    styleId: "JKXZHJNW",
    slug: "mens-wind-jacket",
    name: "Men's <Wind> Jacket",
    colorName: "Forest",
    sizeLabel: "M",
  };

  const origin = "https://shop.example";

  it("names the product, colour and size and links to the subscriber's locale on the shop's origin", () => {
    const message = restockMessage(product, { email: "ana@example.com", locale: "de-de" }, origin);
    expect(message.to).toBe("ana@example.com");
    // A subscriber of the German site reads German (issue 26).
    expect(message.subject).toBe("Wieder da: Men's <Wind> Jacket");
    expect(message.text).toContain("Forest, Größe M");
    expect(message.text).toContain("https://shop.example/de-de/p/mens-wind-jacket-JKXZHJNW");
    expect(message.html).toContain('href="https://shop.example/de-de/p/mens-wind-jacket-JKXZHJNW"');
  });

  it("escapes product text in the HTML body", () => {
    const { html } = restockMessage(product, { email: "ana@example.com", locale: "en-us" }, origin);
    expect(html).toContain("Men&#39;s &lt;Wind&gt; Jacket");
    expect(html).not.toContain("<Wind>");
  });
});
