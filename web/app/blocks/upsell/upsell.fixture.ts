import type { ResolvedBlocks } from "@ridgeline/contract";
import { details, inventory } from "../product-recommendation/product-recommendation.fixture";
import { upsellItem, type UpsellItem } from "./upsell-items";

export const UPSELL_BLOCK: ResolvedBlocks["upsell"] = {
  type: "upsell",
  id: "complete-the-look",
  title: "Complete the look",
  productIds: ["JK200001", "JK200002", "JK200003", "JK200004"],
  variant: "stacked",
  addToCartControls: "cta",
  inStockOnly: true,
};

/** A sized item (S, M sold out, L) and a one-size item. */
export function upsellItems(): UpsellItem[] {
  const sized = upsellItem(details("JK200001"), inventory("JK200001"), "en-us");
  const cap = details("CP500001");
  const oneSize = upsellItem(
    {
      ...cap,
      name: "Trail cap",
      attributes: { ...cap.attributes, sizes: [{ id: "OS", label: "One size", available: true }] },
      variants: [
        { upc: "CAP-OS", colorId: cap.selectedColorId, sizeId: "OS", stockStatus: "IN_STOCK" },
      ],
    },
    {
      productId: "CP500001",
      styleId: "CP500001",
      inventory: [
        {
          upc: "CAP-OS",
          colorVariantId: cap.selectedColorId,
          sizeId: "OS",
          quantity: 2,
          stockStatus: "IN_STOCK",
        },
      ],
    },
    "en-us",
  );
  return [sized, oneSize];
}
