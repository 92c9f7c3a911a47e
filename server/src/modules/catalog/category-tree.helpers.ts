import { categoryPath, type CategoryNode } from "@ridgeline/contract";
import type { CategoryRow } from "./catalog.tables";

/** The category tree with names in a language and links for a locale. */
export function buildCategoryTree(
  rows: readonly CategoryRow[],
  language: string,
  locale: string,
): CategoryNode[] {
  const byParent = new Map<string | null, CategoryRow[]>();
  for (const row of rows) {
    const siblings = byParent.get(row.parent_id) ?? [];
    siblings.push(row);
    byParent.set(row.parent_id, siblings);
  }
  const build = (parentId: string | null, slugPath: string[]): CategoryNode[] =>
    (byParent.get(parentId) ?? [])
      .sort((a, b) => a.position - b.position)
      .map((row) => {
        const path = [...slugPath, row.slug];
        return {
          id: row.category_id,
          name: row.names[language] ?? row.names["en"] ?? row.slug,
          slug: path.join("-"),
          level: row.level,
          url: categoryPath(locale, path.join("-"), row.category_id),
          children: build(row.category_id, path),
        };
      });
  return build(null, []);
}

/** The chain of categories from the root down to `categoryId`, or [] when it is unknown. */
export function findCategoryPath(
  tree: readonly CategoryNode[],
  categoryId: string,
): CategoryNode[] {
  for (const node of tree) {
    if (node.id === categoryId) return [node];
    const below = findCategoryPath(node.children, categoryId);
    if (below.length > 0) return [node, ...below];
  }
  return [];
}

/** Every category id at or below `node`. */
export function descendantIds(node: CategoryNode): string[] {
  return [node.id, ...node.children.flatMap(descendantIds)];
}
