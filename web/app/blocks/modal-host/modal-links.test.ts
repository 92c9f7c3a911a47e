import fc from "fast-check";
import { GET_MODAL } from "@ridgeline/contract";
import { describe, expect, it } from "vitest";
import { isModalLink, modalIdOf } from "./modal-click";
import { linkQuery, mergeQuery, modalPath, readModalAnswer } from "./modal-links";

const word = fc.stringMatching(/^[a-z0-9]{1,8}$/);
const modalId = fc.array(word, { minLength: 1, maxLength: 4 }).map((words) => words.join("-"));
const key = fc.stringMatching(/^[a-zA-Z][a-zA-Z0-9_]{0,6}$/);
const value = fc.string({ maxLength: 8 });
const query = fc.array(fc.tuple(key, value), { maxLength: 6 });
const search = (pairs: [string, string][]) => new URLSearchParams(pairs).toString();

describe("which links open modals (001 §2)", () => {
  it("opens `#modal-{id}` links on the page, with the id after #modal-", () => {
    fc.assert(
      fc.property(modalId, (id) => {
        expect(isModalLink(`#modal-${id}`)).toBe(true);
        expect(modalIdOf(`#modal-${id}`)).toBe(id);
        expect(linkQuery(`#modal-${id}`)).toBeNull();
      }),
    );
  });

  it("opens `?query#modal-{id}` links after merging their query", () => {
    fc.assert(
      fc.property(query, modalId, (pairs, id) => {
        const href = `?${search(pairs)}#modal-${id}`;
        expect(isModalLink(href)).toBe(true);
        expect(modalIdOf(href)).toBe(id);
        expect(linkQuery(href)).toBe(search(pairs));
      }),
    );
  });

  it("leaves every other link alone: store paths, addresses, plain anchors and queries", () => {
    const path = fc.array(word, { maxLength: 4 }).map((words) => `/en-us/${words.join("/")}`);
    const other = fc.oneof(
      path,
      path.map((rest) => `https://example.com${rest}`),
      word.map((name) => `#${name}`),
      query.map((pairs) => `?${search(pairs)}`),
    );
    fc.assert(
      fc.property(other, (href) => {
        fc.pre(!href.includes("#modal"));
        expect(isModalLink(href)).toBe(false);
        expect(modalIdOf(href)).toBeNull();
      }),
    );
    expect(isModalLink("/en-us/help#modal-size")).toBe(false);
  });

  it("names no modal for a link without a valid id", () => {
    expect(modalIdOf("#modal")).toBeNull();
    expect(modalIdOf("#modals")).toBeNull();
    expect(modalIdOf("#modal-Size_Chart")).toBeNull();
    expect(modalIdOf("?a=1#modal-")).toBeNull();
  });
});

describe("merging a link's query into the page's", () => {
  it("keeps every parameter the link does not name, and takes the link's values for the rest", () => {
    fc.assert(
      fc.property(query, query, (current, added) => {
        const merged = mergeQuery(search(current), search(added));
        const addedKeys = new Set(added.map(([name]) => name));
        for (const [name] of current) {
          if (!addedKeys.has(name))
            expect(merged.getAll(name)).toEqual(new URLSearchParams(current).getAll(name));
        }
        for (const name of addedKeys)
          expect(merged.getAll(name)).toEqual(new URLSearchParams(added).getAll(name));
      }),
    );
  });

  it("is idempotent: merging the same link twice changes nothing more", () => {
    fc.assert(
      fc.property(query, query, (current, added) => {
        const once = mergeQuery(search(current), search(added));
        expect(mergeQuery(once, search(added)).toString()).toBe(once.toString());
      }),
    );
  });

  it("merges a concrete link as a shopper would see it", () => {
    expect(mergeQuery("color=red&page=2", "page=1&size=m").toString()).toBe(
      "color=red&page=1&size=m",
    );
  });
});

describe("the modal's call and answer", () => {
  it("reads the modal from the content service's modal endpoint in the page's language", () => {
    expect(modalPath("US", "size-chart", "fr")).toBe(
      "/publish/caas/v1/canvas/modal/US/size-chart?language=fr",
    );
    expect(modalPath("CA-FR", "size-chart", "en", "preview")).toBe(
      "/preview/caas/v1/canvas/modal/CA-FR/size-chart?language=en",
    );
    const contractPath = GET_MODAL.path
      .replace(":mode", "publish")
      .replace(":siteId", "US")
      .replace(":modalId", "size-chart");
    expect(modalPath("US", "size-chart", "fr").split("?")[0]).toBe(contractPath);
  });

  it("takes the modal document of a `{ meta, document }` answer, and nothing else", () => {
    const document = { type: "modal", id: "size-chart", modalId: "size-chart", title: "Sizes" };
    expect(readModalAnswer({ meta: {}, document })).toEqual({ ...document, blocks: [] });
    expect(readModalAnswer({ meta: {}, document: { ...document, type: "page" } })).toBeNull();
    expect(readModalAnswer({ errorDetails: [] })).toBeNull();
    expect(readModalAnswer(null)).toBeNull();
  });
});
