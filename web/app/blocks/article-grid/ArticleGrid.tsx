import { ARTICLE_GRID } from "@ridgeline/contract";
import { use, useEffect, useReducer, type CSSProperties, type ReactNode } from "react";
import { useT } from "../../lib/i18n";
import type { BlockProps } from "../block-context";
import { useContentScope, useHeadingLevel } from "../block-context";
import { BlockStylesheet } from "../shared/BlockStylesheet";
import { Buttons } from "../shared/Buttons";
import { Heading } from "../shared/Heading";
import { RichText } from "../shared/RichText";
import { background } from "../shared/block-style";
import { ArticleCard } from "../article/ArticleCard";
import { ArticleFacets } from "./ArticleFacets";
import { ArticleFirstPages } from "./article-first-pages";
import { articleGridReducer, hasMore, initialArticleGrid } from "./article-grid-state";
import {
  articlePageSize,
  gridColumns,
  searchArticles,
  type ArticleQuery,
  type ArticleSearchAnswer,
} from "./article-search";
import articleCss from "../article/article.css?url";
import articleGridCss from "./article-grid.css?url";

/**
 * Articles by tag (001 §3, §4 "Article grid"): the grid's fixed tags (`initialQuery`), tags the
 * shopper toggles in the filter bar, a page of rowsToLoad × the small grid's columns at a
 * time and "load more". The page's loader gives the first page (`initial`, or by the grid's id
 * in ArticleFirstPages: a content page's loader reads them) so the server's HTML holds it; without one the first page is fetched once the code has come, a skeleton
 * holding the place meanwhile. A failed fetch is logged only (001 §8): loading ends.
 */
export function ArticleGrid({
  block,
  initial = null,
}: BlockProps<"articleGrid"> & { initial?: ArticleSearchAnswer | null }): ReactNode {
  const t = useT();
  const scope = useContentScope();
  const level = useHeadingLevel();
  const pageSize = articlePageSize(block.rowsToLoad, block.gridSize?.sm);
  const firstPages = use(ArticleFirstPages);
  const [state, dispatch] = useReducer(
    articleGridReducer,
    initial ?? firstPages[block.id] ?? null,
    (first) => initialArticleGrid(pageSize, first),
  );
  const { status, request, tags, offset } = state;
  const mode: ArticleQuery["mode"] = scope.preview ? "preview" : "publish";
  const initialQuery = block.initialQuery;
  useEffect(() => {
    if (status !== "loading") return;
    const controller = new AbortController();
    const query = { mode, siteId: scope.siteId, language: scope.language, initialQuery };
    searchArticles({ ...query, tags, offset, limit: pageSize }, controller.signal).then(
      (answer) => dispatch({ type: "answered", request, answer }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.error(`article grid ${block.id}: the article search failed`, error);
        dispatch({ type: "failed", request });
      },
    );
    return () => controller.abort();
  }, [
    status,
    request,
    tags,
    offset,
    pageSize,
    mode,
    scope.siteId,
    scope.language,
    initialQuery,
    block.id,
  ]);

  const columns = gridColumns(block.gridSize);
  const style = {
    ...background(block.backgroundColor),
    "--article-cols-sm": columns.sm,
    "--article-cols-md": columns.md,
    "--article-cols-lg": columns.lg,
  } as CSSProperties;
  const titled = Boolean(block.title || block.titleHtml);
  const facets = block.initialQueryNotFiltered
    ? state.facets.filter((facet) => !initialQuery.includes(facet.id))
    : state.facets;
  const loading = status === "loading";
  // Before the first answer: placeholders where the first page will be (at most 16, 001 §9).
  const skeleton = loading && state.articles.length === 0;
  return (
    <section className="article-grid" style={style}>
      <BlockStylesheet href={articleCss} />
      <BlockStylesheet href={articleGridCss} />
      <Heading
        text={block.title}
        html={block.titleHtml}
        color={block.titleColor}
        styleName={block.titleStyle}
        hidden={block.hideTitle}
        className="article-grid__title"
      />
      <RichText html={block.richText} />
      {block.showFilterBar ? (
        <ArticleFacets
          facets={facets}
          selected={tags}
          expanded={state.facetsExpanded}
          onToggle={(tagId) => dispatch({ type: "toggleTag", tagId })}
          onToggleExpanded={() => dispatch({ type: "toggleFacets" })}
          onClearAll={() => dispatch({ type: "clearAll" })}
        />
      ) : null}
      <p className="visually-hidden" role="status">
        {loading ? t("blocks.loading") : ""}
      </p>
      {!loading && state.articles.length === 0 ? (
        <p className="article-grid__empty">{t("blocks.noResults")}</p>
      ) : (
        <ul className="article-grid__list" aria-busy={loading || undefined}>
          {skeleton
            ? Array.from({ length: Math.min(ARTICLE_GRID.skeletonCards, pageSize) }, (_, index) => (
                <li key={`skeleton-${index}`} className="article-grid__item" aria-hidden="true">
                  <div className="article-card article-card--skeleton">
                    <div className="article-card__media" />
                    <p className="article-card__eyebrow" />
                    <p className="article-card__title" />
                    <p className="article-card__date" />
                  </div>
                </li>
              ))
            : state.articles.map((article) => (
                <li key={article.id} className="article-grid__item">
                  <ArticleCard
                    article={article}
                    locale={scope.locale}
                    level={titled ? level + 1 : level}
                    hideDate={block.hidePageDate}
                  />
                </li>
              ))}
        </ul>
      )}
      {block.loadMore && (hasMore(state) || (loading && state.appending)) ? (
        <div className="article-grid__more">
          <button
            type="button"
            className="button button--secondary"
            // Not disabled: the button keeps the focus while the next page comes.
            aria-disabled={loading || undefined}
            onClick={() => dispatch({ type: "loadMore" })}
          >
            {loading ? <span className="spinner article-grid__spinner" aria-hidden="true" /> : null}
            {t("blocks.loadMore")}
          </button>
        </div>
      ) : null}
      {/* The block's own links (a home page's "all stories"), as every block's targets. */}
      <Buttons
        className="article-grid__buttons"
        targets={block.targets}
        linkType={block.linkType}
        equalSize={block.equalTargetSize}
      />
    </section>
  );
}
