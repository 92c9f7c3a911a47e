import type { ResolvedBlocks } from "@ridgeline/contract";
import type { NavTarget } from "./SecondaryNav";

const TARGETS: NavTarget[] = [
  { id: "layering", text: "Layering", url: "/en-us/guides/layering" },
  { id: "boots", text: "Boot fitting", url: "/en-us/guides/boot-fitting" },
  { id: "packing", text: "Packing lists", url: "/en-us/guides/packing-lists" },
  {
    id: "trails",
    text: "Trail maps",
    url: "https://maps.example.com/ridgeline",
    targetAttribute: "_blank",
  },
];

/** The hiking guides' secondary navigation: a title, a divider and four links. */
export const SECONDARY_NAV_FIXTURE: ResolvedBlocks["secondaryNav"] = {
  type: "secondaryNav",
  id: "hiking-guides-nav",
  title: "Hiking guides",
  titleColor: "brand",
  backgroundColor: "stone",
  divider: true,
  alignment: "right",
  // Typed as the contract's links (see NavTarget).
  targets: TARGETS as unknown as ResolvedBlocks["secondaryNav"]["targets"],
};
