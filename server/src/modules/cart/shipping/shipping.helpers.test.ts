import { describe, expect, it } from "vitest";
import { createRng } from "../../../../../seed/seed-random";
import { SHIPPING_SITES } from "./shipping-methods.data";
import {
  compareMethods,
  deliveryKind,
  downgrade,
  isMethodApplicable,
  isShippingSite,
  methodsFor,
  type MethodsInput,
  type ShippingLine,
  type ShippingOption,
  type ShippingSiteLocale,
} from "./shipping.helpers";
import { runs } from "../../../../../scripts/fast-check-runs.mjs";

const plain = (id = "a"): ShippingLine => ({ id, isDigital: false, isCustoms: false });
const customs = (id = "c"): ShippingLine => ({ id, isDigital: false, isCustoms: true });
const digital = (id = "d"): ShippingLine => ({ id, isDigital: true, isCustoms: false });

// 15:00 UTC on a Thursday in November is 10:00 in New York (UTC-5), 15:00 in London,
// 16:00 in Berlin and Paris, 10:00 in Toronto.
const NOV_MORNING_NY = new Date("2026-11-26T15:00:00Z");
const NOV_AFTERNOON_NY = new Date("2026-11-26T19:00:00Z"); // 14:00 in New York: the cut-off.
const NOV_LATE_MORNING_EU = new Date("2026-11-26T11:00:00Z"); // 11:00 London, 12:00 Berlin.

function input(overrides: Partial<MethodsInput>): MethodsInput {
  return {
    siteLocale: "en-us",
    destination: { country: "US", region: "NY", postalCode: "10001" },
    lines: [plain()],
    now: NOV_MORNING_NY,
    language: "en",
    ...overrides,
  };
}

// What a US home address gets without same day, fastest first: ready today, 1-2, 2-4, 3-5, 4-6.
const WITHOUT_SAME_DAY = ["PICKUP", "EXPRESS", "PUDO", "STANDARD", "STS"];

const codes = (methods: readonly ShippingOption[]) => methods.map((method) => method.code);

