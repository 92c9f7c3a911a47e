import { useEffect, useId, useRef, type MouseEvent, type ReactNode } from "react";
import { HeadingLevelContext } from "../block-context";
import { Blocks } from "../Blocks";
import { useT } from "../../lib/i18n";
import { Buttons } from "../shared/Buttons";
import { Heading } from "../shared/Heading";
import { RichText } from "../shared/RichText";
import { logoHeightRem, type PopupBlock } from "./popup-logic";

/** The pop-up's logo at the height 001 §9 gives it; width and height keep its box. */
export function PopupLogo(props: { popup: PopupBlock; expanded: boolean }): ReactNode {
  const { logo, logoSize } = props.popup;
  if (!logo) return null;
  return (
    <img
      className="content-popup__logo"
      src={logo.url}
      alt={logo.alt}
      width={logo.width}
      height={logo.height}
      style={{ height: `${logoHeightRem(logoSize, props.expanded)}rem` }}
    />
  );
}

/**
 * The expanded pop-up (001 §2): a native modal `<dialog>`, so focus stays inside and the page
 * behind is inert; Escape closes it (and dismisses the pop-up), and focus goes back to where
 * it was (`returnFocus`) once the dialog is gone.
 */
export function PopupDialog(props: {
  popup: PopupBlock;
  style: React.CSSProperties | undefined;
  onClose: () => void;
  onButton: (text: string) => void;
  returnFocus: () => HTMLElement | null;
}): ReactNode {
  const { popup, onClose, onButton, returnFocus } = props;
  const t = useT();
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const eyebrowId = useId();
  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    return () => {
      if (element?.open) element.close();
      const back = returnFocus();
      if (back?.isConnected) back.focus();
    };
  }, [returnFocus]);
  const hasTitle = Boolean(popup.title || popup.titleHtml);
  const labelledBy = hasTitle ? titleId : popup.maximizedTitle ? eyebrowId : undefined;
  // A button of the pop-up reports its words (001 §4), then the pop-up is done.
  const clicked = (event: MouseEvent<HTMLDivElement>) => {
    const link = event.target instanceof Element ? event.target.closest("a") : null;
    if (!link) return;
    onButton(link.textContent ?? "");
    onClose();
  };
  return (
    <dialog
      ref={dialog}
      className="dialog dialog--narrow content-popup__dialog"
      aria-labelledby={labelledBy}
      aria-label={labelledBy ? undefined : popup.minimizedTitle}
      style={props.style}
      data-testid="content-popup-dialog"
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <button
        type="button"
        className="dialog__close content-popup__dialog-close"
        aria-label={t("blocks.close")}
        onClick={onClose}
      >
        <span aria-hidden="true">×</span>
      </button>
      <HeadingLevelContext value={2}>
        <div className="content-popup__body">
          <PopupLogo popup={popup} expanded />
          {popup.maximizedTitle ? (
            <p className="content-popup__eyebrow" id={eyebrowId}>
              {popup.maximizedTitle}
            </p>
          ) : null}
          {hasTitle ? (
            <div id={titleId}>
              <Heading
                className="content-popup__title"
                text={popup.title}
                html={popup.titleHtml}
                color={popup.titleColor}
                styleName={popup.titleStyle}
              />
            </div>
          ) : null}
          <div className="content-popup__buttons" onClick={clicked}>
            <Buttons
              targets={popup.targets}
              linkType={popup.linkType}
              equalSize={popup.equalTargetSize}
            />
          </div>
          <Blocks blocks={popup.blocks} nested />
          <RichText
            html={popup.disclaimer}
            color={popup.disclaimerColor}
            className="content-popup__disclaimer"
          />
        </div>
      </HeadingLevelContext>
    </dialog>
  );
}
