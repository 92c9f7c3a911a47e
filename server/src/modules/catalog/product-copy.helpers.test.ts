import { describe, expect, it } from "vitest";
import { colorImageAlt, sizeLabelIn } from "./product-copy.helpers";

describe("sizeLabelIn", () => {
  it("translates the fixed words and keeps the sizes", () => {
    expect(sizeLabelIn("One Size", "fr")).toBe("Taille unique");
    expect(sizeLabelIn("10 (Little Kid)", "de")).toBe("10 (Kinder)");
    expect(sizeLabelIn("3 (Big Kid)", "fr")).toBe("3 (grand enfant)");
    expect(sizeLabelIn("S (Kids 9–12)", "de")).toBe("S (Kinder 9–12)");
    expect(sizeLabelIn("XL", "de")).toBe("XL");
  });

  it("leaves English and languages without words as they are", () => {
    expect(sizeLabelIn("One Size", "en")).toBe("One Size");
    expect(sizeLabelIn("10 (Little Kid)", "es")).toBe("10 (Little Kid)");
  });
});

describe("colorImageAlt", () => {
  it("joins name and colour the way each language says it", () => {
    expect(colorImageAlt("Rain Jacket", "Navy", "en")).toBe("Rain Jacket in Navy");
    expect(colorImageAlt("Veste de pluie", "Bleu marine", "fr")).toBe(
      "Veste de pluie, coloris Bleu marine",
    );
    expect(colorImageAlt("Regenjacke", "Marineblau", "de")).toBe("Regenjacke in Marineblau");
    expect(colorImageAlt("Chaqueta", "Azul", "es")).toBe("Chaqueta in Azul");
  });
});
