import { describe, expect, it } from "vitest";
import { createRng } from "../../../../../seed/seed-random";
import {
  isPoBox,
  validateShippingAddress,
  type ShippingAddressInput,
} from "./shipping-address.helpers";
import type { ShippingSiteLocale } from "./shipping-methods.data";
import { runs } from "../../../../../scripts/fast-check-runs.mjs";

/** A deliverable address of each site's country. */
const VALID: Record<ShippingSiteLocale, ShippingAddressInput> = {
  "en-us": {
    firstName: "Ada",
    lastName: "Lovelace",
    addressLine1: "350 Fifth Avenue",
    city: "New York",
    province: "NY",
    postalCode: "10118",
    country: "US",
    phone: "(212) 736-3100",
  },
  "en-ca": {
    firstName: "Glenn",
    lastName: "Gould",
    addressLine1: "1 Yonge Street",
    city: "Toronto",
    province: "ON",
    postalCode: "M5E 1E5",
    country: "CA",
    phone: "416 555 0199",
  },
  "fr-ca": {
    firstName: "Gabrielle",
    lastName: "Roy",
    addressLine1: "275 rue Notre-Dame Est",
    city: "Montréal",
    province: "Québec",
    postalCode: "H2Y 1C6",
    country: "ca",
    phone: "514-555-0142",
  },
  "en-gb": {
    firstName: "Mary",
    lastName: "Somerville",
    addressLine1: "Flat 2, 221B Baker Street",
    city: "London",
    postalCode: "nw1 6xe",
    country: "GB",
    phone: "07911 123456",
  },
  "de-de": {
    firstName: "Käthe",
    lastName: "Kollwitz",
    addressLine1: "Boxhagener Straße 12",
    city: "Berlin",
    postalCode: "10245",
    country: "DE",
    phone: "0151 23456789",
  },
  "fr-fr": {
    firstName: "Émilie",
    lastName: "du Châtelet",
    addressLine1: "12 rue de la Boxe",
    city: "Paris",
    postalCode: "75004",
    country: "FR",
    phone: "06 12 34 56 78",
  },
};

const codes = (address: ShippingAddressInput, site: ShippingSiteLocale = "en-us") =>
  validateShippingAddress(address, site).map((p) => `${p.code} ${p.field}`);

describe("validateShippingAddress: golden addresses", () => {
  it.each(Object.keys(VALID) as ShippingSiteLocale[])(
    "accepts a deliverable %s address (Boxhagener Straße and rue de la Boxe are streets)",
    (site) => {
      expect(validateShippingAddress(VALID[site], site)).toEqual([]);
    },
  );

  it("refuses a PO box on either line with SHP500", () => {
    expect(codes({ ...VALID["en-us"], addressLine1: "P.O. Box 1234" })).toEqual([
      "SHP500 addressLine1",
    ]);
    expect(codes({ ...VALID["fr-fr"], addressLine2: "BP 45" }, "fr-fr")).toEqual([
      "SHP500 addressLine2",
    ]);
    expect(
      validateShippingAddress({ ...VALID["de-de"], addressLine1: "Postfach 10 11 12" }, "de-de"),
    ).toEqual([{ code: "SHP500", field: "addressLine1", message: "We cannot ship to a PO box." }]);
  });

  it("asks for a phone with SHP410, and checks a given one against the country's rules", () => {
    expect(validateShippingAddress({ ...VALID["en-us"], phone: "  " }, "en-us")).toEqual([
      { code: "SHP410", field: "phone", message: "A phone number is required for shipping." },
    ]);
    // 9 digits where the North American rule wants 10: the address is invalid (CHK320).
    expect(codes({ ...VALID["en-us"], phone: "212 736 310" })).toEqual(["CHK320 phone"]);
    expect(codes({ ...VALID["en-us"], phoneCode: "+999" })).toEqual(["CHK320 phoneCode"]);
  });

  it("refuses a country the site does not ship to with PAY401 (CANT_SHIP_THERE), and skips that country's rules", () => {
    // A German address on the US site: no CHK320 for the missing state or the 5-digit code
    // that a US rule would judge; the PO box and the phone are still told.
    const problems = validateShippingAddress(
      { ...VALID["de-de"], addressLine2: "Postfach 12", phone: "" },
      "en-us",
    );
    expect(problems).toEqual([
      {
        code: "PAY401",
        field: "country",
        message: "We ship only to addresses in US from this site.",
      },
      { code: "SHP500", field: "addressLine2", message: "We cannot ship to a PO box." },
      { code: "SHP410", field: "phone", message: "A phone number is required for shipping." },
    ]);
    expect(codes({ ...VALID["en-us"], country: "" })).toEqual(["CHK320 country"]);
  });

  it("reports every field the country's rules refuse with CHK320, at once", () => {
    const problems = validateShippingAddress(
      {
        ...VALID["en-us"],
        firstName: "A", // 2 to 30 characters
        lastName: "L0velace", // the name pattern has no digits
        addressLine1: "", // required
        addressLine2: "x".repeat(31), // at most 30
        province: "Ontario", // not a US state
        postalCode: "1011", // US: 5 digits, or ZIP+4
      },
      "en-us",
    );
    expect(problems).toEqual([
      { code: "CHK320", field: "firstName", message: "Must be 2 to 30 characters." },
      { code: "CHK320", field: "lastName", message: "Name is not valid." },
      { code: "CHK320", field: "addressLine1", message: "This field is required." },
      { code: "CHK320", field: "addressLine2", message: "Must be at most 30 characters." },
      { code: "CHK320", field: "province", message: "Choose a province or state of US." },
      {
        code: "CHK320",
        field: "postalCode",
        message: "This is not a postal code of US (for example 80302).",
      },
    ]);
  });

  it("requires a state in the US and a province in Canada, but no region in Europe", () => {
    expect(codes({ ...VALID["en-us"], province: null })).toEqual(["CHK320 province"]);
    expect(codes({ ...VALID["en-ca"], province: "" }, "en-ca")).toEqual(["CHK320 province"]);
    expect(codes({ ...VALID["fr-fr"], province: null }, "fr-fr")).toEqual([]);
    // UK lines may hold 35 characters (flat and building names), the default 30.
    expect(codes({ ...VALID["en-gb"], addressLine1: "x".repeat(35) }, "en-gb")).toEqual([]);
    expect(codes({ ...VALID["fr-fr"], addressLine1: "x".repeat(31) }, "fr-fr")).toEqual([
      "CHK320 addressLine1",
    ]);
  });

  it("checks the e-mail only when the address carries one", () => {
    expect(codes({ ...VALID["en-us"], email: "ada@example.com" })).toEqual([]);
    expect(codes({ ...VALID["en-us"], email: "ada.example.com" })).toEqual(["CHK320 email"]);
  });
});

