import type { LoaderFunctionArgs, RouterContextProvider } from "react-router";
import { sessionContext } from "../../lib/context";
import { galleryQueryOf, loadGalleryPhotos } from "../../blocks/providers/gallery-photos.server";

/** The same for every shopper: browsers and the CDN may keep it a few minutes. */
const CACHE_CONTROL = "public, max-age=300";

/**
 * `/{locale}/gallery-photos[?productId=|?categoryId=]`: the built-in social galleries' photos
 * from the store's own media, fetched by the gallery blocks when they come near (a resource
 * route: JSON, no page). The browser cannot call the catalogue API itself (its calls need the
 * access key, API400), so the page's server asks for it, as the search box's `suggest` does.
 */
export async function loader({
  params,
  request,
  context,
}: LoaderFunctionArgs<Readonly<RouterContextProvider>>): Promise<Response> {
  const locale = params["locale"] ?? "en-us";
  const query = galleryQueryOf(new URL(request.url).searchParams);
  const answer = await loadGalleryPhotos(context.get(sessionContext).api, locale, query);
  return Response.json(answer, { headers: { "cache-control": CACHE_CONTROL } });
}
