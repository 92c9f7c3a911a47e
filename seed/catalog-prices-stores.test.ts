import { describe, it, expect } from "vitest";
import {
  CURRENCIES,
  FX,
  colors,
  expectWithin,
  share,
  stores,
  styles,
  typeOf,
} from "./catalog-test.fixture";

describe("prices", () => {
  it("prices every colour in all four currencies as positive integer minor units", () => {
    for (const color of colors) {
      expect(Object.keys(color.prices).sort()).toEqual([...CURRENCIES].sort());
      for (const currency of CURRENCIES) {
        const { originalMinor, currentMinor } = color.prices[currency];
        expect(Number.isInteger(originalMinor) && Number.isInteger(currentMinor)).toBe(true);
        expectWithin(currentMinor, 1, originalMinor);
      }
    }
  });

  it("keeps USD originals inside the type's range with .00, .95 or .99 endings", () => {
    for (const style of styles) {
      const range =
        style.gender === "kids" ? typeOf(style).priceUsd.kids : typeOf(style).priceUsd.adult;
      const [min = 0, max = 0] = range ?? [];
      for (const color of style.colors) {
        const usd = color.prices.USD.originalMinor;
        expectWithin(usd, min * 100, max * 100);
        expect([0, 95, 99]).toContain(usd % 100);
      }
    }
  });

  it("converts to CAD, GBP and EUR near the fixed rates with retail endings", () => {
    for (const color of colors) {
      const usd = color.prices.USD.originalMinor;
      for (const currency of CURRENCIES) {
        const original = color.prices[currency].originalMinor;
        expectWithin(original / (usd * FX[currency]), 0.92, 1.08);
        expect([0, 95, 99]).toContain(original % 100);
      }
    }
  });

  it("puts about 20% of colours on sale at 20–50% off, the same markdown in every currency", () => {
    const onSale = colors.filter((c) => c.prices.USD.currentMinor < c.prices.USD.originalMinor);
    expectWithin(share(onSale.length, colors.length), 0.15, 0.25);
    for (const color of colors) {
      const usdOff = 1 - color.prices.USD.currentMinor / color.prices.USD.originalMinor;
      for (const currency of CURRENCIES) {
        const { originalMinor, currentMinor } = color.prices[currency];
        const off = 1 - currentMinor / originalMinor;
        if (usdOff === 0) expect(currentMinor).toBe(originalMinor);
        else {
          expectWithin(off, 0.2, 0.5);
          expect(Math.abs(off - usdOff)).toBeLessThan(0.06);
        }
      }
    }
  });

  it("gives some styles colours at different prices so they show a price range", () => {
    const ranged = styles.filter(
      (s) => new Set(s.colors.map((c) => c.prices.USD.originalMinor)).size > 1,
    );
    expect(ranged.length).toBeGreaterThan(10);
  });
});

describe("stores", () => {
  // Per country: postcode format, [latMin, latMax, lonMin, lonMax], time zone prefix, store count.
  const local: Record<string, { postcode: RegExp; box: number[]; zone: string; min: number }> = {
    US: { postcode: /^\d{5}$/, box: [24, 49.5, -125, -66], zone: "America/", min: 8 },
    CA: {
      postcode: /^[A-Z]\d[A-Z] \d[A-Z]\d$/,
      box: [42, 60, -141, -52],
      zone: "America/",
      min: 3,
    },
    GB: {
      postcode: /^[A-Z]{1,2}\d[A-Z\d]? \d[A-Z]{2}$/,
      box: [49.9, 61, -8.7, 1.8],
      zone: "Europe/London",
      min: 3,
    },
    DE: { postcode: /^\d{5}$/, box: [47.2, 55.1, 5.8, 15.1], zone: "Europe/Berlin", min: 2 },
    FR: { postcode: /^\d{5}$/, box: [42.3, 51.1, -4.8, 8.3], zone: "Europe/Paris", min: 2 },
  };

  it("has at least 18 stores spread over the US, Canada (incl. Québec), UK, Germany and France", () => {
    expect(stores.length).toBeGreaterThanOrEqual(18);
    for (const [country, { min }] of Object.entries(local)) {
      expect(stores.filter((s) => s.country === country).length, country).toBeGreaterThanOrEqual(
        min,
      );
    }
    expect(stores.every((s) => s.country in local)).toBe(true);
    expect(stores.some((s) => s.province === "QC")).toBe(true);
    const usStates = new Set(stores.filter((s) => s.country === "US").map((s) => s.province));
    expect(usStates.size).toBeGreaterThanOrEqual(4);
  });

  it("has unique 4-digit ids, branded names and local postcodes, coordinates and time zones", () => {
    expect(new Set(stores.map((s) => s.storeId)).size).toBe(stores.length);
    for (const store of stores) {
      expect(store.storeId).toMatch(/^\d{4}$/);
      expect(store.name).toBe(
        `Ridgeline Outfitters ${store.name.slice("Ridgeline Outfitters ".length)}`,
      );
      const rules = local[store.country];
      if (!rules) throw new Error(`unexpected country ${store.country}`);
      const [latMin = 0, latMax = 0, lonMin = 0, lonMax = 0] = rules.box;
      expect(store.postalCode, store.name).toMatch(rules.postcode);
      expectWithin(store.latitude, latMin, latMax);
      expectWithin(store.longitude, lonMin, lonMax);
      expect(store.timezone.startsWith(rules.zone)).toBe(true);
      expect(store.phone).toMatch(/^[\d() +-]{10,}$/);
      expect(store.addressLine1.length).toBeGreaterThan(5);
    }
  });

  it("opens every day of the week, with a shorter Sunday, and closes on Sundays in Germany", () => {
    const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3));
    for (const store of stores) {
      expect(store.hours.map((h) => h.day).join()).toBe("mon,tue,wed,thu,fri,sat,sun");
      const length = (h: { open: string | null; close: string | null }) =>
        h.open && h.close ? minutes(h.close) - minutes(h.open) : 0;
      for (const h of store.hours) {
        if (h.open === null || h.close === null) expect(h.open).toBe(h.close);
        else {
          expect(h.open).toMatch(/^\d{2}:\d{2}$/);
          expect(minutes(h.close)).toBeGreaterThan(minutes(h.open));
        }
      }
      const [monday, sunday] = [store.hours[0], store.hours[6]];
      if (!monday || !sunday) throw new Error("missing hours");
      expect(length(sunday)).toBeLessThan(length(monday));
      if (store.country === "DE") expect(sunday.open).toBeNull();
    }
  });

  it("has some stores without pickup", () => {
    expect(stores.some((s) => !s.pickupEnabled)).toBe(true);
    expect(stores.some((s) => s.pickupEnabled)).toBe(true);
  });
});
