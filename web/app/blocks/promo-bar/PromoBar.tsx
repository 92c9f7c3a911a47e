import { useEffect, useState, type CSSProperties, type ReactNode } from "react";
import { CONTENT_STORAGE_KEYS, PROMO_BAR } from "@ridgeline/contract";
import { useT } from "../../lib/i18n";
import type { BlockProps } from "../block-context";
import { ContentLink } from "../shared/ContentLink";
import { RichText } from "../shared/RichText";
import { colorValue } from "../shared/block-style";
import { writeFlag } from "../shared/remembered";
import {
  dotColor,
  messageColors,
  rotates,
  rotationMs,
  shownMessages,
  stepIndex,
  type PromoMessage,
} from "./promo-bar-logic";
import { usePrefersReducedMotion, useRememberedFlag } from "./use-browser-state";

/** One message: its rich text and links; a clickable one's first link covers the message. */
function Message(props: { message: PromoMessage; active: boolean; label?: string }): ReactNode {
  const { message, active } = props;
  const targets = message.targets ?? [];
  return (
    <div
      className="content-promo-bar__message"
      data-active={active ? "" : undefined}
      role={props.label ? "group" : undefined}
      aria-label={props.label}
      aria-hidden={active ? undefined : true}
      inert={!active}
    >
      <RichText html={message.richText} className="content-promo-bar__text" />
      {targets.map((target, index) => (
        <ContentLink
          key={`${target.url}-${index}`}
          url={target.url}
          target={target.targetAttribute}
          className={`content-promo-bar__link${
            index === 0 && message.clickable ? " content-promo-bar__link--cover" : ""
          }`}
        >
          {target.text}
        </ContentLink>
      ))}
    </div>
  );
}

/**
 * The promo bar (001 §2, §4): messages that rotate by themselves every `autorotateTime`
 * seconds, one at a time, the active one setting the bar's ground, text and link-hover colours.
 * Rotation stops while the bar is pointed at or focused, when the shopper pauses it (WCAG
 * 2.2.2) and, until they press play, when they asked for reduced motion. Arrows (not on phones)
 * and pager dots go back and forth; a closable bar is closed for good (`promoBarClosed`).
 */
export function PromoBar({ block }: BlockProps<"promoBar">): ReactNode {
  const t = useT();
  const messages = shownMessages(block.messages, block.maxMessages);
  const count = messages.length;
  const [index, setIndex] = useState(0);
  const [choice, setChoice] = useState<"paused" | "playing" | null>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [closedNow, setClosedNow] = useState(false);
  const remembered = useRememberedFlag(CONTENT_STORAGE_KEYS.promoBarClosed);
  const reducedMotion = usePrefersReducedMotion();
  const paused = choice === null ? reducedMotion : choice === "paused";
  const running = rotates({ count, paused, hovered, focused });
  const delay = rotationMs(block.autorotateTime);
  const active = Math.min(index, Math.max(0, count - 1));
  useEffect(() => {
    if (!running) return;
    const timer = setTimeout(() => setIndex((at) => stepIndex(at, count, 1)), delay);
    return () => clearTimeout(timer);
  }, [running, active, count, delay]);

  if (count === 0 || (block.closable && (closedNow || remembered))) return null;
  const colors = messageColors(messages[active], block.backgroundColor);
  const style = {
    backgroundColor: colorValue(colors.background),
    color: colorValue(colors.text),
    "--promo-bar-hover": colorValue(colors.hover),
    "--promo-bar-dot": dotColor(colors.background),
    "--promo-bar-max-width": `${PROMO_BAR.maxWidthPx}px`,
  } as CSSProperties;
  const go = (step: number) => setIndex(stepIndex(active, count, step));
  const several = count > 1;
  return (
    <section
      className={`content-promo-bar${colors.dark ? " content-promo-bar--dark" : ""}${
        block.closable ? " content-promo-bar--closable" : ""
      }`}
      aria-label={t("blocks.promotions")}
      style={style}
      onPointerEnter={(event) => setHovered(event.pointerType === "mouse")}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <span className="content-promo-bar__spacer" />
      <div className="content-promo-bar__center">
        {several ? (
          <button
            type="button"
            className="content-promo-bar__arrow"
            aria-label={t("blocks.previous")}
            onClick={() => go(-1)}
          >
            <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
              <path d="m15 6-6 6 6 6" fill="none" stroke="currentColor" strokeWidth="2" />
            </svg>
          </button>
        ) : null}
        {/* Announced when the shopper moves it, never while it moves by itself. */}
        <div className="content-promo-bar__messages" aria-live={running ? "off" : "polite"}>
          {messages.map((message, at) => (
            <Message
              key={`${message.id}-${at}`}
              message={message}
              active={at === active}
              label={several ? t("blocks.slide", { index: at + 1, count }) : undefined}
            />
          ))}
        </div>
        {several ? (
          <button
            type="button"
            className="content-promo-bar__arrow"
            aria-label={t("blocks.next")}
            onClick={() => go(1)}
          >
            <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
              <path d="m9 6 6 6-6 6" fill="none" stroke="currentColor" strokeWidth="2" />
            </svg>
          </button>
        ) : null}
      </div>
      <div className="content-promo-bar__controls">
        {several ? (
          <>
            <div className="content-promo-bar__dots">
              {messages.map((message, at) => (
                <button
                  key={`${message.id}-${at}`}
                  type="button"
                  className="content-promo-bar__dot"
                  aria-label={t("blocks.goToSlide", { index: at + 1 })}
                  aria-current={at === active ? "true" : undefined}
                  onClick={() => setIndex(at)}
                />
              ))}
            </div>
            <button
              type="button"
              className="content-promo-bar__pause"
              aria-label={paused ? t("blocks.play") : t("blocks.pause")}
              onClick={() => {
                setChoice(paused ? "playing" : "paused");
                // Play means play: the focus on this button no longer holds the bar still.
                if (paused) setFocused(false);
              }}
            >
              <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
                {paused ? (
                  <path d="M8 5v14l11-7z" fill="currentColor" />
                ) : (
                  <path d="M7 5h4v14H7zM13 5h4v14h-4z" fill="currentColor" />
                )}
              </svg>
            </button>
          </>
        ) : null}
        {block.closable ? (
          <button
            type="button"
            className="content-promo-bar__close"
            aria-label={t("blocks.closeOf", { name: t("blocks.promotions") })}
            onClick={() => {
              writeFlag(CONTENT_STORAGE_KEYS.promoBarClosed, true);
              setClosedNow(true);
            }}
          >
            <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
              <path d="m6 6 12 12M18 6 6 18" stroke="currentColor" strokeWidth="2" />
            </svg>
          </button>
        ) : null}
      </div>
    </section>
  );
}
