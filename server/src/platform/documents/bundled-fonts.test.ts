import { execFile } from "node:child_process";
import { mkdir, rm, rmdir } from "node:fs/promises";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { build } from "esbuild";
import { describe, expect, it } from "vitest";

const run = promisify(execFile);
const SERVER = fileURLToPath(new URL("../../../", import.meta.url));

describe("the documents in the server's bundle", () => {
  it("find their fonts from server/dist as they do from the sources", async () => {
    // Bundled as server/build.mjs bundles main.ts (packages external), into server/dist, where
    // main.js lives: the font is looked up from there.
    const folder = join(SERVER, "dist", `documents-check-${process.pid}-${Date.now()}`);
    await mkdir(folder, { recursive: true });
    try {
      await build({
        entryPoints: { documents: join(SERVER, "src/platform/documents/index.ts") },
        outdir: folder,
        bundle: true,
        platform: "node",
        target: "node20",
        format: "esm",
        packages: "external",
        alias: { "@ridgeline/contract": join(SERVER, "../contract/src/index.ts") },
        logLevel: "silent",
      });
      const script = `
        const { renderReturnLabelPdf } = await import(${JSON.stringify(join(folder, "documents.js"))});
        const bytes = await renderReturnLabelPdf({
          returnNumber: "RUS00000001-01", orderNumber: "US00000001", createdAt: new Date(0),
          locale: "en-us", carrier: "Ridgeline Returns (UPS)", service: "Ground, prepaid",
          from: { name: "Ωmega Łukasz", lines: [] }, to: { name: "Returns", lines: [] },
          items: [{ description: "Item", qty: 1 }],
        });
        console.log(Buffer.from(bytes).toString("latin1").includes("DejaVuSans") ? "embedded" : "missing");`;
      const { stdout } = await run(process.execPath, ["--input-type=module", "-e", script], {
        cwd: folder,
      });
      expect(stdout.trim()).toBe("embedded");
    } finally {
      await rm(folder, { recursive: true, force: true });
      // Leave no empty server/dist behind where there was none; a built one is not empty.
      await rmdir(join(SERVER, "dist")).catch(() => undefined);
    }
  }, 30_000);
});
