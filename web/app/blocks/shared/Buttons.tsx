import type { ReactNode } from "react";
import type { ResolvedBlocks } from "@ridgeline/contract";
import { ContentLink } from "./ContentLink";
import { colorValue } from "./block-style";

export type ContentButton = NonNullable<ResolvedBlocks["linkedCard"]["targets"]>[number];

function buttonClasses(button: ContentButton): string {
  const classes = ["content-button"];
  for (const bp of ["sm", "md", "lg"] as const) {
    const style = button.style?.[bp] ?? button.style?.sm ?? "primary";
    classes.push(`content-button--${bp}-${style}`);
    const size = button.size?.[bp];
    if (size) classes.push(`content-button--${bp}-size-${size}`);
  }
  if (button.underline === "hover") classes.push("content-button--underline-hover");
  if (button.iconOnly) classes.push("content-button--icon-only");
  return classes.join(" ");
}

/**
 * A block's buttons (001 §2): in a grid, of equal size when `equalTargetSize` asks, text links
 * taking their content's width; none at all for link type `No-CTA`.
 */
export function Buttons(props: {
  targets: readonly ContentButton[] | undefined;
  linkType?: string | undefined;
  equalSize?: boolean | undefined;
  onClick?: (() => void) | undefined;
  className?: string;
}): ReactNode {
  const targets = props.targets ?? [];
  if (props.linkType === "No-CTA" || targets.length === 0) return null;
  return (
    <div
      className={[
        "content-buttons",
        props.equalSize ? "content-buttons--equal" : "",
        props.className ?? "",
      ]
        .filter(Boolean)
        .join(" ")}
    >
      {targets.map((button, index) => (
        <ContentLink
          key={`${button.url}-${index}`}
          url={button.url}
          target={button.targetAttribute}
          className={buttonClasses(button)}
          onClick={props.onClick}
          aria-label={button.iconOnly ? button.text : undefined}
          style={
            button.textLinkColor
              ? ({
                  "--content-link-color": colorValue(button.textLinkColor),
                  "--content-link-hover": colorValue(button.textLinkHoverColor) ?? undefined,
                } as React.CSSProperties)
              : undefined
          }
        >
          {button.icon && button.iconPosition !== "right" ? (
            <span className={`content-icon content-icon--${button.icon.icon}`} aria-hidden="true" />
          ) : null}
          <span className={button.iconOnly ? "visually-hidden" : undefined}>{button.text}</span>
          {button.icon && button.iconPosition === "right" ? (
            <span className={`content-icon content-icon--${button.icon.icon}`} aria-hidden="true" />
          ) : null}
        </ContentLink>
      ))}
    </div>
  );
}
