import { ARTICLE_GRID, GET_CONTENT_PAGE, SEARCH_CONTENT } from "@ridgeline/contract";
import { data } from "react-router";
import { ArticlePage } from "../../blocks/article/ArticlePage";
import { canonicalLink } from "../../lib/canonical";
import { pageMessages } from "../../lib/i18n.server";
import type { SharedPageHandle } from "../../lib/page-render";
import type { Route } from "./+types/article.route";
import { contentModeOf, documentOf, readContent } from "./content.server";
import { siteOfLocale } from "./content-site.server";

export const handle = { cache: { type: "content" } } satisfies SharedPageHandle;

export const meta: Route.MetaFunction = ({ data: page, params, matches }) => {
  if (!page) return [];
  return [
    { title: `${page.article.title} | Ridgeline Outfitters` },
    ...(page.article.subtitle ? [{ name: "description", content: page.article.subtitle }] : []),
    canonicalLink(matches, `/${params.locale}/articles/${page.article.slug}`),
  ];
};

/**
 * An article (`/{locale}/articles/{slug}`, 001 §2 "Article page"): the article and up to four
 * related ones (sharing a tag, newest first).
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const site = await siteOfLocale(context, params.locale);
  const mode = contentModeOf(request);
  const query = { language: site.language };
  const article = documentOf(
    await readContent(
      context,
      GET_CONTENT_PAGE,
      { params: { siteId: site.siteId, page: params.slug }, query },
      mode,
    ),
    "article",
  );
  if (!article) throw data(null, { status: 404 });
  const related = article.tags.length
    ? await readContent(
        context,
        SEARCH_CONTENT,
        {
          params: { siteId: site.siteId, searchType: "article" },
          query: {
            ...query,
            tagId: article.tags.map((tag) => tag.id).join(","),
            exclude: article.id,
            limit: String(ARTICLE_GRID.relatedArticles),
          },
        },
        mode,
      )
    : null;
  return {
    article,
    related: related?.result ?? [],
    messages: pageMessages(params.locale, []),
  };
}

export default function Article({ loaderData }: Route.ComponentProps) {
  return <ArticlePage article={loaderData.article} related={loaderData.related} />;
}

export { PageErrorBoundary as ErrorBoundary } from "../../ui/PageErrorBoundary";
