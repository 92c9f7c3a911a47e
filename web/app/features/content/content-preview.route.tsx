import {
  CONTENT_TYPES,
  GET_POPUPS,
  GET_SHOWCASE,
  PREVIEW_LIMITS,
  PREVIEW_LIMIT_DEFAULT,
  type ContentType,
} from "@ridgeline/contract";
import { useEffect, useRef, useState } from "react";
import { data, Form, useNavigation } from "react-router";
import { Block } from "../../blocks/Blocks";
import { useT } from "../../lib/i18n";
import { pageMessages } from "../../lib/i18n.server";
import { stylesheets } from "../../ui/stylesheets";
import type { Route } from "./+types/content-preview.route";
import { readContent } from "./content.server";
import { siteOfLocale } from "./content-site.server";
import { environmentOf, fitScale } from "./preview-environment";
import previewCss from "./content-preview.css?url";

export const links: Route.LinksFunction = () => stylesheets(previewCss);

export const meta: Route.MetaFunction = () => [
  { title: "Content preview | Ridgeline Outfitters" },
  { name: "robots", content: "noindex, nofollow" },
];

/**
 * What the preview may list: any content type but the promo bar and the mega menu's levels.
 * Read by the loader only and sent with the page: the contract's list of types comes from its
 * schemas, which must stay out of the browser's code (every page would load the validation
 * library).
 */
const PREVIEW_DOC_TYPES = CONTENT_TYPES.filter(
  (type) => !["promoBar", "megaMenuL1", "megaMenuL2", "megaMenuL3"].includes(type),
) as ContentType[];

/** The message the spec gives a missing document type (001 §5). */
const DOC_TYPE_REQUIRED = "Doc type is required";

/**
 * The editor's preview page (001 §2): documents of a type, newest change first, each with its
 * id, name, referrers count and modification date, rendered by the real blocks — drafts, and
 * the content as it will be at `previewDateTime`. Only with a valid preview token for the site
 * (`npm run content -- preview-link`); without one it shows nothing but how to get one. Never
 * kept by any cache (a request with a preview token is always rendered for itself).
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const site = await siteOfLocale(context, params.locale);
  const query = new URL(request.url).searchParams;
  const token = query.get("previewToken") ?? "";
  const docType = query.get("docType") ?? "";
  const layoutVariant = query.get("layoutVariant") ?? "";
  const limitText = query.get("limit") ?? String(PREVIEW_LIMIT_DEFAULT);
  const limit = (PREVIEW_LIMITS as readonly number[]).includes(Number(limitText))
    ? Number(limitText)
    : PREVIEW_LIMIT_DEFAULT;
  const page = Math.max(1, Math.min(1000, Number(query.get("page") ?? 1) || 1));
  const frame = query.get("frame");
  const base = {
    messages: pageMessages(params.locale, []),
    docTypes: PREVIEW_DOC_TYPES,
    docType,
    layoutVariant,
    limit,
    page,
    token,
    previewDateTime: query.get("previewDateTime") ?? "",
    frame: frame && frame.startsWith(`/${params.locale}`) ? frame : null,
    frameWidth: Math.max(320, Math.min(1920, Number(query.get("width") ?? 1280) || 1280)),
  };
  const refused = () =>
    data({ ...base, status: "no-token" as const, results: [], numFound: 0, error: null }, 401);
  if (!token) return refused();
  const mode = {
    mode: "preview" as const,
    previewToken: token,
    ...(base.previewDateTime ? { previewDateTime: base.previewDateTime } : {}),
  };
  if (!docType) {
    // A link that is not (or no longer) good for this site says so at once, not after Go: the
    // site's pop-ups are the smallest preview read that checks the token.
    const checked = await readContent(
      context,
      GET_POPUPS,
      { params: { siteId: site.siteId }, query: { language: site.language } },
      mode,
    );
    if (!checked) return refused();
    return {
      ...base,
      status: "ready" as const,
      results: [],
      numFound: 0,
      error: query.has("go") ? DOC_TYPE_REQUIRED : null,
    };
  }
  const answer = await readContent(
    context,
    GET_SHOWCASE,
    {
      params: { siteId: site.siteId, docType },
      query: {
        language: site.language,
        limit: String(limit),
        page: String(page),
        ...(layoutVariant ? { layoutVariant } : {}),
      },
    },
    mode,
  );
  if (!answer) return refused();
  return {
    ...base,
    status: "ready" as const,
    results: answer.results,
    numFound: answer.numFound,
    error: null,
  };
}

/** Origins a parent window may sync the scroll position with (001 §2): this shop's own. */
function allowedOrigin(origin: string): boolean {
  return typeof window !== "undefined" && origin === window.location.origin;
}

function useScrollSync(): void {
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (!allowedOrigin(event.origin)) return;
      const message = event.data as { type?: unknown; y?: unknown } | null;
      if (message?.type === "preview:scroll" && typeof message.y === "number")
        window.scrollTo({ top: message.y });
    };
    const onScroll = () => {
      if (window.parent !== window)
        window.parent.postMessage(
          { type: "preview:scroll", y: window.scrollY },
          window.location.origin,
        );
    };
    window.addEventListener("message", onMessage);
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      window.removeEventListener("message", onMessage);
      window.removeEventListener("scroll", onScroll);
    };
  }, []);
}

