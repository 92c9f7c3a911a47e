import { describe, expect, it } from "vitest";
import { menuCategories } from "./menu-categories";

describe("menuCategories", () => {
  it("keeps each category's id, name, URL and children, at every level, and nothing else", () => {
    const leaf = {
      id: "110001",
      name: "Jackets",
      slug: "men-jackets",
      level: 3,
      url: "/en-us/c/j",
    };
    const tree = [
      {
        id: "1000",
        name: "Men",
        slug: "men",
        level: 1,
        url: "/en-us/c/men-1000",
        children: [
          {
            id: "1100",
            name: "Clothing",
            slug: "men-clothing",
            level: 2,
            url: "/en-us/c/c",
            children: [{ ...leaf, children: [] }],
          },
        ],
      },
    ];
    expect(menuCategories(tree)).toEqual([
      {
        id: "1000",
        name: "Men",
        url: "/en-us/c/men-1000",
        children: [
          {
            id: "1100",
            name: "Clothing",
            url: "/en-us/c/c",
            children: [{ id: "110001", name: "Jackets", url: "/en-us/c/j", children: [] }],
          },
        ],
      },
    ]);
  });
});
