import { isRouteErrorResponse, useRouteError } from "react-router";
import { useT } from "../lib/i18n";
import { ErrorMessage, ErrorPage } from "./ErrorPage";
import { useShellData } from "../lib/shell-data";
import { NotFoundExtras } from "../lib/not-found-extras";
import { useContext } from "react";

/**
 * The error boundary of every page under `/{locale}` (each page module exports it as its
 * `ErrorBoundary`). It shows inside the locale layout, so the header and footer stay, and says
 * in the shopper's language whether the page is missing (404) or failed; the error itself
 * (a stack, an API message) is never shown. Outside a site it is the bare error page. Its meta
 * description says the page is unavailable, which the layout's page view reports as Error.
 */
export function PageErrorBoundary() {
  const error = useRouteError();
  const shell = useShellData();
  const t = useT();
  const extras = useContext(NotFoundExtras);
  const status = isRouteErrorResponse(error) ? error.status : 500;
  if (!isRouteErrorResponse(error)) console.error(error);
  if (!shell) return <ErrorPage status={status} />;
  return (
    <div className="error-page" data-testid="page-error">
      <ErrorMessage status={status} locale={shell.site.locale} t={t} />
      {status === 404 ? extras : null}
    </div>
  );
}
