import { describe, expect, it } from "vitest";
import { creationOrder } from "./area";

const area = (name: string, ...needs: string[]) => ({
  name,
  needs: Object.fromEntries(needs.map((need) => [need, true])),
});
const names = (areas: { name: string }[]) => areas.map((one) => one.name);

describe("creationOrder", () => {
  it("makes every area after the areas it needs, otherwise in the order listed", () => {
    const order = creationOrder([
      area("cart", "catalog", "programs"),
      area("site"),
      area("catalog", "inventory"),
      area("programs", "identity"),
      area("inventory"),
      area("identity"),
    ]);
    expect(names(order)).toEqual(["inventory", "catalog", "identity", "programs", "cart", "site"]);
  });

  it("stops at a circle of needs, naming every area in it", () => {
    expect(() =>
      creationOrder([
        area("site"),
        area("identity", "cart"),
        area("cart", "programs"),
        area("programs", "identity"),
      ]),
    ).toThrow("Areas need each other in a circle: identity → cart → programs → identity.");
  });

  it("stops at an area that needs itself", () => {
    expect(() => creationOrder([area("search", "search")])).toThrow(
      "Areas need each other in a circle: search → search.",
    );
  });

  it("stops at a need nobody listed, and at two areas of one name", () => {
    expect(() => creationOrder([area("cart", "catalog")])).toThrow(
      "Area cart needs catalog, which is not listed.",
    );
    expect(() => creationOrder([area("cart"), area("cart")])).toThrow("Two areas are named cart.");
  });

  it("finds every circle in generated graphs and orders every acyclic one", () => {
    let seed = 7;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    for (let round = 0; round < 300; round++) {
      const count = 2 + Math.floor(random() * 12);
      const all = Array.from({ length: count }, (_, index) => `a${index}`);
      // Needs mostly point down the list (acyclic); now and then one points up.
      const graph = all.map((name, index) =>
        area(name, ...all.filter((_, other) => (other < index ? random() < 0.3 : random() < 0.03))),
      );
      const acyclic = graph.every((one, index) =>
        Object.keys(one.needs).every((need) => all.indexOf(need) < index),
      );
      let order: string[] | null = null;
      try {
        order = names(creationOrder(graph));
      } catch (error) {
        expect(String(error)).toContain("in a circle");
      }
      if (acyclic) expect(order).not.toBeNull();
      if (order) {
        expect([...order].sort()).toEqual([...all].sort());
        for (const one of graph)
          for (const need of Object.keys(one.needs))
            expect(order.indexOf(need)).toBeLessThan(order.indexOf(one.name));
      }
    }
  });
});
