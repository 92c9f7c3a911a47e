import type { CSSProperties, ReactNode } from "react";
import { colorValue } from "./block-style";

/**
 * Rich text of a document. Its HTML was sanitised when the document was saved and again when the
 * content service answered the page (an allowlist sanitiser, decision 0093): nothing else
 * reaches `dangerouslySetInnerHTML` here.
 */
export function RichText(props: {
  html: string | undefined;
  color?: string | undefined;
  className?: string;
  style?: CSSProperties;
}): ReactNode {
  if (!props.html) return null;
  const color = colorValue(props.color);
  return (
    <div
      className={["rich-text", props.className].filter(Boolean).join(" ")}
      style={color ? { ...props.style, color } : props.style}
      dangerouslySetInnerHTML={{ __html: props.html }}
    />
  );
}
