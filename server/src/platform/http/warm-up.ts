import type { FastifyInstance } from "fastify";

declare module "fastify" {
  interface FastifyInstance {
    /**
     * The start's work done before listening (decision 0080): the areas' caches, then one page
     * rendered in process, so the first shoppers meet neither a loading index nor code run
     * for the first time. Resolves with how long each part took.
     */
    warmUp(): Promise<{ areasMs: number; pageMs: number | null }>;
  }
}

/** The home page of the shop's public host, rendered once through the whole stack. */
async function renderOnePage(app: FastifyInstance, publicOrigin: string): Promise<void> {
  const host = new URL(publicOrigin).host;
  let url = "/";
  // The root redirects to the shopper's site: follow it to a page (a few hops at most).
  for (let hop = 0; hop < 3; hop += 1) {
    const response = await app.inject({
      method: "GET",
      url,
      headers: { host, accept: "text/html" },
    });
    const location = response.headers.location;
    if (response.statusCode < 300 || response.statusCode >= 400 || typeof location !== "string")
      return;
    url = new URL(location, publicOrigin).pathname;
  }
}

/** Decorates the app with its warm-up: the areas' warm-ups, then a page when there are pages. */
export function addWarmUp(
  app: FastifyInstance,
  options: { warmUpAreas: () => Promise<void>; publicOrigin: string; pages: boolean },
): void {
  app.decorate("warmUp", async () => {
    const started = performance.now();
    await options.warmUpAreas();
    const areasMs = Math.round(performance.now() - started);
    if (!options.pages) return { areasMs, pageMs: null };
    const rendered = performance.now();
    await renderOnePage(app, options.publicOrigin);
    return { areasMs, pageMs: Math.round(performance.now() - rendered) };
  });
}
