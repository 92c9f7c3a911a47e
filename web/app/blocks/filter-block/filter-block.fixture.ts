import type { ResolvedBlocks } from "@ridgeline/contract";
import { richTextChild } from "../segmentation/render-in-page.fixture";

/** Shown on the pages of two styles (any colour of them) and nowhere else. */
export const BY_SKU: ResolvedBlocks["filterBlock"] = {
  type: "filterBlock",
  id: "boots-care-note",
  variant: "bySku",
  filterBy: ["RB100001", "JK2000017"],
  operator: "IN",
  components: [richTextChild("care-note", "Caring for your boots")],
};

/** Shown on every category page but the sale's. */
export const NOT_SALE: ResolvedBlocks["filterBlock"] = {
  type: "filterBlock",
  id: "full-price-banner",
  variant: "byCategory",
  filterBy: ["4000"],
  operator: "NOT IN",
  components: [richTextChild("full-price", "New season")],
};
