import { describe, expect, it } from "vitest";
import {
  isShoeSize,
  productSizeLabel,
  shoeSizeGender,
  shoeSizeLabel,
  shoeSizeSystem,
} from "./shoe-sizes";

const SITES = ["en-us", "en-ca", "fr-ca", "en-gb", "fr-fr", "de-de"] as const;
const MEN_RUN = [
  "7",
  "7.5",
  "8",
  "8.5",
  "9",
  "9.5",
  "10",
  "10.5",
  "11",
  "11.5",
  "12",
  "12.5",
  "13",
];
const WOMEN_RUN = ["5", "5.5", "6", "6.5", "7", "7.5", "8", "8.5", "9", "9.5", "10", "10.5", "11"];
const KIDS_RUN = ["10C", "11C", "12C", "13C", "1Y", "2Y", "3Y", "4Y", "5Y", "6Y"];

describe("shoeSizeLabel", () => {
  it.each([
    ["en-us", "US 9.5"],
    ["en-ca", "US 9.5"],
    ["fr-ca", "US 9,5"],
    ["en-gb", "UK 9"],
    ["fr-fr", "EU 42,5"],
    ["de-de", "EU 42,5"],
  ])("shows a men's US 9.5 on %s as %s", (locale, label) => {
    expect(shoeSizeLabel({ id: "9.5", label: "9.5", gender: "men" }, { locale })).toBe(label);
  });

  it("converts women's sizes on their own scale", () => {
    expect(shoeSizeLabel({ id: "7", gender: "women" }, { locale: "en-gb" })).toBe("UK 5");
    expect(shoeSizeLabel({ id: "7", gender: "men" }, { locale: "en-gb" })).toBe("UK 6.5");
    expect(shoeSizeLabel({ id: "8", gender: "women" }, { locale: "de-de" })).toBe("EU 38,5");
  });

  it("writes children's sizes with their C and Y on US sites", () => {
    expect(shoeSizeLabel({ id: "10C", label: "10 (Little Kid)" }, { locale: "en-us" })).toBe(
      "US 10C",
    );
    expect(shoeSizeLabel({ id: "2Y" }, { locale: "fr-fr" })).toBe("EU 33");
  });

  it("keeps the label of sizes that are not shoe sizes", () => {
    for (const locale of SITES) {
      expect(shoeSizeLabel({ id: "M", label: "M" }, { locale })).toBe("M");
      expect(shoeSizeLabel({ id: "OS", label: "One Size" }, { locale })).toBe("One Size");
      expect(shoeSizeLabel({ id: "S/M", label: "S/M" }, { locale })).toBe("S/M");
    }
  });

  it("gives every size of every run a label with its unit and the language's separator", () => {
    const runs = [
      { gender: "men" as const, ids: MEN_RUN },
      { gender: "women" as const, ids: WOMEN_RUN },
      { gender: "kids" as const, ids: KIDS_RUN },
    ];
    for (const locale of SITES) {
      const system = shoeSizeSystem(locale.split("-")[1] ?? "");
      const separator = locale.startsWith("en") ? "." : ",";
      const other = separator === "." ? "," : ".";
      for (const { gender, ids } of runs) {
        const labels = ids.map((id) => shoeSizeLabel({ id, gender }, { locale }));
        for (const label of labels) {
          expect(label.startsWith(`${system} `)).toBe(true);
          expect(label).not.toContain(other);
          expect(label).toMatch(/^(US|UK|EU) \d{1,2}([.,]5)?[CY]?$/);
        }
        // The run stays in order and has no two sizes on the same label.
        expect(new Set(labels).size).toBe(labels.length);
        if (system === "EU") {
          const values = labels.map((label) => Number(label.slice(3).replace(",", ".")));
          expect([...values].sort((a, b) => a - b)).toEqual(values);
        }
      }
    }
  });
});