describe("methodsFor: golden shipments", () => {
  it("offers a Manhattan address before 14:00 both same-day windows first, then by delivery time", () => {
    // 10001 is Manhattan (prefix 100); 10:00 in New York is before the 14:00 cut-off.
    // Same day first (the 18:00 window before the 20:00 one: first numbers 18 < 20), then by
    // the first number of the range: PICKUP 0, EXPRESS 1, PUDO 2, STANDARD 3, STS 4.
    const methods = methodsFor(input({}));
    expect(codes(methods)).toEqual(["SAME_DAY_1820", "SAME_DAY_2022", ...WITHOUT_SAME_DAY]);
    expect(methods[0]).toEqual({
      code: "SAME_DAY_1820",
      kind: "home",
      customs: false,
      sameDay: true,
      priceMinor: 2500,
      currency: "USD",
      label: "Same day delivery",
      deliveryTime: "18:00-20:00",
      deliveryText: "Today 18:00-20:00",
    });
    expect(methods.find((m) => m.code === "STANDARD")).toMatchObject({
      priceMinor: 800,
      deliveryTime: "3-5",
      deliveryText: "3-5 business days",
      sameDay: false,
    });
  });

  it("drops same day at the cut-off hour, read on New York's clock and not UTC's", () => {
    // 19:00 UTC is 14:00 in New York: the cut-off is exclusive, so no same day.
    expect(codes(methodsFor(input({ now: NOV_AFTERNOON_NY })))).toEqual(WITHOUT_SAME_DAY);
    // One minute before, 13:59 New York time, same day is still on.
    const justBefore = new Date("2026-11-26T18:59:00Z");
    expect(isMethodApplicable("SAME_DAY_2022", input({ now: justBefore }))).toBe(true);
  });

  it("reads London's summer time: 13:30 UTC in July is 14:30 BST, past the cut-off", () => {
    const london = { country: "GB", region: null, postalCode: "SW1A 1AA" };
    const july = new Date("2026-07-01T13:30:00Z");
    expect(
      isMethodApplicable(
        "SAME_DAY_1820",
        input({ siteLocale: "en-gb", destination: london, now: july }),
      ),
    ).toBe(false);
    // In January 13:30 UTC is 13:30 GMT: before the cut-off.
    const january = new Date("2026-01-15T13:30:00Z");
    expect(
      isMethodApplicable(
        "SAME_DAY_1820",
        input({ siteLocale: "en-gb", destination: london, now: january }),
      ),
    ).toBe(true);
  });

  it("gives same day only to the metro's postal codes (EH is Edinburgh, not London's E)", () => {
    const gb = (postalCode: string) =>
      isMethodApplicable(
        "SAME_DAY_1820",
        input({
          siteLocale: "en-gb",
          destination: { country: "GB", region: null, postalCode },
          now: NOV_LATE_MORNING_EU,
        }),
      );
    expect(gb("E1 6AN")).toBe(true);
    expect(gb("ec1a 1bb")).toBe(true);
    expect(gb("EH1 1YZ")).toBe(false);
    expect(gb("NE1 4ST")).toBe(false);
    expect(gb("WD17 1AA")).toBe(false);
    const us = (postalCode: string | null) =>
      isMethodApplicable(
        "SAME_DAY_1820",
        input({ destination: { country: "US", region: "NY", postalCode } }),
      );
    expect(us("11201")).toBe(true); // Brooklyn (112)
    expect(us("11501")).toBe(false); // Mineola, Long Island (115): not in the list
    expect(us("80302")).toBe(false); // Boulder
    expect(us(null)).toBe(false);
  });

  it("prices and labels in the site's currency and the shopper's language", () => {
    // fr-ca: Montréal (H2X) before 14:00 Toronto time (same zone); prices in CAD.
    const methods = methodsFor({
      siteLocale: "fr-ca",
      destination: { country: "CA", region: "QC", postalCode: "H2X 1Y4" },
      lines: [plain()],
      now: NOV_MORNING_NY,
      language: "fr-ca",
    });
    expect(methods.map((m) => [m.code, m.priceMinor, m.label])).toEqual([
      ["SAME_DAY_1820", 3000, "Livraison le jour même"],
      ["SAME_DAY_2022", 3000, "Livraison le jour même"],
      ["PICKUP", 0, "Retrait en magasin"],
      ["EXPRESS", 2500, "Livraison express"],
      ["PUDO", 600, "Point relais"],
      ["STANDARD", 1000, "Livraison standard"],
      ["STS", 0, "Livraison en magasin"],
    ]);
    expect(methods.every((m) => m.currency === "CAD")).toBe(true);
    expect(methods.find((m) => m.code === "STANDARD")?.deliveryText).toBe("3 à 5 jours ouvrés");
    // An unknown language reads English.
    const de = methodsFor(
      input({
        siteLocale: "de-de",
        destination: { country: "DE", region: null, postalCode: "80331" },
        language: "xx",
      }),
    );
    expect(de.find((m) => m.code === "STANDARD")).toMatchObject({
      label: "Standard delivery",
      priceMinor: 495,
      currency: "EUR",
    });
  });

  it("keeps home methods to the site's country: abroad leaves only what the shopper collects", () => {
    const abroad = methodsFor(
      input({ destination: { country: "CA", region: "ON", postalCode: "M5V 2T6" } }),
    );
    expect(codes(abroad)).toEqual(["PICKUP", "PUDO", "STS"]);
    // A lower-case country with spaces is still the site's.
    const home = methodsFor(
      input({ destination: { country: " us ", region: "CO", postalCode: "80302" } }),
    );
    expect(codes(home)).toEqual(WITHOUT_SAME_DAY);
  });

  it("shows standard and express but no same day before there is an address", () => {
    expect(codes(methodsFor(input({ destination: null })))).toEqual(WITHOUT_SAME_DAY);
  });

  it("ships a made-to-order line home only, 5 business days longer, and the whole shipment with it", () => {
    // STANDARD 3-5 + 5 = 8-10, EXPRESS 1-2 + 5 = 6-7; same prices as the stock methods.
    const methods = methodsFor(input({ lines: [plain(), customs()] }));
    expect(methods.map((m) => [m.code, m.deliveryTime, m.priceMinor])).toEqual([
      ["EXPRESS_CUSTOMS", "6-7", 2000],
      ["STANDARD_CUSTOMS", "8-10", 800],
    ]);
    // "8-10" sorts by 8, after "6-7": the whole number, not its first digit "8" vs "6" (same here).
  });

  it("e-mails digital lines: DIGITAL alone for digital lines, and ignored beside physical lines", () => {
    expect(methodsFor(input({ lines: [digital("d1"), digital("d2")] }))).toEqual([
      {
        code: "DIGITAL",
        kind: "digital",
        customs: false,
        sameDay: false,
        priceMinor: 0,
        currency: "USD",
        label: "E-mail delivery",
        deliveryTime: "0",
        deliveryText: "By e-mail",
      },
    ]);
    expect(codes(methodsFor(input({ lines: [digital(), plain()] })))).toEqual(
      codes(methodsFor(input({ lines: [plain()] }))),
    );
    // Digital lines need no address: a foreign one does not matter.
    expect(
      codes(
        methodsFor(
          input({
            lines: [digital()],
            destination: { country: "FR", region: null, postalCode: "75001" },
          }),
        ),
      ),
    ).toEqual(["DIGITAL"]);
  });

  it("has no method for a shipment without lines", () => {
    expect(methodsFor(input({ lines: [] }))).toEqual([]);
  });

  it("never offers same day after an invalid clock", () => {
    expect(isMethodApplicable("SAME_DAY_1820", input({ now: new Date(Number.NaN) }))).toBe(false);
  });
});

