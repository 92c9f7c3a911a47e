import { describe, expect, it } from "vitest";
import {
  geocodeCity,
  geocodePostalCode,
  haversineKm,
  nearestCity,
  normalisePlaceName,
  postalKeys,
  roundKm,
} from "./geo.helpers";
import { GAZETTEER_CITIES } from "./gazetteer.data";

describe("haversineKm", () => {
  it("is 0 for one point and about 344 km from London to Paris", () => {
    const london = { latitude: 51.5074, longitude: -0.1278 };
    expect(haversineKm(london, london)).toBe(0);
    const km = haversineKm(london, { latitude: 48.8566, longitude: 2.3522 });
    expect(km).toBeGreaterThan(340);
    expect(km).toBeLessThan(348);
  });

  it("is half the Earth's circumference between antipodes", () => {
    const km = haversineKm({ latitude: 0, longitude: 0 }, { latitude: 0, longitude: 180 });
    expect(Math.round(km)).toBe(20015);
  });
});

describe("roundKm", () => {
  it("keeps one decimal", () => {
    expect(roundKm(12.345)).toBe(12.3);
    expect(roundKm(0.04)).toBe(0);
  });
});

describe("postalKeys", () => {
  it("reads each country's format and nothing else", () => {
    expect(postalKeys("80302", "US")).toEqual(["803"]);
    expect(postalKeys("80302-1234", "US")).toEqual(["803"]);
    expect(postalKeys("80302", "DE")).toEqual(["80"]);
    expect(postalKeys("80302", "CA")).toEqual([]);
    expect(postalKeys("v6e1a9", "CA")).toEqual(["V6E"]);
    expect(postalKeys("WC2E 9LY", "GB")).toEqual(["WC2E", "WC"]);
    expect(postalKeys("m1 1wr", "GB")).toEqual(["M1", "M"]);
    expect(postalKeys("WC2E 9LY", "US")).toEqual([]);
  });
});

describe("geocodePostalCode", () => {
  it("prefers the given country when formats overlap", () => {
    expect(geocodePostalCode("75001", "FR")?.country).toBe("FR");
    expect(geocodePostalCode("80331", "DE")?.country).toBe("DE");
    expect(geocodePostalCode("80331", "US")?.country).toBe("US");
  });

  it("falls back to a UK postcode area, and knows nothing outside the gazetteer", () => {
    expect(geocodePostalCode("M60 1QD", "GB")?.country).toBe("GB");
    expect(geocodePostalCode("99950", "US")).toBeNull();
    expect(geocodePostalCode("hello", "US")).toBeNull();
  });
});

describe("geocodeCity", () => {
  it("matches names without accents, case or punctuation, and aliases", () => {
    expect(normalisePlaceName("Chamonix-Mont-Blanc")).toBe("chamonix mont blanc");
    expect(geocodeCity("QUEBEC CITY")?.label).toBe("Québec");
    expect(geocodeCity("köln")?.label).toBe("Köln");
    expect(geocodeCity("Cologne")?.country).toBe("DE");
    expect(geocodeCity("Springfield")).toBeNull();
  });
});

describe("nearestCity", () => {
  it("names the gazetteer city a point is near, and none far from all of them", () => {
    expect(nearestCity({ latitude: 39.75, longitude: -104.99 })?.name).toBe("Denver");
    expect(nearestCity({ latitude: 51.51, longitude: -0.13 })?.name).toBe("London");
    expect(nearestCity({ latitude: 0, longitude: 0 })).toBeNull();
    // Every gazetteer city is its own nearest (or one of the same name), at 0 km.
    for (const city of GAZETTEER_CITIES) {
      const found = nearestCity(city);
      expect(found?.km).toBe(0);
    }
  });
});
