import { data, useLocation } from "react-router";
import { EmployeeTermsAnswer, associatesCss } from "../associates";
import { isLegalSlug, legalPage } from "./legal-pages";
import { canonicalLink } from "../../lib/canonical";
import type { Route } from "./+types/legal.route";
import { languageOf, metaT, useT } from "../../lib/i18n";
import { pageMessages } from "../../lib/i18n.server";
import { stylesheets } from "../../ui/stylesheets";
import legalCss from "./legal.css?url";
import { dateTimeFormat } from "@ridgeline/contract";
import { usePersonal } from "../../lib/personal";

export const links: Route.LinksFunction = () => stylesheets(associatesCss, legalCss);

// One module for the six legal pages of spec 000 §2 (routes.ts lists each path).

export const meta: Route.MetaFunction = ({ data: page, params, matches }) => {
  if (!page) return [];
  const t = metaT(matches);
  return [
    { title: t("legal.pageTitle", { title: page.page.title }) },
    { name: "description", content: page.page.description },
    canonicalLink(matches, `/${params["locale"]}/${page.slug}`),
    { name: "robots", content: "index, follow" },
  ];
};

/** The page named by the path's last segment (`/en-gb/privacy`), in the site's language. */
export function loader({ params, request }: Route.LoaderArgs) {
  const segments = new URL(request.url).pathname.replace(/\.data$/, "").split("/");
  const slug = segments.length === 3 ? segments[2] : undefined;
  if (!isLegalSlug(slug)) throw data(null, { status: 404 });
  return {
    slug,
    page: legalPage(languageOf(params.locale), slug),
    messages: pageMessages(params.locale, ["legal"]),
  };
}

export default function Legal({ loaderData, params }: Route.ComponentProps) {
  const { slug, page } = loaderData;
  const t = useT();
  const { pathname } = useLocation();
  const updated = dateTimeFormat(params.locale, {
    dateStyle: "long",
    timeZone: "UTC",
  }).format(new Date(`${page.updated}T00:00:00Z`));
  const personal = usePersonal();
  const askEmployee = slug === "associate-discount-terms" && personal?.employeeTerms === true;
  return (
    <article className="legal" data-testid="legal-page">
      <header className="legal__header">
        <p className="eyebrow">{t("legal.footer")}</p>
        <h1>{page.title}</h1>
        <p className="muted">
          <time dateTime={page.updated}>{t("legal.updated", { date: updated })}</time>
        </p>
        <p className="legal__demo" role="note">
          {t("legal.demo")}
        </p>
      </header>
      <nav className="legal__toc" aria-labelledby="legal-contents">
        <h2 id="legal-contents">{t("legal.contents")}</h2>
        <ol>
          {page.sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`}>{section.heading}</a>
            </li>
          ))}
        </ol>
      </nav>
      {page.sections.map((section) => (
        <section
          key={section.id}
          id={section.id}
          className="legal__section"
          aria-labelledby={`${section.id}-heading`}
        >
          <h2 id={`${section.id}-heading`}>{section.heading}</h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          {section.list ? (
            <ul>
              {section.list.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          ) : null}
        </section>
      ))}
      {askEmployee ? (
        <aside className="legal__answer" aria-labelledby="legal-answer">
          <h2 id="legal-answer">{t("employeeTerms.title")}</h2>
          <p>{t("legal.employeeTerms.answer")}</p>
          <EmployeeTermsAnswer locale={params.locale} next={pathname} />
        </aside>
      ) : null}
    </article>
  );
}

export { PageErrorBoundary as ErrorBoundary } from "../../ui/PageErrorBoundary";
