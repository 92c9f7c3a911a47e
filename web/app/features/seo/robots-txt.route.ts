import { hostContext } from "../../lib/context";
import type { Route } from "./+types/robots-txt.route";

/** Crawlers may read the shop, not the shopper's own pages. */
export function loader({ context }: Route.LoaderArgs) {
  const origin = context.get(hostContext).publicOrigin;
  const body = [
    "User-agent: *",
    "Disallow: /*/cart",
    "Disallow: /*/checkout",
    "Disallow: /*/account",
    "Disallow: /*/favorites",
    "Disallow: /cart/",
    "Disallow: /consumers-v3/",
    "Disallow: /token/",
    "Disallow: /wishlists/",
    "",
    `Sitemap: ${origin}/sitemap.xml`,
    "",
  ].join("\n");
  return new Response(body, {
    headers: {
      "content-type": "text/plain; charset=utf-8",
      "cache-control": "public, max-age=3600",
    },
  });
}
