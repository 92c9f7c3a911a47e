// databases: postgres — business rules through the API; PostgreSQL runs them faster
import { mkdtemp, mkdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import type { ServerBuild } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase, TEST_ACCESS_KEY, NO_SHEDDING } from "../../../test/test-app";
import { buildApp } from "../../app";
import { loadConfig } from "../config";
import type { Db } from "../database/db.types";
import { expandWildcard } from "./compression";

/** A hashed asset as Vite names them, with the copies the build's precompress step writes. */
const ASSET = "/assets/entry.client-AbC123xy.js";
const ASSET_TEXT = `export const words = ${JSON.stringify("ridgeline ".repeat(800))};\n`;
/** A small file in a folder of its own: too small for the build to compress. */
const NESTED = "/assets/fonts/small-Q1w2E3r4.css";
const NESTED_TEXT = "body{margin:0}";
/** A file the build did not precompress: the server compresses it as it sends it. */
const PLAIN = "/favicon.svg";
const PLAIN_TEXT = `<svg xmlns="http://www.w3.org/2000/svg">${"<g/>".repeat(400)}</svg>`;

let app: FastifyInstance;
let db: Db;
let drop: () => Promise<void>;
let clientDir: string;

beforeAll(async () => {
  clientDir = await mkdtemp(join(tmpdir(), "ridgeline-static-"));
  await mkdir(join(clientDir, "assets"));
  await writeFile(join(clientDir, ASSET), ASSET_TEXT);
  // Marked copies, so a test can tell the build's file from one compressed per request.
  await writeFile(join(clientDir, `${ASSET}.br`), brotliCompressSync(`${ASSET_TEXT}//br`));
  await writeFile(join(clientDir, `${ASSET}.gz`), gzipSync(`${ASSET_TEXT}//gz`));
  await writeFile(join(clientDir, PLAIN), PLAIN_TEXT);
  await mkdir(join(clientDir, "assets", "fonts"));
  await writeFile(join(clientDir, NESTED), NESTED_TEXT);
  ({ db, drop } = await openTestDatabase());
  app = await buildApp({
    config: loadConfig({ NODE_ENV: "test", ACCESS_KEYS: TEST_ACCESS_KEY, ...NO_SHEDDING }),
    db,
    // Only assets are asked for here; React Router's handler is built lazily, on a page request.
    web: {
      build: {
        build: { routes: {} } as unknown as ServerBuild,
        getLoadContext: () => ({}) as never,
      },
      clientDir,
    },
  });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await drop?.();
  await rm(clientDir, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string) =>
  app.inject({
    method: "GET",
    url,
    headers: {
      "x-api-key": TEST_ACCESS_KEY,
      ...(acceptEncoding === undefined ? {} : { "accept-encoding": acceptEncoding }),
    },
  });

function decoded(response: LightMyRequestResponse): string {
  const encoding = response.headers["content-encoding"];
  if (encoding === "br") return brotliDecompressSync(response.rawPayload).toString();
  if (encoding === "gzip") return gunzipSync(response.rawPayload).toString();
  return response.body;
}

describe("compressed answers", () => {
  it("sends API JSON as brotli when the client takes it, gzip when it takes only gzip, plain otherwise", async () => {
    const plain = await get("/products/v2/catalog?locale=en-us");
    expect(plain.statusCode).toBe(200);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);

    const br = await get("/products/v2/catalog?locale=en-us", "gzip, deflate, br, zstd");
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers["vary"]).toMatch(/accept-encoding/i);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(JSON.parse(decoded(br))).toEqual(JSON.parse(plain.body));

    const gz = await get("/products/v2/catalog?locale=en-us", "gzip");
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(JSON.parse(decoded(gz))).toEqual(JSON.parse(plain.body));

    const identity = await get("/products/v2/catalog?locale=en-us", "identity");
    expect(identity.headers["content-encoding"]).toBeUndefined();
  });

  it("leaves small answers as they are", async () => {
    const time = await get("/fapi/server/time", "br");
    expect(time.statusCode).toBe(200);
    expect(time.headers["content-encoding"]).toBeUndefined();
  });

  it("serves a hashed asset's built brotli or gzip copy, immutable, with its own type", async () => {
    const br = await get(ASSET, "gzip, deflate, br");
    expect(br.statusCode).toBe(200);
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers["content-type"]).toMatch(/^(?:text|application)\/javascript/);
    expect(br.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(br.headers["vary"]).toMatch(/accept-encoding/i);
    expect(decoded(br)).toBe(`${ASSET_TEXT}//br`);

    const gz = await get(ASSET, "gzip");
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(decoded(gz)).toBe(`${ASSET_TEXT}//gz`);

    const plain = await get(ASSET);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body).toBe(ASSET_TEXT);
    expect(plain.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
  });

  it("compresses a file the build left uncompressed as it sends it, with a short cache", async () => {
    const response = await get(PLAIN, "br");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-encoding"]).toBe("br");
    expect(response.headers["cache-control"]).toBe("public, max-age=3600");
    expect(decoded(response)).toBe(PLAIN_TEXT);
  });

  it("reads Accept-Encoding's * as every encoding not named, never one the client refused", async () => {
    expect((await get(ASSET, "*")).headers["content-encoding"]).toBe("br");
    expect((await get(ASSET, "br;q=0, *")).headers["content-encoding"]).toBe("gzip");
    const noGzip = await get(ASSET, "gzip;q=0, *");
    expect(noGzip.headers["content-encoding"]).toBe("br");
    const none = await get(ASSET, "*;q=0");
    expect(none.headers["content-encoding"]).toBeUndefined();
    expect(none.body).toBe(ASSET_TEXT);

    const json = await get("/products/v2/catalog?locale=en-us", "gzip;q=0, *");
    expect(json.headers["content-encoding"]).toBe("br");
    const jsonNone = await get("/products/v2/catalog?locale=en-us", "*;q=0");
    expect(jsonNone.headers["content-encoding"]).toBeUndefined();
  });
});

