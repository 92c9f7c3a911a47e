import { redirect } from "react-router";

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
