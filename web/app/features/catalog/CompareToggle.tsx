import type { ProductTile as Tile } from "@ridgeline/contract";
import { COMPARE_MAX, savePicks, togglePick, useComparePicks } from "./compare";
import { useT } from "../../lib/i18n";
import { useHydrated } from "../../lib/use-hydrated";

/** The listing's compare form, which the tiles' checkboxes belong to without JavaScript. */
export const COMPARE_FORM_ID = "compare-form";

/**
 * "Compare" on a listing tile. Without JavaScript the checkbox belongs to the compare form at
 * the foot of the listing (the `form` attribute); with it, picks are kept for the tab and the
 * tray shows them. A full list (COMPARE_MAX) disables the other tiles' boxes. On the tile it is
 * no tab stop (a tile has one or two: its name and quick shop); quick shop offers it to the keyboard.
 */
export function CompareToggle({ tile, tabStop = false }: { tile: Tile; tabStop?: boolean }) {
  const t = useT();
  const hydrated = useHydrated();
  const picks = useComparePicks();
  const picked = picks.some((pick) => pick.productId === tile.productId);
  const full = hydrated && !picked && picks.length >= COMPARE_MAX;
  return (
    <label
      className="tile__compare"
      title={full ? t("compare.full", { max: COMPARE_MAX }) : undefined}
    >
      <input
        type="checkbox"
        name="ids"
        value={tile.productId}
        form={hydrated ? undefined : COMPARE_FORM_ID}
        checked={picked}
        disabled={full}
        aria-label={t("compare.addLabel", { name: tile.name })}
        tabIndex={tabStop ? undefined : -1}
        onChange={() =>
          savePicks(
            togglePick(picks, {
              productId: tile.productId,
              name: tile.name,
              image: tile.image.url,
            }),
          )
        }
      />
      <span aria-hidden="true">{t("compare.add")}</span>
    </label>
  );
}
