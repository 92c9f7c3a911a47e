import type { CSSProperties, ReactNode } from "react";
import { useT } from "../../lib/i18n";
import type { Carousel } from "./use-carousel";

function Chevron(props: { direction: "left" | "right" }): ReactNode {
  return (
    <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
      <path
        d={props.direction === "left" ? "M10.5 2.5 5 8l5.5 5.5" : "M5.5 2.5 11 8l-5.5 5.5"}
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      />
    </svg>
  );
}

/** The arrows on either side of the track: buttons with names, inert past an end without loop. */
export function CollectionArrows(props: { carousel: Carousel }): ReactNode {
  const t = useT();
  const { carousel } = props;
  const noPrevious = !carousel.loop && carousel.atStart;
  const noNext = !carousel.loop && carousel.atEnd;
  return (
    <>
      <button
        type="button"
        className="collection__arrow collection__arrow--previous"
        aria-disabled={noPrevious || undefined}
        onClick={() => carousel.step(-1)}
      >
        <Chevron direction="left" />
        <span className="visually-hidden">{t("blocks.previous")}</span>
      </button>
      <button
        type="button"
        className="collection__arrow collection__arrow--next"
        aria-disabled={noNext || undefined}
        onClick={() => carousel.step(1)}
      >
        <Chevron direction="right" />
        <span className="visually-hidden">{t("blocks.next")}</span>
      </button>
    </>
  );
}

/**
 * Under the track: the dots (one per slide, the current one marked), the progress bar (the share
 * of the track seen) and the pause/play control of a rotating collection (WCAG 2.2.2). Which of
 * them shows at a breakpoint is the stylesheet's, from the collection's classes.
 */
export function CollectionControls(props: {
  carousel: Carousel;
  count: number;
  dots: boolean;
  progress: boolean;
  pause: boolean;
}): ReactNode {
  const t = useT();
  const { carousel, count } = props;
  if (!props.dots && !props.progress && !props.pause) return null;
  return (
    <div className="collection__controls">
      {props.pause ? (
        <button type="button" className="collection__pause" onClick={carousel.togglePause}>
          <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
            <path
              d={carousel.stopped ? "M4 2.5v11l9.5-5.5z" : "M4 3h3v10H4zM9 3h3v10H9z"}
              fill="currentColor"
            />
          </svg>
          <span className="visually-hidden">
            {carousel.stopped ? t("blocks.play") : t("blocks.pause")}
          </span>
        </button>
      ) : null}
      {props.dots ? (
        <ul className="collection__dots">
          {Array.from({ length: count }, (_, index) => (
            <li key={index}>
              <button
                type="button"
                className="collection__dot"
                aria-current={index === carousel.index || undefined}
                onClick={() => carousel.goTo(index)}
              >
                <span className="visually-hidden">
                  {t("blocks.goToSlide", { index: index + 1 })}
                </span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {props.progress ? (
        <div className="collection__progress" aria-hidden="true">
          <span
            className="collection__progress-bar"
            style={{ "--c-share": carousel.share } as CSSProperties}
          />
        </div>
      ) : null}
    </div>
  );
}