describe("isShippingSite", () => {
  it("knows the six sites and nothing else", () => {
    expect(["en-us", "en-ca", "fr-ca", "en-gb", "de-de", "fr-fr"].every(isShippingSite)).toBe(true);
    expect(["es-419", "EN-US", "toString", ""].some(isShippingSite)).toBe(false);
  });
});

describe("deliveryKind: the kinds of spec 000 §4", () => {
  it.each([
    ["PICKUP", "pickup"],
    ["PUDO", "pickup"],
    ["STS", "sts"],
    ["DIGITAL", "digital"],
    ["STANDARD_CUSTOMS", "customs"],
    ["EXPRESS_CUSTOMS", "customs"],
    ["STANDARD", "home"],
    ["EXPRESS", "home"],
    ["SAME_DAY_2022", "home"],
    ["SOMETHING_ELSE", "home"],
  ])("%s is %s", (code, kind) => {
    expect(deliveryKind(code)).toBe(kind);
  });
});

describe("downgrade: where a shipment goes when its method stops applying", () => {
  it("keeps the chosen method while it applies", () => {
    const applicable = methodsFor(input({}));
    expect(downgrade("EXPRESS", applicable)?.code).toBe("EXPRESS");
  });

  it("moves same day past the cut-off to express, the next slower home method", () => {
    const applicable = methodsFor(input({ now: NOV_AFTERNOON_NY }));
    expect(downgrade("SAME_DAY_1820", applicable)?.code).toBe("EXPRESS");
  });

  it("keeps the service level when a made-to-order line joins: express → express customs", () => {
    const applicable = methodsFor(input({ lines: [plain(), customs()] }));
    expect(downgrade("EXPRESS", applicable)?.code).toBe("EXPRESS_CUSTOMS");
    expect(downgrade("STANDARD", applicable)?.code).toBe("STANDARD_CUSTOMS");
    // Pickup cannot hold a made-to-order item: standard, never the dearer express.
    expect(downgrade("PICKUP", applicable)?.code).toBe("STANDARD_CUSTOMS");
  });

  it("falls back to standard for an unknown code, and to nothing when no home method applies", () => {
    expect(downgrade("NOPE", methodsFor(input({})))?.code).toBe("STANDARD");
    const abroad = methodsFor(
      input({ destination: { country: "DE", region: null, postalCode: "10115" } }),
    );
    expect(downgrade("EXPRESS", abroad)).toBeNull();
  });
});

// Property tests: each case has its own seed (BASE_SEED + case number, in every failure), so a
// failing shipment is replayed with generateShipment(seed) alone.
const BASE_SEED = 58_2026;
const CASES = runs(500);
const SITES = Object.keys(SHIPPING_SITES) as ShippingSiteLocale[];
const POSTAL_CODES: Record<string, readonly string[]> = {
  US: ["10001", "11201", "10458", "80302", "90210", "11501"],
  CA: ["M5V 2T6", "H2X 1Y4", "K1A 0B1", "V6B 1A1"],
  GB: ["SW1A 1AA", "E1 6AN", "EH1 1YZ", "M1 1AE"],
  DE: ["10115", "14199", "80331", "20095"],
  FR: ["75001", "92100", "69001", "13001"],
};

