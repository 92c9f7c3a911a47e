import { createHash } from "node:crypto";
import { isProductImageWidth, PRODUCT_IMAGE_WIDTHS } from "@ridgeline/contract";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { AppError } from "../../platform/errors/app-error";
import type { CatalogService } from "../catalog";
import { drawProductImage } from "./product-image.helpers";

const FILE_PATTERN = /^([A-Z0-9]{9,11})\.svg$/;
const CACHE_LIMIT = 2000;
const ROOT_SIZE = /^(<svg\b[^>]*?) width="(\d+)" height="(\d+)"/m;

/** The `w` of `?w=`: absent for the picture's own size, else one of the drawn widths. */
function requestedWidth(raw: unknown): number | null {
  if (raw === undefined) return null;
  const width = typeof raw === "string" && /^\d{1,4}$/.test(raw) ? Number(raw) : NaN;
  if (!isProductImageWidth(width)) {
    throw new AppError("VAL400", {
      field: "w",
      message: `w must be one of ${PRODUCT_IMAGE_WIDTHS.join(", ")}`,
    });
  }
  return width;
}

/**
 * The drawing at `width` pixels wide: the same vector art (its viewBox is kept), with the
 * intrinsic size the slot asks for, so the browser rasterises no more than it shows.
 */
function sized(svg: string, width: number | null): string {
  if (width === null) return svg;
  return svg.replace(ROOT_SIZE, (_, start: string, w: string, h: string) => {
    const height = Math.round((width * Number(h)) / Number(w));
    return `${start} width="${width}" height="${height}"`;
  });
}

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

/**
 * A drawing that never changes at its URL (at the width asked for), or 404; 304 when the
 * browser has it already.
 */
function sendDrawing(
  request: FastifyRequest,
  reply: FastifyReply,
  entry: { svg: string; etag: string } | undefined,
  width: number | null,
) {
  if (!entry) return reply.code(404).type("text/plain").send("Image not found");
  const etag = width === null ? entry.etag : entry.etag.replace(/"$/, `-${width}"`);
  reply.header("cache-control", YEAR).header("etag", etag);
  if (request.headers["if-none-match"] === etag) return reply.code(304).send();
  return reply.type("image/svg+xml").send(sized(entry.svg, width));
}

/**
 * Product pictures, drawn from the colourway: `/images/products/{colorVariantId}.svg`.
 * Drawings are immutable for a colourway, so browsers may keep them for a year. `?w=` asks for
 * one of the widths of `PRODUCT_IMAGE_WIDTHS` (the `srcset` of `web/app/ui/ProductImage.tsx`).
 */
export async function mediaRoutes(
  app: FastifyInstance,
  options: { catalog: CatalogService },
): Promise<void> {
  const cache = new Map<string, { svg: string; etag: string }>();

  app.get<{ Params: { file: string }; Querystring: Record<string, unknown> }>(
    "/images/products/:file",
    async (request, reply) => {
      const width = requestedWidth(request.query["w"]);
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
      return sendDrawing(request, reply, entry, width);
    },
  );

  app.get<{ Params: { file: string }; Querystring: Record<string, unknown> }>(
    "/images/categories/:file",
    async (request, reply) => {
      const width = requestedWidth(request.query["w"]);
      return sendDrawing(request, reply, CATEGORY_ART.get(request.params.file), width);
    },
  );
}
