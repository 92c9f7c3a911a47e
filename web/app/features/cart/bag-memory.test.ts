import { describe, expect, it } from "vitest";
import { cartItemFixture } from "../../lib/cart-item.fixture";
import { bagMemory, rememberedLines } from "./cart.server";
import type { Cart } from "@ridgeline/contract";

const cartOf = (items: Cart["items"]) => ({ items }) as Cart;

describe("the bag's memory cookie", () => {
  it("keeps each paid line's product, size and units, not a free gift, and reads them back", () => {
    const cart = cartOf([
      cartItemFixture({ productId: "AB123456BLK", upc: "100000000001", qty: 2 }),
      cartItemFixture({ id: "gwp-X", bonus: true, upc: "100000000009" }),
      cartItemFixture({ productId: "CD1234567", upc: "12345678901234", qty: 1 }),
    ]);
    const memory = bagMemory(cart);
    expect(memory).toBe("AB123456BLK.100000000001.2~CD1234567.12345678901234.1");
    expect(rememberedLines(memory)).toEqual([
      { productId: "AB123456BLK", upc: "100000000001", qty: 2 },
      { productId: "CD1234567", upc: "12345678901234", qty: 1 },
    ]);
  });

  it("leaves out whatever a tampered cookie holds that is not a line, over many generated cookies", () => {
    // A small seeded generator: cookies of good and bad entries in any mix.
    let state = 20261126;
    const next = () => (state = (state * 1103515245 + 12345) % 2 ** 31);
    const pieces = [
      "AB123456BLK.100000000001.3",
      "ab123456blk.100000000001.3",
      "AB123456BLK.1000.3",
      "AB123456BLK.100000000001.0",
      "AB123456BLK.100000000001.1234567",
      "AB123456BLK.100000000001.-1",
      "<script>.1.1",
      "",
      "..",
      "AB123456BLK.100000000001.2.9",
      "toString",
    ];
    for (let run = 0; run < 500; run += 1) {
      const entries = Array.from({ length: next() % 60 }, () => pieces[next() % pieces.length]);
      const lines = rememberedLines(entries.join("~"));
      expect(lines.length).toBeLessThanOrEqual(40);
      for (const line of lines) {
        expect(line).toEqual({ productId: "AB123456BLK", upc: "100000000001", qty: 3 });
      }
    }
    expect(rememberedLines(null)).toEqual([]);
  });
});
