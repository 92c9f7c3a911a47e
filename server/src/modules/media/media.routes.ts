import { createHash } from "node:crypto";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { CatalogService } from "../catalog";
import { drawProductImage } from "./product-image.helpers";

const FILE_PATTERN = /^([A-Z0-9]{9,11})\.svg$/;
const CACHE_LIMIT = 2000;
const YEAR = "public, max-age=31536000, immutable";

/**
 * The home page's category cards: a product type drawn in a department's colours
 * (`/images/categories/hiking-boot-women.svg`). A fixed set, drawn once.
 */
const CATEGORY_TYPES = ["jacket", "hiking-boot", "backpack"] as const;
const DEPARTMENT_COLOURS: Record<string, string[]> = {
  men: ["#3E5641", "#1F2E22", "#E0A458"],
  women: ["#8C4A6B", "#4A2638", "#F2C6A0"],
  kids: ["#2F6DB5", "#1E4A7D", "#F2B705"],
};
const CATEGORY_ART = new Map<string, { svg: string; etag: string }>(
  Object.entries(DEPARTMENT_COLOURS).flatMap(([department, hex]) =>
    CATEGORY_TYPES.map((productType) => {
      const svg = drawProductImage({ productType, hex });
      const etag = `"${createHash("sha1").update(svg).digest("base64url")}"`;
      return [`${productType}-${department}.svg`, { svg, etag }] as const;
    }),
  ),
);

/** A drawing that never changes at its URL, or 404; 304 when the browser has it already. */
function sendDrawing(
  request: FastifyRequest,
  reply: FastifyReply,
  entry: { svg: string; etag: string } | undefined,
) {
  if (!entry) return reply.code(404).type("text/plain").send("Image not found");
  reply.header("cache-control", YEAR).header("etag", entry.etag);
  if (request.headers["if-none-match"] === entry.etag) return reply.code(304).send();
  return reply.type("image/svg+xml").send(entry.svg);
}

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
    return sendDrawing(request, reply, entry);
  });

  app.get<{ Params: { file: string } }>("/images/categories/:file", async (request, reply) => {
    const entry = CATEGORY_ART.get(request.params.file);
    return sendDrawing(request, reply, entry);
  });
}
