import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { openSync, type Font } from "fontkit";
import PDFDocument from "pdfkit";

/**
 * The fonts every document uses: DejaVu, which covers Latin, Latin Extended, Greek and
 * Cyrillic. Found through Node's resolution from this module, so the same code finds them from
 * the sources (tsx, Vitest) and from the esbuild bundle (server/dist/main.js), where the
 * package stays external in node_modules.
 */
const FONT_FILES = {
  regular: "DejaVuSans.ttf",
  bold: "DejaVuSans-Bold.ttf",
  mono: "DejaVuSansMono-Bold.ttf",
} as const;

export type FontKey = keyof typeof FONT_FILES;

let fontDirectory: string | undefined;

/** The folder of the DejaVu TTF files (node_modules/dejavu-fonts-ttf/ttf). */
export function fontFolder(): string {
  fontDirectory ??= join(
    dirname(createRequire(import.meta.url).resolve("dejavu-fonts-ttf/package.json")),
    "ttf",
  );
  return fontDirectory;
}

function fontPath(key: FontKey): string {
  return join(fontFolder(), FONT_FILES[key]);
}

const coverage = new Map<FontKey, Font>();

function fontOf(key: FontKey): Font {
  let font = coverage.get(key);
  if (font === undefined) {
    font = openSync(fontPath(key));
    coverage.set(key, font);
  }
  return font;
}

/** What stands for a character the font cannot draw (CJK, most emoji): visible, never blank. */
export const MISSING_GLYPH = "?";

const segmenter = new Intl.Segmenter("en", { granularity: "grapheme" });
// Zero-width joiners and variation selectors belong to the character they follow: a grapheme
// made only of drawable characters and these prints as its drawable part.
const INVISIBLE = /^(?:\u200d|[\ufe00-\ufe0f])$/u;

/**
 * Text as the font can print it: composed (NFC), control characters as spaces, and each
 * character (grapheme) the font has no glyph for as one MISSING_GLYPH.
 */
export function printable(text: string, key: FontKey = "regular"): string {
  const font = fontOf(key);
  let out = "";
  for (const { segment } of segmenter.segment(text.normalize("NFC"))) {
    const codePoints = [...segment].filter((char) => !INVISIBLE.test(char));
    if (codePoints.some((char) => /\p{Cc}/u.test(char))) {
      out += " ";
    } else if (
      codePoints.length > 0 &&
      codePoints.every((char) => font.hasGlyphForCodePoint(char.codePointAt(0) ?? 0))
    ) {
      out += codePoints.join("");
    } else if (codePoints.length > 0) {
      out += MISSING_GLYPH;
    }
  }
  return out;
}

/**
 * A free text cut to `max` characters with an ellipsis: a product name or an item never takes
 * more than its share of a page, so the layouts' page breaks always make progress.
 */
export function clip(text: string, max = 200): string {
  const chars = [...text];
  return chars.length <= max ? text : `${chars.slice(0, max - 1).join("")}…`;
}

export type Pdf = PDFKit.PDFDocument;

/**
 * A new document with the fonts registered, no automatic page breaks (every page's margins
 * are 0: the layouts place everything themselves) and its dates fixed to `date`, so the same
 * input gives the same file.
 */
export function createPdf(options: {
  size: string | [number, number];
  date: Date;
  title: string;
  author: string;
}): Pdf {
  const doc = new PDFDocument({
    size: options.size,
    margin: 0,
    bufferPages: true,
    autoFirstPage: false,
    font: fontPath("regular"),
    info: {
      Title: printable(options.title),
      Author: printable(options.author),
      Creator: "Ridgeline",
      Producer: "Ridgeline",
      CreationDate: options.date,
      ModDate: options.date,
    },
  });
  for (const key of Object.keys(FONT_FILES) as FontKey[]) doc.registerFont(key, fontPath(key));
  return doc;
}

/** Ends the document and gives its bytes. */
export function pdfBytes(doc: Pdf): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(new Uint8Array(Buffer.concat(chunks))));
    doc.on("error", reject);
    doc.end();
  });
}

export interface TextStyle {
  font?: FontKey;
  size?: number;
  color?: string;
  align?: "left" | "right" | "center";
  width?: number;
  /** Shrinks the size (down to 60 %) rather than wrap, for figures in narrow columns. */
  fit?: boolean;
  lineGap?: number;
}

/** Writes text at (x, y) and gives the height it took; text is made printable first. */
export function write(doc: Pdf, text: string, x: number, y: number, style: TextStyle = {}): number {
  const font = style.font ?? "regular";
  const safe = printable(text, font);
  let size = style.size ?? 9;
  doc.font(font).fillColor(style.color ?? "#111111");
  if (style.fit && style.width !== undefined) {
    const smallest = size * 0.6;
    while (size > smallest && doc.fontSize(size).widthOfString(safe) > style.width) size -= 0.25;
  }
  doc.fontSize(size);
  const options: PDFKit.Mixins.TextOptions = {
    align: style.align ?? "left",
    lineGap: style.lineGap ?? 1,
    lineBreak: !style.fit,
  };
  if (style.width !== undefined) options.width = style.width;
  const height = doc.heightOfString(safe, options);
  doc.text(safe, x, y, options);
  return height;
}

/** The height `text` would take, written as `write` would. */
export function measure(doc: Pdf, text: string, style: TextStyle = {}): number {
  const font = style.font ?? "regular";
  doc.font(font).fontSize(style.size ?? 9);
  const options: PDFKit.Mixins.TextOptions = { lineGap: style.lineGap ?? 1 };
  if (style.width !== undefined) options.width = style.width;
  return doc.heightOfString(printable(text, font), options);
}
