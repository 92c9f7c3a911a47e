import { island } from "../../lib/island";

/** The in-store bar: its code comes only to a device in a buy-in-store session (issue 27). */
export const InStoreBar = island(() => import("./InStoreBar").then((module) => module.InStoreBar));
