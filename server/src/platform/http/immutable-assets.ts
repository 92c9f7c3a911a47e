import { createHash } from "node:crypto";
import { readdir, readFile } from "node:fs/promises";
import { extname, join, relative, sep } from "node:path";
import type { FastifyInstance } from "fastify";
import { preferredEncoding } from "./compression";

/**
 * The web app's fingerprinted files (`assets/`), held in memory and sent from there (decision
 * 0107). Vite names each after its content, so none ever changes while the process runs, and
 * the whole folder is a few megabytes with its brotli and gzip copies. Sent from disk, each
 * request cost a stat of the compressed copy, an open, a read and a close: on the journeys'
 * server a fifth of its CPU, on every first page of every shopper.
 */

/** The Cache-Control of a fingerprinted file: it never changes under its name. */
const IMMUTABLE_CACHE = "public, max-age=31536000, immutable";

const TYPES: Record<string, string> = {
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".map": "application/json; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".gif": "image/gif",
  ".ico": "image/x-icon",
  ".woff": "font/woff",
  ".woff2": "font/woff2",
  ".txt": "text/plain; charset=utf-8",
  ".wasm": "application/wasm",
};

/** The build's copies, in the order `preferredEncoding` breaks a tie (brotli first). */
const COPIES = [
  { encoding: "br", suffix: ".br" },
  { encoding: "gzip", suffix: ".gz" },
] as const;

interface Representation {
  body: Buffer;
  etag: string;
}

interface Asset {
  type: string;
  plain: Representation;
  /** The build's compressed copies, by encoding (`br`, `gzip`), when it wrote them. */
  encoded: Map<string, Representation>;
}

async function* filesUnder(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(path);
    else if (entry.isFile()) yield path;
  }
}

const representation = (body: Buffer, tag: string): Representation => ({
  body,
  etag: `"${createHash("sha256").update(body).digest("base64url").slice(0, 22)}${tag}"`,
});

/** Every file under `dir` by its URL path below it (`/entry.client-AbC.js`), with its copies. */
async function loadAssets(dir: string): Promise<Map<string, Asset>> {
  const files = new Map<string, Buffer>();
  try {
    for await (const path of filesUnder(dir)) files.set(path, await readFile(path));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return new Map();
    throw error;
  }
  const assets = new Map<string, Asset>();
  for (const [path, body] of files) {
    if (COPIES.some(({ suffix }) => path.endsWith(suffix) && files.has(path.slice(0, -3))))
      continue;
    const encoded = new Map<string, Representation>();
    for (const { encoding, suffix } of COPIES) {
      const copy = files.get(`${path}${suffix}`);
      if (copy) encoded.set(encoding, representation(copy, `-${encoding}`));
    }
    const url = `/${relative(dir, path).split(sep).join("/")}`;
    assets.set(url, {
      type: TYPES[extname(path).toLowerCase()] ?? "application/octet-stream",
      plain: representation(body, ""),
      encoded,
    });
  }
  return assets;
}

/** Whether `If-None-Match` names this representation (or is `*`). */
function matches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header
    .split(",")
    .map((tag) => tag.trim().replace(/^W\//, ""))
    .some((tag) => tag === "*" || tag === etag);
}

/**
 * Answers `GET` and `HEAD` under `prefix` from the files of `dir`, read once now: the build's
 * brotli or gzip copy when the client takes one, else the file. A name the build did not write
 * is the app's 404, as for any other unknown path.
 */
export async function registerImmutableAssets(
  app: FastifyInstance,
  dir: string,
  prefix = "/assets",
): Promise<number> {
  const assets = await loadAssets(dir);
  const offered = COPIES.map(({ encoding }) => encoding);
  app.get(`${prefix}/*`, async (request, reply) => {
    const name = (request.params as { "*": string })["*"];
    const asset = assets.get(`/${name}`);
    if (!asset) return reply.callNotFound();
    const accepted = request.headers["accept-encoding"];
    const encoding = preferredEncoding(
      typeof accepted === "string" ? accepted : "",
      offered.filter((candidate) => asset.encoded.has(candidate)),
    );
    const chosen = (encoding && asset.encoded.get(encoding)) || asset.plain;
    reply
      .header("cache-control", IMMUTABLE_CACHE)
      .header("content-type", asset.type)
      .header("etag", chosen.etag);
    if (asset.encoded.size > 0) reply.header("vary", "accept-encoding");
    if (encoding) reply.header("content-encoding", encoding);
    if (matches(request.headers["if-none-match"], chosen.etag)) return reply.code(304).send();
    return reply.header("content-length", chosen.body.length).send(chosen.body);
  });
  return assets.size;
}
