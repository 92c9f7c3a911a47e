// Writes a brotli (.br) and a gzip (.gz) copy beside every compressible file of the client
// build, at the strongest settings, once; the server's static plugin sends them as they are
// (`preCompressed`), so no asset is compressed per request (decision 0047).
import { readdir, readFile, stat, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

const COMPRESSIBLE = /\.(?:js|mjs|css|svg|json|html|txt|xml|webmanifest)$/;
/** Smaller files are sent as they are, as the server's own compression does. */
const MIN_BYTES = 1024;

async function* filesUnder(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(path);
    else if (entry.isFile()) yield path;
  }
}

/** Compresses every eligible file under `dir`; returns what it wrote, for the build's log. */
export async function precompress(dir) {
  let files = 0;
  let before = 0;
  let after = 0;
  for await (const path of filesUnder(dir)) {
    if (!COMPRESSIBLE.test(path)) continue;
    const { size } = await stat(path);
    if (size < MIN_BYTES) continue;
    const bytes = await readFile(path);
    const br = await brotli(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: size,
      },
    });
    const gz = await gzipAsync(bytes, { level: constants.Z_BEST_COMPRESSION });
    await writeFile(`${path}.br`, br);
    await writeFile(`${path}.gz`, gz);
    files += 1;
    before += size;
    after += br.length;
  }
  return { files, before, after };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dir = process.argv[2] ?? "build/client";
  const { files, before, after } = await precompress(dir);
  process.stdout.write(`precompressed ${files} files: ${before} bytes, ${after} as brotli\n`);
}
