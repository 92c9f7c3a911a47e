// fontkit (pdfkit's own font reader) ships no types; this is the one call the documents use.
declare module "fontkit" {
  export interface Font {
    hasGlyphForCodePoint(codePoint: number): boolean;
  }
  export function openSync(path: string): Font;
}
