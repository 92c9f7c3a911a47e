import { deferredIsland } from "../../lib/deferred-island";

// The content's menus work before their code comes (CSS opens the desktop panels on hover and
// focus, the phone drawer is a popover with its sections open): their code, for the hover
// intent, Escape and the accordions, comes when the shopper first points at or touches them.
export const MegaMenu = deferredIsland(
  () => import("../../blocks/mega-menu/MegaMenu").then((module) => module.MegaMenu),
  { until: "used" },
);
export const MobileMenu = deferredIsland(
  () => import("../../blocks/mega-menu/MobileMenu").then((module) => module.MobileMenu),
  { until: "used" },
);
/** The catalogue's own menu, shown only on a site without a content menu: code on first use. */
export const CategoryMenu = deferredIsland(
  () => import("./CategoryMenu").then((module) => module.CategoryMenu),
  { until: "used" },
);
