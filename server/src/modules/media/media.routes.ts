import { createHash } from "node:crypto";
import type { FastifyInstance } from "fastify";
import type { CatalogService } from "../catalog";
import { drawProductImage } from "./product-image.helpers";

const FILE_PATTERN = /^([A-Z0-9]{9,11})\.svg$/;
const CACHE_LIMIT = 2000;

/**
 * Product pictures, drawn from the colourway: `/images/products/{colorVariantId}.svg`.
 * Drawings are immutable for a colourway, so browsers may keep them for a year.
 */
export async function mediaRoutes(
  app: FastifyInstance,
  options: { catalog: CatalogService },
): Promise<void> {
  const cache = new Map<string, { svg: string; etag: string }>();

  app.get<{ Params: { file: string } }>("/images/products/:file", async (request, reply) => {
    const id = FILE_PATTERN.exec(request.params.file)?.[1];
    let entry = id ? cache.get(id) : undefined;
    if (id && !entry) {
      const art = await options.catalog.colorArt(id);
      if (art) {
        const svg = drawProductImage({ productType: art.productType, hex: art.hex });
        entry = { svg, etag: `"${createHash("sha1").update(svg).digest("base64url")}"` };
        if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value ?? "");
        cache.set(id, entry);
      }
    }
    if (!entry) return reply.code(404).type("text/plain").send("Image not found");
    reply.header("cache-control", "public, max-age=31536000, immutable").header("etag", entry.etag);
    if (request.headers["if-none-match"] === entry.etag) return reply.code(304).send();
    return reply.type("image/svg+xml").send(entry.svg);
  });
}
