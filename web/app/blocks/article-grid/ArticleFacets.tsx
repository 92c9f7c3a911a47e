import { ARTICLE_GRID, BREAKPOINTS } from "@ridgeline/contract";
import { useId, type ReactNode } from "react";
import { useT } from "../../lib/i18n";
import type { ArticleSearchAnswer } from "./article-search";

/**
 * The article grid's filter bar (001 §4): a toggle button per tag, the first 4, 10 or 20 shown
 * on small, medium and large screens until "see more" (a tag the shopper turned on always
 * shows), and "clear all" once a tag is on.
 */
export function ArticleFacets(props: {
  facets: ArticleSearchAnswer["facets"];
  selected: readonly string[];
  expanded: boolean;
  onToggle: (tagId: string) => void;
  onToggleExpanded: () => void;
  onClearAll: () => void;
}): ReactNode {
  const t = useT();
  const labelId = useId();
  const listId = useId();
  const { facets, selected, expanded } = props;
  if (facets.length === 0 && selected.length === 0) return null;
  // Per breakpoint, whether some facets wait behind "see more" there.
  const moreAt = BREAKPOINTS.filter((bp) => facets.length > ARTICLE_GRID.facetsShown[bp]);
  return (
    <div className="article-facets">
      <p className="article-facets__label" id={labelId}>
        {t("blocks.filterBy")}
      </p>
      <ul
        id={listId}
        className={`article-facets__list${expanded ? " article-facets__list--expanded" : ""}`}
        aria-labelledby={labelId}
      >
        {facets.map((facet, index) => {
          const on = selected.includes(facet.id);
          const beyond = on
            ? []
            : BREAKPOINTS.filter((bp) => index >= ARTICLE_GRID.facetsShown[bp]).map(
                (bp) => `article-facets__item--beyond-${bp}`,
              );
          return (
            <li key={facet.id} className={["article-facets__item", ...beyond].join(" ")}>
              <button
                type="button"
                className="article-facets__tag"
                aria-pressed={on}
                onClick={() => props.onToggle(facet.id)}
              >
                {facet.label}
                <span className="article-facets__count" aria-hidden="true">
                  {` ${facet.count}`}
                </span>
              </button>
            </li>
          );
        })}
      </ul>
      <div className="article-facets__actions">
        {moreAt.length > 0 ? (
          <button
            type="button"
            className={[
              "link-button",
              "article-facets__more",
              ...moreAt.map((bp) => `article-facets__more--${bp}`),
            ].join(" ")}
            aria-expanded={expanded}
            aria-controls={listId}
            onClick={props.onToggleExpanded}
          >
            {expanded ? t("blocks.seeLess") : t("blocks.seeMore")}
          </button>
        ) : null}
        {selected.length > 0 ? (
          <button type="button" className="link-button" onClick={props.onClearAll}>
            {t("blocks.clearAll")}
          </button>
        ) : null}
      </div>
    </div>
  );
}
