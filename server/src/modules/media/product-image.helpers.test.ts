import { describe, it, expect } from "vitest";
import { PRODUCT_IMAGE_HEIGHT, PRODUCT_IMAGE_WIDTH } from "../catalog";
import { drawProductImage } from "./product-image.helpers";
import { D } from "./silhouette-paths.data";
import productTypes from "../../../../seed/data/product-types.json";

const TYPE_KEYS = productTypes.types.map((t) => t.key);
const COLOURWAY = ["#2F6DB5", "#1E4A7D", "#F2B705"];

/** Parse-level XML sanity: balanced tags, quoted attributes, no stray markup characters. */
function xmlProblems(svg: string): string[] {
  const problems: string[] = [];
  const stack: string[] = [];
  const body = svg.replace(/^<\?xml[^?]*\?>\s*/, "");
  const tag = /<(\/?)([A-Za-z][\w:-]*)((?:\s+[\w:-]+="[^"<]*")*)\s*(\/?)>/g;
  let last = 0;
  for (let m = tag.exec(body); m; m = tag.exec(body)) {
    const between = body.slice(last, m.index);
    if (/[<>]/.test(between)) problems.push(`stray markup before ${m[0].slice(0, 40)}`);
    if (/&(?!#\d+;|amp;|lt;|gt;|quot;|apos;)/.test(between + (m[3] ?? "")))
      problems.push(`bare & near ${m.index}`);
    const [, closing, name = "", , selfClosing] = m;
    if (closing) {
      if (stack.pop() !== name) problems.push(`unbalanced </${name}>`);
    } else if (!selfClosing) stack.push(name);
    last = tag.lastIndex;
  }
  if (/[<>]/.test(body.slice(last))) problems.push("stray markup at the end");
  if (stack.length > 0) problems.push(`unclosed ${stack.join(",")}`);
  if (!body.startsWith("<svg")) problems.push("root is not <svg>");
  return problems;
}

// Ids are per-picture hashes; strip them to compare the drawings themselves.
const withoutIds = (svg: string) => svg.replace(/(shade|blur|check)-[a-z0-9]+/g, "$1");

describe("drawProductImage", () => {
  it("returns a standalone 800x1000 SVG document on the light background", () => {
    const svg = drawProductImage({ productType: "jacket", hex: COLOURWAY });
    expect(svg.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect(svg).toContain('xmlns="http://www.w3.org/2000/svg"');
    expect(svg).toContain(`width="${PRODUCT_IMAGE_WIDTH}" height="${PRODUCT_IMAGE_HEIGHT}"`);
    expect(svg).toContain('viewBox="0 0 800 1000"');
    expect(svg).toContain('fill="#F5F5F3"');
    expect(svg.trimEnd().endsWith("</svg>")).toBe(true);
  });

  it.each(TYPE_KEYS)(
    "draws %s as well-formed XML with no NaN or undefined values",
    (productType) => {
      const svg = drawProductImage({ productType, hex: COLOURWAY, label: "Lake Blue" });
      expect(xmlProblems(svg)).toEqual([]);
      expect(svg).not.toMatch(/NaN|undefined|null|Infinity/);
    },
  );

  it.each(TYPE_KEYS)("fills %s with the colourway's main and secondary colours", (productType) => {
    const svg = drawProductImage({ productType, hex: COLOURWAY });
    expect(svg).toContain('fill="#2F6DB5"');
    expect(svg).toContain("#1E4A7D");
  });

  it("gives every product type its own drawing, distinct from the fallback tag", () => {
    const drawings = [...TYPE_KEYS, "not-a-type"].map((productType) =>
      withoutIds(drawProductImage({ productType, hex: COLOURWAY })),
    );
    expect(new Set(drawings).size).toBe(TYPE_KEYS.length + 1);
  });

  it("falls back to the same neutral tag for any unknown type", () => {
    const a = drawProductImage({ productType: "kayak", hex: COLOURWAY });
    const b = drawProductImage({ productType: "tent", hex: COLOURWAY });
    expect(xmlProblems(a)).toEqual([]);
    expect(withoutIds(a)).toBe(withoutIds(b));
  });

  it("escapes the label so markup in it is shown as text", () => {
    const svg = drawProductImage({
      productType: "cap",
      hex: COLOURWAY,
      label: `<script>"Tom & Jerry's"</script>`,
    });
    expect(svg).not.toContain("<script>");
    expect(svg).toContain("&#60;script&#62;&#34;Tom &#38; Jerry&#39;s&#34;&#60;/script&#62;");
    expect(xmlProblems(svg)).toEqual([]);
  });

  it("ignores malformed colours instead of writing them into the markup", () => {
    const svg = drawProductImage({
      productType: "beanie",
      hex: ['red"/><script>', "javascript:x"],
    });
    expect(svg).not.toContain("script");
    expect(svg).toContain('fill="#8A8A8A"');
    expect(xmlProblems(svg)).toEqual([]);
  });

  it("draws one-colour and three-digit colourways", () => {
    const svg = drawProductImage({ productType: "backpack", hex: ["#abc"] });
    expect(svg).toContain('fill="#AABBCC"');
    expect(xmlProblems(svg)).toEqual([]);
  });

  it("is deterministic and makes ids unique per colourway", () => {
    const input = { productType: "flannel-shirt", hex: COLOURWAY };
    expect(drawProductImage(input)).toBe(drawProductImage(input));
    const other = drawProductImage({ productType: "flannel-shirt", hex: ["#B3261E", "#7F1A15"] });
    const ids = (svg: string) => [...svg.matchAll(/id="([^"]+)"/g)].map((m) => m[1]);
    expect(ids(drawProductImage(input)).some((id) => ids(other).includes(id))).toBe(false);
  });

  it("draws a hip pack as a bag: a belt looping over the pouch with a buckle, a zip with pulls", () => {
    // Issue 11: an oval with one strap out to each side read as a frying pan at tile size.
    const svg = drawProductImage({ productType: "hip-pack", hex: COLOURWAY });
    const numbers = (d: string) => (d.match(/-?\d+/g) ?? []).map(Number);
    const belt = numbers(D.hipBelt);
    const beltXs = belt.filter((_, index) => index % 2 === 0);
    const beltYs = belt.filter((_, index) => index % 2 === 1);
    const pouchTop = Math.min(...numbers(D.hipPack).filter((_, index) => index % 2 === 1));
    // The belt leaves the pouch on both sides and rises well above it: a loop, not a handle.
    expect(beltXs[0]).toBeLessThan(300);
    expect(beltXs.at(-1)).toBeGreaterThan(500);
    expect(Math.min(...beltYs)).toBeLessThan(pouchTop - 100);
    expect(svg).toContain(D.hipBelt);
    expect(svg).toContain(D.hipBuckle);
    expect(svg).toContain(D.hipZip);
  });
});
