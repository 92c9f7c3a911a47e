import type { LinkDescriptor } from "react-router";

/**
 * A route module's `links`: its stylesheets (imported with `?url`), in the order given. Every page
 * loads a part of one order, so rules that compete resolve alike everywhere; stylesheets.test.ts
 * holds that order and checks each page loads what the classes it renders need.
 */
export function stylesheets(...hrefs: string[]): LinkDescriptor[] {
  return hrefs.map((href) => ({ rel: "stylesheet", href }));
}
