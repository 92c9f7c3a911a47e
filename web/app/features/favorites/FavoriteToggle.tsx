import { useEffect, useRef } from "react";
import { useFetcher, useLocation } from "react-router";
import { useT } from "../../lib/i18n";
import { useHydrated } from "../../lib/use-hydrated";
import { useShellData } from "../../lib/shell-data";
import { usePersonal, type SavedFavorites } from "../../lib/personal";

interface Props {
  /** What a click saves: a style id (tiles) or the colour shown (product page). */
  id: string;
  /** Other ids that count as "this product is saved" (the style, or its colours). */
  alsoSaved?: readonly string[];
  name: string;
  variant: "tile" | "pdp";
}

/**
 * The "Save to favourites" heart. A plain form post to `/{locale}/favorites` without
 * JavaScript (the action sends the shopper back); with it a fetcher saves without leaving the
 * page, the heart fills at once and the layout's list reloads behind it. Hidden on sites with
 * favourites off. The heart is the stylesheet's (favorites.css), filled while `aria-pressed`:
 * a grid draws one per tile.
 */
const NOTHING_SAVED: SavedFavorites = { favoriteId: null, saved: {} };

export function FavoriteToggle({ id, alsoSaved = [], name, variant }: Props) {
  const t = useT();
  const shell = useShellData();
  const fetcher = useFetcher();
  // A click is refused from the moment it is sent (a ref, so a second click in the same moment,
  // before React has re-rendered with the fetcher's state, is refused too) until it is idle.
  const sending = useRef(false);
  useEffect(() => {
    if (fetcher.state === "idle") sending.current = false;
  }, [fetcher.state]);
  const hydrated = useHydrated();
  const location = useLocation();
  // The hearts are the shopper's own: empty until the page knows them (decision 0088), and
  // still a form that saves, which is all a page without JavaScript can offer.
  const personal = usePersonal();
  if (!shell?.site.allowFavorites) return null;
  if (personal && !personal.favorites) return null;
  const favorites = personal?.favorites ?? NOTHING_SAVED;
  const savedId = [id, ...alsoSaved].find((candidate) => favorites.saved[candidate]);
  const itemId = savedId ? favorites.saved[savedId] : undefined;
  const pending = fetcher.formData?.get("intent");
  // From the click until the layout's list has reloaded, the heart does not send again: a
  // removal needs the saved item's ids, which only come with that reload (a quick second click
  // used to post a removal without them, which removed nothing).
  const busy = fetcher.state !== "idle";
  const saved = pending ? pending === "add" : Boolean(itemId);
  const label = saved ? t("favorites.removeLabel", { name }) : t("favorites.saveLabel", { name });
  return (
    <fetcher.Form
      method="post"
      action={`/${shell.site.locale}/favorites`}
      className={`fav-toggle fav-toggle--${variant}`}
    >
      <input type="hidden" name="id" value={id} />
      {/* Only a removal reads which saved item and list it is (`runFavoriteForm`). */}
      {itemId ? <input type="hidden" name="itemId" value={itemId} /> : null}
      {itemId && favorites.favoriteId ? (
        <input type="hidden" name="favoriteId" value={favorites.favoriteId} />
      ) : null}
      <input type="hidden" name="back" value={`${location.pathname}${location.search}`} />
      {hydrated ? <input type="hidden" name="js" value="1" /> : null}
      <button
        type="submit"
        // The button is the form's only control, so every submission carries its intent.
        name="intent"
        value={saved ? "remove" : "add"}
        className="fav-toggle__button"
        aria-pressed={saved}
        // The product page's heart says its name in words (the product is the page's h1); an
        // icon-only heart names the product, and its name must then be all of it (label in name).
        // Its title is that name (a button without text is named by its title) and its tooltip.
        title={variant === "pdp" ? undefined : label}
        data-testid="favorite-toggle"
        aria-disabled={busy || undefined}
        onClick={(event) => {
          if (busy || sending.current) {
            event.preventDefault();
            return;
          }
          if (hydrated) sending.current = true;
        }}
        // A tile is one or two tab stops (its name, quick shop); its heart is also in quick shop.
        tabIndex={variant === "tile" ? -1 : undefined}
      >
        {variant === "pdp" ? (
          <span>{saved ? t("favorites.saved") : t("favorites.save")}</span>
        ) : null}
      </button>
    </fetcher.Form>
  );
}
