import { createContext, useContext, useEffect, type RefObject } from "react";
import { useLocation } from "react-router";
import { pageType, pushDataLayer } from "./analytics";

/**
 * True while the page inside the locale layout shows its error boundary. The boundary reports
 * that page view itself (page type Error); the layout, whose effects run after its children's,
 * then leaves it out rather than report the same view as a working page.
 */
export const PageErrorShown = createContext<RefObject<boolean> | null>(null);

function pushPageView(pathname: string, locale: string, isErrorPage: boolean): void {
  pushDataLayer({
    event: "page_view",
    pageType: pageType(pathname, isErrorPage),
    locale,
    path: pathname,
  });
}

/** Reports each page shown, with the page type the spec derives from the path. */
export function usePageView(locale: string, errorShownRef: RefObject<boolean> | null): void {
  const { pathname } = useLocation();
  useEffect(() => {
    if (!errorShownRef?.current) pushPageView(pathname, locale, false);
  }, [pathname, locale, errorShownRef]);
}

/**
 * Reports an error page's view (page type Error); `locale` null reports nothing (a page outside
 * every site). Inside the locale layout it also tells the layout this view is reported.
 */
export function useErrorPageView(locale: string | null): void {
  const { pathname } = useLocation();
  const errorShownRef = useContext(PageErrorShown);
  useEffect(() => {
    if (locale === null) return;
    if (errorShownRef) errorShownRef.current = true;
    pushPageView(pathname, locale, true);
    return () => {
      if (errorShownRef) errorShownRef.current = false;
    };
  }, [pathname, locale, errorShownRef]);
}
