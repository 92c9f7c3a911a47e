/** The site area's front door: the only file other areas, app.ts, cli/ and seed/ import. */
export { clearSiteSeed, importSiteSeed, type SiteSeed } from "./site.seed";
