import type { CSSProperties, MouseEventHandler, ReactNode } from "react";
import { appLink } from "../../lib/client-links";

/**
 * A link a document holds (the contract let through a store path, `#modal…`, `?query#modal…`,
 * http(s), mailto: or tel:). Store paths navigate in the app; `#modal…` links are opened by the
 * page's modal host (ModalHost.tsx); a link that leaves the site in a new tab gets `noopener`.
 * A store path is a plain `<a>` marked as the app's (`appLink`), navigated in the page by the
 * app's one click handler: a page's menus hold hundreds of links, and a `Link` each (its own
 * path resolution and handler) was the largest part of rendering a page on the server.
 */
export function ContentLink(props: {
  url: string;
  target?: "_self" | "_blank" | undefined;
  className?: string | undefined;
  style?: CSSProperties | undefined;
  onClick?: MouseEventHandler<HTMLAnchorElement> | undefined;
  "aria-label"?: string | undefined;
  children: ReactNode;
}): ReactNode {
  const { url, target, children, ...rest } = props;
  const outside = /^https?:\/\//i.test(url);
  if (url.startsWith("/") && target !== "_blank") {
    return (
      <a {...rest} {...appLink(url)}>
        {children}
      </a>
    );
  }
  return (
    <a
      href={url}
      {...rest}
      target={target === "_blank" ? "_blank" : undefined}
      rel={outside || target === "_blank" ? "noopener noreferrer" : undefined}
    >
      {children}
    </a>
  );
}