describe("isPoBox: golden spellings", () => {
  it.each([
    "PO Box 123",
    "P.O. Box 123",
    "P. O. Box 77",
    "po box",
    "POBox 12",
    "Post Office Box 9",
    "GPO Box 1000",
    "Box 45",
    "box #45",
    "POB 3",
    "Postfach 1234",
    "Postfach",
    "Boîte postale 12",
    "BOITE POSTALE 7",
    "BP 123",
    "B.P. 45",
    "bp123",
    "BP n° 5",
    "Case postale 8",
    "C.P. 6079, succursale Centre-ville",
    "Apartado 1234",
    "Apartado de Correos 55",
    "Apdo. 12",
    "Postbus 100",
    "Poste restante",
    "Locked Bag 4",
  ])("%s is a PO box", (line) => {
    expect(isPoBox(line)).toBe(true);
  });

  it.each([
    "12 Boxer Street",
    "Boxhagener Straße 12",
    "4 Boxwood Lane",
    "1 Sandbox Road",
    "Xbox 360 Plaza",
    "Bpm Studios, 12 High Street",
    "12 rue de la Boxe",
    "Box Hill Road 5",
    "Club Park 3",
    "Post Office Road 4",
    "Apartamento 3B",
    "BP station, 2 Main Street",
    "",
  ])("%s is not a PO box", (line) => {
    expect(isPoBox(line)).toBe(false);
  });
});

// Property tests: each case has its own seed (BASE_SEED + case number, in every failure), so a
// failing line is replayed with poBoxLine(seed) or streetLine(seed) alone.
const BASE_SEED = 5_800_000;
const CASES = runs(800);

/** PO box phrases as units; a number is required where the phrase alone is not one. */
const PO_BOX_FORMS: readonly { units: readonly string[]; needsNumber: boolean }[] = [
  { units: ["P", "O", "Box"], needsNumber: false },
  { units: ["PO", "Box"], needsNumber: false },
  { units: ["Post", "Office", "Box"], needsNumber: false },
  { units: ["G", "P", "O", "Box"], needsNumber: false },
  { units: ["Postal", "Box"], needsNumber: false },
  { units: ["Box"], needsNumber: true },
  { units: ["P", "O", "B"], needsNumber: true },
  { units: ["Postfach"], needsNumber: false },
  { units: ["Boîte", "postale"], needsNumber: false },
  { units: ["B", "P"], needsNumber: true },
  { units: ["Case", "postale"], needsNumber: false },
  { units: ["C", "P"], needsNumber: true },
  { units: ["Apartado"], needsNumber: false },
  { units: ["Apartado", "de", "Correos"], needsNumber: false },
  { units: ["Apdo"], needsNumber: true },
  { units: ["Casilla", "de", "Correo"], needsNumber: false },
  { units: ["Caixa", "Postal"], needsNumber: false },
  { units: ["Casella", "Postale"], needsNumber: false },
  { units: ["Postbus"], needsNumber: false },
  { units: ["Postboks"], needsNumber: false },
  { units: ["Poste", "restante"], needsNumber: false },
  { units: ["Locked", "Bag"], needsNumber: true },
];