describe("fingerprinted files, sent from memory", () => {
  it("answer If-None-Match with 304 for the representation sent, and HEAD with its length", async () => {
    const br = await get(ASSET, "br");
    const gz = await get(ASSET, "gzip");
    const etag = String(br.headers["etag"]);
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(gz.headers["etag"]).not.toBe(etag);
    const again = await app.inject({
      method: "GET",
      url: ASSET,
      headers: { "accept-encoding": "br", "if-none-match": `W/"other", ${etag}` },
    });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    const stale = await app.inject({
      method: "GET",
      url: ASSET,
      headers: { "accept-encoding": "gzip", "if-none-match": etag },
    });
    expect(stale.statusCode).toBe(200);
    expect(decoded(stale)).toBe(`${ASSET_TEXT}//gz`);
    const head = await app.inject({
      method: "HEAD",
      url: ASSET,
      headers: { "accept-encoding": "br" },
    });
    expect(head.statusCode).toBe(200);
    expect(head.headers["content-length"]).toBe(String(br.rawPayload.length));
    expect(head.rawPayload.length).toBe(0);
  });

  it("serve files in folders below assets/, and a name the build did not write is a plain 404", async () => {
    const nested = await get(NESTED, "br");
    expect(nested.statusCode).toBe(200);
    expect(nested.headers["content-type"]).toMatch(/^text\/css/);
    expect(nested.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(nested.body).toBe(NESTED_TEXT);
    for (const url of ["/assets/entry.client-Missing1.js", `${ASSET}.br`, "/assets/"]) {
      const response = await get(url, "br");
      expect(response.statusCode, url).toBe(404);
      expect(response.headers["content-type"], url).toMatch(/^text\/plain/);
    }
  });
});

describe("expandWildcard", () => {
  it("spells * out as the offered encodings the header does not name, at its weight", () => {
    expect(expandWildcard("*")).toBe("br, gzip");
    expect(expandWildcard("gzip;q=0, *")).toBe("gzip;q=0, br");
    expect(expandWildcard("br, *;q=0.5")).toBe("br, gzip;q=0.5");
    expect(expandWildcard("x-gzip")).toBe("gzip");
    expect(expandWildcard("gzip, deflate, br")).toBe("gzip, deflate, br");
  });
});
