import type { CategoryNode } from "@ridgeline/contract";
import type { MenuCategory } from "../../lib/shell-data";

/**
 * The catalogue tree without what no page reads (`slug`, `level`): the layout's loader data is
 * in every page's HTML and every client navigation's payload.
 */
export function menuCategories(nodes: readonly CategoryNode[]): MenuCategory[] {
  return nodes.map(({ id, name, url, children }) => ({
    id,
    name,
    url,
    children: menuCategories(children),
  }));
}
