import { deferredIsland } from "../../lib/deferred-island";

/**
 * The consent banner and preference centre on every page: the server writes the banner; its code
 * comes only when the shopper reaches for it (points at, touches, focuses or clicks it, or the
 * footer's "Cookie settings"), never with the page's first screen (decision 0097's budget).
 */
export const ConsentUi = deferredIsland(
  () => import("./ConsentPanel").then((module) => module.ConsentPanel),
  { until: "used" },
);
