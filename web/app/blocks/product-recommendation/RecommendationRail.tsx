import { useEffect, useRef, useState, type ReactNode } from "react";
import { useT } from "../../lib/i18n";

/**
 * The recommendation cards in one scroll-snapping row: `across` cards per view on large
 * screens, more than a card and a half on small ones (the next card peeks out). With more
 * cards than fit, previous and next buttons (from medium screens up; phones swipe) scroll by
 * a view, smoothly unless reduced motion is asked for.
 */
export function RecommendationRail(props: {
  count: number;
  across: number;
  children?: ReactNode;
}): ReactNode {
  const t = useT();
  const track = useRef<HTMLUListElement>(null);
  const [ends, setEnds] = useState({ start: true, end: false });
  useEffect(() => {
    const element = track.current;
    if (!element) return;
    const measure = () => {
      const max = element.scrollWidth - element.clientWidth;
      setEnds({ start: element.scrollLeft <= 1, end: element.scrollLeft >= max - 1 });
    };
    measure();
    element.addEventListener("scroll", measure, { passive: true });
    window.addEventListener("resize", measure);
    return () => {
      element.removeEventListener("scroll", measure);
      window.removeEventListener("resize", measure);
    };
  }, [props.count]);
  const scroll = (direction: 1 | -1) => {
    const element = track.current;
    if (!element) return;
    const reduced = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    element.scrollBy({
      left: direction * element.clientWidth,
      behavior: reduced ? "auto" : "smooth",
    });
  };
  const arrows = props.count > props.across;
  return (
    <div className="content-recs__rail">
      <ul ref={track} className="content-recs__track">
        {props.children}
      </ul>
      {arrows ? (
        <div className="content-recs__arrows">
          <button
            type="button"
            className="content-recs__arrow content-recs__arrow--previous"
            aria-label={t("blocks.previous")}
            aria-disabled={ends.start || undefined}
            onClick={() => scroll(-1)}
          >
            <span aria-hidden="true">‹</span>
          </button>
          <button
            type="button"
            className="content-recs__arrow content-recs__arrow--next"
            aria-label={t("blocks.next")}
            aria-disabled={ends.end || undefined}
            onClick={() => scroll(1)}
          >
            <span aria-hidden="true">›</span>
          </button>
        </div>
      ) : null}
    </div>
  );
}
