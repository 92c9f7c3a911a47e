import { useEffect } from "react";
import { useLocation } from "react-router";
import { pageType, pushDataLayer } from "./analytics";
import { useT } from "./i18n";

const UNAVAILABLE = "error.description";
let measuring = false;

/** Whether a meta description of the page says it is unavailable (001 §2: the page type Error). */
export function saysUnavailable(root: ParentNode, unavailable: string): boolean {
  return [...root.querySelectorAll<HTMLMetaElement>('meta[name="description"]')].some(
    (meta) => meta.content === unavailable,
  );
}

/**
 * Reports each page shown, with the page type the spec derives from the path, or Error when
 * its meta description says it is unavailable (every error page's does: ui/ErrorPage.tsx).
 * React has put the shown page's head in place before effects run; `unavailable` is its words.
 * `locale` null reports nothing (a page outside every site, or of a site whose layout could not
 * load). The first view also starts the web-vitals beacon.
 */
export function usePageView(locale: string | null): void {
  const { pathname } = useLocation();
  const unavailable = useT()(UNAVAILABLE);
  useEffect(() => {
    if (locale === null) return;
    const type = pageType(pathname, saysUnavailable(document, unavailable));
    pushDataLayer({ event: "page_view", pageType: type, locale, path: pathname });
    if (measuring || !globalThis.__rlConsent?.includes("C0002")) return;
    // The page load's web vitals, under the template it landed on (decision 0105): their code
    // comes after the load event, never with a first screen, and only while the page allows
    // C0002 (a yes given later measures from the next page load).
    measuring = true;
    const load = () =>
      setTimeout(
        () => void import("./vitals-beacon").then((vitals) => vitals.measureVitals(type, locale)),
        // A second after the load event: the page's own work first.
        1000,
      );
    if (document.readyState === "complete") load();
    else addEventListener("load", load);
  }, [pathname, locale, unavailable]);
}
