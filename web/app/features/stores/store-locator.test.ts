import type { Store } from "@ridgeline/contract";
import { describe, expect, it } from "vitest";
import {
  DEFAULT_RADIUS,
  addressLines,
  dayNames,
  directionsHref,
  formatDistance,
  formatOpeningTimes,
  looksLikePostalCode,
  parseRadius,
  radiusKm,
  storeCardView,
  telHref,
  todayIn,
} from "./store-locator";

const MUNICH: Store = {
  storeId: "0401",
  name: "Ridgeline Outfitters München",
  addressLine1: "Sendlinger Straße 42",
  city: "München",
  province: null,
  postalCode: "80331",
  country: "DE",
  phone: "089 2180 4637",
  latitude: 48.1348,
  longitude: 11.5697,
  distance: 12.34,
  distanceUnit: "km",
  timezone: "Europe/Berlin",
  hours: [
    { day: "mon", open: "10:00", close: "20:00" },
    { day: "sun", open: null, close: null },
  ],
  openNow: true,
  pickupEnabled: true,
  storeInventory: [],
};

describe("store locator helpers", () => {
  it("shows distances in miles for the US and UK, kilometres elsewhere, one decimal", () => {
    expect(formatDistance(16.09344, "en-us")).toBe("10.0 mi");
    expect(formatDistance(1.6, "en-gb")).toBe("1.0 mi");
    expect(formatDistance(3.94, "fr-fr")).toMatch(/^3,9\s?km$/);
    expect(formatDistance(3.94, "en-ca")).toBe("3.9 km");
  });

  it("keeps the radius to the offered options and converts miles to km for the API", () => {
    expect(parseRadius("25")).toBe(25);
    expect(parseRadius("26")).toBe(DEFAULT_RADIUS);
    expect(parseRadius("abc")).toBe(DEFAULT_RADIUS);
    expect(parseRadius(null)).toBe(DEFAULT_RADIUS);
    expect(radiusKm(250, "en-us")).toBe(402);
    expect(radiusKm(250, "de-de")).toBe(250);
  });

  it("tells postal codes from city names", () => {
    for (const code of ["80302", "V6E 1A9", "WC2E 9LY", "75001"])
      expect(looksLikePostalCode(code)).toBe(true);
    for (const city of ["Denver", "Montréal", "Chamonix-Mont-Blanc"])
      expect(looksLikePostalCode(city)).toBe(false);
  });

  it("names the days in the site's language, Monday first", () => {
    expect(dayNames("fr-fr").mon).toBe("Lundi");
    expect(dayNames("de-de").sun).toBe("Sonntag");
    expect(dayNames("en-us").wed).toBe("Wednesday");
  });

  it("finds today in the store's time zone", () => {
    // Monday 02:00 UTC is still Sunday evening in Denver.
    const at = new Date("2024-01-01T02:00:00Z");
    expect(todayIn("America/Denver", at)).toBe("sun");
    expect(todayIn("Europe/Berlin", at)).toBe("mon");
  });

  it("writes opening times with the site's clock and null when closed", () => {
    const day = { day: "mon" as const, open: "09:30", close: "20:00" };
    expect(formatOpeningTimes(day, "en-us")).toMatch(/^9:30\sAM – 8:00\sPM$/);
    expect(formatOpeningTimes(day, "de-de")).toBe("09:30 – 20:00");
    expect(formatOpeningTimes({ day: "sun", open: null, close: null }, "de-de")).toBeNull();
  });

  it("orders address lines as each country writes them", () => {
    expect(addressLines(MUNICH)).toEqual(["Sendlinger Straße 42", "80331 München"]);
    expect(
      addressLines({
        ...MUNICH,
        country: "US",
        city: "Boulder",
        province: "CO",
        postalCode: "80302",
      }),
    ).toEqual(["Sendlinger Straße 42", "Boulder, CO 80302"]);
    expect(
      addressLines({ ...MUNICH, country: "GB", city: "London", postalCode: "WC2E 9LY" }),
    ).toEqual(["Sendlinger Straße 42", "London", "WC2E 9LY"]);
  });

  it("dials phone numbers in international form", () => {
    expect(telHref("(303) 555-0142", "US")).toBe("tel:+13035550142");
    expect(telHref("020 7946 0381", "GB")).toBe("tel:+442079460381");
    expect(telHref("04 78 42 19 63", "FR")).toBe("tel:+33478421963");
    expect(telHref("+49 89 2180", "DE")).toBe("tel:+49892180");
  });

  it("links directions to the store's coordinates", () => {
    expect(directionsHref(48.1348, 11.5697)).toContain("route=%3B48.1348%2C11.5697");
  });

  it("shapes a store for its card, naming the country only when abroad", () => {
    const at = new Date("2024-01-01T10:00:00Z");
    const view = storeCardView(MUNICH, "de-de", at);
    expect(view).toMatchObject({
      countryName: null,
      tel: "tel:+498921804637",
      address: ["Sendlinger Straße 42", "80331 München"],
      openNow: true,
      pickupEnabled: true,
    });
    expect(view.hours).toEqual([
      { day: "mon", name: "Montag", times: "10:00 – 20:00", today: true },
      { day: "sun", name: "Sonntag", times: null, today: false },
    ]);
    expect(storeCardView(MUNICH, "fr-fr", at).countryName).toBe("Allemagne");
  });
});