describe("shoeSizeLabel when the run is unknown", () => {
  it.each([
    ["en-us", "US 9.5"],
    ["fr-ca", "US 9,5"],
    ["en-gb", "US 9.5"],
    ["fr-fr", "US 9,5"],
    ["de-de", "US 9,5"],
  ])("shows an adult 9.5 on %s as %s instead of guessing men's or women's", (locale, label) => {
    expect(shoeSizeLabel({ id: "9.5", label: "9.5", gender: "unknown" }, { locale })).toBe(label);
  });

  it("gives every adult size of either run its US size, unit and the language's separator", () => {
    for (const locale of SITES) {
      const separator = locale.startsWith("en") ? "." : ",";
      for (const id of new Set([...MEN_RUN, ...WOMEN_RUN])) {
        const label = shoeSizeLabel({ id, label: id, gender: "unknown" }, { locale });
        expect(label).toBe(`US ${id.replace(".", separator)}`);
      }
    }
  });

  it("still converts children's sizes, known by their id alone", () => {
    for (const locale of SITES) {
      for (const id of KIDS_RUN) {
        const known = shoeSizeLabel({ id, gender: "kids" }, { locale });
        expect(shoeSizeLabel({ id, gender: "unknown" }, { locale })).toBe(known);
      }
    }
    expect(shoeSizeLabel({ id: "2Y", gender: "unknown" }, { locale: "en-gb" })).toBe("UK 1.5");
  });

  it("keeps the label of sizes that are not shoe sizes", () => {
    for (const locale of SITES) {
      expect(shoeSizeLabel({ id: "M", label: "M", gender: "unknown" }, { locale })).toBe("M");
      expect(shoeSizeLabel({ id: "XS", label: "XS (6)", gender: "unknown" }, { locale })).toBe(
        "XS (6)",
      );
    }
  });

  it("shows a size off its run's chart as the US size rather than its bare number", () => {
    expect(shoeSizeLabel({ id: "13", label: "13", gender: "women" }, { locale: "fr-fr" })).toBe(
      "US 13",
    );
  });
});

describe("the helpers", () => {
  it("name the system of each country", () => {
    expect(shoeSizeSystem("us")).toBe("US");
    expect(shoeSizeSystem("GB")).toBe("UK");
    expect(shoeSizeSystem("FR")).toBe("EU");
    expect(shoeSizeSystem("DE")).toBe("EU");
  });

  it("know shoe sizes and genders", () => {
    expect(isShoeSize("9.5")).toBe(true);
    expect(isShoeSize("XL")).toBe(false);
    expect(shoeSizeGender("2000")).toBe("women");
    expect(shoeSizeGender("Men")).toBe("men");
    expect(shoeSizeGender("4000")).toBeNull();
  });
});

describe("productSizeLabel", () => {
  const product = (department: string, ids: readonly string[]) => ({
    breadcrumbs: [{ id: department }, { id: `${department}1` }],
    attributes: { sizes: ids.map((id) => ({ id, label: id })) },
  });

  it("converts each size on the run of the product's department, for every site", () => {
    const runs = { "1000": "men", "2000": "women", "3000": "kids" } as const;
    const ids = { men: MEN_RUN, women: WOMEN_RUN, kids: KIDS_RUN };
    for (const locale of SITES) {
      for (const [department, gender] of Object.entries(runs)) {
        for (const id of ids[gender]) {
          expect(productSizeLabel(product(department, ids[gender]), id, { locale })).toBe(
            shoeSizeLabel({ id, gender }, { locale }),
          );
        }
      }
    }
  });

  it("tells a women's 7 from a men's 7", () => {
    expect(productSizeLabel(product("2000", WOMEN_RUN), "7", { locale: "fr-fr" })).toBe("EU 37,5");
    expect(productSizeLabel(product("1000", MEN_RUN), "7", { locale: "fr-fr" })).toBe("EU 40");
  });

  it("keeps a product's own label for sizes that are not shoe sizes", () => {
    const jacket = {
      breadcrumbs: [{ id: "3000" }],
      attributes: { sizes: [{ id: "XS", label: "XS (6)" }] },
    };
    expect(productSizeLabel(jacket, "XS", { locale: "de-de" })).toBe("XS (6)");
  });
});
