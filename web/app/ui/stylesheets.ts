import type { LinkDescriptor } from "react-router";

/**
 * A route module's `links`: the stylesheets its markup needs (imported with `?url`), in the
 * cascade order. stylesheets.test.ts reads these lists to check that every class a page renders
 * is styled by a sheet it names and that the order holds. The browser is sent none of them one
 * by one: the root links `ui/app.css`, every stylesheet in that order built into one file and
 * cached across pages, so nothing is linked here (decision 0047, in place of 0043's links).
 */
export function stylesheets(...hrefs: string[]): LinkDescriptor[] {
  void hrefs;
  return [];
}
