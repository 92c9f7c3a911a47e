/**
 * Reading PDFs back in tests with the tools a person would use: Poppler's pdftotext, pdfinfo
 * and pdftoppm (Debian package poppler-utils) and ZBar's zbarimg (zbar-tools). A missing tool
 * fails the test with the package to install, never skips it.
 */
import { execFile } from "node:child_process";
import { mkdtemp, readdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";

const run = promisify(execFile);

/** Which Debian package brings each tool. */
export const TOOL_PACKAGES: Record<string, string> = {
  pdftotext: "poppler-utils",
  pdfinfo: "poppler-utils",
  pdffonts: "poppler-utils",
  pdftoppm: "poppler-utils",
  zbarimg: "zbar-tools",
};

/** Runs a tool; a tool that is not installed rejects with the package that brings it. */
export async function runTool(tool: string, args: string[], packageName?: string): Promise<string> {
  try {
    const { stdout } = await run(tool, args, { maxBuffer: 32 * 1024 * 1024 });
    return stdout;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") {
      const name = packageName ?? TOOL_PACKAGES[tool] ?? tool;
      throw new Error(
        `${tool} is not installed: the documents' tests need the Debian package ${name} ` +
          `(apt-get install ${name}; .ci/run installs it)`,
        { cause: error },
      );
    }
    throw error;
  }
}

async function withFile<T>(bytes: Uint8Array, use: (file: string, dir: string) => Promise<T>) {
  const dir = await mkdtemp(join(tmpdir(), "ridgeline-pdf-"));
  try {
    const file = join(dir, "document.pdf");
    await writeFile(file, bytes);
    return await use(file, dir);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * The text of a PDF (or of one page) in reading order, with the no-break spaces Intl puts in
 * money and dates (U+00A0, U+202F) turned into plain spaces.
 */
export function pdfText(bytes: Uint8Array, page?: number): Promise<string> {
  return withFile(bytes, async (file) => {
    const pages = page === undefined ? [] : ["-f", String(page), "-l", String(page)];
    const text = await runTool("pdftotext", ["-layout", ...pages, file, "-"]);
    return text.replace(/[\u00a0\u202f]/g, " ");
  });
}

/** pdfinfo's fields: "Pages", "Page size", "CreationDate", … */
export function pdfInfo(bytes: Uint8Array): Promise<Record<string, string>> {
  return withFile(bytes, async (file) => {
    const out = await runTool("pdfinfo", ["-isodates", file]);
    const info: Record<string, string> = {};
    for (const line of out.split("\n")) {
      const at = line.indexOf(":");
      if (at > 0) info[line.slice(0, at).trim()] = line.slice(at + 1).trim();
    }
    return info;
  });
}

/** The names of the fonts a PDF uses (pdffonts), e.g. "AAAAAA+DejaVuSans". */
export function pdfFonts(bytes: Uint8Array): Promise<string[]> {
  return withFile(bytes, async (file) => {
    const out = await runTool("pdffonts", [file]);
    return out
      .split("\n")
      .slice(2)
      .map((line) => line.split(/\s+/)[0] ?? "")
      .filter(Boolean);
  });
}

/** The barcodes found on a page rendered at `dpi` as a scanner would see it, decoded. */
export function scanBarcodes(bytes: Uint8Array, page = 1, dpi = 200): Promise<string[]> {
  return withFile(bytes, async (file, dir) => {
    const prefix = join(dir, "page");
    await runTool("pdftoppm", [
      "-r",
      String(dpi),
      "-gray",
      "-png",
      "-f",
      String(page),
      "-l",
      String(page),
      file,
      prefix,
    ]);
    const [image] = (await readdir(dir)).filter((name) => name.endsWith(".png"));
    if (image === undefined) throw new Error("pdftoppm wrote no image");
    try {
      const out = await runTool("zbarimg", [
        "--quiet",
        "--raw",
        "-Sdisable",
        "-Scode128.enable",
        join(dir, image),
      ]);
      return out.split("\n").filter((line) => line.length > 0);
    } catch (error) {
      // zbarimg exits 4 when it finds no barcode at all.
      if ((error as { code?: unknown }).code === 4) return [];
      throw error;
    }
  });
}
