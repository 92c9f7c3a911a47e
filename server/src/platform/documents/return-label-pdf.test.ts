import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { sampleReturnLabel } from "../../../test/document-samples";
import { pdfInfo, pdfText, runTool, scanBarcodes } from "../../../test/pdf-tools";
import { renderReturnLabelPdf } from "./index";
import { runs } from "../../../../scripts/fast-check-runs.mjs";

describe("return labels", () => {
  it("is a 4 × 6 in page with RETURN, carrier, service, both addresses, the numbers and the packing slip", async () => {
    const label = sampleReturnLabel();
    const bytes = await renderReturnLabelPdf(label);
    const text = await pdfText(bytes);
    const info = await pdfInfo(bytes);
    expect(info["Page size"]).toMatch(/^288 x 432 pts/);
    expect(info["Pages"]).toBe("1");
    expect(text).toContain("RETURN");
    expect(text).toContain("Ridgeline Returns (UPS)");
    expect(text).toContain("Ground, prepaid");
    expect(text).toContain("Jordan Avery");
    expect(text).toContain("Ridgeline Returns Centre");
    expect(text).toContain("Columbus, OH 43217");
    expect(text).toContain("RUS00000042-01");
    expect(text).toContain("Order US00012345");
    expect(text).toContain("PACKING SLIP");
    expect(text).toMatch(/1\s*×\s+Summit Trail Runner/);
    expect(text).toMatch(/2\s*×\s+Merino Hiking Socks/);
  });

  it("speaks the locale's language", async () => {
    const french = await pdfText(await renderReturnLabelPdf(sampleReturnLabel(undefined, "fr-ca")));
    expect(french).toContain("RETOUR");
    expect(french).toContain("Commande US00012345");
    const german = await pdfText(await renderReturnLabelPdf(sampleReturnLabel(undefined, "de-de")));
    expect(german).toContain("RETOURE");
    expect(german).toContain("Empfänger".toUpperCase());
  });

  it("the barcode scans at 200 dpi to exactly the return number", async () => {
    const bytes = await renderReturnLabelPdf(sampleReturnLabel());
    expect(await scanBarcodes(bytes)).toEqual(["RUS00000042-01"]);
  });

  it("the barcode scans to exactly the return number for many return numbers", async () => {
    const storeForm = fc
      .tuple(
        fc.constantFrom("US", "CA", "GB", "DE", "FR"),
        fc.integer({ min: 0, max: 99_999_999 }),
        fc.integer({ min: 1, max: 99 }),
      )
      .map(
        ([site, order, index]) =>
          `R${site}${String(order).padStart(8, "0")}-${String(index).padStart(2, "0")}`,
      );
    // Code 128 carries any printable ASCII; a future number form must scan as well.
    const anyAscii = fc.stringMatching(/^[!-~](?:[ -~]{0,22}[!-~])?$/);
    await fc.assert(
      fc.asyncProperty(fc.oneof(storeForm, anyAscii), async (returnNumber) => {
        const bytes = await renderReturnLabelPdf(sampleReturnLabel(returnNumber));
        expect(await scanBarcodes(bytes)).toEqual([returnNumber]);
      }),
      { numRuns: runs(20) },
    );
  }, 60_000);

  it("items that do not fit under the label continue on a second label-sized page", async () => {
    const label = {
      ...sampleReturnLabel(),
      items: Array.from({ length: 30 }, (_, index) => ({
        description: `Trail item number ${index + 1}`,
        qty: 1,
      })),
    };
    const bytes = await renderReturnLabelPdf(label);
    const pages = Number((await pdfInfo(bytes))["Pages"]);
    expect(pages).toBeGreaterThanOrEqual(2);
    const text = await pdfText(bytes);
    for (let item = 1; item <= 30; item += 1) {
      expect(text).toMatch(new RegExp(`Trail item number ${item}\\b`));
    }
    expect(await pdfText(bytes, 2)).toMatch(/PACKING SLIP \(continued\)/);
    // The first page still scans.
    expect(await scanBarcodes(bytes)).toEqual(["RUS00000042-01"]);
  });

  it("an item's description of thousands of characters is cut with an ellipsis, and the label ends", async () => {
    const label = {
      ...sampleReturnLabel(),
      items: [
        { description: "Long ".repeat(1000), qty: 1 },
        ...sampleReturnLabel().items,
        { description: "word".repeat(1000), qty: 3 },
      ],
    };
    const bytes = await renderReturnLabelPdf(label);
    const text = await pdfText(bytes);
    expect(text).toContain("…");
    expect(text).toMatch(/2\s*×\s+Merino Hiking Socks/);
    expect(Number((await pdfInfo(bytes))["Pages"])).toBeLessThanOrEqual(2);
  });

  it("a shopper's name in any script prints; what the font lacks shows as ?", async () => {
    const label = {
      ...sampleReturnLabel(),
      from: { name: "Мария Πέτρου-Wójcik 🦊", lines: ["東京都 1-2-3", "Warszawa"] },
    };
    const text = await pdfText(await renderReturnLabelPdf(label));
    expect(text).toContain("Мария Πέτρου-Wójcik ?");
    expect(text).toContain("??? 1-2-3");
  });
});

describe("return numbers the barcode cannot carry", () => {
  it.each(["", "R".repeat(25), "RÜCK-0001", "R\n1"])(
    "%j is refused, not printed unscannable",
    async (returnNumber) => {
      await expect(renderReturnLabelPdf(sampleReturnLabel(returnNumber))).rejects.toThrow(
        /returnNumber must be 1 to 24 printable ASCII characters/,
      );
    },
  );
});

describe("the tools the documents' tests read PDFs with", () => {
  it("a missing tool fails with the Debian package to install", async () => {
    await expect(runTool("ridgeline-no-such-tool", [], "poppler-utils")).rejects.toThrow(
      /Debian package poppler-utils/,
    );
  });
});
