import type { ProductTile as Tile } from "@ridgeline/contract";
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
  return (
    <section aria-labelledby={id} className="section">
      <h2 id={id}>{title}</h2>
      <div className="grid">
        {tiles.map((tile) => (
          <ProductTile key={tile.productId} tile={tile} locale={locale} />
        ))}
      </div>
    </section>
  );
}
