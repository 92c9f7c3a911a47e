import { createElement, type ReactNode } from "react";
import { useHeadingLevel } from "../block-context";
import { colorValue } from "./block-style";

/**
 * A block's title at the level its place gives it (001 §2: h1 only for a page's first element,
 * h2 otherwise, one below the parent inside a collection), or a `<p>` when hidden from the
 * outline is asked for (`hideTitle` keeps it for screen readers only).
 */
export function Heading(props: {
  text?: string | undefined;
  html?: string | undefined;
  color?: string | undefined;
  styleName?: string | undefined;
  hidden?: boolean | undefined;
  className?: string;
  children?: ReactNode;
}): ReactNode {
  const level = Math.min(6, Math.max(1, useHeadingLevel()));
  if (!props.text && !props.html && !props.children) return null;
  const className = [
    props.className,
    props.styleName ? `block-text--${props.styleName}` : "",
    props.hidden ? "visually-hidden" : "",
  ]
    .filter(Boolean)
    .join(" ");
  const style = props.color ? { color: colorValue(props.color) } : undefined;
  if (props.html) {
    return createElement(`h${level}`, {
      className,
      style,
      dangerouslySetInnerHTML: { __html: props.html },
    });
  }
  return createElement(`h${level}`, { className, style }, props.children ?? props.text);
}
