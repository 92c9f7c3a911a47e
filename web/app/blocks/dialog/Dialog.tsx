import { useId, useRef, type ReactNode } from "react";
import { HeadingLevelContext } from "../block-context";
import { Blocks } from "../Blocks";
import type { BlockProps } from "../block-context";
import { BlockStylesheet } from "../shared/BlockStylesheet";
import { Buttons } from "../shared/Buttons";
import { Heading } from "../shared/Heading";
import { RichText } from "../shared/RichText";
import { background, colorValue } from "../shared/block-style";
import { useT } from "../../lib/i18n";
import { useHydrated } from "../../lib/use-hydrated";
import {
  dialogChildren,
  mediaPlacement,
  shouldAutoplay,
  triggerLabel,
  type DialogBlock,
} from "./dialog-layout";
import dialogCss from "./dialog.css?url";

function DialogMedia({
  block,
  videoRef,
}: {
  block: DialogBlock;
  videoRef: React.RefObject<HTMLVideoElement | null>;
}): ReactNode {
  const { media, playerSettings } = block;
  if (!media) return null;
  if (media.kind === "video") {
    return (
      <video
        ref={videoRef}
        className="content-dialog__media"
        src={media.url}
        poster={media.poster}
        width={media.width}
        height={media.height}
        muted={playerSettings?.muted ?? true}
        playsInline
        loop
        controls
        preload="none"
        aria-label={media.alt}
      />
    );
  }
  return (
    <img
      className="content-dialog__media"
      src={media.url}
      alt={media.alt ?? ""}
      width={media.width}
      height={media.height}
      loading="lazy"
      decoding="async"
    />
  );
}

/**
 * A dialog block (001 §3 "Dialog"): a control on the page that opens a modal `<dialog>` holding
 * the block's media, heading, text, newsletter form or event signup, other blocks and buttons.
 * The native modal keeps focus inside and closes on Escape; focus goes back to the control.
 * Without JavaScript the control is a link to the dialog, shown in the page by `:target`.
 */
export function Dialog({ block }: BlockProps<"dialog">): ReactNode {
  const t = useT();
  const hydrated = useHydrated();
  const dialog = useRef<HTMLDialogElement>(null);
  const video = useRef<HTMLVideoElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const titleId = useId();
  const panelId = `content-dialog-${block.id}`;
  const triggerId = `${panelId}-open`;
  const label = triggerLabel(block, t("blocks.open"));
  const placement = mediaPlacement(block.mediaPosition);
  const media = <DialogMedia block={block} videoRef={video} />;
  const hasTitle = Boolean(block.title || block.titleHtml);

  const open = (event: React.MouseEvent<HTMLElement>) => {
    event.preventDefault();
    opener.current = event.currentTarget;
    dialog.current?.showModal();
    const reduced = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    if (shouldAutoplay(block.playerSettings, reduced)) {
      video.current?.play().catch((error: unknown) => console.warn("dialog video", error));
    }
  };
  const close = (event: React.MouseEvent<HTMLElement>) => {
    event.preventDefault();
    dialog.current?.close();
  };
  const closed = () => {
    video.current?.pause();
    opener.current?.focus();
  };

  return (
    <div className={`content-dialog content-dialog--align-${block.alignment ?? "left"}`}>
      <BlockStylesheet href={dialogCss} />
      {hydrated ? (
        <button
          type="button"
          id={triggerId}
          className="button button--primary content-dialog__open"
          aria-haspopup="dialog"
          onClick={open}
        >
          {label}
        </button>
      ) : (
        <a id={triggerId} href={`#${panelId}`} className="button button--primary">
          {label}
        </a>
      )}
      <dialog
        ref={dialog}
        id={panelId}
        className={`dialog content-dialog__dialog ${placement.className}`}
        aria-labelledby={hasTitle ? titleId : undefined}
        aria-label={hasTitle ? undefined : label}
        style={background(block.backgroundColor)}
        onClose={closed}
      >
        {hydrated ? (
          <button
            type="button"
            className="dialog__close"
            aria-label={t("blocks.close")}
            onClick={close}
          >
            <span aria-hidden="true">×</span>
          </button>
        ) : (
          <a className="dialog__close" href={`#${triggerId}`} aria-label={t("blocks.close")}>
            <span aria-hidden="true">×</span>
          </a>
        )}
        <HeadingLevelContext value={2}>
          <div className="content-dialog__layout">
            {placement.slot === "before" ? media : null}
            <div className="content-dialog__content">
              {hasTitle ? (
                <div id={titleId}>
                  <Heading
                    className="content-dialog__title"
                    text={block.title}
                    html={block.titleHtml}
                    color={block.titleColor}
                    styleName={block.titleStyle}
                  />
                </div>
              ) : null}
              {block.subtitle ? (
                <p
                  className="content-dialog__subtitle"
                  style={
                    block.subtitleColor ? { color: colorValue(block.subtitleColor) } : undefined
                  }
                >
                  {block.subtitle}
                </p>
              ) : null}
              {placement.slot === "body" ? media : null}
              <RichText html={block.richText} />
              <Blocks blocks={dialogChildren(block)} nested />
              <Buttons
                targets={block.targets}
                linkType={block.linkType}
                equalSize={block.equalTargetSize}
              />
            </div>
          </div>
        </HeadingLevelContext>
      </dialog>
    </div>
  );
}
