import { shoeSizeLabel } from "@ridgeline/contract";
import type { ReactNode } from "react";
import { appLink } from "../../lib/client-links";

interface Props {
  name: string;
  pageUrl: string;
  imageUrl: string;
  variants: readonly { code: string; value: string }[];
  locale: string;
  /** What the line offers under its name (forms, messages). */
  children?: ReactNode;
}

/**
 * What a bag line and a saved item show of their product: the picture, the name (one link to
 * the product in the colour chosen) and the colour and size.
 */
export function LineProduct({ name, pageUrl, imageUrl, variants, locale, children }: Props) {
  return (
    <>
      <a {...appLink(pageUrl)} className="cart-line__media" tabIndex={-1} aria-hidden="true">
        <img src={imageUrl} alt="" width={120} height={150} loading="lazy" decoding="async" />
      </a>
      <div className="cart-line__info">
        <h3 className="cart-line__name">
          <a {...appLink(pageUrl)}>{name}</a>
        </h3>
        <p className="muted">
          {variants
            .map((variant) =>
              // A line has no department: its shoe size reads "US 9,5", not a guess.
              variant.code === "size"
                ? shoeSizeLabel(
                    { id: variant.value, label: variant.value, gender: "unknown" },
                    { locale },
                  )
                : variant.value,
            )
            .join(" · ")}
        </p>
        {children}
      </div>
    </>
  );
}
