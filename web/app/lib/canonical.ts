import { redirect } from "react-router";
import { LAYOUT_ROUTE_ID } from "./shell-data";

/**
 * One URL per page (issue 3): any other reading of the path (another slug, the `-p`/`-c`
 * prefixes, a colour-variant id) answers 301 to the canonical one, keeping the query.
 */
export function redirectToCanonical(
  request: Request,
  requestedPath: string,
  canonicalPath: string,
  extra?: Record<string, string>,
): void {
  if (decodeURIComponent(requestedPath) === canonicalPath) return;
  const search = new URL(request.url).searchParams;
  for (const [key, value] of Object.entries(extra ?? {}))
    if (!search.has(key)) search.set(key, value);
  const query = search.toString();
  throw redirect(query ? `${canonicalPath}?${query}` : canonicalPath, 301);
}

/** What a meta function sees of the matched routes: enough to find the layout's loader data. */
type MetaMatches = readonly ({ id: string; data?: unknown } | undefined)[];

/**
 * The canonical link of a page, absolute on the shop's public origin (PUBLIC_URL, which the
 * locale layout's loader passes on as `origin`), never on the Host a request came with.
 */
export function canonicalLink(matches: MetaMatches, path: string) {
  const layout = matches.find((match) => match?.id === LAYOUT_ROUTE_ID)?.data;
  const origin =
    layout && typeof layout === "object" && "origin" in layout && typeof layout.origin === "string"
      ? layout.origin
      : "";
  return { tagName: "link", rel: "canonical", href: `${origin}${path}` };
}
