import { use, useEffect, type ReactNode } from "react";
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  isRouteErrorResponse,
} from "react-router";
import type { Route } from "./+types/root";
import { ErrorPage } from "./ui/ErrorPage";
import { keepPageWhenBusy } from "./lib/busy-retry";
import { useAppLinks } from "./lib/client-links";
import { sessionMiddleware } from "./lib/session.server";
import { stylesheets } from "./ui/stylesheets";
import tokensCss from "./ui/tokens.css?url";
import baseCss from "./ui/base.css?url";
import appCss from "./ui/app.css?url";
import { useShellData } from "./lib/shell-data";
import { HeadScriptContext } from "./lib/head-script";

export const links: Route.LinksFunction = () => stylesheets(tokensCss, baseCss);

export const middleware: Route.MiddlewareFunction[] = [sessionMiddleware];

// A busy server never turns the page on screen into an error page (decision 0080).
export const clientMiddleware: Route.ClientMiddlewareFunction[] = [keepPageWhenBusy];

export function Layout({ children }: { children: ReactNode }) {
  // The page's language is its site's; pages outside a site (bare 404s) are English.
  const shell = useShellData();
  const headScript = use(HeadScriptContext);
  // The page runs: its code started after paint (decision 0092), which tools can wait for.
  useEffect(() => {
    document.documentElement.dataset["hydrated"] = "";
  }, []);
  return (
    <html lang={shell?.site.locale ?? "en"}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {/* Before anything is drawn: the bars this shopper closed stay hidden
            (closed-bars.server.ts). The browser hydrates it as it came (its text and the nonce
            it hides from the page), hence no hydration check. */}
        <script
          nonce={headScript?.nonce}
          suppressHydrationWarning
          dangerouslySetInnerHTML={{ __html: headScript?.html ?? "" }}
        />
        {/* Every page's styles in one file, in the cascade order (ui/app.css, decision 0047).
            With a precedence React sends it before the scripts' modulepreloads: it is the one
            file the first paint waits for, so nothing else shares the connection ahead of it. */}
        <link rel="stylesheet" href={appCss} precedence="default" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  // App links are plain `<a>`s (lib/client-links.ts): one click handler for the whole page.
  useAppLinks();
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <ErrorPage status={404} />;
  if (!isRouteErrorResponse(error)) console.error(error);
  return <ErrorPage status={isRouteErrorResponse(error) ? error.status : 500} />;
}
