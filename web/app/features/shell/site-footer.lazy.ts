import { deferredIsland } from "../../lib/deferred-island";

/** The footer, at the foot of every page: its code comes when the shopper gets near it. */
export const SiteFooter = deferredIsland(() =>
  import("./SiteFooter").then((module) => module.SiteFooter),
);
