import fc from "fast-check";
import { categoryPath, productPath } from "@ridgeline/contract";
import { createElement } from "react";
import { beforeAll, describe, expect, it } from "vitest";
import { filterShows, pageIdsOf, type FilterRule } from "./filter-block";
import { FilterBlock } from "./FilterBlock";
import { BY_SKU, NOT_SALE } from "./filter-block.fixture";
import { loadBlockCode, renderInPage } from "../segmentation/render-in-page.fixture";

const ALNUM = "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789".split("");
const styleId = fc.string({ unit: fc.constantFrom(...ALNUM), minLength: 8, maxLength: 8 });
const colour = fc.string({ unit: fc.constantFrom(...ALNUM), minLength: 0, maxLength: 3 });
const categoryId = fc.stringMatching(/^[1-9]\d{3,9}$/);
const slug = fc.stringMatching(/^[a-z]{1,8}(-[a-z]{1,8}){0,2}$/);
const operator = fc.constantFrom("IN" as const, "NOT IN" as const);

describe("pageIdsOf (001 §2 path patterns)", () => {
  it("reads the product id of any product path and the category id of any category path", () => {
    fc.assert(
      fc.property(slug, styleId, colour, categoryId, (name, style, suffix, category) => {
        expect(pageIdsOf(productPath("en-us", name, style + suffix))).toEqual({
          productId: style + suffix,
          categoryId: null,
        });
        expect(pageIdsOf(`${categoryPath("fr-ca", name, category)}?page=2`)).toEqual({
          productId: null,
          categoryId: category,
        });
      }),
    );
  });

  it("finds neither on other pages", () => {
    expect(pageIdsOf("/en-us")).toEqual({ productId: null, categoryId: null });
    expect(pageIdsOf("/en-us/help/contact-us")).toEqual({ productId: null, categoryId: null });
  });
});

describe("filterShows (001 §3 Filter block)", () => {
  it("bySku: IN shows exactly when the page's product or its style is listed; NOT IN is the opposite", () => {
    fc.assert(
      fc.property(
        styleId,
        colour,
        fc.array(styleId, { maxLength: 4 }),
        fc.boolean(),
        operator,
        (style, suffix, others, listed, op) => {
          const filterBy = listed ? [...others, style] : others.filter((id) => id !== style);
          const rule: FilterRule = { variant: "bySku", filterBy, operator: op };
          const shows = filterShows(rule, productPath("en-us", "a-jacket", style + suffix));
          expect(shows).toBe(op === "IN" ? listed : !listed);
        },
      ),
    );
  });

  it("byCategory: IN shows exactly when the page's category is listed; NOT IN is the opposite", () => {
    fc.assert(
      fc.property(categoryId, fc.array(categoryId, { maxLength: 4 }), operator, (id, list, op) => {
        const rule: FilterRule = { variant: "byCategory", filterBy: list, operator: op };
        const listed = list.includes(id);
        expect(filterShows(rule, categoryPath("en-us", "boots", id))).toBe(
          op === "IN" ? listed : !listed,
        );
      }),
    );
  });

  it("shows nothing on a page without a product (bySku) or a category (byCategory)", () => {
    fc.assert(
      fc.property(operator, fc.array(categoryId), (op, list) => {
        expect(filterShows({ variant: "bySku", filterBy: list, operator: op }, "/en-us")).toBe(
          false,
        );
        expect(
          filterShows(
            { variant: "byCategory", filterBy: list, operator: op },
            "/en-us/p/x-RB100001",
          ),
        ).toBe(false);
      }),
    );
  });

  it("a listed colour variant names only that colour, not its style's other colours", () => {
    const rule: FilterRule = { variant: "bySku", filterBy: ["RB100001BLK"], operator: "IN" };
    expect(filterShows(rule, "/en-us/p/boot-RB100001BLK")).toBe(true);
    expect(filterShows(rule, "/en-us/p/boot-RB100001BRN")).toBe(false);
  });
});

describe("FilterBlock", () => {
  beforeAll(() => loadBlockCode(["richTextBlock"]));

  it("renders its components on a listed product's page, at its own heading level", () => {
    const html = renderInPage(createElement(FilterBlock, { block: BY_SKU }), {
      path: "/en-us/p/trail-boot-RB100001BLK",
    });
    expect(html).toMatch(/<h2[^>]*>Caring for your boots<\/h2>/);
  });

  it("renders nothing on other products' pages", () => {
    const html = renderInPage(createElement(FilterBlock, { block: BY_SKU }), {
      path: "/en-us/p/trail-shoe-RS300001",
    });
    expect(html).toBe("");
  });

  it("NOT IN: renders on other categories, not on the listed one", () => {
    const render = (path: string) =>
      renderInPage(createElement(FilterBlock, { block: NOT_SALE }), { path });
    expect(render("/en-us/c/jackets-4100")).toContain("New season");
    expect(render("/en-us/c/sale-4000")).toBe("");
  });
});
