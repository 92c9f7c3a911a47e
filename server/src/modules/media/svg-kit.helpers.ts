// Colours and a small SVG drawing vocabulary shared by the product silhouettes.
import { D } from "./silhouette-paths.data";

export const FALLBACK_MAIN = "#8A8A8A";

export interface Palette {
  main: string;
  second: string;
  accent: string;
  outline: string;
  seam: string;
  light: string;
  dark: string;
  id: string;
}
export interface Drawing {
  body: string;
  floorY: number;
  floorWidth: number;
  /** Vertical nudge so low items (trainers) sit in the middle of the tile. */
  dy: number;
}

export function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function parseHex(value: string): number[] | null {
  const match = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(value.trim());
  if (!match?.[1]) return null;
  const digits = match[1].length === 3 ? [...match[1]].map((c) => c + c).join("") : match[1];
  return [0, 2, 4].map((i) => parseInt(digits.slice(i, i + 2), 16));
}

function toHex(rgb: number[]): string {
  const clamp = (v: number) => Math.round(Math.min(255, Math.max(0, v)));
  return `#${rgb.map((v) => clamp(v).toString(16).padStart(2, "0")).join("")}`.toUpperCase();
}

export function mix(a: string, b: string, amount: number): string {
  const [ra, rb] = [parseHex(a) ?? [0, 0, 0], parseHex(b) ?? [0, 0, 0]];
  return toHex(ra.map((v, i) => v + ((rb[i] ?? 0) - v) * amount));
}

function luminance(hex: string): number {
  const [r = 0, g = 0, b = 0] = parseHex(hex) ?? [];
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
}

// Only well-formed hex colours reach the markup, so a bad value can neither break nor inject into it.
export function buildPalette(input: { productType: string; hex: string[] }): Palette {
  const colours = input.hex.flatMap((h) => {
    const rgb = parseHex(h);
    return rgb ? [toHex(rgb)] : [];
  });
  const main = colours[0] ?? FALLBACK_MAIN;
  const dark = luminance(main) < 0.2;
  const second = colours[1] ?? mix(main, "#000000", 0.3);
  // Ids inside the SVG are made unique per picture, so several pictures can share one HTML page.
  let hash = 0x811c9dc5;
  for (const c of `${input.productType}|${colours.join()}`) {
    hash = Math.imul(hash ^ c.charCodeAt(0), 0x01000193);
  }
  return {
    main,
    second,
    accent: colours[2] ?? mix(second, luminance(second) < 0.5 ? "#FFFFFF" : "#111111", 0.45),
    outline: mix(main, "#000000", luminance(main) < 0.12 ? 0.6 : 0.5),
    seam: mix(main, dark ? "#FFFFFF" : "#000000", 0.3),
    light: mix(main, "#FFFFFF", 0.72),
    dark: mix(main, "#000000", 0.35),
    id: (hash >>> 0).toString(36),
  };
}

/** Small drawing vocabulary bound to one palette, so shape code reads as a list of parts. */
export function makeKit(p: Palette) {
  const stroke = `stroke="${p.outline}" stroke-linejoin="round"`;
  const fill = (d: string, colour: string, extra = "") =>
    `<path d="${d}" fill="${colour}" ${stroke} stroke-width="4" ${extra}/>`;
  const line = (d: string, colour: string, width = 3, extra = "") =>
    `<path d="${d}" fill="none" stroke="${colour}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round" ${extra}/>`;
  return {
    p,
    fill,
    line,
    // The gradient overlay gives flat fills a little volume without another colour.
    shaded: (d: string, colour = p.main) =>
      fill(d, colour) + `<path d="${d}" fill="url(#shade-${p.id})"/>`,
    stitch: (d: string) => line(d, p.seam, 2.5, `stroke-dasharray="9 7"`),
    strap: (d: string, colour: string, width: number) =>
      line(d, p.outline, width + 8) + line(d, colour, width),
    dot: (x: number, y: number, r: number, colour: string) =>
      `<circle cx="${x}" cy="${y}" r="${r}" fill="${colour}" ${stroke} stroke-width="3"/>`,
    rect: (x: number, y: number, w: number, h: number, colour: string, extra = "") =>
      `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${Math.min(w, h) / 2 > 12 ? 8 : 4}" fill="${colour}" ${stroke} stroke-width="3" ${extra}/>`,
    logo: (x: number, y: number) =>
      `<rect x="${x - 44}" y="${y - 28}" width="88" height="56" rx="8" fill="${p.accent}" ${stroke} stroke-width="3"/><path d="${D.mountain}" transform="translate(${x} ${y})" fill="${p.main}"/>`,
  };
}
export type Kit = ReturnType<typeof makeKit>;

export const group = (transform: string, svg: string) => `<g transform="${transform}">${svg}</g>`;
export const mirrored = (svg: string) => group("matrix(-1 0 0 1 800 0)", svg);
export const drawing = (body: string, floorY: number, floorWidth: number, dy = 0): Drawing => ({
  body,
  floorY,
  floorWidth,
  dy,
});
