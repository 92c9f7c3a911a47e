import type { ProductTile as Tile } from "@ridgeline/contract";
import { useClientLinks } from "../../lib/client-links";
import { ProductTile } from "./ProductTile";

/** A titled section with a grid of product tiles. */
export function ProductGridSection({
  id,
  title,
  tiles,
  locale,
}: {
  id: string;
  title: string;
  tiles: Tile[];
  locale: string;
}) {
  // The tiles' links are plain `<a>`s: one handler for the grid navigates them in the page.
  const links = useClientLinks();
  return (
    <section aria-labelledby={id} className="section">
      <h2 id={id}>{title}</h2>
      <div ref={links} className="grid">
        {tiles.map((tile) => (
          <ProductTile key={tile.productId} tile={tile} locale={locale} />
        ))}
      </div>
    </section>
  );
}
