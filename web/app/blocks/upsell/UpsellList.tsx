import { useState, type ReactNode } from "react";
import { useT } from "../../lib/i18n";
import { pushBlockEvent } from "../shared/tag-manager";
import { UpsellItemView } from "./UpsellItem";
import { upcToAdd, type UpsellItem } from "./upsell-items";
import { useAddToBag, type BagAdd } from "./use-add-to-bag";

/**
 * The upsell's items with their add controls (001 §3 `addToCartControls`): a button per item
 * (`cta`), or boxes to tick and one "Add selected" (`checkbox`), the selection reported as it
 * changes (001 §4). A sized item needs its size first: adding without one says so beside it.
 */
export function UpsellList(props: {
  blockId: string;
  items: readonly UpsellItem[];
  locale: string;
  controls: "cta" | "checkbox";
  carousel: boolean;
}): ReactNode {
  const t = useT();
  const { add, outcomes, busy } = useAddToBag();
  const [sizes, setSizes] = useState<Record<string, string>>({});
  const [selected, setSelected] = useState<readonly string[]>([]);
  const [missing, setMissing] = useState<readonly string[]>([]);

  /** Adds the items that have a size, and marks those that need one. */
  const addItems = (items: readonly UpsellItem[]) => {
    const ready: BagAdd[] = [];
    const lacking: string[] = [];
    for (const item of items) {
      const upc = upcToAdd(item, sizes[item.id]);
      if (upc) ready.push({ item, upc });
      else lacking.push(item.id);
    }
    setMissing(lacking);
    add(ready);
  };
  const chosen = props.items.filter((item) => selected.includes(item.id));
  return (
    <>
      <ul
        className={`content-upsell__list${props.carousel ? " content-upsell__list--carousel" : ""}`}
      >
        {props.items.map((item) => (
          <UpsellItemView
            key={item.id}
            item={item}
            locale={props.locale}
            controls={props.controls}
            size={sizes[item.id]}
            selected={selected.includes(item.id)}
            outcome={outcomes[item.id]}
            sizeMissing={missing.includes(item.id)}
            onSize={(upc) => {
              setSizes((all) => ({ ...all, [item.id]: upc }));
              setMissing((ids) => ids.filter((id) => id !== item.id));
            }}
            onSelect={(on) => {
              setSelected((ids) => (on ? [...ids, item.id] : ids.filter((id) => id !== item.id)));
              pushBlockEvent("upsellSelection", {
                blockId: props.blockId,
                productId: item.id,
                selected: on,
              });
            }}
            onAdd={() => addItems([item])}
          />
        ))}
      </ul>
      {props.controls === "checkbox" ? (
        <div className="content-upsell__actions">
          <button
            type="button"
            className="button button--primary"
            aria-disabled={chosen.length === 0 || busy || undefined}
            onClick={() => {
              if (chosen.length > 0 && !busy) addItems(chosen);
            }}
          >
            {busy ? <span className="spinner" aria-hidden="true" /> : null}
            {t("blocks.addSelected")}
          </button>
        </div>
      ) : null}
    </>
  );
}
