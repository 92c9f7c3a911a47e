import { createElement, type ReactNode } from "react";
import { ContentLink } from "../shared/ContentLink";
import { articleDate } from "./article-date";

/** What a card shows of an article (an article search's result, or a related article). */
export interface ArticleCardData {
  url: string;
  title: string;
  eyebrow?: string | undefined;
  date: string;
  hidePageDate?: boolean | undefined;
  picture: { url: string; alt: string };
}

/**
 * An article as a card (001 §3 "Article"): picture, eyebrow, title and date, the whole card a
 * link (the title's link stretches over it). Shared by the article grid and the article page's
 * related articles. The picture sits in a fixed-ratio box, so nothing moves as it loads.
 */
export function ArticleCard(props: {
  article: ArticleCardData;
  locale: string;
  /** The title's heading level: one below the heading of the list it is in. */
  level: number;
  /** The grid's `hidePageDate` (the article's own hides it too). */
  hideDate?: boolean | undefined;
}): ReactNode {
  const { article, locale } = props;
  const showDate = !props.hideDate && !article.hidePageDate;
  const level = Math.min(6, Math.max(2, props.level));
  return (
    <article className="article-card">
      <div className="article-card__media">
        <img
          src={article.picture.url}
          alt={article.picture.alt}
          width={600}
          height={400}
          loading="lazy"
          decoding="async"
        />
      </div>
      {article.eyebrow ? <p className="article-card__eyebrow">{article.eyebrow}</p> : null}
      {createElement(
        `h${level}`,
        { className: "article-card__title" },
        <ContentLink url={article.url} className="article-card__link">
          {article.title}
        </ContentLink>,
      )}
      {showDate ? (
        <p className="article-card__date">
          <time dateTime={article.date}>{articleDate(article.date, locale)}</time>
        </p>
      ) : null}
    </article>
  );
}
