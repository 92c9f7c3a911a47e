import { execFile } from "node:child_process";
import { mkdtemp, readdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";

const run = promisify(execFile);

/**
 * A PDF read back as a person's reader would: its text (pdftotext) and the barcodes on its
 * first page (pdftoppm at 200 dpi, then zbarimg). Debian packages poppler-utils and zbar-tools.
 */
export async function readPdf(bytes: Uint8Array): Promise<{ text: string; barcodes: string[] }> {
  const dir = await mkdtemp(join(tmpdir(), "e2e-pdf-"));
  try {
    const file = join(dir, "document.pdf");
    await writeFile(file, bytes);
    const { stdout: text } = await run("pdftotext", ["-layout", file, "-"]);
    await run("pdftoppm", ["-r", "200", "-f", "1", "-l", "1", "-png", file, join(dir, "page")]);
    const image = (await readdir(dir)).find((name) => name.endsWith(".png"));
    let barcodes: string[] = [];
    if (image) {
      const scanned = await run("zbarimg", ["--quiet", "--raw", join(dir, image)]).catch(() => ({
        stdout: "",
      }));
      barcodes = scanned.stdout.split("\n").filter(Boolean);
    }
    return { text, barcodes };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