/** A page of the store at a width, scaled to fit, labelled by its environment. */
function PreviewFrame(props: { path: string; width: number; token: string }) {
  const box = useRef<HTMLDivElement>(null);
  const [scale, setScale] = useState(1);
  const [address, setAddress] = useState("");
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    setAddress(new URL(props.path, window.location.origin).toString());
    const resize = () => setScale(fitScale(props.width, element.clientWidth));
    resize();
    const observer = new ResizeObserver(resize);
    observer.observe(element);
    return () => observer.disconnect();
  }, [props.path, props.width]);
  const src = `${props.path}${props.path.includes("?") ? "&" : "?"}preview=true&previewToken=${encodeURIComponent(props.token)}`;
  return (
    <section className="preview-frame" aria-label="Page preview">
      <p className="preview-frame__label" data-testid="preview-environment">
        {address ? environmentOf(address) : "…"} · {props.width}px
      </p>
      <div
        ref={box}
        className="preview-frame__box"
        style={{ height: `${Math.round(900 * scale)}px` }}
      >
        <iframe
          title="Page preview"
          src={src}
          width={props.width}
          height={900}
          style={{ transform: `scale(${scale})`, transformOrigin: "0 0" }}
        />
      </div>
    </section>
  );
}

export default function ContentPreview({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const navigation = useNavigation();
  const { results, status } = loaderData;
  useScrollSync();
  // A new answer starts at its top (001 §2).
  useEffect(() => {
    window.scrollTo({ top: 0 });
  }, [results]);
  const [missingType, setMissingType] = useState(false);
  if (status === "no-token")
    return (
      <section className="preview-page">
        <h1>Content preview</h1>
        <p role="alert">
          This page needs a valid preview link. Ask for one with{" "}
          <code>npm run content -- preview-link --site …</code>.
        </p>
      </section>
    );
  const error = missingType ? DOC_TYPE_REQUIRED : loaderData.error;
  const pages = Math.max(1, Math.ceil(loaderData.numFound / loaderData.limit));
  const pageLink = (page: number) => {
    const query = new URLSearchParams({
      preview: "true",
      previewToken: loaderData.token,
      docType: loaderData.docType,
      limit: String(loaderData.limit),
      page: String(page),
    });
    if (loaderData.layoutVariant) query.set("layoutVariant", loaderData.layoutVariant);
    return `?${query}`;
  };
  return (
    <section className="preview-page">
      <h1>Content preview</h1>
      <Form
        method="get"
        className="preview-controls"
        noValidate
        onSubmit={(event) => {
          const type = new FormData(event.currentTarget).get("docType");
          setMissingType(!type);
          if (!type) event.preventDefault();
        }}
      >
        <input type="hidden" name="preview" value="true" />
        <input type="hidden" name="previewToken" value={loaderData.token} />
        {loaderData.previewDateTime ? (
          <input type="hidden" name="previewDateTime" value={loaderData.previewDateTime} />
        ) : null}
        <input type="hidden" name="go" value="1" />
        <label>
          <span>Document type</span>
          <select
            name="docType"
            defaultValue={loaderData.docType}
            required
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? "doc-type-error" : undefined}
          >
            <option value="">—</option>
            {loaderData.docTypes.map((type) => (
              <option key={type} value={type}>
                {type}
              </option>
            ))}
          </select>
          {error ? (
            <span id="doc-type-error" className="field-error" role="alert">
              {error}
            </span>
          ) : null}
        </label>
        <label>
          <span>Layout variant</span>
          <input name="layoutVariant" defaultValue={loaderData.layoutVariant} />
        </label>
        <label>
          <span>Results</span>
          <select name="limit" defaultValue={String(loaderData.limit)}>
            {PREVIEW_LIMITS.map((limit) => (
              <option key={limit} value={limit}>
                {limit}
              </option>
            ))}
          </select>
        </label>
        <button
          type="submit"
          className="button button--primary"
          disabled={navigation.state !== "idle"}
        >
          Go
        </button>
      </Form>
      {loaderData.frame ? (
        <PreviewFrame
          path={loaderData.frame}
          width={loaderData.frameWidth}
          token={loaderData.token}
        />
      ) : null}
      {loaderData.docType && !error ? (
        results.length === 0 ? (
          <p className="preview-empty">{t("blocks.noResults")}</p>
        ) : (
          <ol className="preview-results" aria-label="Results">
            {results.map((result) => (
              <li key={result.id} className="preview-result">
                <dl className="preview-result__facts">
                  <dt>id</dt>
                  <dd data-testid="preview-id">{result.id}</dd>
                  <dt>name</dt>
                  <dd>{result.name}</dd>
                  <dt>referrers</dt>
                  <dd>{result.referrers}</dd>
                  <dt>modified</dt>
                  <dd>
                    <time dateTime={result.modifiedAt}>
                      {result.modifiedAt.replace("T", " ").slice(0, 16)}
                    </time>
                  </dd>
                </dl>
                <div className="preview-result__render">
                  <Block block={result.document} />
                </div>
              </li>
            ))}
          </ol>
        )
      ) : null}
      {pages > 1 ? (
        <nav className="preview-pages" aria-label="Result pages">
          {loaderData.page > 1 ? <a href={pageLink(loaderData.page - 1)}>←</a> : null}
          <span>
            {loaderData.page} / {pages}
          </span>
          {loaderData.page < pages ? <a href={pageLink(loaderData.page + 1)}>→</a> : null}
        </nav>
      ) : null}
    </section>
  );
}

export { PageErrorBoundary as ErrorBoundary } from "../../ui/PageErrorBoundary";
