import { constants as zlibConstants } from "node:zlib";
import compress from "@fastify/compress";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";

/** The encodings the shop answers in, best first (decision 0047). */
export const RESPONSE_ENCODINGS = ["br", "gzip"] as const;

/** Answers smaller than this go out as they are: the headers would outweigh the saving. */
const MIN_COMPRESSED_BYTES = 1024;

/**
 * Brotli's quality 4 compresses a page about as well as gzip's 9 at a fraction of the time of
 * its default 11, which is for files compressed once at build time, not for every answer.
 */
const BROTLI_QUALITY = 4;

/** HTML, JSON, JavaScript, CSS and SVG, with or without a charset, and any `+json`/`+xml`. */
const COMPRESSIBLE =
  /^(?:text\/(?:html|css|javascript|plain|xml)|application\/(?:json|javascript|xml|(?:[\w.-]+\+)?(?:json|xml))|image\/svg\+xml)(?:\s*;|$)/i;

interface Coding {
  name: string;
  q: number;
}

function parseCoding(item: string): Coding | null {
  const [rawName, ...params] = item.split(";");
  const name = rawName?.trim().toLowerCase();
  if (!name) return null;
  let q = 1;
  for (const param of params) {
    const [key, value] = param.split("=").map((part) => part.trim());
    if (key?.toLowerCase() === "q") {
      const parsed = Number(value);
      q = Number.isFinite(parsed) ? Math.min(Math.max(parsed, 0), 1) : 0;
    }
  }
  return { name: name === "x-gzip" ? "gzip" : name, q };
}

/**
 * `Accept-Encoding` with its wildcard spelled out: `*` stands for every encoding the shop
 * offers that the header does not name itself, at the wildcard's weight. Both @fastify/compress
 * and @fastify/static read `*` as plain `gzip`, so `gzip;q=0, *` got gzip, the one encoding the
 * client refused, and `br, *;q=0` would never see the explicit refusal of the rest.
 */
export function expandWildcard(
  header: string,
  offered: readonly string[] = RESPONSE_ENCODINGS,
): string {
  const codings = header
    .split(",")
    .map(parseCoding)
    .filter((coding): coding is Coding => coding !== null);
  const wildcard = codings.find((coding) => coding.name === "*");
  if (!wildcard && !header.toLowerCase().includes("x-gzip")) return header;
  const named = new Set(codings.map((coding) => coding.name));
  const expanded = codings.filter((coding) => coding.name !== "*");
  if (wildcard) {
    for (const name of offered) {
      if (!named.has(name)) expanded.push({ name, q: wildcard.q });
    }
  }
  return expanded.map(({ name, q }) => (q === 1 ? name : `${name};q=${q}`)).join(", ");
}

/**
 * Which of `available` (best first) to send for this `Accept-Encoding` (its `*` already spelled
 * out by `expandWildcard`): the one of highest weight above 0, the earlier on a tie; null for
 * none, the file as it is.
 */
export function preferredEncoding(header: string, available: readonly string[]): string | null {
  const weights = new Map<string, number>();
  for (const coding of header.split(",").map(parseCoding)) {
    if (coding && !weights.has(coding.name)) weights.set(coding.name, coding.q);
  }
  let best: string | null = null;
  let bestQ = 0;
  for (const name of available) {
    const q = weights.get(name) ?? 0;
    if (q > bestQ) [best, bestQ] = [name, q];
  }
  return best;
}

/**
 * Compresses HTML, JSON, JavaScript, CSS and SVG answers: brotli when the client takes it,
 * else gzip. Files built with `.br`/`.gz` siblings (web/scripts/precompress.mjs) are sent as
 * they are by the static plugin; this compresses everything made per request.
 */
/** How many distinct `Accept-Encoding` values are kept read (cleared past it). */
const EXPANDED_MEMO_SIZE = 64;

export const compressionPlugin = fp(
  async (app: FastifyInstance) => {
    // Browsers send one of a few values: each is read once (a profile of kept pages found the
    // parse on every request).
    const expanded = new Map<string, string>();
    app.addHook("onRequest", (request, _reply, done) => {
      const header = request.headers["accept-encoding"];
      if (typeof header === "string") {
        let value = expanded.get(header);
        if (value === undefined) {
          value = expandWildcard(header);
          if (expanded.size >= EXPANDED_MEMO_SIZE) expanded.clear();
          expanded.set(header, value);
        }
        request.headers["accept-encoding"] = value;
      }
      done();
    });
    await app.register(compress, {
      encodings: [...RESPONSE_ENCODINGS],
      threshold: MIN_COMPRESSED_BYTES,
      customTypes: COMPRESSIBLE,
      brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } },
      // A request body that says it is compressed is refused as before (decision 0033),
      // not inflated: nothing the shop's own pages send is compressed.
      globalDecompression: false,
    });
  },
  { name: "compression" },
);
