import { ARTICLE_GRID, type ArticleSummary, type ResolvedBlocks } from "@ridgeline/contract";
import type { ReactNode } from "react";
import { useT } from "../../lib/i18n";
import { Blocks } from "../Blocks";
import { HeadingLevelContext, useContentScope } from "../block-context";
import { BlockStylesheet } from "../shared/BlockStylesheet";
import { RichText } from "../shared/RichText";
import { ArticleCard } from "./ArticleCard";
import { articleDate } from "./article-date";
import articleCss from "./article.css?url";

type Article = ResolvedBlocks["article"];

/** The article's media: its own (picture or video), else its card's picture. */
function ArticleMedia({ article }: { article: Article }): ReactNode {
  const media = article.media;
  if (media?.kind === "video") {
    // Played by the shopper (controls, no autoplay): nothing moves by itself (WCAG 2.2.2).
    return (
      <figure className="article-page__media">
        <video
          src={media.url}
          poster={media.poster}
          width={media.width}
          height={media.height}
          controls
          playsInline
          preload="metadata"
          aria-label={media.alt}
        />
      </figure>
    );
  }
  const picture = media ?? { url: article.picture.url, alt: article.picture.alt };
  return (
    <figure className="article-page__media">
      <img
        src={picture.url}
        alt={picture.alt ?? ""}
        width={media?.width ?? 1200}
        height={media?.height ?? 800}
        fetchPriority="high"
        decoding="async"
      />
    </figure>
  );
}

/**
 * An article's page (001 §2 "Article page"): media, title (the page's h1), subtitle, date
 * unless hidden (in the page locale's words), rich text, the article's own blocks and up to 4
 * related articles, as cards shared with the article grid. Not a registry block: the article
 * route renders it with the article and its related articles from its loader.
 */
export function ArticlePage(props: {
  article: Article;
  related: readonly ArticleSummary[];
}): ReactNode {
  const { article } = props;
  const t = useT();
  const { locale } = useContentScope();
  const related = props.related
    .filter((other) => other.id !== article.id)
    .slice(0, ARTICLE_GRID.relatedArticles);
  return (
    <article className="article-page">
      <BlockStylesheet href={articleCss} />
      <header className="article-page__header">
        {article.eyebrow ? <p className="article-card__eyebrow">{article.eyebrow}</p> : null}
        <h1 className="article-page__title">{article.title}</h1>
        {article.subtitle ? <p className="article-page__subtitle">{article.subtitle}</p> : null}
        {article.hidePageDate ? null : (
          <p className="article-page__date">
            <time dateTime={article.date}>
              {t("blocks.published", { date: articleDate(article.date, locale) })}
            </time>
          </p>
        )}
      </header>
      <ArticleMedia article={article} />
      <RichText html={article.richText} className="article-page__body" />
      <HeadingLevelContext value={1}>
        <Blocks blocks={article.blocks} nested />
      </HeadingLevelContext>
      {related.length > 0 ? (
        <section className="article-page__related" aria-labelledby={`related-${article.id}`}>
          <h2 id={`related-${article.id}`}>{t("blocks.relatedArticles")}</h2>
          <ul className="article-page__related-list">
            {related.map((other) => (
              <li key={other.id}>
                <ArticleCard article={other} locale={locale} level={3} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </article>
  );
}