function generator(seed: number) {
  const rng = createRng(seed);
  const int = (min: number, max: number) => min + Math.floor(rng() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => items[int(0, items.length - 1)] as T;
  /** Each letter upper or lower case at random: "pO bOX". */
  const anyCase = (text: string) =>
    [...text].map((c) => (rng() < 0.5 ? c.toUpperCase() : c.toLowerCase())).join("");
  return { rng, int, pick, anyCase };
}

function poBoxLine(seed: number): string {
  const { rng, int, pick, anyCase } = generator(seed);
  const form = pick(PO_BOX_FORMS);
  // Letters of an abbreviation may touch ("P.O.", "PO", "POBox"); whole words are apart.
  const phrase = form.units
    .map((unit, i) => {
      if (i === 0) return anyCase(unit);
      const previous = form.units[i - 1] ?? "";
      const short = unit.length === 1 || previous.length === 1 || previous === "PO";
      const separator = pick(
        short ? ["", ".", ". ", " ", "-", " . "] : [" ", "  ", ". ", "-", " - "],
      );
      return `${separator}${anyCase(unit)}`;
    })
    .join("");
  const dotted = rng() < 0.3 ? `${phrase}.` : phrase;
  const number =
    form.needsNumber || rng() < 0.6
      ? `${pick(["", " ", " #", " # ", " No. ", " n° ", " Nr. "])}${int(1, 99999)}`
      : "";
  const before = pick(["", "", "c/o Jane Doe, ", "Suite 4 ", "  "]);
  const after = pick(["", "", ", Station A", " ", " Cedex"]);
  return `${before}${dotted}${number}${after}`;
}

/** Street lines whose words hold "box" or "bp" inside them, in the sites' address styles. */
function streetLine(seed: number): string {
  const { pick, int, anyCase } = generator(seed);
  const word = pick([
    "Boxer",
    "Boxwood",
    "Sandbox",
    "Toolbox",
    "Xbox",
    "Jukebox",
    "Boxford",
    "Boxhagener",
    "Icebox",
    "Boxe",
    "Boxhill",
    "Bpm",
    "Webpark",
    "Clubpark",
    "Hubpoint",
    "Subplot",
    "Lobpreis",
    "Mailboxes",
    "Boxtel",
  ]);
  const street = pick(["Street", "Road", "Avenue", "Straße", "Weg", "Lane", "Court"]);
  const number = int(1, 999);
  return anyCase(
    pick([
      `${number} ${word} ${street}`,
      `${word}${street.toLowerCase()} ${number}`,
      `${word} ${street} ${number}`,
      `${number}, rue de la ${word}`,
      `Apt ${int(1, 40)}, ${number} ${word} ${street}`,
    ]),
  );
}

describe(`isPoBox over ${CASES} generated lines each way (seeds ${BASE_SEED}…)`, () => {
  it("finds a PO box in every spelling, case and spacing, on either address line", () => {
    for (let n = 0; n < CASES; n++) {
      const seed = BASE_SEED + n;
      const line = poBoxLine(seed);
      expect(isPoBox(line), `seed ${seed}: ${JSON.stringify(line)}`).toBe(true);
      const field = n % 2 === 0 ? "addressLine1" : "addressLine2";
      const problems = validateShippingAddress(
        { ...VALID["en-us"], [field]: line.slice(0, 30) },
        "en-us",
      );
      if (isPoBox(line.slice(0, 30)))
        expect(problems, `seed ${seed}`).toContainEqual(
          expect.objectContaining({ code: "SHP500", field }),
        );
    }
  });

  it("is not fooled by street names holding box or bp inside a word", () => {
    for (let n = 0; n < CASES; n++) {
      const seed = BASE_SEED + n;
      const line = streetLine(seed);
      expect(isPoBox(line), `seed ${seed}: ${JSON.stringify(line)}`).toBe(false);
    }
  });
});
