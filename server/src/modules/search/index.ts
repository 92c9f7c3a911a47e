/** The search area's front door: the only file other areas, app.ts, cli/ and seed/ import. */
export { rebuildSearchIndex, rebuildSearchIndexAfterLoad } from "./search.service";
