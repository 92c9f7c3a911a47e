import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { gridCells, type GridContent } from "./ProductListing";

const part = (key: string, position: number): GridContent => ({ key, position, node: key });

describe("a listing's grid with content placed in it", () => {
  it("puts a part in the cell it names, the tiles from there moving one along", () => {
    const cells = gridCells(["a", "b", "c", "d", "e", "f"], [part("story", 5)]);
    expect(cells.map((cell) => ("part" in cell ? cell.part.key : cell.tile))).toEqual([
      "a",
      "b",
      "c",
      "d",
      "story",
      "e",
      "f",
    ]);
  });

  it("keeps every tile once and in order, and each part at its cell or after the last tile", () => {
    fc.assert(
      fc.property(
        fc.array(fc.nat(), { maxLength: 30 }),
        fc.uniqueArray(fc.integer({ min: 1, max: 48 }), { maxLength: 4 }),
        (tiles, positions) => {
          const parts = positions.map((position) => part(`p${position}`, position));
          const cells = gridCells(tiles, parts);
          expect(cells).toHaveLength(tiles.length + parts.length);
          const shown = cells.flatMap((cell) => ("tile" in cell ? [cell.tile] : []));
          expect(shown).toEqual(tiles);
          const indexes = cells.flatMap((cell) => ("tile" in cell ? [cell.index] : []));
          expect(indexes).toEqual(tiles.map((_, index) => index));
          cells.forEach((cell, index) => {
            if (!("part" in cell)) return;
            // At its cell when the tiles and the parts before it reach it, else among the
            // parts after the last tile.
            const before = parts.filter((other) => other.position < cell.part.position).length;
            if (cell.part.position - 1 <= tiles.length + before)
              expect(index).toBe(cell.part.position - 1);
            else expect(cells.slice(index).every((after) => "part" in after)).toBe(true);
          });
        },
      ),
    );
  });
});
