import type { CSSProperties, MouseEventHandler, ReactNode } from "react";
import { Link } from "react-router";

/**
 * A link a document holds (the contract let through a store path, `#modal…`, `?query#modal…`,
 * http(s), mailto: or tel:). Store paths navigate in the app; `#modal…` links are opened by the
 * page's modal host (ModalHost.tsx); a link that leaves the site in a new tab gets `noopener`.
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
      <Link to={url} {...rest} prefetch="none">
        {children}
      </Link>
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
