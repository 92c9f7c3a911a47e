import type { Site } from "@ridgeline/contract";
import { describe, expect, it } from "vitest";
import { siteOptions } from "./site-options";

describe("siteOptions", () => {
  it("keeps each site's locale, name, currency and default flag, in order, and nothing else", () => {
    const site = (locale: string, isDefault: boolean): Site => ({
      siteId: locale.toUpperCase(),
      locale,
      country: locale.slice(3).toUpperCase(),
      language: locale.slice(0, 2),
      currency: "EUR",
      name: `Shop ${locale}`,
      isDefault,
      allowFavorites: true,
      simplifiedEnrolment: false,
    });
    expect(siteOptions([site("de-de", false), site("fr-fr", true)])).toEqual([
      { locale: "de-de", name: "Shop de-de", currency: "EUR", isDefault: false },
      { locale: "fr-fr", name: "Shop fr-fr", currency: "EUR", isDefault: true },
    ]);
  });
});
