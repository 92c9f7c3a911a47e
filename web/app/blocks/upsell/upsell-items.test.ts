import fc from "fast-check";
import { UPSELL_STACKED_DEFAULT } from "@ridgeline/contract";
import { describe, expect, it } from "vitest";
import { shownUpsellItems, stockOf, upcToAdd, upsellItem, type UpsellItem } from "./upsell-items";
import { details, inventory } from "../product-recommendation/product-recommendation.fixture";
import { upsellItems } from "./upsell.fixture";

describe("upsell inventory (001 §4)", () => {
  it("is InStock above 0, else OutOfStock", () => {
    fc.assert(
      fc.property(fc.integer({ min: -5, max: 50 }), (quantity) => {
        expect(stockOf(quantity)).toBe(quantity > 0 ? "InStock" : "OutOfStock");
      }),
    );
  });

  it("counts the selected colour's sizes from the inventory call", () => {
    const item = upsellItem(details("JK200001"), inventory("JK200001", 4), "en-us");
    expect(item).toMatchObject({ id: "JK200001BLK", sku: null, quantity: 8, stock: "InStock" });
    expect(item.sizes.map((size) => [size.label, size.quantity])).toEqual([
      ["S", 4],
      ["M", 0],
      ["L", 4],
    ]);
    const empty = upsellItem(details("JK200001"), inventory("JK200001", 0), "en-us");
    expect(empty.stock).toBe("OutOfStock");
  });

  it("without an inventory answer, counts a size the details call in stock as 1", () => {
    const item = upsellItem(details("JK200001"), null, "en-us");
    expect(item.quantity).toBe(2);
  });

  it("gives a one-size item its only size as its sku", () => {
    const [, cap] = upsellItems();
    expect(cap?.sku).toBe("CAP-OS");
  });
});

describe("shownUpsellItems (001 §3, §4)", () => {
  const item = (index: number, quantity: number): UpsellItem =>
    ({ id: `I${index}`, quantity, stock: stockOf(quantity) }) as UpsellItem;
  const items = fc
    .array(fc.integer({ min: 0, max: 3 }), { maxLength: 10 })
    .map((quantities) => quantities.map((quantity, index) => item(index, quantity)));

  it("keeps only in-stock items when asked; stacked shows stackedCount (3 by default)", () => {
    fc.assert(
      fc.property(
        items,
        fc.boolean(),
        fc.option(fc.integer({ min: 1, max: 6 }), { nil: undefined }),
        (list, inStockOnly, stackedCount) => {
          const kept = inStockOnly ? list.filter((entry) => entry.quantity > 0) : list;
          const stacked = shownUpsellItems(list, { inStockOnly, variant: "stacked", stackedCount });
          expect(stacked).toEqual(kept.slice(0, stackedCount ?? UPSELL_STACKED_DEFAULT));
          const carousel = shownUpsellItems(list, {
            inStockOnly,
            variant: "carousel",
            stackedCount,
          });
          expect(carousel).toEqual(kept);
        },
      ),
    );
  });
});

describe("upcToAdd", () => {
  it("needs a chosen size in stock for a sized item; a one-size item has its own", () => {
    const [jacket, cap] = upsellItems();
    if (!jacket || !cap) throw new Error("fixture");
    expect(upcToAdd(jacket, undefined)).toBeNull();
    expect(upcToAdd(jacket, "JK200001BLK-M")).toBeNull();
    expect(upcToAdd(jacket, "JK200001BLK-L")).toBe("JK200001BLK-L");
    expect(upcToAdd(jacket, "nope")).toBeNull();
    expect(upcToAdd(cap, undefined)).toBe("CAP-OS");
  });
});