function generateShipment(seed: number): MethodsInput {
  const rng = createRng(seed);
  const int = (min: number, max: number) => min + Math.floor(rng() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => items[int(0, items.length - 1)] as T;
  const siteLocale = pick(SITES);
  // Mostly the site's own country, sometimes abroad, sometimes no address yet.
  const country =
    rng() < 0.75 ? SHIPPING_SITES[siteLocale].country : pick(Object.keys(POSTAL_CODES));
  const destination =
    rng() < 0.15
      ? null
      : {
          country,
          region: null,
          postalCode: rng() < 0.1 ? null : pick(POSTAL_CODES[country] ?? []),
        };
  const lines = Array.from({ length: int(0, 4) }, (_, i) => ({
    id: `line-${i}`,
    isDigital: rng() < 0.2,
    isCustoms: rng() < 0.2,
  }));
  // Any minute of a year, so both sides of every cut-off and of daylight saving come up.
  const now = new Date(Date.UTC(2026, 0, 1) + int(0, 365 * 24 * 60) * 60_000);
  return { siteLocale, destination, lines, now, language: pick(["en", "fr", "de", "es"]) };
}

describe(`methodsFor over ${CASES} generated shipments (seeds ${BASE_SEED}…)`, () => {
  const cases = Array.from({ length: CASES }, (_, n) => {
    const seed = BASE_SEED + n;
    const shipment = generateShipment(seed);
    return { seed, shipment, methods: methodsFor(shipment) };
  });

  it("sorts same day first, then by the first number of the delivery time, then price, then code", () => {
    for (const { seed, methods } of cases) {
      for (let i = 1; i < methods.length; i++) {
        const [a, b] = [methods[i - 1], methods[i]] as [ShippingOption, ShippingOption];
        const first = (m: ShippingOption) => Number(/\d+/.exec(m.deliveryTime)?.[0]);
        const ordered =
          (a.sameDay && !b.sameDay) ||
          (a.sameDay === b.sameDay &&
            (first(a) < first(b) ||
              (first(a) === first(b) &&
                (a.priceMinor < b.priceMinor ||
                  (a.priceMinor === b.priceMinor && a.code < b.code)))));
        expect(ordered, `seed ${seed}: ${a.code} before ${b.code}`).toBe(true);
      }
      // The answer does not depend on the catalogue's order: sorting again changes nothing.
      expect([...methods].sort(compareMethods), `seed ${seed}`).toEqual(methods);
    }
  });

  it("keeps every rule of the shipment: digital, customs, country, same day, prices", () => {
    for (const { seed, shipment, methods } of cases) {
      const site = SHIPPING_SITES[shipment.siteLocale];
      const physical = shipment.lines.filter((l) => !l.isDigital);
      const why = `seed ${seed}`;
      if (shipment.lines.length === 0) expect(methods, why).toEqual([]);
      if (shipment.lines.length > 0 && physical.length === 0)
        expect(codes(methods), why).toEqual(["DIGITAL"]);
      if (physical.some((l) => l.isCustoms))
        expect(
          methods.every((m) => m.customs && m.kind === "home"),
          why,
        ).toBe(true);
      const abroad = shipment.destination !== null && shipment.destination.country !== site.country;
      if (abroad)
        expect(
          methods.some((m) => m.kind === "home"),
          why,
        ).toBe(false);
      if (shipment.destination === null)
        expect(
          methods.some((m) => m.sameDay),
          why,
        ).toBe(false);
      for (const method of methods) {
        expect(Number.isInteger(method.priceMinor) && method.priceMinor >= 0, why).toBe(true);
        expect(method.currency, why).toBe(site.currency);
        expect(isMethodApplicable(method.code, shipment), why).toBe(true);
      }
      // Both same-day windows come and go together (one cut-off, one metro list).
      expect(methods.filter((m) => m.sameDay).length % 2, why).toBe(0);
    }
  });

  it("reaches every kind of shipment, so no rule above is checked vacuously", () => {
    const all = cases.flatMap(({ methods }) => methods);
    expect(all.some((m) => m.sameDay)).toBe(true);
    expect(all.some((m) => m.customs)).toBe(true);
    expect(all.some((m) => m.kind === "digital")).toBe(true);
    expect(
      cases.some(({ methods }) => methods.length > 0 && !methods.some((m) => m.kind === "home")),
    ).toBe(true);
    expect(new Set(cases.map(({ shipment }) => shipment.siteLocale)).size).toBe(SITES.length);
  });

  it("downgrades to an applicable home method no faster than the chosen one", () => {
    const tiers: Record<string, number> = {
      SAME_DAY_1820: 0,
      SAME_DAY_2022: 0,
      EXPRESS: 1,
      EXPRESS_CUSTOMS: 1,
      STANDARD: 2,
      STANDARD_CUSTOMS: 2,
    };
    for (const { seed, methods } of cases) {
      for (const chosen of Object.keys(tiers)) {
        const next = downgrade(chosen, methods);
        const why = `seed ${seed}: ${chosen} → ${next?.code ?? "none"}`;
        if (next === null) {
          expect(
            methods.some((m) => m.kind === "home"),
            why,
          ).toBe(false);
          continue;
        }
        expect(methods, why).toContainEqual(next);
        if (next.code !== chosen)
          expect(tiers[next.code] ?? -1, why).toBeGreaterThanOrEqual(tiers[chosen] ?? 0);
      }
    }
  });
});
