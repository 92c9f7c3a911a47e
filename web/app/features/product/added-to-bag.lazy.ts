import { island } from "../../lib/island";

/**
 * The panel shown after "Add to bag": its code comes with the first add (fetched when the add is
 * sent, so it is there when the answer is), not with every page that has a buy box.
 */
export const AddedToBag = island(() => import("./AddedToBag").then((module) => module.AddedToBag));

/** Starts fetching the panel's code: call when an add is sent. */
export const preloadAddedToBag = (): void => void AddedToBag.preload().catch(() => undefined);
