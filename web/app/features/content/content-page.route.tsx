import { GET_CONTENT_PAGE } from "@ridgeline/contract";
import { data } from "react-router";
import { ArticleFirstPages } from "../../blocks/article-grid/article-first-pages";
import { Blocks } from "../../blocks/Blocks";
import { canonicalLink } from "../../lib/canonical";
import { useShellData } from "../../lib/shell-data";
import { pageMessages } from "../../lib/i18n.server";
import type { SharedPageHandle } from "../../lib/page-render";
import type { Route } from "./+types/content-page.route";
import { articleFirstPages } from "./article-grid.server";
import { contentModeOf, documentOf, readContent } from "./content.server";
import { siteOfLocale } from "./content-site.server";
import { stylesheets } from "../../ui/stylesheets";
import contentCss from "./content-preview.css?url";

export const links: Route.LinksFunction = () => stylesheets(contentCss);

/** Shared (decision 0088): the same for every shopper, purged when the site's content changes. */
export const handle = { cache: { type: "content" } } satisfies SharedPageHandle;

export const meta: Route.MetaFunction = ({ data: page, params, matches }) => {
  if (!page) return [];
  return [
    { title: `${page.page.title} | Ridgeline Outfitters` },
    ...(page.page.description ? [{ name: "description", content: page.page.description }] : []),
    canonicalLink(matches, `/${params.locale}/pages/${page.page.slug}`),
    ...(page.preview ? [{ name: "robots", content: "noindex" }] : []),
  ];
};

/**
 * A page built from content (`/{locale}/pages/{slug}`, issue 28): the site's `page` document of
 * that slug (an editor's draft in preview), its blocks resolved. A missing page is the 404 page.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const site = await siteOfLocale(context, params.locale);
  const mode = contentModeOf(request);
  const answer = await readContent(
    context,
    GET_CONTENT_PAGE,
    { params: { siteId: site.siteId, page: params.slug }, query: { language: site.language } },
    mode,
  );
  const page = documentOf(answer, "page");
  if (!page) throw data(null, { status: 404 });
  return {
    page,
    articlePages: await articleFirstPages(context, site, page.blocks, mode),
    preview: mode.mode === "preview",
    messages: pageMessages(params.locale, []),
  };
}

export default function ContentPage({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData;
  const shell = useShellData();
  return (
    <article className="content-page" lang={shell?.content.language}>
      <h1 className="content-page__title">{page.title}</h1>
      <ArticleFirstPages value={loaderData.articlePages}>
        <Blocks blocks={page.blocks} />
      </ArticleFirstPages>
    </article>
  );
}

export { PageErrorBoundary as ErrorBoundary } from "../../ui/PageErrorBoundary";
